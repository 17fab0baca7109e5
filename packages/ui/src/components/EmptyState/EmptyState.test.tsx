import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { EmptyState } from './EmptyState';

describe('EmptyState', () => {
  it('names what is empty and offers the next step', async () => {
    render(
      <EmptyState
        title="No submissions yet"
        description="Solve a problem to see it here."
        action={<a href="/problems">Browse problems</a>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'No submissions yet' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse problems' })).toBeInTheDocument();
    await expectNoAxeViolations();
  });
});
