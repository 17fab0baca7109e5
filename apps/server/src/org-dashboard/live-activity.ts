import { and, eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { problemAttempts, users } from '../db/schema';
import { refreshStudentStats, solvedBatchProblems } from './stats';

/**
 * A learner's correct submission, shown on their organization's dashboard with the verdict: in each
 * of their batches of that organization the activity row is touched (last active now), problems_count
 * becomes the batch's problems the learner has solved and, when the problem is one of the batch's and
 * this is its first solve, problem_score becomes the share (0–100) of them. Their rollup (problems
 * solved, daily-problem streak, scores) is then rebuilt for them alone.
 *
 * Runs inside the judge's transaction in a savepoint: a failure here is logged and rolled back
 * to the savepoint, and the verdict is stored all the same.
 */
export async function recordOrgSolve(
  tx: Db,
  log: FastifyBaseLogger,
  solve: { userId: number; problemId: number; submissionId: number },
): Promise<void> {
  const [learner] = await tx
    .select({ organizationId: users.organizationId })
    .from(users)
    .where(and(eq(users.id, solve.userId), sql`'learner' = any(${users.roles})`));
  const organizationId = learner?.organizationId;
  if (!organizationId) return;
  try {
    await tx.transaction(async (savepoint) => {
      const [attempt] = await savepoint
        .select({ firstSolve: problemAttempts.solvedSubmissionId })
        .from(problemAttempts)
        .where(and(eq(problemAttempts.userId, solve.userId), eq(problemAttempts.problemId, solve.problemId)));
      const firstSolve = attempt?.firstSolve === solve.submissionId;
      await savepoint.execute(sql`
        insert into org_batch_activity (batch_id, user_id)
        select e.batch_id, e.user_id from batch_enrollments e
        join batches b on b.id = e.batch_id and b.organization_id = ${organizationId}
        where e.user_id = ${solve.userId}
        on conflict do nothing`);
      await savepoint.execute(sql`
        with mine as (
          select b.id as batch_id,
            ${firstSolve} and exists (select 1 from track_problems tp join tracks t on t.id = tp.track_id
              where t.batch_id = b.id and tp.problem_id = ${solve.problemId}) as counts,
            (select count(distinct tp.problem_id) from track_problems tp join tracks t on t.id = tp.track_id
              where t.batch_id = b.id) as total,
            ${solvedBatchProblems(sql`b.id`, sql`${solve.userId}`)} as solved
          from batch_enrollments e
          join batches b on b.id = e.batch_id and b.organization_id = ${organizationId}
          where e.user_id = ${solve.userId}
        )
        update org_batch_activity a set
          last_active_at = now(),
          problems_count = m.solved,
          problem_score = case when m.counts and m.total > 0
            then least(100, round((100.0 * m.solved / m.total)::numeric, 1)) else a.problem_score end
        from mine m
        where a.batch_id = m.batch_id and a.user_id = ${solve.userId}`);
      await refreshStudentStats(savepoint, organizationId, [solve.userId]);
    });
  } catch (error) {
    log.error({ err: error, ...solve }, 'could not show a solve on the organization dashboard');
  }
}
