import {
  baseTimeLimitMs,
  type JudgeLanguage,
  ownTimeLimitMs,
  ProblemAttemptStatus,
} from '@learnforge/domain';
import { and, asc, count, eq, inArray, lt, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { announceDataChanged } from '../api/read-cache';
import type { SessionUser } from '../auth/sessions';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { problemAttempts, problems, problemTestFiles, submissions } from '../db/schema';
import { badRequest, HttpError } from '../http/errors';
import {
  defaultLimits,
  type JudgeLimits,
  JudgeRequestError,
  type JudgeResult,
  MAX_SOURCE_BYTES,
  type RunResult,
  sameOutput,
} from '../judge';
import type { LiveBus } from '../live/bus';
import { recordOrgSolve } from '../org-dashboard/live-activity';
import type { JobQueue } from '../queue/queue';
import { ensureJudgeAvailable, type LazyJudge, toContractVerdict, toJudgeLanguage } from './judge-service';
import { type ProblemRow, pointsFor } from './queries';

interface StartInput {
  db: Db;
  config: Config;
  queue: JobQueue;
  judge: LazyJudge;
  log: FastifyBaseLogger;
  user: SessionUser;
  problem: ProblemRow;
  language: JudgeLanguage;
  code: string;
}

/**
 * The problem's per-language table holds the base limit under `default`, which the judge scales per
 * language itself (ADR 0005); a limit a setter gave one language is that language's own and used as is.
 */
export function limitsOf(
  problem: Pick<ProblemRow, 'timeLimits' | 'memoryLimitMb'>,
  language: JudgeLanguage,
): JudgeLimits {
  const timeLimits = problem.timeLimits as Record<string, unknown>;
  return {
    timeMs: baseTimeLimitMs(timeLimits, defaultLimits.timeMs),
    memoryMb: problem.memoryLimitMb,
    languageTimeMs: ownTimeLimitMs(timeLimits, language),
  };
}

/** Only tests whose checks have passed judge learners; a test still held out never changes a verdict. */
async function testsOf(db: Db, problemId: number) {
  return db
    .select()
    .from(problemTestFiles)
    .where(and(eq(problemTestFiles.problemId, problemId), eq(problemTestFiles.judgesLearners, true)))
    .orderBy(asc(problemTestFiles.n));
}

/** A custom run's output is kept up to 64 KiB, like a submission's shown output (issue 23). */
export const RUN_OUTPUT_KEPT_BYTES = 64 * 1024;
/** Custom runs are scratch work: they are deleted a day after they ran. */
export const RUN_LIFETIME_MS = 24 * 3_600_000;

/** The first `maxBytes` of `text` in UTF-8, never cutting a character in half. */
export function keepBytes(text: string, maxBytes: number): string {
  const bytes = Buffer.from(text, 'utf8');
  if (bytes.length <= maxBytes) return text;
  return bytes
    .subarray(0, maxBytes)
    .toString('utf8')
    .replace(/\uFFFD$/, '');
}

/** Custom run: once on the learner's input, or on the first example when none is given. */
export async function startRun(context: StartInput & { input: string | undefined }): Promise<number> {
  const { db, user, problem, language, code } = context;
  // Swept here rather than by a timer, as sessions are: a stateless server needs no scheduler.
  await db
    .delete(submissions)
    .where(
      and(eq(submissions.kind, 'run'), lt(submissions.createdAt, new Date(Date.now() - RUN_LIFETIME_MS))),
    );
  await refuseBeforeStoring(context);
  const tests = await testsOf(db, problem.id);
  const input = context.input ?? tests.find((test) => test.isSample)?.input;
  if (input === undefined) throw badRequest('This problem has no example input: give your own input.');
  const [row] = await db
    .insert(submissions)
    .values({ userId: user.id, problemId: problem.id, kind: 'run', language, code, input })
    .returning({ id: submissions.id });
  return queueJudging(context, row!.id);
}

/**
 * A contest round a submission belongs to: told when it is stored. Its rescoring after the verdict runs in
 * whichever process judges (the `afterJudged` hook of `judgeQueuedSubmission`), so it is found by submission.
 */
export interface SubmissionRound {
  recorded(submissionId: number): Promise<void>;
}

/** Submit: compiled once, judged against every test file in order. */
export async function startSubmission(
  context: StartInput & {
    batchSlug: string | undefined;
    trackSlug: string | undefined;
    round?: SubmissionRound | undefined;
  },
): Promise<number> {
  const { db, user, problem, language, code } = context;
  await refuseBeforeStoring(context);
  const tests = await testsOf(db, problem.id);
  if (tests.length === 0) throw badRequest('This problem has no tests yet, so it cannot be judged.');
  const [row] = await db
    .insert(submissions)
    .values({
      userId: user.id,
      problemId: problem.id,
      kind: 'submit',
      language,
      code,
      testsTotal: tests.length,
      batchSlug: context.batchSlug ?? null,
      trackSlug: context.trackSlug ?? null,
    })
    .returning({ id: submissions.id });
  // Linked before judging is queued, so the round's rescoring after the verdict always finds it.
  await context.round?.recorded(row!.id);
  return queueJudging(context, row!.id);
}

/**
 * What can be refused at once is refused before anything is stored: code the judge would never take, a
 * sandbox this process judges with that cannot run code, and a backlog past JUDGE_QUEUE_LIMIT beyond the
 * judging that is under way.
 */
async function refuseBeforeStoring(context: StartInput): Promise<void> {
  if (Buffer.byteLength(context.code) > MAX_SOURCE_BYTES)
    throw new HttpError(400, 'invalid_code', `The source is larger than ${MAX_SOURCE_BYTES / 1024} KiB.`);
  const { config } = context;
  if (config.judgeWorkers > 0) await ensureJudgeAvailable(context.judge.get());
  const [backlog] = await context.db
    .select({ unfinished: count() })
    .from(submissions)
    .where(inArray(submissions.status, ['queued', 'running']));
  if ((backlog?.unfinished ?? 0) >= config.judgeQueueLimit + config.judgeWorkers)
    throw new HttpError(429, 'queue_full', 'The judge is busy. Try again in a minute.');
}

/** The submission is stored; judging is a durable job any judge process may take (ADR 0045). */
async function queueJudging(context: StartInput, submissionId: number): Promise<number> {
  try {
    await context.queue.send('judge', { submissionId });
  } catch (error) {
    await context.db.delete(submissions).where(eq(submissions.id, submissionId));
    context.log.error({ err: error, submissionId }, 'could not queue judging');
    throw new HttpError(503, 'judge_unavailable', 'The judge cannot take work right now. Try again shortly.');
  }
  return submissionId;
}

export interface JudgeJobContext {
  db: Db;
  live: LiveBus;
  judge: LazyJudge;
  log: FastifyBaseLogger;
  /** What else follows a verdict (a contest round's score and leaderboard); its failure never undoes the verdict. */
  afterJudged: (submissionId: number) => Promise<void>;
}

/** Said to the learner when every attempt to judge their code was lost (a judge that kept crashing or timing out). */
export const JUDGE_LOST = 'The judge restarted while judging this; please submit again.';

/**
 * Judges one queued submission or run. Safe to repeat: a submission already judged is left alone, so a job
 * retried after its worker died finishes it exactly once. Throws to have the job retried; on the last
 * attempt the submission fails with a reason instead, so nothing stays pending.
 */
export async function judgeQueuedSubmission(
  context: JudgeJobContext,
  job: { submissionId: number; isLastAttempt: boolean },
): Promise<void> {
  const { db, log, submissionId } = { ...context, ...job };
  const [row] = await db
    .select({ submission: submissions, problem: problems })
    .from(submissions)
    .innerJoin(problems, eq(problems.id, submissions.problemId))
    .where(eq(submissions.id, submissionId))
    .limit(1);
  if (!row || row.submission.status === 'done' || row.submission.status === 'failed') return;
  const { submission, problem } = row;
  await db.update(submissions).set({ status: 'running' }).where(eq(submissions.id, submissionId));
  try {
    const judge = context.judge.get();
    const language = submission.language as JudgeLanguage;
    const tests = await testsOf(db, problem.id);
    if (submission.kind === 'run') {
      const input = submission.input ?? '';
      // When the input is one of the examples, the run can say whether the output matches.
      const expected = tests.find((test) => test.isSample && test.input === input)?.output ?? null;
      const result = await judge.run({
        language: toJudgeLanguage(language),
        source: submission.code,
        stdin: input,
        limits: limitsOf(problem, language),
      });
      await finishRun(db, submissionId, input, expected, result);
    } else {
      const result = await judge.judge({
        language: toJudgeLanguage(language),
        source: submission.code,
        tests: tests.map((test) => ({ input: test.input, expected: test.output, visible: test.isSample })),
        limits: limitsOf(problem, language),
      });
      await finishSubmission(db, log, submissionId, submission.userId, problem, result);
      // The solve is on the organization's reports at once: their pages and counts are kept until a write.
      if (toContractVerdict(result.verdict) === 'correct')
        await announceDataChanged(context.live).catch((error: unknown) =>
          log.warn({ err: error, submissionId }, 'could not announce a solve to the reports'),
        );
      await context
        .afterJudged(submissionId)
        .catch((error: unknown) =>
          log.error({ err: error, submissionId }, 'could not rescore after a verdict'),
        );
    }
  } catch (error) {
    if (error instanceof JudgeRequestError) {
      await failSubmission(db, log, submissionId, error);
    } else if (job.isLastAttempt) {
      log.error({ err: error, submissionId }, 'judging failed on its last attempt');
      await failSubmission(db, log, submissionId, new Error(JUDGE_LOST));
    } else {
      await db.update(submissions).set({ status: 'queued' }).where(eq(submissions.id, submissionId));
      throw error;
    }
  }
  await announceVerdict(db, context.live, log, submissionId);
}

async function finishRun(
  db: Db,
  submissionId: number,
  input: string,
  expected: string | null,
  result: RunResult,
): Promise<void> {
  const verdict =
    result.status === 'ok'
      ? expected === null
        ? null
        : sameOutput(result.stdout, expected)
          ? 'correct'
          : 'wrong'
      : toContractVerdict(result.status);
  await db
    .update(submissions)
    .set({
      status: 'done',
      verdict,
      testsPassed: verdict === 'correct' ? 1 : 0,
      testsTotal: expected === null ? 0 : 1,
      timeMs: Math.round(result.cpuMs),
      memoryKb: Math.round(result.memoryKb),
      compilerOutput:
        result.compileOutput || (result.status === 'runtime_error' ? result.stderr : '') || null,
      results:
        result.status === 'compile_error'
          ? []
          : [
              {
                input,
                expected_output: expected ?? '',
                output: keepBytes(result.stdout, RUN_OUTPUT_KEPT_BYTES),
                passed: verdict === 'correct',
              },
            ],
    })
    .where(eq(submissions.id, submissionId));
}

async function finishSubmission(
  db: Db,
  log: FastifyBaseLogger,
  submissionId: number,
  userId: number,
  problem: ProblemRow,
  result: JudgeResult,
): Promise<void> {
  const verdict = toContractVerdict(result.verdict);
  const correct = verdict === 'correct';
  const score = correct ? pointsFor(problem.difficulty) : 0;
  const failed = result.failedTest;
  await db.transaction(async (tx) => {
    await tx
      .update(submissions)
      .set({
        status: 'done',
        verdict,
        testsPassed: result.passed,
        testsTotal: result.total,
        timeMs: Math.round(result.maxCpuMs),
        memoryKb: Math.round(Math.max(0, ...result.tests.map((test) => test.memoryKb))),
        compilerOutput: result.compileOutput || result.stderr || null,
        results: failed
          ? [{ input: failed.input, expected_output: failed.expected, output: failed.got, passed: false }]
          : [],
        score,
      })
      .where(eq(submissions.id, submissionId));
    // WRONG never replaces CORRECT: once solved, a problem stays solved.
    await tx
      .insert(problemAttempts)
      .values({
        userId,
        problemId: problem.id,
        status: correct ? ProblemAttemptStatus.CORRECT : ProblemAttemptStatus.WRONG,
        score,
        solvedSubmissionId: correct ? submissionId : null,
      })
      .onConflictDoUpdate({
        target: [problemAttempts.userId, problemAttempts.problemId],
        set: {
          status: sql`greatest(${problemAttempts.status}, excluded.status)`,
          score: sql`greatest(${problemAttempts.score}, excluded.score)`,
          solvedSubmissionId: sql`coalesce(${problemAttempts.solvedSubmissionId}, excluded.solved_submission_id)`,
          updatedAt: sql`now()`,
        },
      });
    // An organization's dashboard shows the solve with the verdict.
    if (correct) await recordOrgSolve(tx, log, { userId, problemId: problem.id, submissionId });
  });
}

async function failSubmission(
  db: Db,
  log: FastifyBaseLogger,
  submissionId: number,
  error: unknown,
): Promise<void> {
  const message = error instanceof Error ? error.message : String(error);
  log.warn({ submissionId, message }, 'judging failed');
  try {
    await db
      .update(submissions)
      .set({ status: 'failed', failure: message })
      .where(eq(submissions.id, submissionId));
  } catch (storeError) {
    // The database may already be closed when the server shuts down with work still queued.
    log.warn({ err: storeError, submissionId }, 'could not record a failed judging');
  }
}

/** Pushes what was stored to the submission's live topic (ADR 0044), read back so it says what a poll would. */
async function announceVerdict(
  db: Db,
  live: LiveBus,
  log: FastifyBaseLogger,
  submissionId: number,
): Promise<void> {
  try {
    const [row] = await db
      .select({ kind: submissions.kind, status: submissions.status, verdict: submissions.verdict })
      .from(submissions)
      .where(eq(submissions.id, submissionId))
      .limit(1);
    if (!row || row.status === 'queued' || row.status === 'running') return;
    await live.publish(`submission:${submissionId}`, {
      submission_id: submissionId,
      kind: row.kind,
      status: row.status,
      verdict: row.verdict,
    });
  } catch (error) {
    // Pollers still get the verdict from the database; the push is a shortcut.
    log.warn({ err: error, submissionId }, 'could not announce a verdict');
  }
}
