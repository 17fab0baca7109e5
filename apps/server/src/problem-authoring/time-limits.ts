import type { JudgeLanguage } from '@learnforge/domain';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { badRequest, HttpError } from '../http/errors';
import { JudgeRequestError } from '../judge';
import { ensureJudgeAvailable, type LazyJudge, toJudgeLanguage } from '../problems/judge-service';
import { JobNotFinishedError, type JobQueue, type JudgeJob } from '../queue/queue';
import { type LoadedProblem, languagesOf, loadProblem } from './store';
import { testFilesOf } from './test-files';

/** Room the reference run gets: generous, so a slow reference still finishes and can be measured. */
const MEASURE_LIMIT_MS = 10_000;

/** Twice the slowest test of the reference, rounded up to 100 ms, within what the limit calls accept. */
function suggestLimit(maxCpuMs: number): number {
  return Math.min(20_000, Math.max(500, Math.ceil((2 * maxCpuMs) / 100) * 100));
}

function referencesOf(loaded: LoadedProblem) {
  return languagesOf(loaded.authoring).flatMap((language) => {
    const source = loaded.details.authorSolutions[language];
    return source?.trim() ? [{ language, source }] : [];
  });
}

type Measured =
  | { results: { language: JudgeLanguage; time_limit_ms: number }[] }
  /** The setter's to fix (a reference that fails a test): said as a 400, never retried. */
  | { refusal: string };

/**
 * Runs each reference solution on every test on the real judge and suggests a limit per language. The runs
 * are a judge job (ADR 0045) the request waits for, so only processes with judge workers run setter code.
 * A reference that fails a test is an error, not a measurement.
 */
export async function calculateTimeLimits(
  db: Db,
  { config, queue, judge }: { config: Config; queue: JobQueue; judge: LazyJudge },
  loaded: LoadedProblem,
) {
  const tests = await testFilesOf(db, loaded.problem.id);
  if (tests.length === 0)
    throw badRequest('Upload test files first: the time limit comes from running them.');
  if (referencesOf(loaded).length === 0)
    throw badRequest('Add a reference solution first: the time limit comes from running it.');
  if (config.judgeWorkers > 0) await ensureJudgeAvailable(judge.get());
  let measured: Measured;
  try {
    measured = await queue.sendAndWait<Measured>(
      'judge',
      { timeLimits: { problemId: loaded.problem.id } } satisfies JudgeJob,
      config.judgeJobTimeoutSeconds * 1000,
    );
  } catch (error) {
    if (!(error instanceof JobNotFinishedError)) throw error;
    throw new HttpError(
      503,
      'judge_unavailable',
      `The judge could not measure the time limits: ${error.message}`,
    );
  }
  if ('refusal' in measured) throw badRequest(measured.refusal);
  return measured.results;
}

/** The judge job behind `calculateTimeLimits`; judge trouble (busy, sandbox down) throws and is retried. */
export async function measureTimeLimits(
  db: Db,
  lazy: LazyJudge,
  { problemId }: { problemId: number },
): Promise<Measured> {
  const loaded = await loadProblem(db, problemId);
  const tests = await testFilesOf(db, problemId);
  const judge = lazy.get();
  try {
    return {
      results: await Promise.all(
        referencesOf(loaded).map(async ({ language, source }) => {
          const result = await judge.judge({
            language: toJudgeLanguage(language),
            source,
            tests: tests.map(({ file }) => ({ input: file.input, expected: file.output, visible: false })),
            limits: { timeMs: MEASURE_LIMIT_MS, memoryMb: loaded.problem.memoryLimitMb },
          });
          if (result.verdict !== 'correct')
            throw new JudgeRequestError(
              `The ${language} reference solution does not pass test ${tests[result.failedTestIndex ?? 0]?.file.n ?? '?'} (${result.verdict.replace('_', ' ')}): fix it before measuring.`,
            );
          return { language, time_limit_ms: suggestLimit(result.maxCpuMs) };
        }),
      ),
    };
  } catch (error) {
    if (error instanceof JudgeRequestError) return { refusal: error.message };
    throw error;
  }
}
