import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

interface PersonRow extends Record<string, unknown> {
  user_id: number;
  handle: string;
  name: string;
  institute: string;
  score: number;
  rank: number;
  position: number;
  total: number;
}

interface InstituteRow extends Record<string, unknown> {
  institute: string;
  score: number;
  participants: number;
  rank: number;
  position: number;
  total: number;
}

/**
 * Every registered Olympian's score (ADR 0088, 0106): the sum of their attempts at the contests the Olympics
 * rounds name, plus the points of each problem a round names that they solved (an accepted submission, not a
 * run) inside that round's window, once per round however often they solved it. Registered people with no
 * attempt yet score 0 and are on the board; people who sat a round's contest without registering are not.
 * Equal scores share a rank; the earlier registration is listed first among them.
 */
const PEOPLE = sql`
  with olympic_contests as (select contest_id from olympics_rounds where contest_id is not null),
  scores as (
    select g.user_id, g.name, g.institute, g.registered_at,
           coalesce((select sum(a.quiz_score + a.coding_score) from contest_attempts a
                     where a.user_id = g.user_id and a.contest_id in (select contest_id from olympic_contests)), 0)::float8
           + coalesce((select sum(rp.points) from olympics_round_problems rp
                       join olympics_rounds r on r.id = rp.round_id
                       where exists (select 1 from submissions s
                                     where s.user_id = g.user_id and s.problem_id = rp.problem_id
                                       and s.kind = 'submit' and s.verdict = 'correct'
                                       and s.created_at >= r.starts_at and s.created_at < r.ends_at)), 0)::float8 as score
    from olympics_registrations g
  )
  select s.user_id, s.name, s.institute, round(s.score::numeric, 2)::float8 as score,
         rank() over (order by s.score desc)::int as rank,
         row_number() over (order by s.score desc, s.registered_at, s.user_id)::int as position,
         count(*) over ()::int as total
  from scores s`;

function people(where: SQL): SQL {
  return sql`select p.*, u.handle from (${PEOPLE}) p join users u on u.id = p.user_id where ${where} order by p.position`;
}

/** Institutes as people typed them, grouped without case or surrounding spaces; a score is its people's sum. */
function institutes(where: SQL): SQL {
  return sql`
    with grouped as (
      select min(p.institute) as institute, sum(p.score)::float8 as score, count(*)::int as participants
      from (${PEOPLE}) p group by lower(trim(p.institute))
    ),
    ranked as (
      select g.*, rank() over (order by g.score desc)::int as rank,
             row_number() over (order by g.score desc, g.participants desc, g.institute)::int as position,
             count(*) over ()::int as total
      from grouped g
    )
    select * from ranked where ${where} order by position`;
}

const rowsOf = <Row>(result: unknown) => (result as { rows: Row[] }).rows;
const onPage = (table: SQL, page: number, pageSize: number) => {
  const first = (page - 1) * pageSize + 1;
  return sql`${table}.position between ${first} and ${first + pageSize - 1}`;
};

export async function olympiansPage(db: Db, page: number, pageSize: number) {
  const rows = rowsOf<PersonRow>(await db.execute(people(onPage(sql.raw('p'), page, pageSize))));
  const total =
    rows[0]?.total ?? rowsOf<PersonRow>(await db.execute(people(sql`p.position = 1`)))[0]?.total ?? 0;
  return {
    results: rows.map((row) => ({
      rank: row.rank,
      handle: row.handle,
      name: row.name,
      institute: row.institute,
      score: row.score,
    })),
    count: total,
    page,
    page_size: pageSize,
  };
}

export async function institutesPage(db: Db, page: number, pageSize: number) {
  const rows = rowsOf<InstituteRow>(await db.execute(institutes(onPage(sql.raw('ranked'), page, pageSize))));
  const total =
    rows[0]?.total ??
    rowsOf<InstituteRow>(await db.execute(institutes(sql`ranked.position = 1`)))[0]?.total ??
    0;
  return {
    results: rows.map((row) => ({
      rank: row.rank,
      institute: row.institute,
      score: row.score,
      participants: row.participants,
    })),
    count: total,
    page,
    page_size: pageSize,
  };
}

export async function olympianRank(db: Db, userId: number) {
  const [mine] = rowsOf<PersonRow>(await db.execute(people(sql`p.user_id = ${userId}`)));
  if (mine) return { rank: mine.rank, score: mine.score, total: mine.total };
  const [{ total } = { total: 0 }] = rowsOf<{ total: number }>(
    await db.execute(sql`select count(*)::int as total from olympics_registrations`),
  );
  return { rank: null, score: 0, total };
}
