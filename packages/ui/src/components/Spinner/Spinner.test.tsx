import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Spinner } from './Spinner';

describe('Spinner', () => {
  it('is a status that says what is loading', async () => {
    render(<Spinner label="Loading submissions" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading submissions');
    await expectNoAxeViolations();
  });
});
