import { ordinalDate } from './dates';

/**
 * How the product shows dates and times: one locale for the three apps, so a learner, a staff member
 * and an organization admin read the same date the same way (Indian English: day before month,
 * `3:45 pm`). Every screen formats through these functions instead of calling `toLocale…` itself.
 */
export const DISPLAY_LOCALE = 'en-IN';

/** A server timestamp (ISO text), epoch milliseconds or a Date; a missing or unreadable one shows as `—`. */
export type DateValue = string | number | Date | null | undefined;

/** The zone to show the time in: the browser's own unless a screen (or a test) names one. */
export interface ZoneOption {
  timeZone?: string;
}

export const MISSING_DATE = '—';

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(options: Intl.DateTimeFormatOptions, timeZone: string | undefined): Intl.DateTimeFormat {
  const key = JSON.stringify([options, timeZone]);
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(DISPLAY_LOCALE, { ...options, ...(timeZone ? { timeZone } : {}) });
    formats.set(key, format);
  }
  return format;
}

function dateOf(value: DateValue): Date | null {
  if (value === null || value === undefined || value === '') return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

function formatWith(options: Intl.DateTimeFormatOptions) {
  return (value: DateValue, { timeZone }: ZoneOption = {}): string => {
    const date = dateOf(value);
    return date ? formatter(options, timeZone).format(date) : MISSING_DATE;
  };
}

/** `26 Nov 2026, 3:45 pm`: when something happened or is due (lists, histories, submissions). */
export const formatDateTime = formatWith({ dateStyle: 'medium', timeStyle: 'short' });

/** `Thu, 26 Nov, 2026`: the day of something people attend (an event's date). */
export const formatDayWithWeekday = formatWith({
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
});

/** `26 November 2026`: a day on its own (terms versions, renewals, course starts). */
export const formatLongDate = formatWith({ dateStyle: 'long' });

/** `November 2026`: a month on its own (a learner's "member since"). */
export const formatMonthYear = formatWith({ month: 'long', year: 'numeric' });

/** `3:45 pm`: a time on a day the screen already names (a lock held until …). */
export const formatTime = formatWith({ hour: 'numeric', minute: '2-digit' });

/** `15:45`: the 24-hour clock the organization dashboard's tables use beside an ordinal date. */
export const formatClockTime = formatWith({ hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });

/** `1st Jan, 25` (000 §9): the organization dashboard's table dates, in the browser's zone. */
export function formatOrdinalDate(value: DateValue): string {
  const date = dateOf(value);
  return date ? ordinalDate(date) : MISSING_DATE;
}

/** `1st Jan, 25 15:45`: an ordinal date with its 24-hour time, in the browser's zone. */
export function formatOrdinalDateTime(value: DateValue): string {
  const date = dateOf(value);
  return date ? `${ordinalDate(date)} ${formatClockTime(date)}` : MISSING_DATE;
}
