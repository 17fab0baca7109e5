import { describe, expect, it } from 'vitest';
import {
  DATE_RANGE_PRESETS,
  type DateRangePreset,
  dateRangePreset,
  indiaDay,
  todayInIndia,
  ordinalDate,
  ordinalSuffix,
  TIME_CONVERSION_ERROR_MESSAGE,
  to24Hour,
  toDateTimeString,
} from './dates';

describe('000 §5 time conversion', () => {
  it("fails with 'Both timeString and suffix are required.' without a time string or a suffix", () => {
    expect(TIME_CONVERSION_ERROR_MESSAGE).toBe('Both timeString and suffix are required.');
    expect(() => to24Hour('', 'PM')).toThrow(new Error('Both timeString and suffix are required.'));
    expect(() => to24Hour(undefined, 'AM')).toThrow('Both timeString and suffix are required.');
    expect(() => to24Hour('10:30', null)).toThrow('Both timeString and suffix are required.');
  });

  it('12 PM stays 12', () => {
    expect(to24Hour('12:00', 'PM')).toBe('12:00');
    expect(to24Hour('12:45', 'pm')).toBe('12:45');
  });

  it('12 AM becomes 00', () => {
    expect(to24Hour('12:00', 'AM')).toBe('00:00');
    expect(to24Hour('12:05', 'am')).toBe('00:05');
  });

  it('other hours: PM adds 12, AM keeps the hour, zero-padded HH:MM', () => {
    expect(to24Hour('1:05', 'PM')).toBe('13:05');
    expect(to24Hour('9:30', 'AM')).toBe('09:30');
    expect(to24Hour('11:59', 'PM')).toBe('23:59');
  });

  it('a time not in H:MM form yields no result', () => {
    expect(to24Hour('930', 'AM')).toBeUndefined();
    expect(to24Hour('9:3', 'AM')).toBeUndefined();
    expect(to24Hour('9:30:00', 'AM')).toBeUndefined();
    expect(to24Hour('13:00', 'PM')).toBeUndefined();
    expect(to24Hour('0:15', 'AM')).toBeUndefined();
    expect(to24Hour('9:60', 'AM')).toBeUndefined();
  });
});

describe("000 §9 ordinal dates read like '1st Jan, 25'", () => {
  it('1st Jan, 25', () => {
    expect(ordinalDate(new Date(2025, 0, 1))).toBe('1st Jan, 25');
  });

  it('1st 2nd 3rd 4th … 11th 12th 13th … 21st 22nd 23rd … 31st', () => {
    const days = [1, 2, 3, 4, 11, 12, 13, 21, 22, 23, 24, 30, 31];
    expect(days.map((day) => `${day}${ordinalSuffix(day)}`)).toEqual([
      '1st',
      '2nd',
      '3rd',
      '4th',
      '11th',
      '12th',
      '13th',
      '21st',
      '22nd',
      '23rd',
      '24th',
      '30th',
      '31st',
    ]);
    expect(ordinalSuffix(111)).toBe('th');
  });

  it('short month and two-digit year', () => {
    expect(ordinalDate(new Date(2009, 11, 22))).toBe('22nd Dec, 09');
    expect(ordinalDate(new Date(2030, 4, 13))).toBe('13th May, 30');
  });
});

describe('date-time strings', () => {
  it('YYYY-MM-DD HH:MM:SS in local time', () => {
    expect(toDateTimeString(new Date(2025, 2, 1, 9, 5, 7))).toBe('2025-03-01 09:05:07');
  });
});

describe('000 §9 date range presets', () => {
  const now = new Date(2025, 4, 31, 15, 30); // Saturday 31 May 2025, 15:30 local time
  const day = (month: number, date: number) => new Date(2025, month, date);
  const endOf = (month: number, date: number) => new Date(2025, month, date, 23, 59, 59, 999);

  it('Today, Yesterday, Last 7 Days, Last 30 Days, This Month, Last Month, Last 2 Month, Last 3 Month, Last 6 Month, Last 1 Year, Custom Range', () => {
    expect(DATE_RANGE_PRESETS).toEqual([
      'Today',
      'Yesterday',
      'Last 7 Days',
      'Last 30 Days',
      'This Month',
      'Last Month',
      'Last 2 Month',
      'Last 3 Month',
      'Last 6 Month',
      'Last 1 Year',
      'Custom Range',
    ]);
  });

  it('Today and Yesterday are whole days', () => {
    expect(dateRangePreset('Today', now)).toEqual({ from: day(4, 31), to: endOf(4, 31) });
    expect(dateRangePreset('Yesterday', now)).toEqual({ from: day(4, 30), to: endOf(4, 30) });
  });

  it('Last 7 Days and Last 30 Days count today', () => {
    expect(dateRangePreset('Last 7 Days', now)).toEqual({ from: day(4, 25), to: endOf(4, 31) });
    expect(dateRangePreset('Last 30 Days', now)).toEqual({ from: day(4, 2), to: endOf(4, 31) });
  });

  it('This Month and Last Month are calendar months', () => {
    expect(dateRangePreset('This Month', now)).toEqual({ from: day(4, 1), to: endOf(4, 31) });
    expect(dateRangePreset('Last Month', now)).toEqual({ from: day(3, 1), to: endOf(3, 30) });
    expect(dateRangePreset('Last Month', new Date(2025, 0, 15))).toEqual({
      from: new Date(2024, 11, 1),
      to: new Date(2024, 11, 31, 23, 59, 59, 999),
    });
  });

  it('Last 2, 3, 6 Month and Last 1 Year run from the same day back, clamped to shorter months', () => {
    expect(dateRangePreset('Last 2 Month', now)).toEqual({ from: day(2, 31), to: endOf(4, 31) });
    expect(dateRangePreset('Last 3 Month', now)).toEqual({ from: day(1, 28), to: endOf(4, 31) });
    expect(dateRangePreset('Last 6 Month', now)).toEqual({ from: new Date(2024, 10, 30), to: endOf(4, 31) });
    expect(dateRangePreset('Last 1 Year', now)).toEqual({ from: new Date(2024, 4, 31), to: endOf(4, 31) });
  });

  it('Custom Range has no preset days', () => {
    expect(dateRangePreset('Custom Range', now)).toBeNull();
  });

  it('refuses a preset the spec does not list', () => {
    expect(() => dateRangePreset('Last Decade' as DateRangePreset, now)).toThrow(
      'Unknown date range preset: Last Decade',
    );
  });
});

describe('indiaDay', () => {
  it('is the India calendar day: from 18:30 UTC it is already the next day', () => {
    expect(indiaDay(new Date('2026-11-27T18:29:59Z'))).toBe('2026-11-27');
    expect(indiaDay(new Date('2026-11-27T18:30:00Z'))).toBe('2026-11-28');
    expect(indiaDay(new Date('2026-12-31T20:00:00Z'))).toBe('2027-01-01');
  });

  it('todayInIndia is the India day of the clock now', () => {
    expect(todayInIndia()).toBe(indiaDay(new Date()));
  });
});
