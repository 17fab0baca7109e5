import type { Db } from '../db/client';
import { badRequest, HttpError } from '../http/errors';
import { JudgeQueueFullError, JudgeRequestError, JudgeUnavailableError } from '../judge';
import { ensureJudgeAvailable, type LazyJudge, toJudgeLanguage } from '../problems/judge-service';
import { type LoadedProblem, languagesOf } from './store';
import { testFilesOf } from './test-files';

/** Room the reference run gets: generous, so a slow reference still finishes and can be measured. */
const MEASURE_LIMIT_MS = 10_000;

/** Twice the slowest test of the reference, rounded up to 100 ms, within what the limit calls accept. */
function suggestLimit(maxCpuMs: number): number {
  return Math.min(20_000, Math.max(500, Math.ceil((2 * maxCpuMs) / 100) * 100));
}

/**
 * Runs each reference solution on every test on the real judge and suggests a limit per language.
 * A reference that fails a test is an error, not a measurement.
 */
export async function calculateTimeLimits(db: Db, lazy: LazyJudge, loaded: LoadedProblem) {
  const tests = await testFilesOf(db, loaded.problem.id);
  if (tests.length === 0)
    throw badRequest('Upload test files first: the time limit comes from running them.');
  const references = languagesOf(loaded.authoring).flatMap((language) => {
    const source = loaded.details.authorSolutions[language];
    return source?.trim() ? [{ language, source }] : [];
  });
  if (references.length === 0)
    throw badRequest('Add a reference solution first: the time limit comes from running it.');
  const judge = lazy.get();
  await ensureJudgeAvailable(judge);
  try {
    return await Promise.all(
      references.map(async ({ language, source }) => {
        const result = await judge.judge({
          language: toJudgeLanguage(language),
          source,
          tests: tests.map(({ file }) => ({ input: file.input, expected: file.output, visible: false })),
          limits: { timeMs: MEASURE_LIMIT_MS, memoryMb: loaded.problem.memoryLimitMb },
        });
        if (result.verdict !== 'correct')
          throw badRequest(
            `The ${language} reference solution does not pass test ${tests[result.failedTestIndex ?? 0]?.file.n ?? '?'} (${result.verdict.replace('_', ' ')}): fix it before measuring.`,
          );
        return { language, time_limit_ms: suggestLimit(result.maxCpuMs) };
      }),
    );
  } catch (error) {
    if (error instanceof JudgeQueueFullError) throw new HttpError(429, 'queue_full', error.message);
    if (error instanceof JudgeUnavailableError) throw new HttpError(503, 'judge_unavailable', error.message);
    if (error instanceof JudgeRequestError) throw badRequest(error.message);
    throw error;
  }
}
