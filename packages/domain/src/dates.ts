import { unreachable } from './unreachable';

/** The only product-specific error text of 000 (§5, §8). */
export const TIME_CONVERSION_ERROR_MESSAGE = 'Both timeString and suffix are required.';

export type TimeSuffix = 'AM' | 'PM' | 'am' | 'pm';

const hoursAndMinutes = /^(\d{1,2}):(\d{2})$/;

/**
 * A 12-hour `H:MM` time and its AM/PM suffix as 24-hour `HH:MM` (000 §5). 12 PM stays 12 and
 * 12 AM becomes 00; a time not in `H:MM` form (or not a 12-hour clock time) gives `undefined`.
 */
export function to24Hour(
  timeString: string | null | undefined,
  suffix: TimeSuffix | null | undefined,
): string | undefined {
  if (!timeString || !suffix) throw new Error(TIME_CONVERSION_ERROR_MESSAGE);
  const match = hoursAndMinutes.exec(timeString.trim());
  if (match === null) return undefined;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  if (hours < 1 || hours > 12 || minutes > 59) return undefined;
  const afternoon = suffix.toUpperCase() === 'PM';
  const hours24 = afternoon ? (hours === 12 ? 12 : hours + 12) : hours === 12 ? 0 : hours;
  return `${pad2(hours24)}:${pad2(minutes)}`;
}

function pad2(value: number): string {
  return String(value).padStart(2, '0');
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

export function ordinalSuffix(day: number): 'st' | 'nd' | 'rd' | 'th' {
  const lastTwo = day % 100;
  if (lastTwo >= 11 && lastTwo <= 13) return 'th';
  switch (day % 10) {
    case 1:
      return 'st';
    case 2:
      return 'nd';
    case 3:
      return 'rd';
    default:
      return 'th';
  }
}

/** A date as `1st Jan, 25` (000 §9), in the local time zone. */
export function ordinalDate(date: Date): string {
  const day = date.getDate();
  return `${day}${ordinalSuffix(day)} ${MONTHS[date.getMonth()]}, ${pad2(date.getFullYear() % 100)}`;
}

/** A local date-time as `YYYY-MM-DD HH:MM:SS`, the form job dates are sent in. */
export function toDateTimeString(date: Date): string {
  const day = `${date.getFullYear()}-${pad2(date.getMonth() + 1)}-${pad2(date.getDate())}`;
  return `${day} ${pad2(date.getHours())}:${pad2(date.getMinutes())}:${pad2(date.getSeconds())}`;
}

/** Date range presets (000 §9), in the order the picker lists them. */
export const DATE_RANGE_PRESETS = [
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
] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

export interface DateRange {
  /** Start of the first day (00:00:00.000, local time). */
  readonly from: Date;
  /** End of the last day (23:59:59.999, local time). */
  readonly to: Date;
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}

function endOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate(), 23, 59, 59, 999);
}

function daysBefore(date: Date, days: number): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate() - days);
}

/** The same day `months` earlier, clamped to the end of a shorter month (31 May → 30 Apr). */
function monthsBefore(date: Date, months: number): Date {
  const firstOfTarget = new Date(date.getFullYear(), date.getMonth() - months, 1);
  const lastDay = new Date(firstOfTarget.getFullYear(), firstOfTarget.getMonth() + 1, 0).getDate();
  return new Date(firstOfTarget.getFullYear(), firstOfTarget.getMonth(), Math.min(date.getDate(), lastDay));
}

function rollingMonths(now: Date, months: number): DateRange {
  return { from: startOfDay(monthsBefore(now, months)), to: endOfDay(now) };
}

/**
 * The days a preset covers, counting today (as the usual range picker does: "Last 7 Days" is today
 * and the six days before). "This Month" and "Last Month" are calendar months; "Last N Month" and
 * "Last 1 Year" run from the same day N months (12 months) back through today. "Custom Range" has
 * no preset days: the person picks them, so it gives `null`.
 */
export function dateRangePreset(preset: 'Custom Range', now: Date): null;
export function dateRangePreset(preset: Exclude<DateRangePreset, 'Custom Range'>, now: Date): DateRange;
export function dateRangePreset(preset: DateRangePreset, now: Date): DateRange | null;
export function dateRangePreset(preset: DateRangePreset, now: Date): DateRange | null {
  switch (preset) {
    case 'Today':
      return { from: startOfDay(now), to: endOfDay(now) };
    case 'Yesterday': {
      const yesterday = daysBefore(now, 1);
      return { from: yesterday, to: endOfDay(yesterday) };
    }
    case 'Last 7 Days':
      return { from: daysBefore(now, 6), to: endOfDay(now) };
    case 'Last 30 Days':
      return { from: daysBefore(now, 29), to: endOfDay(now) };
    case 'This Month':
      return {
        from: new Date(now.getFullYear(), now.getMonth(), 1),
        to: endOfDay(new Date(now.getFullYear(), now.getMonth() + 1, 0)),
      };
    case 'Last Month':
      return {
        from: new Date(now.getFullYear(), now.getMonth() - 1, 1),
        to: endOfDay(new Date(now.getFullYear(), now.getMonth(), 0)),
      };
    case 'Last 2 Month':
      return rollingMonths(now, 2);
    case 'Last 3 Month':
      return rollingMonths(now, 3);
    case 'Last 6 Month':
      return rollingMonths(now, 6);
    case 'Last 1 Year':
      return rollingMonths(now, 12);
    case 'Custom Range':
      return null;
    default:
      return unreachable(preset satisfies never, 'date range preset');
  }
}

/**
 * India Standard Time is UTC+05:30 all year (no daylight saving). The platform sells to India in rupees, so its
 * calendar days (a study plan's start, a reminder's day, the financial year) are India's.
 */
export const IST_OFFSET_MS = 330 * 60_000;

/** The India calendar day (`YYYY-MM-DD`) a moment falls on: from 18:30 UTC it is already the next day. */
export function indiaDay(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 10);
}

/** Today's India calendar day. */
export const todayInIndia = (): string => indiaDay(new Date());
