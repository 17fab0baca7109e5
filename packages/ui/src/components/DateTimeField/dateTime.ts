export const hourCycles = [12, 24] as const;
export type HourCycle = (typeof hourCycles)[number];
export type Meridiem = 'AM' | 'PM';

/** Date and time entered so far; '' for a part not chosen yet. Hours are always 0–23 here. */
export interface DateTimeParts {
  date: string;
  hour: string;
  minute: string;
}

const pattern = /^(\d{4}-\d{2}-\d{2})T(\d{2}):(\d{2})$/;

/** Splits a local date-time `YYYY-MM-DDTHH:mm` (the `datetime-local` format) into its parts. */
export function splitDateTime(value: string | undefined | null): DateTimeParts {
  const match = value ? pattern.exec(value) : null;
  if (!match) return { date: '', hour: '', minute: '' };
  return { date: match[1] ?? '', hour: match[2] ?? '', minute: match[3] ?? '' };
}

/** `YYYY-MM-DDTHH:mm`, or '' while a part is missing. */
export function joinDateTime(parts: DateTimeParts): string {
  if (!parts.date || !parts.hour || !parts.minute) return '';
  return `${parts.date}T${parts.hour}:${parts.minute}`;
}

/** 0–23 to the 12-hour clock: 0 → 12 AM, 12 → 12 PM, 13 → 1 PM. */
export function to12Hour(hour24: number): { hour: number; meridiem: Meridiem } {
  const meridiem: Meridiem = hour24 < 12 ? 'AM' : 'PM';
  const hour = hour24 % 12 === 0 ? 12 : hour24 % 12;
  return { hour, meridiem };
}

/** The 12-hour clock back to 0–23. */
export function from12Hour(hour12: number, meridiem: Meridiem): number {
  const base = hour12 % 12;
  return meridiem === 'PM' ? base + 12 : base;
}

const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** "26 Nov 2026, 4:05 PM" (12 h) or "26 Nov 2026, 16:05" (24 h); '' for an incomplete value. */
export function formatDateTime(value: string, hourCycle: HourCycle): string {
  const parts = splitDateTime(value);
  if (!joinDateTime(parts)) return '';
  const [year, month, day] = parts.date.split('-');
  const date = `${Number(day)} ${months[Number(month) - 1] ?? month} ${year}`;
  if (hourCycle === 24) return `${date}, ${parts.hour}:${parts.minute}`;
  const { hour, meridiem } = to12Hour(Number(parts.hour));
  return `${date}, ${hour}:${parts.minute} ${meridiem}`;
}
