import { availableParallelism } from 'node:os';
import type { ExecutionBackend } from './backend';
import { Judge0Backend, type Judge0Options } from './judge0-backend';
import { LocalBackend } from './local-backend';
import { WorkQueue } from './queue';
import type { SandboxMode } from './sandbox';
import {
  defaultLimits,
  type FailedVisibleTest,
  type JudgeLanguage,
  type JudgeLimits,
  type JudgeRequest,
  JudgeRequestError,
  type JudgeResult,
  type JudgeStatus,
  judgeLanguages,
  type RunRequest,
  type RunResult,
  type SandboxAvailability,
  type TestResult,
  type Verdict,
} from './types';

export interface JudgeOptions {
  /** Submissions judged at once (default: one per core). */
  workers?: number;
  /** Submissions that may wait for a worker before new ones are refused with `JudgeQueueFullError`. */
  queueLimit?: number;
  /** Which local sandbox to use; `none-refuse` never runs code. Ignored when `judge0Url` is set. */
  sandbox?: SandboxMode;
  /** Host uid/gid the sandbox runs as when the server runs as root (default 65534, nobody). */
  sandboxUid?: number;
  sandboxGid?: number;
  /** Send execution to this Judge0 instead of the local sandbox. */
  judge0Url?: string;
  judge0AuthToken?: string;
  judge0LanguageIds?: Judge0Options['languageIds'];
}

export interface Judge {
  /** Runs the source once on the given input (the editor's "Run" with custom input). */
  run(request: RunRequest): Promise<RunResult>;
  /** Compiles once and runs every test in order, stopping at the first failure. */
  judge(request: JudgeRequest): Promise<JudgeResult>;
  status(): Promise<JudgeStatus>;
  close(): Promise<void>;
}

/** The largest source the judge takes; the submit call refuses more before storing it. */
export const MAX_SOURCE_BYTES = 64 * 1024;
const maxShownBytes = 64 * 1024;

export function createJudge(options: JudgeOptions = {}): Judge {
  const workers = Math.max(1, options.workers ?? availableParallelism());
  const queue = new WorkQueue(workers, Math.max(0, options.queueLimit ?? workers * 16));
  const backend: ExecutionBackend = options.judge0Url
    ? new Judge0Backend({
        url: options.judge0Url,
        ...(options.judge0AuthToken ? { authToken: options.judge0AuthToken } : {}),
        ...(options.judge0LanguageIds ? { languageIds: options.judge0LanguageIds } : {}),
      })
    : new LocalBackend({
        mode: options.sandbox ?? 'auto',
        ...(options.sandboxUid !== undefined ? { uid: options.sandboxUid } : {}),
        ...(options.sandboxGid !== undefined ? { gid: options.sandboxGid } : {}),
      });

  return {
    async run(request) {
      const limits = validate(request.language, request.source, request.limits);
      return queue.push(async () => {
        const program = await backend.prepare(request.language, request.source, limits);
        try {
          if (program.compileFailed) return compileErrorRun(program.compileOutput);
          return await program.execute(request.stdin ?? '');
        } finally {
          await program.dispose();
        }
      });
    },

    async judge(request) {
      const limits = validate(request.language, request.source, request.limits);
      if (request.tests.length === 0) throw new JudgeRequestError('A submission needs at least one test.');
      return queue.push(async () => {
        const program = await backend.prepare(request.language, request.source, limits);
        try {
          if (program.compileFailed)
            return compileErrorJudgement(program.compileOutput, request.tests.length);
          const results: TestResult[] = [];
          for (const [index, test] of request.tests.entries()) {
            const run = await program.execute(test.input);
            if (run.status === 'compile_error')
              return compileErrorJudgement(run.compileOutput, request.tests.length);
            const verdict: Verdict =
              run.status === 'ok'
                ? sameOutput(run.stdout, test.expected)
                  ? 'correct'
                  : 'wrong_answer'
                : run.status;
            results.push({ index, verdict, cpuMs: run.cpuMs, wallMs: run.wallMs, memoryKb: run.memoryKb });
            if (verdict !== 'correct') {
              const failedTest: FailedVisibleTest | null = test.visible
                ? {
                    index,
                    input: test.input,
                    expected: test.expected,
                    got: run.stdout.slice(0, maxShownBytes),
                  }
                : null;
              return judgement(verdict, results, request.tests.length, {
                failedTestIndex: index,
                failedTest,
                compileOutput: program.compileOutput,
                stderr: test.visible ? run.stderr.trim().slice(0, 4096) : '',
              });
            }
          }
          return judgement('correct', results, request.tests.length, {
            failedTestIndex: null,
            failedTest: null,
            compileOutput: program.compileOutput,
            stderr: '',
          });
        } finally {
          await program.dispose();
        }
      });
    },

    async status() {
      const sandbox: SandboxAvailability = await backend.availability();
      return {
        backend: backend.name,
        sandbox,
        workers: queue.workers,
        running: queue.running,
        queued: queue.queued,
        queueLimit: queue.queueLimit,
      };
    },

    async close() {
      await queue.close();
      await backend.close();
    },
  };
}

/** Lines compared without trailing spaces, and without trailing blank lines, the way judges usually do. */
export function sameOutput(got: string, expected: string): boolean {
  const normalize = (text: string) =>
    text
      .replace(/\r\n?/g, '\n')
      .split('\n')
      .map((line) => line.trimEnd())
      .join('\n')
      .replace(/\n+$/, '');
  return normalize(got) === normalize(expected);
}

function validate(
  language: JudgeLanguage,
  source: string,
  limits: JudgeLimits | undefined,
): Required<JudgeLimits> {
  if (!judgeLanguages.includes(language)) {
    throw new JudgeRequestError(
      `Unknown language "${String(language)}"; use one of ${judgeLanguages.join(', ')}.`,
    );
  }
  if (Buffer.byteLength(source) > MAX_SOURCE_BYTES) {
    throw new JudgeRequestError(`The source is larger than ${MAX_SOURCE_BYTES / 1024} KiB.`);
  }
  const merged = { ...defaultLimits, ...limits };
  const bounded = (value: number, min: number, max: number) =>
    Math.min(max, Math.max(min, Math.round(value)));
  return {
    timeMs: bounded(merged.timeMs, 100, 15_000),
    memoryMb: bounded(merged.memoryMb, 16, 2048),
    outputBytes: bounded(merged.outputBytes, 1024, 64 * 1024 * 1024),
    processes: bounded(merged.processes, 1, 256),
    languageTimeMs: merged.languageTimeMs == null ? null : bounded(merged.languageTimeMs, 100, 30_000),
  };
}

function compileErrorRun(compileOutput: string): RunResult {
  return {
    status: 'compile_error',
    stdout: '',
    stderr: '',
    compileOutput,
    exitCode: null,
    signal: null,
    cpuMs: 0,
    wallMs: 0,
    memoryKb: 0,
  };
}

function compileErrorJudgement(compileOutput: string, total: number): JudgeResult {
  return judgement('compile_error', [], total, {
    failedTestIndex: null,
    failedTest: null,
    compileOutput,
    stderr: '',
  });
}

function judgement(
  verdict: Verdict,
  tests: TestResult[],
  total: number,
  rest: Pick<JudgeResult, 'failedTestIndex' | 'failedTest' | 'compileOutput' | 'stderr'>,
): JudgeResult {
  return {
    verdict,
    tests,
    passed: tests.filter((test) => test.verdict === 'correct').length,
    total,
    ...rest,
    maxCpuMs: Math.max(0, ...tests.map((test) => test.cpuMs)),
    maxWallMs: Math.max(0, ...tests.map((test) => test.wallMs)),
  };
}
