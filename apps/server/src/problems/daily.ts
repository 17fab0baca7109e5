import { TZDate } from '@date-fns/tz';
import { ProblemAttemptStatus } from '@learnforge/domain';
import { and, asc, count, eq, gte, lt, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { problems, problemsOfDay, submissions } from '../db/schema';
import { badRequest, notFound } from '../http/errors';

const dayMs = 86_400_000;

export const defaultPageSize = 20;

/** Days are UTC calendar dates, the same for every learner, so everyone sees the same daily problem. */
export function utcDate(at: Date): string {
  return at.toISOString().slice(0, 10);
}

/**
 * The problem of a day. A day nobody scheduled gets the next published public problem in turn (by day
 * number), stored so that the choice never changes afterwards.
 */
export async function problemOfDay(db: Db, date: string) {
  const select = () =>
    db
      .select({ day: problemsOfDay, problem: problems })
      .from(problemsOfDay)
      .innerJoin(problems, eq(problems.id, problemsOfDay.problemId))
      .where(eq(problemsOfDay.date, date))
      .limit(1);
  const [scheduled] = await select();
  if (scheduled) return scheduled;
  const candidates = await db
    .select({ id: problems.id })
    .from(problems)
    .where(and(eq(problems.published, true), eq(problems.isPublic, true)))
    .orderBy(asc(problems.id));
  if (candidates.length === 0) throw notFound('There is no daily problem yet.');
  const dayNumber = Math.floor(Date.parse(`${date}T00:00:00Z`) / dayMs);
  const chosen = candidates[dayNumber % candidates.length]!;
  await db.insert(problemsOfDay).values({ date, problemId: chosen.id }).onConflictDoNothing();
  const [stored] = await select();
  return stored!;
}

export function dailyProblem(
  row: Awaited<ReturnType<typeof problemOfDay>>,
  status: -1 | 0 | 1 = ProblemAttemptStatus.UNATTEMPTED,
) {
  return {
    date: row.day.date,
    problem_id: row.problem.id,
    slug: row.problem.slug,
    title: row.problem.title,
    difficulty: row.problem.difficulty,
    reward_points: row.day.rewardPoints,
    status,
  };
}

/**
 * The learner's IANA time zone (sent by the app), UTC when absent. Both Node's Intl and PostgreSQL read the
 * IANA database, so a zone Intl accepts is one `at time zone` understands.
 */
export function learnerTimeZone(tz: string | undefined): string {
  if (tz === undefined || tz === '') return 'UTC';
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: tz });
    return tz;
  } catch {
    throw badRequest(`Unknown time zone "${tz.slice(0, 64)}"; send an IANA name such as Europe/Berlin.`, {
      tz: 'Unknown time zone',
    });
  }
}

/** The calendar date (YYYY-MM-DD) an instant falls on in a time zone. */
export function localDate(at: Date, timeZone: string): string {
  const local = new TZDate(at.getTime(), timeZone);
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${local.getFullYear()}-${pad(local.getMonth() + 1)}-${pad(local.getDate())}`;
}

/**
 * The instant the learner's current local day ends (their next local midnight), when the streak's day rolls
 * over. TZDate (@date-fns/tz) does the zone arithmetic, daylight-saving changes included.
 */
export function localDayEnd(now: Date, timeZone: string): Date {
  const local = new TZDate(now.getTime(), timeZone);
  local.setHours(24, 0, 0, 0);
  return new Date(local.getTime());
}

/**
 * Daily problems the user solved while they were the problem of the day (a correct submission on that UTC
 * date, ADR 0015), each with `solvedOn`: the learner's local date of the first such submission, which is
 * the day it counts for in their streak.
 */
export async function solvedDays(
  db: Db,
  userId: number,
  range: { from?: string | undefined; to?: string | undefined },
  timeZone = 'UTC',
) {
  const solvedOn = sql<string>`(select to_char(min(${submissions.createdAt}) at time zone ${timeZone}, 'YYYY-MM-DD')
      from ${submissions} where ${submissions.userId} = ${userId}
      and ${submissions.problemId} = ${problemsOfDay.problemId} and ${submissions.kind} = 'submit'
      and ${submissions.verdict} = 'correct'
      and to_char(${submissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD') = ${problemsOfDay.date})`;
  const conditions = [sql`${solvedOn} is not null`];
  if (range.from) conditions.push(gte(problemsOfDay.date, range.from));
  if (range.to) conditions.push(lte(problemsOfDay.date, range.to));
  return db
    .select({
      date: problemsOfDay.date,
      problemId: problemsOfDay.problemId,
      rewardPoints: problemsOfDay.rewardPoints,
      solvedOn,
    })
    .from(problemsOfDay)
    .where(and(...conditions))
    .orderBy(asc(problemsOfDay.date));
}

/** Longest run of consecutive days, and the run that ends today or yesterday (today may still be solved). */
export function streaks(dates: string[], today: string): { current: number; longest: number } {
  const days = dates.map((date) => Math.floor(Date.parse(`${date}T00:00:00Z`) / dayMs));
  let longest = 0;
  let run = 0;
  for (const [index, day] of days.entries()) {
    run = index > 0 && day === days[index - 1]! + 1 ? run + 1 : 1;
    longest = Math.max(longest, run);
  }
  const todayNumber = Math.floor(Date.parse(`${today}T00:00:00Z`) / dayMs);
  const last = days.at(-1);
  const current = last !== undefined && todayNumber - last <= 1 ? run : 0;
  return { current, longest };
}

/**
 * The reward points a correct submission earned as the problem of the day: the day's points when the
 * problem was that UTC date's daily problem and this was the learner's first correct submission of it on
 * that date (the one `solvedDays` counts), else 0.
 */
export async function dailyPointsOf(
  db: Db,
  submission: { id: number; userId: number; problemId: number; createdAt: Date },
): Promise<number> {
  const date = utcDate(submission.createdAt);
  const [day] = await db
    .select({ rewardPoints: problemsOfDay.rewardPoints })
    .from(problemsOfDay)
    .where(and(eq(problemsOfDay.date, date), eq(problemsOfDay.problemId, submission.problemId)));
  if (!day) return 0;
  const [earlier] = await db
    .select({ count: count() })
    .from(submissions)
    .where(
      and(
        eq(submissions.userId, submission.userId),
        eq(submissions.problemId, submission.problemId),
        eq(submissions.kind, 'submit'),
        eq(submissions.verdict, 'correct'),
        lt(submissions.id, submission.id),
        sql`to_char(${submissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD') = ${date}`,
      ),
    );
  return (earlier?.count ?? 0) === 0 ? day.rewardPoints : 0;
}
