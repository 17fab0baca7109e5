/**
 * The judge: runs submitted C++, Python, JavaScript and Java in a sandbox (bubblewrap, else unshare) or on
 * a Judge0 instance. See docs/adr/0005-judge-sandbox.md.
 */
import { Sandbox, type SandboxMode } from './sandbox';
import type { SandboxAvailability } from './types';

export { createJudge, type Judge, type JudgeOptions, MAX_SOURCE_BYTES, sameOutput } from './judge';
export type { SandboxMode } from './sandbox';
export {
  defaultLimits,
  type JudgeLanguage,
  type JudgeLimits,
  JudgeQueueFullError,
  JudgeRequestError,
  type JudgeResult,
  JudgeUnavailableError,
  type RunResult,
  type SandboxAvailability,
  type Verdict,
} from './types';

/** Whether submitted code can run on this machine, with which sandbox, or why not. */
export async function sandboxAvailable(mode: SandboxMode = 'auto'): Promise<SandboxAvailability> {
  const { sandbox, availability } = await Sandbox.create({ mode });
  await sandbox?.dispose();
  return availability;
}

/** Judge settings from the environment: JUDGE_SANDBOX, JUDGE_WORKERS, JUDGE_QUEUE_LIMIT, JUDGE0_URL, JUDGE0_AUTH_TOKEN. */
export function judgeOptionsFromEnv(env: NodeJS.ProcessEnv = process.env): import('./judge').JudgeOptions {
  const number = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined);
  const mode = env.JUDGE_SANDBOX;
  const sandbox: SandboxMode | undefined =
    mode === 'auto' || mode === 'bwrap' || mode === 'unshare' || mode === 'none-refuse' ? mode : undefined;
  const workers = number(env.JUDGE_WORKERS);
  const queueLimit = number(env.JUDGE_QUEUE_LIMIT);
  return {
    ...(sandbox ? { sandbox } : {}),
    ...(workers ? { workers } : {}),
    ...(queueLimit !== undefined ? { queueLimit } : {}),
    ...(env.JUDGE0_URL ? { judge0Url: env.JUDGE0_URL } : {}),
    ...(env.JUDGE0_AUTH_TOKEN ? { judge0AuthToken: env.JUDGE0_AUTH_TOKEN } : {}),
  };
}
