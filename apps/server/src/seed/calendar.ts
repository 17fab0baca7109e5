const DAY = 86_400_000;

/**
 * How far back the demo world reaches: its first batch starts this many days before the day the
 * database is seeded, so a fresh install always has activity today, yesterday, in the last 7 and 30
 * days, this month, last month and across the last year, whatever day it is installed.
 */
export const DEMO_HISTORY_DAYS = 325;

/** Milliseconds of the UTC midnight that starts the demo world (`DEMO_HISTORY_DAYS` before `today`). */
export function demoEpoch(today: Date = new Date()): number {
  return utcDay(today) - DEMO_HISTORY_DAYS * DAY;
}

/** Milliseconds of the UTC midnight that starts `date`'s day. */
export function utcDay(date: Date): number {
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate());
}
