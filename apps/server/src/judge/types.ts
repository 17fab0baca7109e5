import { JUDGE_LANGUAGE_INFO, type JudgeRuntime } from '@learnforge/domain';

/** The toolchains the judge runs: one per judge language of the domain (`python3` runs on `python`). */
export type JudgeLanguage = JudgeRuntime;
export const judgeLanguages: readonly JudgeLanguage[] = [
  ...new Set(Object.values(JUDGE_LANGUAGE_INFO).map((language) => language.runtime)),
];

/** What a submission or custom run may use. The time limit is the base for C++; see `languages.ts` for multipliers. */
export interface JudgeLimits {
  /** Base CPU time per test in milliseconds (default 2000). */
  timeMs?: number;
  /** Memory per test in MiB (default 256). */
  memoryMb?: number;
  /** Bytes of standard output per test (default 1 MiB). */
  outputBytes?: number;
  /** Processes and threads the program may create (default 32, more for the JVM and Node's own threads). */
  processes?: number;
  /**
   * A problem setter's own CPU limit for this language, used as it is instead of the scaled base: it was
   * measured on this language's runtime (calculate-time-limit), start-up included.
   */
  languageTimeMs?: number | null;
}

export const defaultLimits: Required<JudgeLimits> = {
  timeMs: 2000,
  memoryMb: 256,
  outputBytes: 1024 * 1024,
  processes: 32,
  languageTimeMs: null,
};

export type Verdict =
  | 'correct'
  | 'wrong_answer'
  | 'time_limit'
  | 'memory_limit'
  | 'runtime_error'
  | 'compile_error'
  | 'output_limit';

/** How one execution ended, before any comparison with an expected output. */
export type RunStatus =
  | 'ok'
  | 'time_limit'
  | 'memory_limit'
  | 'runtime_error'
  | 'compile_error'
  | 'output_limit';

export interface RunRequest {
  language: JudgeLanguage;
  source: string;
  stdin?: string;
  limits?: JudgeLimits;
}

export interface RunResult {
  status: RunStatus;
  stdout: string;
  stderr: string;
  /** Compiler (or syntax check) messages; empty when it compiled cleanly. */
  compileOutput: string;
  exitCode: number | null;
  signal: number | null;
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
}

interface JudgeTest {
  input: string;
  expected: string;
  /** Visible tests (the examples) may be shown to the learner when they fail; hidden ones never are. */
  visible: boolean;
}

export interface JudgeRequest {
  language: JudgeLanguage;
  source: string;
  tests: JudgeTest[];
  limits?: JudgeLimits;
}

export interface TestResult {
  index: number;
  verdict: Verdict;
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
}

export interface FailedVisibleTest {
  index: number;
  input: string;
  expected: string;
  got: string;
}

export interface JudgeResult {
  verdict: Verdict;
  /** Results of the tests that ran, in order; judging stops at the first failure. */
  tests: TestResult[];
  passed: number;
  total: number;
  /** Index of the first failing test, visible or not. */
  failedTestIndex: number | null;
  /** The first failing test when it is a visible one: what it was given, expected and printed. */
  failedTest: FailedVisibleTest | null;
  compileOutput: string;
  /** Standard error of the failing test (trimmed), to help explain a runtime error. */
  stderr: string;
  maxCpuMs: number;
  maxWallMs: number;
}

export type SandboxKind = 'bwrap' | 'unshare';

export interface SandboxAvailability {
  available: boolean;
  kind: SandboxKind | null;
  /** Why code cannot run here, or which sandbox is used. */
  reason: string;
}

export interface JudgeStatus {
  backend: 'local' | 'judge0';
  sandbox: SandboxAvailability | null;
  workers: number;
  running: number;
  queued: number;
  queueLimit: number;
}

/** The HTTP layer answers 429 to this one. */
export class JudgeQueueFullError extends Error {
  readonly code = 'queue_full' as const;
  constructor(queueLimit: number) {
    super(`The judge is busy: ${queueLimit} submissions are already waiting. Try again in a moment.`);
    this.name = 'JudgeQueueFullError';
  }
}

/** No sandbox works on this machine (or the deployment chose not to run code); the HTTP layer answers 503. */
export class JudgeUnavailableError extends Error {
  readonly code = 'judge_unavailable' as const;
  constructor(reason: string) {
    super(`Code execution is unavailable: ${reason}`);
    this.name = 'JudgeUnavailableError';
  }
}

/** The request itself is wrong (unknown language, no tests, source too large); the HTTP layer answers 400. */
export class JudgeRequestError extends Error {
  readonly code = 'invalid_judge_request' as const;
  constructor(message: string) {
    super(message);
    this.name = 'JudgeRequestError';
  }
}

/** The judge has been closed. */
export class JudgeClosedError extends Error {
  readonly code = 'judge_closed' as const;
  constructor() {
    super('The judge has been shut down.');
    this.name = 'JudgeClosedError';
  }
}
