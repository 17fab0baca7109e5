import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import type { Contest } from './attempts';

export interface LeaderboardRow {
  handle: string;
  name: string;
  profile_image: null;
  rank: number;
  score: number;
  problems_solved: number;
  institute: string | null;
}

interface RawRow extends Record<string, unknown> {
  user_id: number;
  handle: string;
  name: string;
  rank: number;
  score: number;
  problems_solved: number;
  institute: string | null;
  position: number;
  total: number;
}

/**
 * Ranked attempts: score (quiz + coding) high first, then the coding time penalty low first; equal
 * score and penalty share a rank (ADR 0040). `current` ranks this contest; `overall` sums every
 * contest of the same batch (batch contests) or every open contest. `position` is the row's place in
 * the board's order and `total` the number of rows, so one ranking serves a page, its count and the
 * caller's own row.
 */
function rankedSql(contest: Contest, type: 'current' | 'overall'): SQL {
  const scope =
    type === 'current'
      ? sql`a.contest_id = ${contest.id}`
      : contest.kind === 'batch'
        ? sql`a.contest_id in (select id from contests where batch_id = ${contest.batchId})`
        : sql`a.contest_id in (select id from contests where kind = 'open')`;
  return sql`
    with totals as (
      select a.user_id,
             sum(a.quiz_score + a.coding_score)::float8 as score,
             sum(a.penalty_minutes)::float8 as penalty,
             min(a.scored_at) as scored_at
      from contest_attempts a where ${scope}
      group by a.user_id
    ),
    ranked as (
      select t.*, rank() over (order by t.score desc, t.penalty asc)::int as rank,
             row_number() over (order by t.score desc, t.penalty asc, t.scored_at, t.user_id)::int as position,
             count(*) over ()::int as total
      from totals t
    )`;
}

/**
 * The rows of `ranked` that `where` keeps, with their names and solved problems: looked up for those
 * rows only, never for the whole board (a 1,000-row board read once a second by every open summary
 * page blocked answer saves behind it on PGlite; see bench/src/contest.ts).
 */
function boardRows(contest: Contest, type: 'current' | 'overall', where: SQL): SQL {
  return sql`${rankedSql(contest, type)}
    select r.user_id, r.rank, r.position, r.total, round(r.score::numeric, 2)::float8 as score,
           u.handle, u.name, o.name as institute,
           (select count(distinct cs.problem_id)::int from contest_submissions cs
              join submissions s on s.id = cs.submission_id and s.verdict = 'correct'
              where cs.user_id = r.user_id and ${type === 'current' ? sql`cs.contest_id = ${contest.id}` : sql`true`}) as problems_solved
    from ranked r
    join users u on u.id = r.user_id
    left join organizations o on o.id = u.organization_id
    where ${where}
    order by r.position`;
}

const rowsOf = (result: unknown) => (result as { rows: RawRow[] }).rows;

const toRow = (row: RawRow): LeaderboardRow => ({
  handle: row.handle,
  name: row.name,
  profile_image: null,
  rank: row.rank,
  score: row.score,
  problems_solved: row.problems_solved,
  institute: row.institute,
});

export async function leaderboardPage(
  db: Db,
  contest: Contest,
  type: 'current' | 'overall',
  page: number,
  pageSize: number,
  userId: number,
) {
  const first = (page - 1) * pageSize + 1;
  const rows = rowsOf(
    await db.execute(
      boardRows(
        contest,
        type,
        sql`(r.position between ${first} and ${first + pageSize - 1}) or r.user_id = ${userId}`,
      ),
    ),
  );
  // The count rides on every row; a page past the end still needs it, so it is read alone then.
  const total =
    rows[0]?.total ??
    (
      rowsOf(
        await db.execute(sql`${rankedSql(contest, type)} select count(*)::int as total from ranked`),
      )[0] as { total?: number } | undefined
    )?.total ??
    0;
  const own = rows.find((row) => row.user_id === userId);
  return {
    results: rows.filter((row) => row.position >= first && row.position < first + pageSize).map(toRow),
    count: total,
    page,
    page_size: pageSize,
    user_rank: own ? toRow(own) : null,
  };
}

/** The caller's rank in the contest, or null before they have an attempt. */
export async function rankOf(db: Db, contest: Contest, userId: number): Promise<number | null> {
  const rows = rowsOf(
    await db.execute(sql`${rankedSql(contest, 'current')} select rank from ranked where user_id = ${userId}`),
  );
  return rows[0]?.rank ?? null;
}

export async function participantsOf(db: Db, contestId: number): Promise<number> {
  const rows = rowsOf(
    await db.execute(
      sql`select count(*)::int as count from contest_attempts where contest_id = ${contestId}`,
    ),
  );
  return (rows[0]?.count as number | undefined) ?? 0;
}
