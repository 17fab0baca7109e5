import { describe, expect, it } from 'vitest';
import {
  formatClockTime,
  formatDateTime,
  formatDayWithWeekday,
  formatLongDate,
  formatMonthYear,
  formatOrdinalDate,
  formatOrdinalDateTime,
  formatTime,
} from './date-format';

// 10:15 UTC is 15:45 in India (UTC+5:30, no daylight saving), so every case below is fixed.
const afternoon = '2026-11-26T10:15:00.000Z';
const india = { timeZone: 'Asia/Kolkata' };

describe('date formats (en-IN)', () => {
  it('shows a date-time with the day first and a 12-hour clock', () => {
    expect(formatDateTime(afternoon, india)).toBe('26 Nov 2026, 3:45 pm');
  });

  it('shows a long date with the month in words', () => {
    expect(formatLongDate(afternoon, india)).toBe('26 November 2026');
    expect(formatLongDate('2026-01-05', { timeZone: 'UTC' })).toBe('5 January 2026');
  });

  it("shows an event's day with its weekday, day before month", () => {
    expect(formatDayWithWeekday(afternoon, india)).toBe('Thu, 26 Nov, 2026');
  });

  it('shows a month with its year', () => {
    expect(formatMonthYear(afternoon, india)).toBe('November 2026');
    // The first hours of a month in India are still the previous month in UTC.
    expect(formatMonthYear('2026-11-30T19:00:00.000Z', india)).toBe('December 2026');
  });

  it('shows a time of day on a 12-hour clock', () => {
    expect(formatTime(afternoon, india)).toBe('3:45 pm');
  });

  it('shows the 24-hour clock time the dashboard tables use', () => {
    expect(formatClockTime(afternoon, india)).toBe('15:45');
    expect(formatClockTime('2026-11-26T18:35:00.000Z', india)).toBe('00:05');
  });

  it('shows ordinal dates (000 §9) with and without the time, in the local zone', () => {
    const local = new Date(2026, 0, 1, 9, 5);
    expect(formatOrdinalDate(local)).toBe('1st Jan, 26');
    expect(formatOrdinalDateTime(local)).toBe('1st Jan, 26 09:05');
  });

  it('shows a dash for a missing or unreadable date instead of "Invalid Date"', () => {
    for (const format of [formatDateTime, formatLongDate, formatTime, formatClockTime]) {
      expect(format(null)).toBe('—');
      expect(format(undefined)).toBe('—');
      expect(format('not a date')).toBe('—');
    }
    expect(formatOrdinalDate('')).toBe('—');
    expect(formatOrdinalDateTime('garbage')).toBe('—');
  });

  it('accepts a Date and epoch milliseconds as well as server text', () => {
    const at = new Date(afternoon);
    expect(formatDateTime(at, india)).toBe(formatDateTime(at.getTime(), india));
  });
});
