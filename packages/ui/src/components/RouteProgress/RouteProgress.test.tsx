import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { RouteProgress } from './RouteProgress';

describe('RouteProgress', () => {
  it('shows a named progress bar only while active', async () => {
    const { rerender } = render(<RouteProgress active />);
    expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeInTheDocument();
    await expectNoAxeViolations();
    rerender(<RouteProgress active={false} />);
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
