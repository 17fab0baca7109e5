import type { ExecutionBackend, PreparedProgram } from './backend';
import { languageSpecs } from './languages';
import { cpuLimitMs } from './local-backend';
import {
  type JudgeLanguage,
  type JudgeLimits,
  JudgeUnavailableError,
  type RunResult,
  type RunStatus,
  type SandboxAvailability,
} from './types';

export interface Judge0Options {
  /** Base URL of the Judge0 instance, e.g. http://judge0:2358 (the JUDGE0_URL setting). */
  url: string;
  /** Sent as X-Auth-Token when the instance requires one. */
  authToken?: string;
  /** Judge0 language ids; the defaults are Judge0 CE's GCC C++, Python 3, Node.js and OpenJDK entries. */
  languageIds?: Partial<Record<JudgeLanguage, number>>;
  /** How long one submission may take end to end, in milliseconds. */
  requestTimeoutMs?: number;
}

const defaultJudge0LanguageIds: Record<JudgeLanguage, number> = {
  cpp: 54,
  python: 71,
  javascript: 63,
  java: 62,
};

interface Judge0Submission {
  token?: string;
  stdout?: string | null;
  stderr?: string | null;
  compile_output?: string | null;
  message?: string | null;
  status?: { id: number; description: string };
  time?: string | null;
  wall_time?: string | null;
  memory?: number | null;
  exit_code?: number | null;
  exit_signal?: number | null;
}

const fromBase64 = (value: string | null | undefined) =>
  value ? Buffer.from(value, 'base64').toString('utf8') : '';
const toBase64 = (value: string) => Buffer.from(value, 'utf8').toString('base64');

/**
 * Hands execution to an existing Judge0 through its submissions API (base64 fields, wait=true, with
 * polling when the instance has synchronous waiting turned off). Judge0 compiles per submission, so each
 * test is one Judge0 submission; outputs are compared here, exactly as for the local sandbox.
 */
export class Judge0Backend implements ExecutionBackend {
  readonly name = 'judge0' as const;
  private readonly base: string;
  private readonly languageIds: Record<JudgeLanguage, number>;
  private readonly specs = languageSpecs();

  constructor(private readonly options: Judge0Options) {
    this.base = options.url.replace(/\/+$/, '');
    this.languageIds = { ...defaultJudge0LanguageIds, ...options.languageIds };
  }

  async availability(): Promise<SandboxAvailability> {
    return { available: true, kind: null, reason: `submissions are sent to Judge0 at ${this.base}` };
  }

  async prepare(
    language: JudgeLanguage,
    source: string,
    limits: Required<JudgeLimits>,
  ): Promise<PreparedProgram> {
    const spec = this.specs[language];
    const cpuSeconds = cpuLimitMs(spec, limits) / 1000;
    return {
      compileFailed: false,
      compileOutput: '',
      execute: async (stdin) => {
        const submission = await this.submit({
          source_code: toBase64(source),
          language_id: this.languageIds[language],
          stdin: toBase64(stdin),
          cpu_time_limit: cpuSeconds,
          wall_time_limit: cpuSeconds * 2 + 1,
          memory_limit: (limits.memoryMb + spec.rssAllowanceMb) * 1024,
          max_processes_and_or_threads: limits.processes + spec.runtimeThreads,
          redirect_stderr_to_stdout: false,
        });
        return this.toRunResult(submission, limits, spec.outOfMemory);
      },
      dispose: async () => {},
    };
  }

  async close(): Promise<void> {}

  private async submit(body: Record<string, unknown>): Promise<Judge0Submission> {
    const deadline = Date.now() + (this.options.requestTimeoutMs ?? 120_000);
    let submission = await this.request('POST', '/submissions?base64_encoded=true&wait=true', body, deadline);
    // An instance with synchronous waits disabled answers with a token only: poll until it is done.
    while (!submission.status || submission.status.id <= 2) {
      if (!submission.token) throw new JudgeUnavailableError('Judge0 answered without a status or a token');
      if (Date.now() > deadline)
        throw new JudgeUnavailableError('Judge0 did not finish the submission in time');
      await new Promise((resolve) => setTimeout(resolve, 250));
      const token = encodeURIComponent(submission.token);
      submission = {
        token: submission.token,
        ...(await this.request('GET', `/submissions/${token}?base64_encoded=true`, undefined, deadline)),
      };
    }
    return submission;
  }

  private async request(
    method: string,
    path: string,
    body: unknown,
    deadline: number,
  ): Promise<Judge0Submission> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (body !== undefined) headers['content-type'] = 'application/json';
    if (this.options.authToken) headers['x-auth-token'] = this.options.authToken;
    let response: Response;
    try {
      response = await fetch(`${this.base}${path}`, {
        method,
        headers,
        ...(body !== undefined ? { body: JSON.stringify(body) } : {}),
        signal: AbortSignal.timeout(Math.max(1000, deadline - Date.now())),
      });
    } catch (error) {
      throw new JudgeUnavailableError(
        `Judge0 at ${this.base} cannot be reached: ${(error as Error).message}`,
      );
    }
    const text = await response.text();
    if (!response.ok) {
      throw new JudgeUnavailableError(`Judge0 answered ${response.status}: ${text.slice(0, 300)}`);
    }
    try {
      return JSON.parse(text) as Judge0Submission;
    } catch {
      throw new JudgeUnavailableError('Judge0 answered with something that is not JSON');
    }
  }

  private toRunResult(
    submission: Judge0Submission,
    limits: Required<JudgeLimits>,
    outOfMemory: RegExp,
  ): RunResult {
    const stdout = fromBase64(submission.stdout);
    const stderr = fromBase64(submission.stderr);
    const compileOutput = fromBase64(submission.compile_output);
    const statusId = submission.status?.id ?? 13;
    if (statusId === 13 || statusId === 14) {
      const why = fromBase64(submission.message) || submission.status?.description || 'internal error';
      throw new JudgeUnavailableError(`Judge0 could not run the submission: ${why}`);
    }
    const memoryKb = submission.memory ?? 0;
    let status: RunStatus;
    if (statusId === 6) status = 'compile_error';
    else if (statusId === 5) status = 'time_limit';
    else if (Buffer.byteLength(stdout) > limits.outputBytes) status = 'output_limit';
    else if (statusId === 3 || statusId === 4) status = 'ok';
    else if (outOfMemory.test(stderr) || memoryKb >= limits.memoryMb * 1024) status = 'memory_limit';
    else status = 'runtime_error';
    return {
      status,
      stdout: stdout.slice(0, limits.outputBytes),
      stderr,
      compileOutput,
      exitCode: submission.exit_code ?? null,
      signal: submission.exit_signal ?? null,
      cpuMs: Math.round(Number(submission.time ?? 0) * 1000),
      wallMs: Math.round(Number(submission.wall_time ?? submission.time ?? 0) * 1000),
      memoryKb,
    };
  }
}
