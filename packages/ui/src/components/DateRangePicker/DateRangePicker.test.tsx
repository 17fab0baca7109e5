import { DATE_RANGE_PRESETS } from '@learnforge/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { DateRangePicker, dateRangeValueFor } from './DateRangePicker';

const today = new Date(2026, 4, 31, 10, 0, 0);

describe('DateRangePicker', () => {
  it('offers the 11 presets of 000 §9 in order and reports the range of the chosen one', async () => {
    const onValueChange = vi.fn();
    render(
      <DateRangePicker value={dateRangeValueFor('Today', today)} now={today} onValueChange={onValueChange} />,
    );
    const select = screen.getByRole('combobox', { name: 'Date range' });
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([...DATE_RANGE_PRESETS]);
    await userEvent.selectOptions(select, 'Yesterday');
    expect(onValueChange).toHaveBeenLastCalledWith({
      preset: 'Yesterday',
      from: '2026-05-30',
      to: '2026-05-30',
    });
    await userEvent.selectOptions(select, 'This Month');
    expect(onValueChange).toHaveBeenLastCalledWith({
      preset: 'This Month',
      from: '2026-05-01',
      to: '2026-05-31',
    });
    await expectNoAxeViolations();
  });

  it('shows day fields for a custom range and refuses a start after the end', () => {
    const onValueChange = vi.fn();
    render(
      <DateRangePicker
        value={{ preset: 'Custom Range', from: '2026-05-01', to: '2026-05-10' }}
        now={today}
        onValueChange={onValueChange}
      />,
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-20' } });
    expect(onValueChange).not.toHaveBeenCalled();
    expect(screen.getByLabelText('From')).toHaveAccessibleDescription(
      'The start date must be on or before the end date',
    );
    fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-05-05' } });
    expect(onValueChange).toHaveBeenLastCalledWith({
      preset: 'Custom Range',
      from: '2026-05-05',
      to: '2026-05-10',
    });
  });
});
