/** Seconds make a time part this long: `10:30:00` (000 §5). */
const FULL_TIME_LENGTH = 8;

/**
 * Appends ':00' to a job date whose time part has no seconds (000 §5), with a space or a `T`
 * between date and time. A value with seconds, or with no time part, is returned unchanged.
 */
export function normalizeJobDate(value: string): string {
  const separator = value.search(/[ T]/);
  if (separator === -1) return value;
  const time = value.slice(separator + 1);
  return time !== '' && time.length < FULL_TIME_LENGTH ? `${value}:00` : value;
}

export interface JobDates {
  readonly publish_date?: string | null;
  readonly last_apply_date?: string | null;
}

/** Applies normalizeJobDate to publish_date and last_apply_date before a job is sent. */
export function normalizeJobDates<J extends JobDates>(job: J): J {
  return {
    ...job,
    ...(job.publish_date ? { publish_date: normalizeJobDate(job.publish_date) } : {}),
    ...(job.last_apply_date ? { last_apply_date: normalizeJobDate(job.last_apply_date) } : {}),
  };
}

/** Work experience of 11 or less is treated as unset (001 §5). */
export const WORK_EXPERIENCE_UNSET_AT_OR_BELOW = 11;

export function normalizeWorkExperience(value: number | null | undefined): number | null {
  if (value === null || value === undefined || value <= WORK_EXPERIENCE_UNSET_AT_OR_BELOW) return null;
  return value;
}

/** Recruiter product remaining_quantity never falls below 0 (001 §5). */
export function decrementRemainingQuantity(quantity: number, by = 1): number {
  return Math.max(0, quantity - by);
}

/** Job portal form salary_type default (001 §3, §9). */
export const DEFAULT_SALARY_TYPE = 2;

/** Recruiter tabs (001 §2). */
export const RECRUITER_TABS = ['Dashboard', 'All Jobs', 'Assessment'] as const;
export type RecruiterTab = (typeof RECRUITER_TABS)[number];

/** Recruiter ONE_MINUTE (001 §9). */
export const ONE_MINUTE_MS = 60_000;
