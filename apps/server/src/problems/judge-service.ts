import { JUDGE_LANGUAGE_INFO, type JudgeLanguage, type JudgeRuntime } from '@learnforge/domain';
import { HttpError } from '../http/errors';
import { createJudge, type Judge, type JudgeOptions, judgeOptionsFromEnv, type Verdict } from '../judge';

/** One judge per app, created on the first run or submit so a server that never judges never starts one. */
export interface LazyJudge {
  get(): Judge;
  /** Closes the judge if it was ever created; the app calls this from its onClose hook. */
  close(): Promise<void>;
}

export function lazyJudge(options: JudgeOptions = judgeOptionsFromEnv()): LazyJudge {
  let judge: Judge | null = null;
  return {
    get() {
      judge ??= createJudge(options);
      return judge;
    },
    async close() {
      await judge?.close();
      judge = null;
    },
  };
}

/** The sandbox toolchain a language runs on: the API's `python3` is the judge's `python`. */
export function toJudgeLanguage(language: JudgeLanguage): JudgeRuntime {
  return JUDGE_LANGUAGE_INFO[language].runtime;
}

export type ContractVerdict =
  | 'correct'
  | 'wrong'
  | 'time_limit'
  | 'memory_limit'
  | 'runtime_error'
  | 'compile_error'
  | 'pending';

/** The contract has no output-limit verdict: printing past the limit is reported as a wrong answer. */
export function toContractVerdict(verdict: Verdict): ContractVerdict {
  switch (verdict) {
    case 'correct':
    case 'time_limit':
    case 'memory_limit':
    case 'runtime_error':
    case 'compile_error':
      return verdict;
    case 'wrong_answer':
    case 'output_limit':
      return 'wrong';
    default:
      return verdict satisfies never;
  }
}

/** Refuses before anything is stored when no code can run here. */
export async function ensureJudgeAvailable(judge: Judge): Promise<void> {
  const status = await judge.status();
  if (status.sandbox && !status.sandbox.available) throw judgeUnavailable(status.sandbox.reason);
}

function judgeUnavailable(reason: string): HttpError {
  return new HttpError(503, 'judge_unavailable', `Code execution is unavailable on this server: ${reason}`);
}
