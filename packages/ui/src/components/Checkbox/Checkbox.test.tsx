import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Checkbox } from './Checkbox';

describe('Checkbox', () => {
  it('toggles when its label is clicked', async () => {
    render(<Checkbox label="Show only unanswered" description="Hides questions you answered" />);
    // The name is the label alone; the description is read as the description (regression: it was in the name).
    const checkbox = screen.getByRole('checkbox', { name: 'Show only unanswered' });
    expect(checkbox).not.toBeChecked();
    await userEvent.click(screen.getByText('Show only unanswered'));
    expect(checkbox).toBeChecked();
    expect(checkbox).toHaveAccessibleDescription('Hides questions you answered');
    await expectNoAxeViolations();
  });

  it('reads as mixed when indeterminate', () => {
    render(<Checkbox label="Select all students" indeterminate />);
    expect(screen.getByRole('checkbox', { name: 'Select all students' })).toHaveProperty(
      'indeterminate',
      true,
    );
  });

  it('shows an error and marks itself invalid', async () => {
    render(<Checkbox label="I accept the terms" error="Accept the terms to continue" />);
    const checkbox = screen.getByRole('checkbox', { name: 'I accept the terms' });
    expect(checkbox).toBeInvalid();
    expect(checkbox).toHaveAccessibleDescription('Accept the terms to continue');
    await expectNoAxeViolations();
  });

  it('forwards its ref to the input', () => {
    const ref = { current: null as HTMLInputElement | null };
    render(<Checkbox label="Remember me" ref={ref} />);
    expect(ref.current).toBe(screen.getByRole('checkbox', { name: 'Remember me' }));
  });
});
