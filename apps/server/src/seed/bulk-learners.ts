import { asc, inArray, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';
import { recordEdit } from '../edit-history/record';
import { recountBatchProblems, refreshStudentStats } from '../org-dashboard/stats';
import { DEMO_HISTORY_DAYS } from './calendar';
import {
  BRANCHES,
  DEGREES,
  DETAILED_STUDENTS_PER_BATCH,
  FRESH_STUDENTS,
  POD_SOLUTION,
  SECTIONS,
} from './org-dashboard';

export interface ScaleLearners {
  /** Student numbers first..last become student{n}@demo.test. */
  first: number;
  last: number;
  /** The demo accounts' precomputed hash: scale learners sign in with the demo password, at no scrypt cost each. */
  passwordHash: string;
  firstNames: readonly string[];
  lastNames: readonly string[];
  /** The demo world's first day (`demoEpoch`), so scale learners share the demo's calendar. */
  epoch: number;
}

/**
 * A deterministic number in [0, 1) from a label and integer SQL expressions: the set-based stand-in
 * for the demo PRNG, the same on PGlite and PostgreSQL (md5 is portable; hash functions are not).
 */
function unit(label: string, ...parts: string[]): string {
  const key = parts.map((part) => `':' || (${part})::text`).join(' || ');
  return `(('x' || left(md5('${label}' || ${key}), 8))::bit(32)::bigint / 4294967296.0)`;
}

/** An integer from min to max inclusive. */
const between = (min: number, max: number, label: string, ...parts: string[]) =>
  `(${min} + floor(${unit(label, ...parts)} * ${max - min + 1})::int)`;

/** A figure that grows with the student's diligence, with ±25 % jitter per batch (like the demo rows). */
const jittered = (scale: number, label: string) =>
  `(s.skill * ${scale} * (0.75 + 0.5 * ${unit(label, 's.n', 'e.batch_id')}))`;
const score = (label: string) => `least(100, round(${jittered(100, label)}::numeric, 1))`;
const minutes = (scale: number, label: string) => `round(${jittered(scale, label)}::numeric, 1)`;
const tally = (scale: number, label: string) => `round(${jittered(scale, label)})::int`;

const textArray = (values: readonly string[]) =>
  `array[${values.map((value) => `'${value.replaceAll("'", "''")}'`).join(', ')}]::text[]`;

/**
 * Adds students first..last to the demo world in a handful of INSERT … SELECT statements over
 * generate_series: accounts, enrolments, where they study, batch activity, practice history,
 * contest sittings, class attendance, daily-problem submissions and licences, then the rollups.
 * The same rules as the hand-written demo students (seed/org-dashboard.ts), drawn from md5 of
 * the student number instead of the PRNG, so 100,000 students take minutes, not hours.
 * Runs inside the seed's transaction, after the demo data.
 */
export async function seedScaleLearners(db: Db, plan: ScaleLearners): Promise<void> {
  if (plan.last < plan.first) return;
  // Plain ISO text: this SQL is built as a string, and the date comes from the clock, never from input.
  const epochIso = new Date(plan.epoch).toISOString();
  const run = async (statement: string | SQL) =>
    (await db.execute(typeof statement === 'string' ? sql.raw(statement) : statement)) as unknown as {
      rows: unknown[];
    };
  const orgRows = await db
    .select({ id: organizations.id, slug: organizations.slug })
    .from(organizations)
    .where(inArray(organizations.slug, ['demo-company', 'demo-institute']))
    .orderBy(asc(organizations.id));
  const institute = orgRows.find((org) => org.slug === 'demo-institute');
  const company = orgRows.find((org) => org.slug === 'demo-company');
  if (!institute || !company) return;
  const [{ baseId } = { baseId: 0 }] = (
    await run(sql`select coalesce(max(id), 0)::int as "baseId" from users`)
  ).rows as { baseId: number }[];

  // Accounts: 60 % institute, 25 % company, the rest independent learners (as the demo students).
  const orgRoll = unit('org', 'i');
  await run(sql`
    insert into users (email, handle, name, roles, password_hash, organization_id)
    select 'student' || i || '@demo.test', 'student' || i,
      (${sql.raw(textArray(plan.firstNames))})[1 + floor(${sql.raw(unit('first', 'i'))} * ${plan.firstNames.length})::int]
        || ' ' ||
      (${sql.raw(textArray(plan.lastNames))})[1 + floor(${sql.raw(unit('last', 'i'))} * ${plan.lastNames.length})::int],
      array['learner']::text[], ${plan.passwordHash},
      case when ${sql.raw(orgRoll)} < 0.6 then ${institute.id}::int
           when ${sql.raw(orgRoll)} < 0.85 then ${company.id}::int end
    from generate_series(${plan.first}::int, ${plan.last}::int) as g(i)
    order by i`);

  // The students with their diligence, which every figure below grows with.
  await run(sql`drop table if exists scale_students`);
  await run(sql`
    create temp table scale_students as
    select id as user_id, substr(handle, 8)::int as n, organization_id,
      0.15 + 0.85 * ${sql.raw(unit('skill', 'substr(handle, 8)'))} as skill
    from users where id > ${baseId}`);
  await run('create unique index on scale_students (user_id)');
  await run('analyze scale_students');

  // Each of their organization's batches (or the public ones) at 70 %, at least one.
  await run(`
    with options as (
      select b.id as batch_id, s.user_id, s.n,
        ${unit('enrol', 's.n', 'b.id')} < 0.7 as chosen,
        row_number() over (partition by s.user_id order by ${unit('home', 's.n', 'b.id')}) as preference
      from scale_students s
      join batches b on b.organization_id is not distinct from s.organization_id
    ), decided as (
      select *, bool_or(chosen) over (partition by user_id) as any_chosen from options
    )
    insert into batch_enrollments (batch_id, user_id, enrolled_at, access_ends_at)
    select batch_id, user_id, enrolled, enrolled + interval '365 days'
    from (
      select batch_id, user_id, chosen, any_chosen, preference,
        '${epochIso}'::timestamptz + ${between(0, 60, 'enrolled', 'n', 'batch_id')} * interval '1 day' as enrolled
      from decided
    ) dated
    where chosen or (not any_chosen and preference = 1)`);

  // Where the institute's students study; company staff have no campus, degree or section.
  await run(sql`
    with campus as (
      select array_agg(id order by id) as ids, count(*)::int as k
      from org_institutes where organization_id = ${institute.id}
    )
    insert into org_student_profiles (user_id, organization_id, institute_id, degree, branch, section)
    select s.user_id, s.organization_id,
      case when s.organization_id = ${institute.id} and campus.k > 0
        then campus.ids[1 + floor(${sql.raw(unit('campus', 's.n'))} * campus.k)::int] end,
      case when s.organization_id = ${institute.id}
        then (${sql.raw(textArray(DEGREES))})[1 + floor(${sql.raw(unit('degree', 's.n'))} * ${DEGREES.length})::int] else '' end,
      case when s.organization_id = ${institute.id}
        then (${sql.raw(textArray(BRANCHES))})[1 + floor(${sql.raw(unit('branch', 's.n'))} * ${BRANCHES.length})::int] else '' end,
      case when s.organization_id = ${institute.id}
        then (${sql.raw(textArray(SECTIONS))})[1 + floor(${sql.raw(unit('section', 's.n'))} * ${SECTIONS.length})::int] else '' end
    from scale_students s cross join campus
    where s.organization_id is not null`);

  // Learning activity per student and organization batch.
  await run(`
    insert into org_batch_activity (batch_id, user_id, progress, problem_score, quiz_score, contest_score,
      live_minutes, live_count, recorded_minutes, recorded_count, prerecorded_minutes, prerecorded_count,
      articles_count, problems_count, quizzes_count, contests_count, last_active_at)
    select e.batch_id, s.user_id,
      ${score('progress')}, ${score('problem-score')}, ${score('quiz-score')}, ${score('contest-score')},
      ${minutes(600, 'live-minutes')}, ${tally(12, 'live-count')},
      ${minutes(300, 'recorded-minutes')}, ${tally(10, 'recorded-count')},
      ${minutes(240, 'prerecorded-minutes')}, ${tally(8, 'prerecorded-count')},
      ${tally(6, 'articles')}, 0, ${tally(4, 'quizzes')}, ${tally(3, 'contests')},
      '${epochIso}'::timestamptz + (${DEMO_HISTORY_DAYS} - ${between(0, 50, 'active', 's.n', 'e.batch_id')}) * interval '1 day'
    from batch_enrollments e
    join scale_students s on s.user_id = e.user_id
    join batches b on b.id = e.batch_id and b.organization_id is not null`);

  // Per-event rows only for the first students of each batch with history, demo ones included.
  await run('drop table if exists scale_detailed');
  await run(sql`
    create temp table scale_detailed as
    select ranked.batch_id, ranked.user_id from (
      select e.batch_id, e.user_id, row_number() over (partition by e.batch_id order by e.user_id) as rank
      from batch_enrollments e
      join batches b on b.id = e.batch_id and b.organization_id is not null
      join users u on u.id = e.user_id and u.roles = array['learner']::text[]
      where case when u.handle ~ '^student[0-9]+$' then substr(u.handle, 8)::int else 0 end > ${FRESH_STUDENTS}
    ) ranked
    where ranked.rank <= ${DETAILED_STUDENTS_PER_BATCH} and ranked.user_id > ${baseId}`);

  await run(`
    insert into contest_participations (contest_id, user_id, attended, score, duration_minutes)
    select contest_id, user_id, attended,
      case when attended then round(least(100, skill * 100 * (0.7 + 0.6 * ${unit('sitting-score', 'n', 'contest_id')}))::numeric, 1) else 0 end,
      case when attended then ${between(20, 120, 'sitting-minutes', 'n', 'contest_id')} else 0 end
    from (
      select c.id as contest_id, s.user_id, s.n, s.skill, ${unit('attended', 's.n', 'c.id')} < 0.92 as attended
      from scale_detailed d
      join scale_students s on s.user_id = d.user_id
      join batch_contests c on c.batch_id = d.batch_id and c.status = 5
      where ${unit('sits', 's.n', 'c.id')} <= 0.4 + s.skill * 0.5
    ) sittings`);

  await run(`
    insert into live_class_attendance (class_id, user_id, duration_minutes)
    select c.id, s.user_id, ${between(15, 90, 'class-minutes', 's.n', 'c.id')}
    from scale_detailed d
    join scale_students s on s.user_id = d.user_id
    join batch_live_classes c on c.batch_id = d.batch_id and c.status = 5
    where ${unit('class', 's.n', 'c.id')} <= 0.35 + s.skill * 0.6`);

  // Practice history: organization students try every problem, the diligent solve more.
  await run(`
    insert into problem_attempts (user_id, problem_id, status, score)
    select user_id, problem_id,
      case when roll < skill * 0.8 then 1 else 0 end,
      case when roll < skill * 0.8 then 100 else 0 end
    from (
      select s.user_id, p.id as problem_id, s.skill, ${unit('attempt', 's.n', 'p.id')} as roll
      from scale_students s cross join problems p
      where s.organization_id is not null
    ) tries
    where roll < skill * 0.8 + 0.15`);

  await run(sql`
    insert into submissions (user_id, problem_id, kind, language, code, status, verdict,
      tests_passed, tests_total, score, created_at)
    select s.user_id, d.problem_id, 'submit', 'python3', ${POD_SOLUTION}, 'done', 'correct', 1, 1, d.reward_points,
      (d.date || 'T00:00:00Z')::timestamptz
        + ${sql.raw(between(8, 20, 'pod-hour', 's.n', "replace(d.date, '-', '')"))} * interval '1 hour'
    from (select distinct user_id from scale_detailed) solvers
    join scale_students s on s.user_id = solvers.user_id
    cross join problems_of_day d
    where ${sql.raw(unit('pod', 's.n', "replace(d.date, '-', '')"))} <= s.skill
    order by s.user_id, d.date`);

  // Licences: 80 % of each deal's new students hold one; deals that run short are topped up.
  await run(`
    with admins as (
      select organization_id, min(id) as admin_id from users
      where organization_id is not null and 'org_admin' = any(roles)
      group by organization_id
    )
    insert into org_deal_access (deal_id, user_id, granted_by, granted_at)
    select deal.id, s.user_id, admins.admin_id,
      b.starts_at + ${between(0, 10, 'granted', 's.n', 'deal.id')} * interval '1 day'
    from org_deals deal
    left join admins on admins.organization_id = deal.organization_id
    join batches b on b.id = deal.batch_id
    join batch_enrollments e on e.batch_id = deal.batch_id
    join scale_students s on s.user_id = e.user_id
    where ${unit('grant', 's.n', 'deal.id')} < 0.8`);
  const shortDeals = (
    await run(sql`
      select deal.id, deal.licenses_purchased as "purchased", count(access.id)::int as "active",
        (select min(a.id) from users a where a.organization_id = deal.organization_id
          and 'org_admin' = any(a.roles)) as "adminId"
      from org_deals deal
      join org_deal_access access on access.deal_id = deal.id and access.revoked_at is null
      group by deal.id
      having count(access.id) > deal.licenses_purchased
      order by deal.id`)
  ).rows as { id: number; purchased: number; active: number; adminId: number | null }[];
  for (const deal of shortDeals) {
    const licensesPurchased = Math.ceil(deal.active * 1.2) + 5;
    await run(sql`update org_deals set licenses_purchased = ${licensesPurchased} where id = ${deal.id}`);
    if (deal.adminId !== null)
      await recordEdit(db, {
        entityType: 'organization_deal',
        entityId: deal.id,
        actorId: deal.adminId,
        before: { licenses_purchased: deal.purchased },
        after: { licenses_purchased: licensesPurchased },
      });
  }

  // Batch "Problems" figures count the practice solves above of each batch's own problems.
  await recountBatchProblems(db);

  await run('drop table scale_detailed');
  await run('drop table scale_students');
  // Fresh planner statistics, or the rollup plans for the tables' demo size (PGlite has no autovacuum).
  await run(`analyze ${SCALE_TABLES.filter((table) => table !== 'org_student_stats').join(', ')}`);
  for (const org of orgRows) await refreshStudentStats(db, org.id);
  await run('analyze org_student_stats');
}

const SCALE_TABLES = [
  'users',
  'batch_enrollments',
  'org_student_profiles',
  'org_batch_activity',
  'contest_participations',
  'live_class_attendance',
  'problem_attempts',
  'submissions',
  'org_deal_access',
  'org_student_stats',
];

/**
 * After the seed's transaction commits: VACUUM sets the visibility map, so counting 100,000
 * students is an index-only scan from the first request (PGlite never vacuums on its own).
 */
export async function vacuumScaleTables(db: Db): Promise<void> {
  await db.execute(sql.raw(`vacuum (analyze) ${SCALE_TABLES.join(', ')}`));
}
