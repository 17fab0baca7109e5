import { and, asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { likePattern } from '../db/escape-like';
import { pageOf } from '../db/paging';
import { batchEnrollments, batches, courses, orgBatchActivity, orgDeals } from '../db/schema';
import { badRequest } from '../http/errors';
import type { Organization } from './scope';

export type Row = Record<string, unknown>;

export const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

export const num = (value: unknown) => Number(value ?? 0);

export const round = (value: unknown) => Math.round(num(value) * 10) / 10;

export const EXPORT_PAGE = 2000;

/** A course is active for the organization while its batch runs or a deal for it has not expired. */
const activeBatch = sql<boolean>`(${batches.endsAt} > now() or exists (select 1 from ${orgDeals}
  where ${orgDeals.batchId} = ${batches.id} and ${orgDeals.expiryDate} > now()))`;

export async function courseRows(
  db: Db,
  organization: Organization,
  query: { page?: number | undefined; page_size?: number | undefined; search?: string | undefined },
  active?: 0 | 1 | 2,
) {
  const pattern = likePattern(query.search);
  const where = and(
    eq(batches.organizationId, organization.id),
    pattern ? or(ilike(courses.name, pattern), ilike(batches.name, pattern)) : undefined,
    active === 1 ? activeBatch : active === 0 ? sql`not ${activeBatch}` : undefined,
  );
  const listed = db
    .select({
      course: courses,
      batch: batches,
      active: activeBatch,
      students: sql<number>`(select count(*) from ${batchEnrollments}
        where ${batchEnrollments.batchId} = ${batches.id})`.mapWith(Number),
      progress: sql<number>`(select coalesce(avg(${orgBatchActivity.progress}), 0) from ${orgBatchActivity}
        where ${orgBatchActivity.batchId} = ${batches.id})`.mapWith(Number),
    })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(where)
    .$dynamic();
  return pageOf(db, query, listed, [asc(batches.startsAt), asc(batches.id)], (row) => ({
    course_slug: row.course.slug,
    course_name: row.course.name,
    course_type: row.course.courseType,
    batch: { slug: row.batch.slug, name: row.batch.name },
    students_count: row.students,
    start_date: row.batch.startsAt.toISOString(),
    end_date: row.batch.endsAt.toISOString(),
    progress: Math.min(100, round(row.progress)),
    active: Boolean(row.active),
  }));
}

/** Correct daily-problem submissions on the problem's own day, for the organization's students. */
/** A range that ends before it starts is a mistake to show beside the field, not a report of zeros. */
function checkedRange(range: { from?: string | undefined; to?: string | undefined }) {
  for (const field of ['from', 'to'] as const) {
    const value = range[field];
    if (value !== undefined && Number.isNaN(Date.parse(value.slice(0, 10))))
      throw badRequest(`The ${field === 'from' ? 'start' : 'end'} date is not a date: use YYYY-MM-DD.`, {
        [field]: 'Not a date.',
      });
  }
  if (range.from && range.to && range.from.slice(0, 10) > range.to.slice(0, 10))
    throw badRequest('The date range ends before it starts: pick an end date on or after the start date.', {
      to: 'The end date is before the start date.',
    });
  return range;
}

export function podSolves(
  organization: Organization,
  range: { from?: string | undefined; to?: string | undefined },
) {
  checkedRange(range);
  const from = range.from ? range.from.slice(0, 10) : null;
  const to = range.to ? range.to.slice(0, 10) : null;
  return sql`select distinct s.user_id, d.date
    from submissions s
    join problems_of_day d on d.problem_id = s.problem_id
      and to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD') = d.date
    join users u on u.id = s.user_id and u.organization_id = ${organization.id}
    where s.kind = 'submit' and s.verdict = 'correct'
      ${from ? sql`and d.date >= ${from}` : sql``} ${to ? sql`and d.date <= ${to}` : sql``}`;
}

/** The scores and counts peer analysis compares: for the student, their total over the batches in scope. */
export const studentFigures = sql`avg(a.problem_score) as problem_score, avg(a.quiz_score) as quiz_score,
  avg(a.contest_score) as contest_score, sum(a.articles_count) as articles_count,
  sum(a.problems_count) as problems_count, sum(a.quizzes_count) as quizzes_count,
  sum(a.contests_count) as contests_count`;

/** For the peers, the mean of each peer's figures. */
export const peerFigures = sql`avg(problem_score) as problem_score, avg(quiz_score) as quiz_score,
  avg(contest_score) as contest_score, avg(articles_count) as articles_count,
  avg(problems_count) as problems_count, avg(quizzes_count) as quizzes_count,
  avg(contests_count) as contests_count`;

export function figures(row: Row | undefined, countsAs: (value: unknown) => number) {
  return {
    problem_score: round(row?.problem_score),
    quiz_score: round(row?.quiz_score),
    contest_score: round(row?.contest_score),
    articles_count: countsAs(row?.articles_count),
    problems_count: countsAs(row?.problems_count),
    quizzes_count: countsAs(row?.quizzes_count),
    contests_count: countsAs(row?.contests_count),
  };
}
