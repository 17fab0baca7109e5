import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { RadioGroup } from './RadioGroup';

const options = [
  { value: 'company', label: 'Company' },
  { value: 'institute', label: 'Institute' },
];

describe('RadioGroup', () => {
  it('is a named group of radios that reports the chosen value', async () => {
    const onValueChange = vi.fn();
    render(
      <RadioGroup
        label="Organization type"
        name="type"
        options={options}
        onValueChange={onValueChange}
        hint="Pick one"
      />,
    );
    const group = screen.getByRole('group', { name: 'Organization type' });
    expect(group).toHaveAccessibleDescription('Pick one');
    await userEvent.click(screen.getByRole('radio', { name: 'Institute' }));
    expect(onValueChange).toHaveBeenLastCalledWith('institute');
    expect(screen.getByRole('radio', { name: 'Institute' })).toBeChecked();
    await expectNoAxeViolations();
  });

  it('follows a controlled value', () => {
    render(
      <RadioGroup
        label="Organization type"
        name="type"
        options={options}
        value="company"
        onValueChange={vi.fn()}
      />,
    );
    expect(screen.getByRole('radio', { name: 'Company' })).toBeChecked();
  });
});
