import { JUDGE_LANGUAGES, type JudgeLanguage } from '@learnforge/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { hintUnlocks, problemHints, submissions } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { readableProblem, refuseHelpDuringContest } from '../queries';

export const handleProblemHints: Handler<'problem-hints'> = async ({ input, user, database: { db } }) => {
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
      .where(and(eq(hintUnlocks.userId, user.id), eq(hintUnlocks.problemId, problem.id))),
  ]);
  const unlocked = unlock?.unlockedCount ?? 0;
  return {
    hints_count: hints.length,
    unlocked: hints
      .filter((hint) => hint.hintNo <= unlocked)
      .map((hint) => ({ hint_no: hint.hintNo, content: hint.content })),
  };
};

export const handleProblemHint: Handler<'problem-hint'> = async ({ input, user, database: { db } }) => {
  const { problem } = await readableProblem(db, { slug: input.path.slug }, user);
  await refuseHelpDuringContest(db, problem.id, user);
  const { hintNo } = input.path;
  const [hint] = await db
    .select()
    .from(problemHints)
    .where(and(eq(problemHints.problemId, problem.id), eq(problemHints.hintNo, hintNo)));
  if (!hint) throw notFound(`This problem has no hint ${hintNo}.`);
  const [unlock] = await db
    .select()
    .from(hintUnlocks)
    .where(and(eq(hintUnlocks.userId, user.id), eq(hintUnlocks.problemId, problem.id)));
  const unlocked = unlock?.unlockedCount ?? 0;
  if (hintNo > unlocked + 1)
    throw new HttpError(409, 'hint_locked', `Open hint ${unlocked + 1} first: hints open one at a time.`);
  if (hintNo > unlocked) {
    await db
      .insert(hintUnlocks)
      .values({ userId: user.id, problemId: problem.id, unlockedCount: hintNo })
      .onConflictDoUpdate({
        target: [hintUnlocks.userId, hintUnlocks.problemId],
        set: { unlockedCount: sql`greatest(${hintUnlocks.unlockedCount}, excluded.unlocked_count)` },
      });
  }
  return { hint_no: hint.hintNo, content: hint.content };
};

export const handleProblemHintsSolution: Handler<'problem-hints-solution'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { problem, details } = await readableProblem(db, { slug: input.query.problem_slug }, user);
  await refuseHelpDuringContest(db, problem.id, user);
  // The solution in the language the learner last submitted in, when the author wrote one in it.
  const [latest] = await db
    .select({ language: submissions.language })
    .from(submissions)
    .where(and(eq(submissions.userId, user.id), eq(submissions.problemId, problem.id)))
    .orderBy(desc(submissions.id))
    .limit(1);
  const available = JUDGE_LANGUAGES.filter((language) => details.authorSolutions[language]);
  const language =
    available.find((candidate) => candidate === latest?.language) ?? (available[0] as JudgeLanguage);
  const code = details.authorSolutions[language ?? ''];
  if (!language || !code) throw notFound('This problem has no published solution yet.');
  return { language, code };
};
