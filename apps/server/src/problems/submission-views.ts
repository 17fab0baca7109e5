import type { JudgeLanguage } from '@learnforge/domain';
import { AREA_ROLES, hasRole } from '@learnforge/domain';
import { and, desc, eq, lt, or, type SQL, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import {
  contestAttempts,
  contestSubmissions,
  contests,
  editHistory,
  submissionCodeReads,
  submissions,
  users,
} from '../db/schema';
import { forbidden, HttpError, notFound } from '../http/errors';
import type { LiveTopics } from '../live/websocket';
import { dailyPointsOf } from './daily';
import type { ContractVerdict } from './judge-service';
import { attemptStatusOf } from './queries';
import { RUN_LIFETIME_MS } from './runner';

const submissionsPageSize = 20;

type SubmissionRow = typeof submissions.$inferSelect;

/**
 * `submission:<id>`: the end of judging one's own run or submission, pushed as
 * `{ submission_id, kind, status, verdict }` (ADR 0044). Subscribe, then read the result once: a verdict
 * that came before the subscription is already stored.
 */
export function allowSubmissionTopic(topics: LiveTopics): void {
  topics.allow('submission', async ({ db, user }, argument) => {
    if (!/^\d{1,10}$/.test(argument) || Number(argument) > 2_147_483_647) return false;
    const [row] = await db
      .select({ userId: submissions.userId })
      .from(submissions)
      .where(eq(submissions.id, Number(argument)))
      .limit(1);
    return row?.userId === user.id;
  });
}

function submissionSummary(row: SubmissionRow, handle: string) {
  return {
    id: row.id,
    problem_id: row.problemId,
    handle,
    language: row.language as JudgeLanguage,
    verdict: (row.status === 'done' && row.verdict ? row.verdict : 'pending') as ContractVerdict,
    score: row.score,
    tests_passed: row.testsPassed,
    tests_total: row.testsTotal,
    time_ms: row.timeMs,
    memory_kb: row.memoryKb,
    created_at: row.createdAt.toISOString(),
  };
}

export function submissionDetail(row: SubmissionRow, handle: string) {
  return {
    ...submissionSummary(row, handle),
    code: row.code,
    compiler_output: row.compilerOutput,
    first_failing_test: row.results.find((result) => !result.passed) ?? null,
  };
}

/**
 * Own submissions; besides, a problem setter reads learners' code only for problems they author
 * (edited), and a super admin for any problem. Every such read of someone else's code is recorded
 * (least privilege, issue 23).
 */
export async function ownSubmission(db: Db, user: SessionUser, submissionId: number) {
  const [row] = await db
    .select({ submission: submissions, handle: users.handle })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(eq(submissions.id, submissionId))
    .limit(1);
  if (!row) throw notFound('There is no such submission.');
  if (row.submission.userId === user.id) return row;
  const mayRead =
    hasRole(user.roles, 'super_admin') ||
    (hasRole(user.roles, ...AREA_ROLES.problemAuthoring) &&
      (await authorsProblem(db, user.id, row.submission.problemId)));
  if (!mayRead) throw forbidden('This submission belongs to someone else.');
  await db.insert(submissionCodeReads).values({ readerId: user.id, submissionId: row.submission.id });
  return row;
}

/** A setter authors a problem they created or edited: the problem's edit history names them. */
async function authorsProblem(db: Db, userId: number, problemId: number): Promise<boolean> {
  const [edit] = await db
    .select({ id: editHistory.id })
    .from(editHistory)
    .where(
      and(
        eq(editHistory.entityType, 'problem'),
        eq(editHistory.entityId, problemId),
        eq(editHistory.changedBy, userId),
      ),
    )
    .limit(1);
  return edit !== undefined;
}

/**
 * A submission made inside a contest stays its author's until the contest is over for everyone: the end
 * time has passed and no attempt with extra time is still open. Until then other people's lists leave it
 * out, so no one reads a rival's verdicts, languages or timing on a contest problem mid-contest.
 */
export function hiddenWhileContestRuns(viewerId: number): SQL {
  const runningContestSubmission = sql`exists (
      select 1 from ${contestSubmissions}
      join ${contests} on ${contests.id} = ${contestSubmissions.contestId}
      where ${contestSubmissions.submissionId} = ${submissions.id}
        and (${contests.endTime} > now() or exists (
          select 1 from ${contestAttempts}
          where ${contestAttempts.contestId} = ${contests.id}
            and ${contestAttempts.endedAt} is null
            and ${contestAttempts.deadline} > now()))
    )`;
  return or(eq(submissions.userId, viewerId), sql`not ${runningContestSubmission}`)!;
}

export async function submissionPage(
  db: Db,
  filter: {
    problemId: number;
    /** Whose submissions: one learner's, or everyone's as `viewerId` may see them. */
    userId: number | null;
    viewerId: number;
    language?: string | undefined;
    afterKey?: string | undefined;
    afterTime?: string | undefined;
  },
) {
  const conditions = [eq(submissions.problemId, filter.problemId), eq(submissions.kind, 'submit')];
  if (filter.userId !== null) conditions.push(eq(submissions.userId, filter.userId));
  else conditions.push(hiddenWhileContestRuns(filter.viewerId));
  if (filter.language) conditions.push(eq(submissions.language, filter.language));
  if (filter.afterKey && filter.afterTime) {
    const key = Number(filter.afterKey);
    const time = new Date(filter.afterTime);
    if (!Number.isInteger(key) || Number.isNaN(time.getTime()))
      throw new HttpError(400, 'bad_request', 'The submission page key is not valid.');
    // Newest first; the key pair is the last row of the previous page.
    conditions.push(
      or(lt(submissions.createdAt, time), and(eq(submissions.createdAt, time), lt(submissions.id, key)))!,
    );
  }
  const rows = await db
    .select({ submission: submissions, handle: users.handle })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(and(...conditions))
    .orderBy(desc(submissions.createdAt), desc(submissions.id))
    .limit(submissionsPageSize + 1);
  const page = rows.slice(0, submissionsPageSize);
  const last = rows.length > submissionsPageSize ? page.at(-1) : undefined;
  return {
    submissions: page.map((row) => submissionSummary(row.submission, row.handle)),
    last_submission_key: last ? String(last.submission.id) : null,
    last_submission_key_time: last ? last.submission.createdAt.toISOString() : null,
  };
}

export async function runResultOf(db: Db, user: SessionUser, submissionId: number, kind: 'run' | 'submit') {
  const { submission } = await ownSubmission(db, user, submissionId);
  if (submission.kind !== kind)
    throw notFound(kind === 'run' ? 'There is no such run.' : 'There is no such submission.');
  // A custom run expires a day after it ran, even before the next run sweeps it away.
  if (kind === 'run' && submission.createdAt.getTime() < Date.now() - RUN_LIFETIME_MS)
    throw notFound('This run has expired; run the code again.');
  if (submission.status === 'failed')
    throw new HttpError(503, 'judge_unavailable', submission.failure ?? 'The judge could not run this code.');
  const done = submission.status === 'done';
  return {
    submission_id: submission.id,
    status: submission.status,
    verdict: done ? (submission.verdict as ContractVerdict | null) : null,
    tests_passed: submission.testsPassed,
    tests_total: submission.testsTotal,
    time_ms: submission.timeMs,
    memory_kb: submission.memoryKb,
    compiler_output: submission.compilerOutput,
    results: submission.results,
    problem_status: await attemptStatusOf(db, user, submission.problemId),
    score: submission.score,
    daily_points:
      done && submission.verdict === 'correct' && kind === 'submit' ? await dailyPointsOf(db, submission) : 0,
  } as const;
}
