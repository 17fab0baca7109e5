import { eq } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { problems } from '../../db/schema';
import { badRequest } from '../../http/errors';
import type { LazyJudge } from '../../problems/judge-service';
import { change } from '../problem-form';
import { languagesOf, loadProblem, problemOut } from '../store';
import { calculateTimeLimits } from '../time-limits';

export const handleAdminProblemTimeLimit: Handler<'admin-problem-time-limit'> = async ({
  input,
  database,
  user,
}) => {
  const { loaded } = await change(database.db, input.path.id, user, async (tx) => {
    // One limit for every language: per-language overrides go.
    await tx
      .update(problems)
      .set({ timeLimits: { default: input.body.time_limit_ms } })
      .where(eq(problems.id, input.path.id));
  });
  return { time_limits_ms: problemOut(loaded).time_limits_ms };
};

export const handleAdminProblemTimeLimitLanguage: Handler<'admin-problem-time-limit-language'> = async ({
  input,
  database,
  user,
}) => {
  const { id: problemId, language } = input.path;
  const { loaded } = await change(database.db, problemId, user, async (tx, before) => {
    if (!languagesOf(before.authoring).includes(language))
      throw badRequest(`${language} is not one of this problem's languages.`, {
        language: 'Not offered.',
      });
    const stored = { ...(before.problem.timeLimits as Record<string, number>) };
    stored[language] = input.body.time_limit_ms;
    await tx.update(problems).set({ timeLimits: stored }).where(eq(problems.id, problemId));
  });
  return { time_limits_ms: problemOut(loaded).time_limits_ms };
};

export const handleAdminProblemCalculateTimeLimit =
  (judge: LazyJudge): Handler<'admin-problem-calculate-time-limit'> =>
  async ({ input, database, config, request }) => {
    const loaded = await loadProblem(database.db, input.path.id);
    const queue = request.server.jobQueue;
    return { results: await calculateTimeLimits(database.db, { config, queue, judge }, loaded) };
  };
