import { ProblemAttemptStatus } from '@learnforge/domain';
import { and, asc, desc, eq, lt, ne, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { EndpointRegistry } from '../api/registry';
import { hasRole } from '../auth/roles';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import {
  hintUnlocks,
  problemBookmarks,
  problemDetails,
  problemHints,
  problems,
  problemTestFiles,
  submissions,
  users,
} from '../db/schema';
import { forbidden, HttpError, notFound } from '../http/errors';
import { registerAiSuggestionEndpoint } from './ai-suggestion';
import { registerDailyProblemEndpoints } from './daily';
import { registerExploreEndpoints } from './explore';
import {
  type ContractLanguage,
  type ContractVerdict,
  contractLanguages,
  type LazyJudge,
} from './judge-service';
import { attemptStatusOf, attemptsOf, readableProblem, submissionStats } from './queries';
import { startRun, startSubmission } from './runner';

/** Per signed-in user (per address otherwise): custom runs are cheap to ask for and costly to serve. */
const runRateLimit = { max: 20, timeWindow: '1 minute', keyGenerator: userRateKey };
const submitRateLimit = { max: 10, timeWindow: '1 minute', keyGenerator: userRateKey };
const submissionsPageSize = 20;

function userRateKey(request: FastifyRequest): string {
  return request.user ? `user:${request.user.id}` : `ip:${request.ip}`;
}

type SubmissionRow = typeof submissions.$inferSelect;

function submissionSummary(row: SubmissionRow, handle: string) {
  return {
    id: row.id,
    problem_id: row.problemId,
    handle,
    language: row.language as ContractLanguage,
    verdict: (row.status === 'done' && row.verdict ? row.verdict : 'pending') as ContractVerdict,
    score: row.score,
    tests_passed: row.testsPassed,
    tests_total: row.testsTotal,
    time_ms: row.timeMs,
    memory_kb: row.memoryKb,
    created_at: row.createdAt.toISOString(),
  };
}

function submissionDetail(row: SubmissionRow, handle: string) {
  return {
    ...submissionSummary(row, handle),
    code: row.code,
    compiler_output: row.compilerOutput,
    first_failing_test: row.results.find((result) => !result.passed) ?? null,
  };
}

/** Own submissions only, except for problem setters (who review them). */
async function ownSubmission(db: Db, user: SessionUser, submissionId: number) {
  const [row] = await db
    .select({ submission: submissions, handle: users.handle })
    .from(submissions)
    .innerJoin(users, eq(users.id, submissions.userId))
    .where(eq(submissions.id, submissionId))
    .limit(1);
  if (!row) throw notFound('There is no such submission.');
  if (row.submission.userId !== user.id && !hasRole(user.roles, 'problem_setter'))
    throw forbidden('This submission belongs to someone else.');
  return row;
}

async function submissionPage(
  db: Db,
  filter: {
    problemId: number;
    userId: number | null;
    language?: string | undefined;
    afterKey?: string | undefined;
    afterTime?: string | undefined;
  },
) {
  const conditions = [eq(submissions.problemId, filter.problemId), eq(submissions.kind, 'submit')];
  if (filter.userId !== null) conditions.push(eq(submissions.userId, filter.userId));
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

async function runResultOf(db: Db, user: SessionUser, submissionId: number, kind: 'run' | 'submit') {
  const { submission } = await ownSubmission(db, user, submissionId);
  if (submission.kind !== kind)
    throw notFound(kind === 'run' ? 'There is no such run.' : 'There is no such submission.');
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
  } as const;
}

/** Problem page calls (002 §2–§7) and the daily problem, judged by `judge`. */
export function registerProblemEndpoints(registry: EndpointRegistry, judge: LazyJudge): void {
  registry.implement('problem-detail', 'public', async ({ input, user, database: { db } }) => {
    const { problem, details } = await readableProblem(db, { slug: input.path.slug }, user);
    const [samples, attempts, stats] = await Promise.all([
      db
        .select({ input: problemTestFiles.input, output: problemTestFiles.output })
        .from(problemTestFiles)
        .where(
          and(
            eq(problemTestFiles.problemId, problem.id),
            eq(problemTestFiles.isSample, true),
            eq(problemTestFiles.judgesLearners, true),
          ),
        )
        .orderBy(asc(problemTestFiles.n)),
      attemptsOf(db, user, [problem.id]),
      submissionStats(db, [problem.id]),
    ]);
    const attempt = attempts.get(problem.id);
    return {
      probData: {
        id: problem.id,
        slug: problem.slug,
        title: problem.title,
        difficulty: problem.difficulty,
        tags: details.topics,
        accuracy: stats.get(problem.id)?.accuracy ?? 0,
        status: attempt?.status ?? ProblemAttemptStatus.UNATTEMPTED,
        statement: problem.statement,
        input_format: details.inputFormat,
        output_format: details.outputFormat,
        constraints: details.constraints,
        samples,
        languages: [...contractLanguages],
        templates: details.templates,
        is_public: problem.isPublic,
      },
      metaData: {
        problemUserScore: attempt?.score ?? 0,
        solvedProblemId: attempt?.solvedSubmissionId ?? null,
      },
    };
  });

  registry.implement('problem-metainfo', 'public', async ({ input, user, database: { db } }) => {
    const { problem, details } = await readableProblem(db, { slug: input.path.slug }, user);
    const [stats, status, bookmark] = await Promise.all([
      submissionStats(db, [problem.id]),
      attemptStatusOf(db, user, problem.id),
      user
        ? db
            .select({ problemId: problemBookmarks.problemId })
            .from(problemBookmarks)
            .where(and(eq(problemBookmarks.userId, user.id), eq(problemBookmarks.problemId, problem.id)))
        : Promise.resolve([]),
    ]);
    return {
      problem_id: problem.id,
      submissions_count: stats.get(problem.id)?.count ?? 0,
      accuracy: stats.get(problem.id)?.accuracy ?? 0,
      companies: details.companies,
      topics: details.topics,
      bookmarked: bookmark.length > 0,
      status,
    };
  });

  registry.implement('problem-bookmark', 'signed-in', async ({ input, user, database: { db } }) => {
    const { problem } = await readableProblem(db, { slug: input.path.slug }, user);
    if (input.query.type === 'add') {
      await db
        .insert(problemBookmarks)
        .values({ userId: user!.id, problemId: problem.id })
        .onConflictDoNothing();
      return { bookmarked: true };
    }
    await db
      .delete(problemBookmarks)
      .where(and(eq(problemBookmarks.userId, user!.id), eq(problemBookmarks.problemId, problem.id)));
    return { bookmarked: false };
  });

  registry.implement('problem-editorial', 'signed-in', async ({ input, user, database: { db } }) => {
    const { details } = await readableProblem(db, { slug: input.path.slug }, user);
    if (!details.editorial) throw notFound('This problem has no editorial yet.');
    return { author_full_solution: details.authorSolutions, editorial: { content: details.editorial } };
  });

  registry.implement('problem-hints', 'signed-in', async ({ input, user, database: { db } }) => {
    const { problem } = await readableProblem(db, { slug: input.path.slug }, user);
    const [hints, [unlock]] = await Promise.all([
      db
        .select()
        .from(problemHints)
        .where(eq(problemHints.problemId, problem.id))
        .orderBy(asc(problemHints.hintNo)),
      db
        .select()
        .from(hintUnlocks)
        .where(and(eq(hintUnlocks.userId, user!.id), eq(hintUnlocks.problemId, problem.id))),
    ]);
    const unlocked = unlock?.unlockedCount ?? 0;
    return {
      hints_count: hints.length,
      unlocked: hints
        .filter((hint) => hint.hintNo <= unlocked)
        .map((hint) => ({ hint_no: hint.hintNo, content: hint.content })),
    };
  });

  registry.implement('problem-hint', 'signed-in', async ({ input, user, database: { db } }) => {
    const { problem } = await readableProblem(db, { slug: input.path.slug }, user);
    const { hintNo } = input.path;
    const [hint] = await db
      .select()
      .from(problemHints)
      .where(and(eq(problemHints.problemId, problem.id), eq(problemHints.hintNo, hintNo)));
    if (!hint) throw notFound(`This problem has no hint ${hintNo}.`);
    const [unlock] = await db
      .select()
      .from(hintUnlocks)
      .where(and(eq(hintUnlocks.userId, user!.id), eq(hintUnlocks.problemId, problem.id)));
    const unlocked = unlock?.unlockedCount ?? 0;
    if (hintNo > unlocked + 1)
      throw new HttpError(409, 'hint_locked', `Open hint ${unlocked + 1} first: hints open one at a time.`);
    if (hintNo > unlocked) {
      await db
        .insert(hintUnlocks)
        .values({ userId: user!.id, problemId: problem.id, unlockedCount: hintNo })
        .onConflictDoUpdate({
          target: [hintUnlocks.userId, hintUnlocks.problemId],
          set: { unlockedCount: sql`greatest(${hintUnlocks.unlockedCount}, excluded.unlocked_count)` },
        });
    }
    return { hint_no: hint.hintNo, content: hint.content };
  });

  registry.implement('problem-hints-solution', 'signed-in', async ({ input, user, database: { db } }) => {
    const { problem, details } = await readableProblem(db, { slug: input.query.problem_slug }, user);
    // The solution in the language the learner last submitted in, when the author wrote one in it.
    const [latest] = await db
      .select({ language: submissions.language })
      .from(submissions)
      .where(and(eq(submissions.userId, user!.id), eq(submissions.problemId, problem.id)))
      .orderBy(desc(submissions.id))
      .limit(1);
    const available = contractLanguages.filter((language) => details.authorSolutions[language]);
    const language =
      available.find((candidate) => candidate === latest?.language) ?? (available[0] as ContractLanguage);
    const code = details.authorSolutions[language ?? ''];
    if (!language || !code) throw notFound('This problem has no published solution yet.');
    return { language, code };
  });

  registry.implement('problem-submission-detail', 'signed-in', async ({ input, user, database: { db } }) => {
    const { submission, handle } = await ownSubmission(db, user!, input.path.submissionId);
    return submissionDetail(submission, handle);
  });

  registry.implement('problem-submissions', 'signed-in', async ({ input, user, database: { db } }) => {
    const { problem } = await readableProblem(db, { id: input.path.id }, user);
    return submissionPage(db, {
      problemId: problem.id,
      userId: input.query.type === 'allSubmissions' ? null : user!.id,
      language: input.query.lang,
      afterKey: input.query.last_submission_key,
      afterTime: input.query.last_submission_key_time,
    });
  });

  registry.implement('problem-user-submissions', 'signed-in', async ({ input, user, database: { db } }) => {
    const { problem } = await readableProblem(db, { slug: input.path.slug }, user);
    return submissionPage(db, { problemId: problem.id, userId: user!.id });
  });

  registry.implement('problem-latest-submission', 'signed-in', async ({ input, user, database: { db } }) => {
    const { problem } = await readableProblem(db, { id: input.path.id }, user);
    const conditions = [
      eq(submissions.problemId, problem.id),
      eq(submissions.userId, user!.id),
      eq(submissions.kind, 'submit'),
    ];
    if (input.query.lang) conditions.push(eq(submissions.language, input.query.lang));
    const [row] = await db
      .select()
      .from(submissions)
      .where(and(...conditions))
      .orderBy(desc(submissions.id))
      .limit(1);
    return { submission: row ? submissionDetail(row, user!.handle) : null };
  });

  registry.implement('problem-related', 'public', async ({ input, user, database: { db } }) => {
    const { problem, details } = await readableProblem(db, { id: input.path.id }, user);
    // Problems sharing the most topics first, then the same difficulty, then the oldest.
    const overlaps = details.topics.length
      ? sql`${problemDetails.topics} && ARRAY[${sql.join(
          details.topics.map((topic) => sql`${topic}`),
          sql`, `,
        )}]::text[]`
      : sql`false`;
    const candidates = await db
      .select({ problem: problems, topics: problemDetails.topics })
      .from(problems)
      .leftJoin(problemDetails, eq(problemDetails.problemId, problems.id))
      .where(and(ne(problems.id, problem.id), eq(problems.published, true), eq(problems.isPublic, true)))
      .orderBy(
        desc(sql`coalesce(${overlaps}, false)`),
        desc(sql`${problems.difficulty} = ${problem.difficulty}`),
        asc(problems.id),
      )
      .limit(50);
    const sharedTopics = (topics: string[] | null) =>
      (topics ?? []).filter((topic) => details.topics.includes(topic)).length;
    const rows = candidates
      .map((row, order) => ({ ...row, order, shared: sharedTopics(row.topics) }))
      .sort((a, b) => b.shared - a.shared || a.order - b.order)
      .slice(0, 5);
    const ids = rows.map((row) => row.problem.id);
    const [attempts, stats] = await Promise.all([attemptsOf(db, user, ids), submissionStats(db, ids)]);
    return {
      results: rows.map((row) => ({
        id: row.problem.id,
        slug: row.problem.slug,
        title: row.problem.title,
        difficulty: row.problem.difficulty,
        tags: row.topics ?? [],
        accuracy: stats.get(row.problem.id)?.accuracy ?? 0,
        status: attempts.get(row.problem.id)?.status ?? ProblemAttemptStatus.UNATTEMPTED,
      })),
    };
  });

  registry.implement(
    'problem-compile-run',
    'signed-in',
    async ({ input, user, database: { db }, request }) => {
      const { problem } = await readableProblem(db, { slug: input.path.slug }, user);
      const submissionId = await startRun({
        db,
        judge,
        log: request.log,
        user: user!,
        problem,
        language: input.body.language,
        code: input.body.code,
        input: input.body.input,
      });
      return { submission_id: submissionId, status: 'queued' as const };
    },
    { config: { rateLimit: runRateLimit } },
  );

  registry.implement(
    'problem-submit',
    'signed-in',
    async ({ input, user, database: { db }, request }) => {
      const { problem } = await readableProblem(db, { slug: input.path.slug }, user);
      const submissionId = await startSubmission({
        db,
        judge,
        log: request.log,
        user: user!,
        problem,
        language: input.body.language,
        code: input.body.code,
        batchSlug: input.body.batch_slug,
        trackSlug: input.body.track_slug,
      });
      return { submission_id: submissionId, status: 'queued' as const };
    },
    { config: { rateLimit: submitRateLimit } },
  );

  registry.implement('problem-compile-run-result', 'signed-in', ({ input, user, database: { db } }) =>
    runResultOf(db, user!, input.body.submission_id, 'run'),
  );

  registry.implement('problem-submit-result', 'signed-in', ({ input, user, database: { db } }) =>
    runResultOf(db, user!, input.body.submission_id, 'submit'),
  );

  registerDailyProblemEndpoints(registry);
  registerAiSuggestionEndpoint(registry);
  registerExploreEndpoints(registry);
}
