import { ProblemAttemptStatus } from '@learnforge/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';

/**
 * How many of a batch's track problems a learner has solved: the one meaning of a batch's
 * "Problems" figure, so it never exceeds the problems the batch has or the learner has solved.
 */
export const solvedBatchProblems = (batchId: SQL, userId: SQL) =>
  sql`(select count(distinct pa.problem_id) from problem_attempts pa
    join track_problems tp on tp.problem_id = pa.problem_id
    join tracks t on t.id = tp.track_id
    where t.batch_id = ${batchId} and pa.user_id = ${userId} and pa.status = ${ProblemAttemptStatus.CORRECT})`;

/**
 * Sets every organization batch's "Problems" figure from the learners' real solves, for data
 * written in bulk (the demo seed) rather than one solve at a time (recordOrgSolve).
 */
export async function recountBatchProblems(db: Db): Promise<void> {
  await db.execute(sql`
    update org_batch_activity a
    set problems_count = ${solvedBatchProblems(sql`a.batch_id`, sql`a.user_id`)}
    from batches b
    where b.id = a.batch_id and b.organization_id is not null`);
}

/**
 * Recomputes org_student_stats for the students of an organization (or only some of them) from
 * their batch activity, solved problems (problem_attempts) and correct daily-problem submissions.
 * One statement, so a refresh is atomic and the reports never see half of it.
 */
export async function refreshStudentStats(db: Db, organizationId: number, userIds?: number[]): Promise<void> {
  if (userIds && userIds.length === 0) return;
  const members: SQL = userIds
    ? sql`u.organization_id = ${organizationId} and 'learner' = any(u.roles) and u.id in (${sql.join(
        userIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql`u.organization_id = ${organizationId} and 'learner' = any(u.roles)`;
  await db.execute(sql`
    with members as (select u.id from users u where ${members}),
    activity as (
      select a.user_id,
        avg(a.progress) as progress,
        avg(a.problem_score) as problem_score,
        avg(a.quiz_score) as quiz_score,
        avg(a.contest_score) as contest_score,
        sum(a.live_minutes) as live_minutes, sum(a.live_count) as live_count,
        sum(a.recorded_minutes) as recorded_minutes, sum(a.recorded_count) as recorded_count,
        sum(a.prerecorded_minutes) as prerecorded_minutes, sum(a.prerecorded_count) as prerecorded_count,
        sum(a.articles_count) as articles_count, sum(a.problems_count) as problems_count,
        sum(a.quizzes_count) as quizzes_count, sum(a.contests_count) as contests_count,
        max(a.last_active_at) as last_active_at
      from org_batch_activity a
      join batches b on b.id = a.batch_id and b.organization_id = ${organizationId}
      where a.user_id in (select id from members)
      group by a.user_id
    ),
    solved as (
      select user_id, count(*) as solved from problem_attempts
      where status = 1 and user_id in (select id from members)
      group by user_id
    ),
    pod_days as (
      select distinct s.user_id, d.date::date as day
      from submissions s
      join problems_of_day d on d.problem_id = s.problem_id
        and to_char(s.created_at at time zone 'UTC', 'YYYY-MM-DD') = d.date
      where s.kind = 'submit' and s.verdict = 'correct' and s.user_id in (select id from members)
    ),
    pod_runs as (
      select user_id, count(*) as length
      from (select user_id, day - (row_number() over (partition by user_id order by day))::int as run
            from pod_days) days
      group by user_id, run
    ),
    pod as (select user_id, max(length) as streak, sum(length) as solved from pod_runs group by user_id)
    insert into org_student_stats (
      user_id, organization_id, problems_solved, streak, pod_solved_count, progress,
      problem_score, quiz_score, contest_score, avg_score,
      live_minutes, live_count, recorded_minutes, recorded_count, prerecorded_minutes, prerecorded_count,
      articles_count, problems_count, quizzes_count, contests_count, last_active_at, refreshed_at)
    select m.id, ${organizationId}, coalesce(solved.solved, 0), coalesce(pod.streak, 0), coalesce(pod.solved, 0),
      round(coalesce(a.progress, 0)::numeric, 1),
      round(coalesce(a.problem_score, 0)::numeric, 1),
      round(coalesce(a.quiz_score, 0)::numeric, 1),
      round(coalesce(a.contest_score, 0)::numeric, 1),
      round(((coalesce(a.problem_score, 0) + coalesce(a.quiz_score, 0) + coalesce(a.contest_score, 0)) / 3)::numeric, 1),
      round(coalesce(a.live_minutes, 0)::numeric, 1), coalesce(a.live_count, 0),
      round(coalesce(a.recorded_minutes, 0)::numeric, 1), coalesce(a.recorded_count, 0),
      round(coalesce(a.prerecorded_minutes, 0)::numeric, 1), coalesce(a.prerecorded_count, 0),
      coalesce(a.articles_count, 0), coalesce(a.problems_count, 0),
      coalesce(a.quizzes_count, 0), coalesce(a.contests_count, 0),
      a.last_active_at, now()
    from members m
    left join activity a on a.user_id = m.id
    left join solved on solved.user_id = m.id
    left join pod on pod.user_id = m.id
    on conflict (user_id) do update set
      organization_id = excluded.organization_id,
      problems_solved = excluded.problems_solved,
      streak = excluded.streak,
      pod_solved_count = excluded.pod_solved_count,
      progress = excluded.progress,
      problem_score = excluded.problem_score,
      quiz_score = excluded.quiz_score,
      contest_score = excluded.contest_score,
      avg_score = excluded.avg_score,
      live_minutes = excluded.live_minutes,
      live_count = excluded.live_count,
      recorded_minutes = excluded.recorded_minutes,
      recorded_count = excluded.recorded_count,
      prerecorded_minutes = excluded.prerecorded_minutes,
      prerecorded_count = excluded.prerecorded_count,
      articles_count = excluded.articles_count,
      problems_count = excluded.problems_count,
      quizzes_count = excluded.quizzes_count,
      contests_count = excluded.contests_count,
      last_active_at = excluded.last_active_at,
      refreshed_at = excluded.refreshed_at
  `);
}
