import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

interface RawRow extends Record<string, unknown> {
  user_id: number;
  handle: string;
  name: string;
  rank: number;
  score: number;
  events_attended: number;
  problems_solved: number;
  institute: string | null;
  position: number;
  total: number;
}

/**
 * A recurring event's board on the contest engine's own scores (ADR 0040): every attempt at a contest of one
 * of its occurrences, summed per person; score high first, then time penalty low first, equal ones share a
 * rank. `position` orders the board and `total` counts it, so one query serves a page and its count.
 */
function seriesRows(recurringEventId: number, where: SQL): SQL {
  return sql`
    with series_contests as (
      select contest_id from events
      where recurring_event_id = ${recurringEventId} and published and contest_id is not null
    ),
    totals as (
      select a.user_id,
             sum(a.quiz_score + a.coding_score)::float8 as score,
             sum(a.penalty_minutes)::float8 as penalty,
             min(a.scored_at) as scored_at,
             count(distinct a.contest_id)::int as events_attended
      from contest_attempts a where a.contest_id in (select contest_id from series_contests)
      group by a.user_id
    ),
    ranked as (
      select t.*, rank() over (order by t.score desc, t.penalty asc)::int as rank,
             row_number() over (order by t.score desc, t.penalty asc, t.scored_at, t.user_id)::int as position,
             count(*) over ()::int as total
      from totals t
    )
    select r.user_id, r.rank, r.position, r.total, r.events_attended, round(r.score::numeric, 2)::float8 as score,
           u.handle, u.name, o.name as institute,
           (select count(distinct cs.problem_id)::int from contest_submissions cs
              join submissions s on s.id = cs.submission_id and s.verdict = 'correct'
              where cs.user_id = r.user_id and cs.contest_id in (select contest_id from series_contests)
           ) as problems_solved
    from ranked r
    join users u on u.id = r.user_id
    left join organizations o on o.id = u.organization_id
    where ${where}
    order by r.position`;
}

const rowsOf = (result: unknown) => (result as { rows: RawRow[] }).rows;

const toRow = (row: RawRow) => ({
  handle: row.handle,
  name: row.name,
  profile_image: null,
  rank: row.rank,
  score: row.score,
  problems_solved: row.problems_solved,
  institute: row.institute,
  events_attended: row.events_attended,
});

export async function seriesBoardPage(db: Db, recurringEventId: number, page: number, pageSize: number) {
  const first = (page - 1) * pageSize + 1;
  const rows = rowsOf(
    await db.execute(
      seriesRows(recurringEventId, sql`r.position between ${first} and ${first + pageSize - 1}`),
    ),
  );
  // The count rides on every row; a page past the end reads it from the first row alone.
  const total =
    rows[0]?.total ??
    rowsOf(await db.execute(seriesRows(recurringEventId, sql`r.position = 1`)))[0]?.total ??
    0;
  return { results: rows.map(toRow), count: total, page, page_size: pageSize };
}

export async function seriesRankOf(db: Db, recurringEventId: number, userId: number) {
  const [row] = rowsOf(await db.execute(seriesRows(recurringEventId, sql`r.user_id = ${userId}`)));
  return row ? toRow(row) : null;
}
