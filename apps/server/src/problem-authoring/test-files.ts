import type { JudgeLanguage } from '@learnforge/domain';
import { and, asc, eq, max } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { problemTestFiles } from '../db/schema';
import { problemTestFileMeta, problemTestFileOperations } from '../db/schema-problem-authoring';
import { HttpError, notFound } from '../http/errors';
import { JudgeRequestError, sameOutput } from '../judge';
import { type LazyJudge, toJudgeLanguage } from '../problems/judge-service';
import type { JobQueue, JudgeJob } from '../queue/queue';
import { type LoadedProblem, languagesOf, loadProblem } from './store';

/** Each of a test's two files; the judge keeps tests in the database, so they stay modest. */
export const TEST_FILE_MAX_BYTES = 4 * 1024 * 1024;
const TEST_FILE_EXTENSIONS = ['', '.txt', '.in', '.out', '.ans'];

export type Operation = 'upload' | 'validate' | 'generate_output';

export async function testFilesOf(db: Db, problemId: number) {
  const rows = await db
    .select({ file: problemTestFiles, meta: problemTestFileMeta })
    .from(problemTestFiles)
    .leftJoin(
      problemTestFileMeta,
      and(
        eq(problemTestFileMeta.problemId, problemTestFiles.problemId),
        eq(problemTestFileMeta.n, problemTestFiles.n),
      ),
    )
    .where(eq(problemTestFiles.problemId, problemId))
    .orderBy(asc(problemTestFiles.n));
  return rows.map(({ file, meta }) => ({ file, meta }));
}

export type TestFileRow = Awaited<ReturnType<typeof testFilesOf>>[number];

export function testFileOut({ file, meta }: TestFileRow) {
  return {
    n: file.n,
    input_name: meta?.inputName ?? `input${file.n}.txt`,
    output_name: meta?.outputName ?? `output${file.n}.txt`,
    input_bytes: Buffer.byteLength(file.input),
    output_bytes: Buffer.byteLength(file.output),
    is_sample: file.isSample,
    strength: meta?.strength ?? 1,
    judges_learners: file.judgesLearners,
  };
}

export async function oneTestFile(db: Db, problemId: number, n: number): Promise<TestFileRow> {
  const found = (await testFilesOf(db, problemId)).find((row) => row.file.n === n);
  if (!found) throw notFound(`Test ${n} does not exist.`);
  return found;
}

/** Text only: UTF-8 without NUL bytes, under the size cap, with a test-like name. */
export async function readTestFile(file: File, field: 'input' | 'output'): Promise<string> {
  if (file.size > TEST_FILE_MAX_BYTES)
    throw new HttpError(
      413,
      'file_too_large',
      `${file.name} is larger than ${TEST_FILE_MAX_BYTES / (1024 * 1024)} MB.`,
      { [field]: 'The file is too large.' },
    );
  const extension = /\.[^.]+$/.exec(file.name)?.[0]?.toLowerCase() ?? '';
  const bytes = new Uint8Array(await file.arrayBuffer());
  let text: string | null = null;
  if (TEST_FILE_EXTENSIONS.includes(extension) && !bytes.includes(0)) {
    try {
      text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    } catch {
      text = null;
    }
  }
  if (text === null)
    throw new HttpError(
      415,
      'unsupported_file_type',
      `${file.name} is not a test file: upload UTF-8 text named .txt, .in, .out or .ans (or with no extension).`,
      { [field]: 'Not a text test file.' },
    );
  return text;
}

export async function setOperation(
  db: Db,
  problemId: number,
  n: number,
  operation: Operation,
  status: 'queued' | 'running' | 'done' | 'failed',
  message: string | null,
) {
  await db
    .insert(problemTestFileOperations)
    .values({ problemId, n, operation, status, message, updatedAt: new Date() })
    .onConflictDoUpdate({
      target: [
        problemTestFileOperations.problemId,
        problemTestFileOperations.n,
        problemTestFileOperations.operation,
      ],
      set: { status, message, updatedAt: new Date() },
    });
}

/** Checks that need no judge: both files have content and the output ends its last line. */
export function validateTest(input: string, output: string): string | null {
  if (input.trim() === '') return 'The input file is empty.';
  if (output.trim() === '') return 'The output file is empty.';
  if (input.includes('\r'))
    return 'The input has Windows line endings (\\r\\n): save it with \\n line endings.';
  return null;
}

export async function nextTestNumber(db: Db, problemId: number): Promise<number> {
  const [row] = await db
    .select({ n: max(problemTestFiles.n) })
    .from(problemTestFiles)
    .where(eq(problemTestFiles.problemId, problemId));
  return (row?.n ?? 0) + 1;
}

/** The first language (in the problem's order) with a reference solution. */
function referenceSolution(loaded: LoadedProblem): { language: JudgeLanguage; source: string } | null {
  for (const language of languagesOf(loaded.authoring)) {
    const source = loaded.details.authorSolutions[language];
    if (source?.trim()) return { language, source };
  }
  return null;
}

/**
 * Queues the check that the reference solution prints the test's uploaded output (ADR 0045: a judge job, so
 * only processes with judge workers run it); the status call reports its progress.
 */
export async function startOutputCheck(
  db: Db,
  queue: JobQueue,
  log: FastifyBaseLogger,
  loaded: LoadedProblem,
  n: number,
): Promise<void> {
  const problemId = loaded.problem.id;
  if (!referenceSolution(loaded)) {
    // Nothing to check against yet; saving a reference solution starts the check.
    await db
      .delete(problemTestFileOperations)
      .where(
        and(
          eq(problemTestFileOperations.problemId, problemId),
          eq(problemTestFileOperations.n, n),
          eq(problemTestFileOperations.operation, 'generate_output'),
        ),
      );
    return;
  }
  await setOperation(db, problemId, n, 'generate_output', 'queued', null);
  try {
    await queue.send('judge', { outputCheck: { problemId, n } } satisfies JudgeJob);
  } catch (error) {
    log.error({ err: error, problemId, n }, 'could not queue a test output check');
    await setOperation(
      db,
      problemId,
      n,
      'generate_output',
      'failed',
      'The check could not be queued: upload the test again.',
    );
  }
}

/**
 * The judge job of an output check. It reads the test and the reference solution as they are now, so a check
 * queued before a newer upload or a new reference still reports on what the problem holds. Throws to have the
 * job retried; on its last attempt the check fails with the reason.
 */
export async function runOutputCheck(
  context: { db: Db; judge: LazyJudge; log: FastifyBaseLogger },
  job: { problemId: number; n: number; isLastAttempt: boolean },
): Promise<void> {
  const { db, log } = context;
  const { problemId, n } = job;
  const loaded = await loadProblem(db, problemId).catch(() => null);
  const reference = loaded && referenceSolution(loaded);
  const test = (await testFilesOf(db, problemId)).find((row) => row.file.n === n);
  if (!loaded || !reference || !test) return;
  try {
    await setOperation(db, problemId, n, 'generate_output', 'running', null);
    const result = await context.judge.get().run({
      language: toJudgeLanguage(reference.language),
      source: reference.source,
      stdin: test.file.input,
      limits: { timeMs: 10_000, memoryMb: loaded.problem.memoryLimitMb },
    });
    if (result.status !== 'ok')
      await setOperation(
        db,
        problemId,
        n,
        'generate_output',
        'failed',
        `The ${reference.language} reference solution ended with ${result.status.replace('_', ' ')}.`,
      );
    else if (!sameOutput(result.stdout, test.file.output))
      await setOperation(
        db,
        problemId,
        n,
        'generate_output',
        'failed',
        `The ${reference.language} reference solution prints something else: ${result.stdout.slice(0, 200).trimEnd()}`,
      );
    else {
      // The check's "done" and the test's release commit together: a setter (or a poll) that reads "done"
      // never finds the test still held out of learners' verdicts.
      await db.transaction(async (tx) => {
        await setOperation(
          tx,
          problemId,
          n,
          'generate_output',
          'done',
          `The ${reference.language} reference solution prints this output.`,
        );
        await releaseIfChecked(tx, problemId, n);
      });
    }
  } catch (error) {
    if (!(error instanceof JudgeRequestError) && !job.isLastAttempt) {
      await setOperation(db, problemId, n, 'generate_output', 'queued', null);
      throw error;
    }
    const message =
      error instanceof Error ? error.message : 'The judge could not run the reference solution.';
    await setOperation(db, problemId, n, 'generate_output', 'failed', message).catch((storeError: unknown) =>
      log.error({ err: storeError, problemId, n }, 'could not store a test output check'),
    );
  }
}

/**
 * A held-out test starts judging learners once its format check and reference-output check have both
 * passed. A test that judged learners before keeps doing so while a new reference solution re-checks
 * it: the test was proven once, and holding every test out during a re-check would judge on none.
 */
async function releaseIfChecked(db: Db, problemId: number, n: number): Promise<void> {
  const checks = (await operationsOf(db, problemId)).filter((operation) => operation.n === n);
  const passed = (operation: Operation) =>
    checks.some((check) => check.operation === operation && check.status === 'done');
  if (!passed('validate') || !passed('generate_output')) return;
  await db
    .update(problemTestFiles)
    .set({ judgesLearners: true })
    .where(and(eq(problemTestFiles.problemId, problemId), eq(problemTestFiles.n, n)));
}

export async function operationsOf(db: Db, problemId: number) {
  return db
    .select()
    .from(problemTestFileOperations)
    .where(eq(problemTestFileOperations.problemId, problemId));
}

/** Why the problem cannot be published yet, one sentence per reason; empty when it can. */
export async function validationErrors(db: Db, loaded: LoadedProblem): Promise<string[]> {
  const { problem, details } = loaded;
  const errors: string[] = [];
  if (problem.title.trim() === '') errors.push('The title is empty.');
  if (problem.statement.trim() === '') errors.push('The statement is empty.');
  if (details.inputFormat.trim() === '') errors.push('The input format is empty.');
  if (details.outputFormat.trim() === '') errors.push('The output format is empty.');
  const tests = await testFilesOf(db, problem.id);
  if (tests.length === 0) errors.push('There are no test files: upload at least one input and output pair.');
  else if (!tests.some((test) => test.file.isSample))
    errors.push('No test is marked as a sample: learners need at least one example.');
  if (!referenceSolution(loaded))
    errors.push('There is no reference solution: add one in at least one language.');
  const failed = (await operationsOf(db, problem.id))
    .filter((operation) => operation.status === 'failed' && operation.operation !== 'upload')
    .sort((a, b) => a.n - b.n);
  const heldOut = new Set(tests.filter(({ file }) => !file.judgesLearners).map(({ file }) => file.n));
  for (const operation of failed) {
    const held = heldOut.has(operation.n) ? ' It does not judge learners until its checks pass.' : '';
    errors.push(`Test ${operation.n}: ${operation.message ?? 'a check failed.'}${held}`);
  }
  const failedTests = new Set(failed.map((operation) => operation.n));
  for (const { file } of tests) {
    if (file.judgesLearners || failedTests.has(file.n)) continue;
    errors.push(
      `Test ${file.n} is held out of learners' verdicts until its checks pass: ${
        referenceSolution(loaded)
          ? 'its reference-output check is still running.'
          : 'add a reference solution to check it.'
      }`,
    );
  }
  return errors;
}
