import { and, count, eq, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { likePattern } from '../db/escape-like';
import { batchEnrollments, batches, contestParticipations, orgBatchActivity, users } from '../db/schema';
import { inRanges, orgBatch, searchUsers } from './queries';
import type { Organization } from './scope';

export const EXPORT_PAGE = 2000;
export const TIERS = ['Tier-1', 'Tier-2', 'Tier-3'] as const;
export const CONTEST_STATUS = { live: [1], upcoming: [2], archived: [3, 4, 5] } as const;

export type Row = Record<string, unknown>;
export const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
export const num = (value: unknown) => Number(value ?? 0);
const round = (value: unknown) => Math.round(num(value) * 10) / 10;

/** The organization's batches, or the one named, which must be one of them. */
export async function batchIds(
  db: Db,
  organization: Organization,
  batchSlug: string | undefined,
): Promise<number[]> {
  if (batchSlug) return [(await orgBatch(db, organization, batchSlug)).id];
  const rows = await db
    .select({ id: batches.id })
    .from(batches)
    .where(eq(batches.organizationId, organization.id));
  return rows.map((row) => row.id);
}

/**
 * Leaderboard rows ranked by score (the mean of problem, quiz and contest score): one batch's
 * activity, or the organization's rollup. Ranks are computed before the search narrows the rows,
 * so a student keeps their rank when found by name.
 */
interface LeaderboardFilters {
  search?: string | undefined;
  score_ranges?: string | undefined;
}

export function leaderboardQuery(
  organization: Organization,
  batchId: number | undefined,
  filters: LeaderboardFilters,
  window: { limit: number; offset?: number; afterRank?: number },
) {
  const pattern = likePattern(filters.search);
  const source = batchId
    ? sql`select a.user_id, (a.problem_score + a.quiz_score + a.contest_score) / 3 as score
          from org_batch_activity a where a.batch_id = ${batchId}`
    : sql`select s.user_id, s.avg_score as score from org_student_stats s
          where s.organization_id = ${organization.id}`;
  return sql`
    select * from (
      select u.handle, u.name, u.email, round(r.score::numeric, 1)::float8 as score,
        coalesce(s.problems_solved, 0) as problems_solved, coalesce(s.streak, 0) as streak,
        rank() over (order by r.score desc) as rank,
        row_number() over (order by r.score desc, u.id) as position
      from (${source}) r
      join users u on u.id = r.user_id
      left join org_student_stats s on s.user_id = r.user_id
    ) ranked
    where ${pattern ? sql`(name ilike ${pattern} or email ilike ${pattern} or handle ilike ${pattern})` : sql`true`}
      and ${inRanges(sql`score`, filters.score_ranges, 'score_ranges') ?? sql`true`}
      and position > ${window.afterRank ?? 0}
    order by position
    limit ${window.limit} offset ${window.offset ?? 0}`;
}

export function toLeaderboardRow(row: Row) {
  return {
    handle: String(row.handle),
    name: String(row.name),
    email: String(row.email),
    rank: num(row.rank),
    score: round(row.score),
    problems_solved: num(row.problems_solved),
    streak: num(row.streak),
  };
}

/** How many students the leaderboard lists with these filters (a batch's, or the organization's). */
export async function leaderboardCount(db: Db, batchId: number, filters: LeaderboardFilters) {
  const a = orgBatchActivity;
  const [total] = await db
    .select({ n: count() })
    .from(a)
    .innerJoin(users, eq(users.id, a.userId))
    .where(
      and(
        eq(a.batchId, batchId),
        searchUsers(filters.search),
        inRanges(
          sql`(${a.problemScore} + ${a.quizScore} + ${a.contestScore}) / 3`,
          filters.score_ranges,
          'score_ranges',
        ),
      ),
    );
  return total?.n ?? 0;
}

export function progressSelection() {
  return {
    userId: users.id,
    handle: users.handle,
    name: users.name,
    email: users.email,
    progress: orgBatchActivity.progress,
    articlesCount: orgBatchActivity.articlesCount,
    problemsCount: orgBatchActivity.problemsCount,
    quizzesCount: orgBatchActivity.quizzesCount,
    contestsCount: orgBatchActivity.contestsCount,
  };
}

export function toProgressRow(row: Row) {
  return {
    handle: String(row.handle),
    name: String(row.name),
    email: String(row.email),
    progress: Math.min(100, round(row.progress)),
    articles_count: num(row.articlesCount),
    problems_count: num(row.problemsCount),
    quizzes_count: num(row.quizzesCount),
    contests_count: num(row.contestsCount),
  };
}

export const contestAttendance = (db: Db, contestId: number, _batchId: number, onlyParticipants: boolean) => {
  const participation = and(
    eq(contestParticipations.contestId, contestId),
    eq(contestParticipations.userId, users.id),
  );
  const base = db
    .select({
      userId: users.id,
      handle: users.handle,
      name: users.name,
      email: users.email,
      attended: contestParticipations.attended,
      minutes: contestParticipations.durationMinutes,
      score: contestParticipations.score,
    })
    .from(batchEnrollments)
    .innerJoin(users, eq(users.id, batchEnrollments.userId));
  return (
    onlyParticipants
      ? base.innerJoin(contestParticipations, participation)
      : base.leftJoin(contestParticipations, participation)
  ).$dynamic();
};
export const attendanceWhere = (batchId: number, extra?: SQL) =>
  and(eq(batchEnrollments.batchId, batchId), sql`'learner' = any(${users.roles})`, extra);
