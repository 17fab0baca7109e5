import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Select } from './Select';

const batches = [
  { value: 'dsa-12', label: 'DSA Batch 12' },
  { value: 'web-3', label: 'Web Batch 3', disabled: true },
];

describe('Select', () => {
  it('is a labelled combobox with a placeholder choice', async () => {
    render(<Select label="Batch" options={batches} placeholder="Choose a batch" hint="Only your batches" />);
    const select = screen.getByRole('combobox', { name: 'Batch' });
    expect(select).toHaveValue('');
    expect(select).toHaveAccessibleDescription('Only your batches');
    expect(screen.getByRole('option', { name: 'Web Batch 3' })).toBeDisabled();
    await userEvent.selectOptions(select, 'DSA Batch 12');
    expect(select).toHaveValue('dsa-12');
    await expectNoAxeViolations();
  });

  it('shows an error', () => {
    render(<Select label="Batch" options={batches} error="Choose a batch" />);
    expect(screen.getByRole('combobox', { name: 'Batch' })).toBeInvalid();
  });
});
