import { ProblemAttemptStatus } from '@learnforge/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

type LeaderboardType = 'current' | 'overall';
const LEADERBOARD_PAGE_SIZE = 20;

export interface RankingFilters {
  type: LeaderboardType;
  /** An institute's name, exactly as the leaderboard shows it. */
  institute?: string | undefined;
}

type Row = Record<string, unknown>;
export const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;

/**
 * The first instant of the current calendar month in UTC: "current" ranks what was solved since then
 * (ADR 0051), so the board starts afresh every month while "overall" keeps everything.
 */
export function currentPeriodStart(now = new Date()): Date {
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
}

/**
 * Every learner with points, ranked: a problem's points count once, when it was first solved (the
 * problem attempt keeps the best score and its first correct submission), and each finished contest
 * attempt adds its score. Ties share a rank (1, 1, 3); `position` orders the page (score, then
 * problems solved, then handle).
 */
function rankedQuery(filters: RankingFilters, now: Date): SQL {
  const periodStart = currentPeriodStart(now).toISOString();
  const solvedSince =
    filters.type === 'current'
      ? sql`join submissions s on s.id = pa.solved_submission_id and s.created_at >= ${periodStart}`
      : sql``;
  const endedSince = filters.type === 'current' ? sql`and ca.ended_at >= ${periodStart}` : sql``;
  const institute = filters.institute ? sql`and o.name = ${filters.institute}` : sql``;
  return sql`
    select u.id as user_id, u.handle, u.name, o.name as institute, p.score, p.solved,
      rank() over (order by p.score desc, p.solved desc) as rank,
      row_number() over (order by p.score desc, p.solved desc, u.handle) as position
    from (
      select user_id, round(sum(score))::int as score, sum(solved)::int as solved
      from (
        select pa.user_id, sum(pa.score)::float8 as score, count(*) as solved
        from problem_attempts pa ${solvedSince}
        where pa.status = ${ProblemAttemptStatus.CORRECT}
        group by pa.user_id
        union all
        -- A finished contest attempt adds its score (never less than nothing: negative marking
        -- takes back marks within a contest, not practice points).
        select ca.user_id, sum(greatest(0, ca.quiz_score + ca.coding_score))::float8, 0
        from contest_attempts ca
        where ca.ended_at is not null ${endedSince}
        group by ca.user_id
      ) sources
      group by user_id
    ) p
    join users u on u.id = p.user_id
    left join organizations o on o.id = u.organization_id and o.type = 'institute'
    where p.score > 0 ${institute}`;
}

/** A ranked row as the contract's leaderboard row (the global board and each batch's board). */
export function leaderboardRowOf(row: Row) {
  return {
    handle: String(row.handle),
    name: String(row.name),
    profile_image: null,
    rank: Number(row.rank),
    score: Number(row.score),
    problems_solved: Number(row.solved),
    institute: row.institute === null || row.institute === undefined ? null : String(row.institute),
  };
}

export async function rankingPage(db: Db, filters: RankingFilters, page: number, now = new Date()) {
  const ranked = rankedQuery(filters, now);
  const offset = (page - 1) * LEADERBOARD_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    db.execute(
      sql`select * from (${ranked}) ranked order by position limit ${LEADERBOARD_PAGE_SIZE} offset ${offset}`,
    ),
    db.execute(sql`select count(*)::int as count from (${ranked}) ranked`),
  ]);
  return {
    results: rowsOf(rows).map(leaderboardRowOf),
    count: Number(rowsOf(total)[0]?.count ?? 0),
    page,
    page_size: LEADERBOARD_PAGE_SIZE,
  };
}

/** The caller's own row on the same board, or null when they have no points there. */
export async function rankOf(db: Db, userId: number, filters: RankingFilters, now = new Date()) {
  const result = await db.execute(
    sql`select * from (${rankedQuery(filters, now)}) ranked where user_id = ${userId}`,
  );
  const [row] = rowsOf(result);
  return row ? leaderboardRowOf(row) : null;
}
