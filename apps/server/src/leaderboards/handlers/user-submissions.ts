import { and, desc, eq, lt } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { problems, submissions, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { hiddenWhileContestRuns } from '../../problems/submission-views';

type ShownVerdict = 'correct' | 'wrong' | 'time_limit' | 'memory_limit' | 'runtime_error' | 'compile_error';

/**
 * A ranked learner's judged submissions, newest first, opened from a leaderboard row: which published
 * problem, in what language, with what verdict and when; never the code (that stays the author's), and
 * nothing from a contest that is still running.
 */
export const handleLeaderboardUserProblemSubmissions: Handler<
  'leaderboard-user-problem-submissions'
> = async ({ input, user, database: { db } }) => {
  const { handle, last_evaluated_key: key, page_size: pageSize } = input.body;
  const after = key === undefined ? null : Number(key);
  if (after !== null && !(Number.isInteger(after) && after > 0))
    throw badRequest('The page key is not valid.');
  const [owner] = await db.select({ id: users.id }).from(users).where(eq(users.handle, handle)).limit(1);
  if (!owner) throw notFound('There is no learner with that handle.');
  const rows = await db
    .select({
      id: submissions.id,
      slug: problems.slug,
      title: problems.title,
      language: submissions.language,
      verdict: submissions.verdict,
      createdAt: submissions.createdAt,
    })
    .from(submissions)
    .innerJoin(problems, eq(problems.id, submissions.problemId))
    .where(
      and(
        eq(submissions.userId, owner.id),
        eq(submissions.kind, 'submit'),
        eq(submissions.status, 'done'),
        eq(problems.published, true),
        hiddenWhileContestRuns(user.id),
        after === null ? undefined : lt(submissions.id, after),
      ),
    )
    .orderBy(desc(submissions.id))
    .limit(pageSize + 1);
  const page = rows.slice(0, pageSize);
  return {
    submissions: page.map((row) => ({
      problem_slug: row.slug,
      problem_title: row.title,
      language: row.language,
      verdict: (row.verdict ?? 'wrong') as ShownVerdict,
      submitted_at: row.createdAt.toISOString(),
    })),
    last_evaluated_key: rows.length > pageSize ? String(page.at(-1)!.id) : null,
  };
};
