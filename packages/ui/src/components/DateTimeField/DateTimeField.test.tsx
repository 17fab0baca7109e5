import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { DateTimeField } from './DateTimeField';
import { formatDateTime, from12Hour, joinDateTime, splitDateTime, to12Hour } from './dateTime';

describe('date-time helpers', () => {
  it('converts between the 12-hour and the 24-hour clock at midnight and noon', () => {
    expect(to12Hour(0)).toEqual({ hour: 12, meridiem: 'AM' });
    expect(to12Hour(12)).toEqual({ hour: 12, meridiem: 'PM' });
    expect(to12Hour(23)).toEqual({ hour: 11, meridiem: 'PM' });
    expect(from12Hour(12, 'AM')).toBe(0);
    expect(from12Hour(12, 'PM')).toBe(12);
    expect(from12Hour(7, 'PM')).toBe(19);
  });

  it('splits and joins YYYY-MM-DDTHH:mm and rejects anything else', () => {
    expect(splitDateTime('2026-11-26T16:05')).toEqual({ date: '2026-11-26', hour: '16', minute: '05' });
    expect(splitDateTime('26/11/2026 4 PM')).toEqual({ date: '', hour: '', minute: '' });
    expect(joinDateTime({ date: '2026-11-26', hour: '', minute: '05' })).toBe('');
  });

  it('formats in either clock', () => {
    expect(formatDateTime('2026-11-26T16:05', 12)).toBe('26 Nov 2026, 4:05 PM');
    expect(formatDateTime('2026-11-26T00:30', 12)).toBe('26 Nov 2026, 12:30 AM');
    expect(formatDateTime('2026-11-26T16:05', 24)).toBe('26 Nov 2026, 16:05');
  });
});

describe('DateTimeField', () => {
  it('builds the value from date, hour, minute and AM/PM on the 12-hour clock', async () => {
    const onValueChange = vi.fn();
    render(<DateTimeField label="Starts at" onValueChange={onValueChange} name="starts_at" />);
    const group = screen.getByRole('group', { name: 'Starts at' });
    fireEvent.change(within(group).getByLabelText('Date'), { target: { value: '2026-12-01' } });
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Hour' }), '7');
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'Minute' }), '30');
    expect(onValueChange).toHaveBeenLastCalledWith('2026-12-01T07:30');
    await userEvent.selectOptions(within(group).getByRole('combobox', { name: 'AM or PM' }), 'PM');
    expect(onValueChange).toHaveBeenLastCalledWith('2026-12-01T19:30');
    expect(document.querySelector('input[name="starts_at"]')).toHaveValue('2026-12-01T19:30');
    await expectNoAxeViolations();
  });

  it('offers hours 00–23 and no AM/PM on the 24-hour clock', () => {
    render(<DateTimeField label="Ends at" hourCycle={24} defaultValue="2026-12-01T19:07" />);
    const hour = screen.getByRole('combobox', { name: 'Hour' });
    expect(within(hour).getAllByRole('option')).toHaveLength(25);
    expect(hour).toHaveDisplayValue('19');
    expect(screen.getByRole('combobox', { name: 'Minute' })).toHaveDisplayValue('07');
    expect(screen.queryByRole('combobox', { name: 'AM or PM' })).not.toBeInTheDocument();
  });

  it('shows a 12-hour value with its AM/PM', () => {
    render(<DateTimeField label="Starts at" value="2026-12-01T00:15" />);
    expect(screen.getByRole('combobox', { name: 'Hour' })).toHaveDisplayValue('12');
    expect(screen.getByRole('combobox', { name: 'AM or PM' })).toHaveDisplayValue('AM');
  });
});
