import { JUDGE_LANGUAGES, ProblemAttemptStatus } from '@learnforge/domain';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import { isAiConfigured } from '../../ai/provider';
import type { Handler, PublicHandler } from '../../api/registry';
import { problemBookmarks, problemDetails, problems, problemTestFiles } from '../../db/schema';
import { notFound } from '../../http/errors';
import { defaultLimits } from '../../judge';
import { draftEntityId, draftsOf } from '../code-drafts';
import {
  attemptStatusOf,
  attemptsOf,
  opensProblem,
  readableProblem,
  refuseHelpDuringContest,
  submissionStats,
} from '../queries';
import { limitsOf } from '../runner';

export const handleProblemDetail: PublicHandler<'problem-detail'> = async ({
  input,
  user,
  config,
  database: { db },
}) => {
  const { problem, details } = await readableProblem(db, { slug: input.path.slug }, user, { preview: true });
  // A locked premium problem shows what it is (title, difficulty, topics, accuracy), never what it asks.
  const locked = !opensProblem(problem, user);
  const [samples, attempts, stats, drafts] = await Promise.all([
    locked
      ? Promise.resolve([])
      : db
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
    user && !locked ? draftsOf(db, user.id, problem.id) : {},
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
      premium: problem.premium,
      statement: locked ? '' : problem.statement,
      input_format: locked ? '' : details.inputFormat,
      output_format: locked ? '' : details.outputFormat,
      constraints: locked ? '' : details.constraints,
      samples,
      languages: [...JUDGE_LANGUAGES],
      templates: locked ? {} : details.templates,
      is_public: problem.isPublic,
      time_limit_ms: limitsOf(problem, 'cpp').timeMs ?? defaultLimits.timeMs,
      memory_limit_mb: problem.memoryLimitMb,
      ai_available: isAiConfigured(config),
      locked,
    },
    metaData: {
      problemUserScore: attempt?.score ?? 0,
      solvedProblemId: attempt?.solvedSubmissionId ?? null,
      userEntityId: user && !locked ? draftEntityId(problem.id, user.id) : null,
      drafts,
    },
  };
};

export const handleProblemMetainfo: PublicHandler<'problem-metainfo'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { problem, details } = await readableProblem(db, { slug: input.path.slug }, user, { preview: true });
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
};

export const handleProblemBookmark: Handler<'problem-bookmark'> = async ({
  input,
  user,
  database: { db },
}) => {
  // A locked premium problem can still be saved for later.
  const { problem } = await readableProblem(db, { slug: input.path.slug }, user, { preview: true });
  if (input.query.type === 'add') {
    await db
      .insert(problemBookmarks)
      .values({ userId: user.id, problemId: problem.id })
      .onConflictDoNothing();
    return { bookmarked: true };
  }
  await db
    .delete(problemBookmarks)
    .where(and(eq(problemBookmarks.userId, user.id), eq(problemBookmarks.problemId, problem.id)));
  return { bookmarked: false };
};

export const handleProblemEditorial: Handler<'problem-editorial'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { problem, details } = await readableProblem(db, { slug: input.path.slug }, user);
  await refuseHelpDuringContest(db, problem.id, user);
  if (!details.editorial) throw notFound('This problem has no editorial yet.');
  return { author_full_solution: details.authorSolutions, editorial: { content: details.editorial } };
};

export const handleProblemRelated: PublicHandler<'problem-related'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { problem, details } = await readableProblem(db, { id: input.path.id }, user, { preview: true });
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
      premium: row.problem.premium,
    })),
  };
};
