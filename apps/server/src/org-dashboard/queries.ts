import { and, asc, type Column, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { likePattern } from '../db/escape-like';
import {
  batchContests,
  batches,
  batchLiveClasses,
  orgBatchActivity,
  orgStudentStats,
  users,
} from '../db/schema';
import { badRequest, notFound } from '../http/errors';
import { formulaSafe, type SqlCsvColumn } from './csv';
import type { Organization } from './scope';

/**
 * Whole-number ranges (`0-25,51-75`, the filter ranges of 000 §9) as a condition on a 0–100 figure:
 * the figure as the reports show it (one decimal), rounded to a whole number, lies in one of them.
 */
export function inRanges(value: Column | SQL, ranges: string | undefined, field: string): SQL | undefined {
  if (!ranges) return undefined;
  const bounds = ranges.split(',').map((range) => range.split('-').map(Number) as [number, number]);
  if (bounds.some(([min, max]) => min > max || max > 100))
    throw badRequest('Each range goes from a lower to a higher whole number, up to 100.', {
      [field]: 'Ranges look like 0-25,51-75.',
    });
  return or(
    ...bounds.map(([min, max]) => sql`round(round((${value})::numeric, 1)) between ${min} and ${max}`),
  );
}

/** A batch named by the client, only when it belongs to the organization. */
export async function orgBatch(db: Db, organization: Organization, slug: string) {
  const [batch] = await db
    .select()
    .from(batches)
    .where(and(eq(batches.slug, slug), eq(batches.organizationId, organization.id)));
  if (!batch) throw notFound(`Your organization has no batch "${slug}".`);
  return batch;
}

export async function orgContest(db: Db, organization: Organization, slug: string) {
  const [row] = await db
    .select({ contest: batchContests, batch: batches })
    .from(batchContests)
    .innerJoin(batches, eq(batches.id, batchContests.batchId))
    .where(and(eq(batchContests.slug, slug), eq(batches.organizationId, organization.id)));
  if (!row) throw notFound(`Your organization has no contest "${slug}".`);
  return row;
}

export async function orgLiveClass(db: Db, organization: Organization, slug: string) {
  const [row] = await db
    .select({ liveClass: batchLiveClasses, batch: batches })
    .from(batchLiveClasses)
    .innerJoin(batches, eq(batches.id, batchLiveClasses.batchId))
    .where(and(eq(batchLiveClasses.slug, slug), eq(batches.organizationId, organization.id)));
  if (!row) throw notFound(`Your organization has no live class "${slug}".`);
  return row;
}

/** A student named by handle, only when they belong to the organization. */
export async function orgStudent(db: Db, organization: Organization, handle: string) {
  const [student] = await db
    .select()
    .from(users)
    .where(
      and(
        eq(users.handle, handle),
        eq(users.organizationId, organization.id),
        sql`'learner' = any(${users.roles})`,
      ),
    );
  if (!student) throw notFound(`Your organization has no student "${handle}".`);
  return student;
}

export function searchUsers(search: string | undefined): SQL | undefined {
  const pattern = likePattern(search);
  if (!pattern) return undefined;
  return or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.handle, pattern));
}

/** The columns every report row has (000 §2), from the org-wide rollup or from one batch's activity. */
export function reportColumns(source: 'organization' | 'batch') {
  const a = source === 'batch' ? orgBatchActivity : orgStudentStats;
  return {
    userId: users.id,
    handle: users.handle,
    name: users.name,
    email: users.email,
    problemsSolved: sql<number>`coalesce(${orgStudentStats.problemsSolved}, 0)`.mapWith(Number),
    streak: sql<number>`coalesce(${orgStudentStats.streak}, 0)`.mapWith(Number),
    progress: a.progress,
    problemScore: a.problemScore,
    quizScore: a.quizScore,
    contestScore: a.contestScore,
    liveMinutes: a.liveMinutes,
    liveCount: a.liveCount,
    recordedMinutes: a.recordedMinutes,
    recordedCount: a.recordedCount,
    prerecordedMinutes: a.prerecordedMinutes,
    prerecordedCount: a.prerecordedCount,
    articlesCount: a.articlesCount,
    problemsCount: a.problemsCount,
    quizzesCount: a.quizzesCount,
    contestsCount: a.contestsCount,
  };
}

type ReportSelection = {
  handle: string;
  name: string;
  email: string;
  problemsSolved: number;
  streak: number;
  progress: number;
  problemScore: number;
  quizScore: number;
  contestScore: number;
  liveMinutes: number;
  liveCount: number;
  recordedMinutes: number;
  recordedCount: number;
  prerecordedMinutes: number;
  prerecordedCount: number;
  articlesCount: number;
  problemsCount: number;
  quizzesCount: number;
  contestsCount: number;
};

const round = (value: number) => Math.round(value * 10) / 10;

export function toReportRow(row: ReportSelection) {
  return {
    handle: row.handle,
    name: row.name,
    email: row.email,
    problems_solved: row.problemsSolved,
    streak: row.streak,
    progress: Math.min(100, Math.max(0, round(row.progress))),
    problem_score: round(row.problemScore),
    quiz_score: round(row.quizScore),
    contest_score: round(row.contestScore),
    live_duration_minutes: round(row.liveMinutes),
    live_count: row.liveCount,
    recorded_duration_minutes: round(row.recordedMinutes),
    recorded_count: row.recordedCount,
    prerecorded_duration_minutes: round(row.prerecordedMinutes),
    prerecorded_count: row.prerecordedCount,
    articles_count: row.articlesCount,
    problems_count: row.problemsCount,
    quizzes_count: row.quizzesCount,
    contests_count: row.contestsCount,
  };
}

/** A score or a duration as the report shows it: one decimal, none when it is whole (toReportRow's round). */
const oneDecimal = (value: unknown) => sql`trim_scale(round((${value})::numeric, 1))`;

/**
 * Report columns in CSV order, headed as the report table heads them, computed by the database for
 * COPY exports (csv.ts): the same values toReportRow gives the table, text made formula-safe.
 */
export function reportCsvColumns(source: 'organization' | 'batch'): SqlCsvColumn[] {
  const a = source === 'batch' ? orgBatchActivity : orgStudentStats;
  return [
    { header: 'Name', value: formulaSafe(users.name) },
    { header: 'Email', value: formulaSafe(users.email) },
    { header: 'Handle', value: formulaSafe(users.handle) },
    { header: 'Problems solved', value: sql`coalesce(${orgStudentStats.problemsSolved}, 0)` },
    { header: 'Streak', value: sql`coalesce(${orgStudentStats.streak}, 0)` },
    { header: 'Progress (%)', value: sql`least(100, greatest(0, ${oneDecimal(a.progress)}))` },
    { header: 'Problem score', value: oneDecimal(a.problemScore) },
    { header: 'Quiz score', value: oneDecimal(a.quizScore) },
    { header: 'Contest score', value: oneDecimal(a.contestScore) },
    { header: 'Live duration (min)', value: oneDecimal(a.liveMinutes) },
    { header: 'Live count', value: sql`${a.liveCount}` },
    { header: 'Recorded duration (min)', value: oneDecimal(a.recordedMinutes) },
    { header: 'Recorded count', value: sql`${a.recordedCount}` },
    { header: 'Pre-recorded duration (min)', value: oneDecimal(a.prerecordedMinutes) },
    { header: 'Pre-recorded count', value: sql`${a.prerecordedCount}` },
    { header: 'Articles', value: sql`${a.articlesCount}` },
    { header: 'Problems', value: sql`${a.problemsCount}` },
    { header: 'Quizzes', value: sql`${a.quizzesCount}` },
    { header: 'Contests', value: sql`${a.contestsCount}` },
  ];
}

/**
 * A `sortBy` value (`field` ascending, `-field` descending) on a whitelist of report fields, with
 * the user id as tie-breaker so pages never overlap.
 */
export function parseSort(
  sortBy: string | undefined,
  fields: Record<string, Column | SQL>,
  fallback: string,
): { key: string; column: Column | SQL; descending: boolean } {
  const value = sortBy?.trim() || fallback;
  const descending = value.startsWith('-');
  const key = descending ? value.slice(1) : value;
  // Own keys only: `__proto__` or `constructor` must not find Object.prototype's members.
  const column = Object.hasOwn(fields, key) ? fields[key] : undefined;
  if (!column)
    throw badRequest(`Cannot sort by "${key}".`, {
      sortBy: `One of ${Object.keys(fields).join(', ')}, optionally prefixed with -.`,
    });
  return { key, column, descending };
}

/** ORDER BY for report pages: descending puts nulls last (as the rollup order does), then user id for a stable page. */
export function orderOf(sort: { column: Column | SQL; descending: boolean }) {
  return [sort.descending ? sql`${sort.column} desc nulls last` : asc(sort.column), asc(users.id)];
}

/** The fields a report may be sorted by, as the report rows name them. */
export function reportSortFields(source: 'organization' | 'batch'): Record<string, Column | SQL> {
  const c = reportColumns(source);
  return {
    name: users.name,
    email: users.email,
    handle: users.handle,
    problems_solved: c.problemsSolved,
    streak: c.streak,
    progress: c.progress,
    problem_score: c.problemScore,
    quiz_score: c.quizScore,
    contest_score: c.contestScore,
    live_duration_minutes: c.liveMinutes,
    live_count: c.liveCount,
    recorded_duration_minutes: c.recordedMinutes,
    recorded_count: c.recordedCount,
    prerecorded_duration_minutes: c.prerecordedMinutes,
    prerecorded_count: c.prerecordedCount,
    articles_count: c.articlesCount,
    problems_count: c.problemsCount,
    quizzes_count: c.quizzesCount,
    contests_count: c.contestsCount,
  };
}
