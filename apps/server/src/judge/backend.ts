import type { JudgeLanguage, JudgeLimits, RunResult, SandboxAvailability } from './types';

/** A submission made ready to run: compiled once, then executed once per test. */
export interface PreparedProgram {
  compileFailed: boolean;
  compileOutput: string;
  execute(stdin: string): Promise<RunResult>;
  dispose(): Promise<void>;
}

/** Where code runs: the local sandbox or a Judge0 instance. */
export interface ExecutionBackend {
  readonly name: 'local' | 'judge0';
  availability(): Promise<SandboxAvailability>;
  prepare(language: JudgeLanguage, source: string, limits: Required<JudgeLimits>): Promise<PreparedProgram>;
  close(): Promise<void>;
}
