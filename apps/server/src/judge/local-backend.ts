import type { ExecutionBackend, PreparedProgram } from './backend';
import { type LanguageSpec, languageSpecs } from './languages';
import { type ExecResult, Sandbox, type SandboxOptions } from './sandbox';
import {
  type JudgeLanguage,
  type JudgeLimits,
  JudgeUnavailableError,
  type RunResult,
  type RunStatus,
  type SandboxAvailability,
} from './types';

const mib = 1024 * 1024;
const compileOutputCap = 16 * 1024;

/** Runs submissions in the local bubblewrap / unshare sandbox. */
export class LocalBackend implements ExecutionBackend {
  readonly name = 'local' as const;
  private readonly specs = languageSpecs();
  private readonly ready: Promise<{ sandbox: Sandbox | null; availability: SandboxAvailability }>;

  constructor(options: SandboxOptions) {
    this.ready = Sandbox.create(options);
  }

  async availability(): Promise<SandboxAvailability> {
    return (await this.ready).availability;
  }

  async prepare(
    language: JudgeLanguage,
    source: string,
    limits: Required<JudgeLimits>,
  ): Promise<PreparedProgram> {
    const { sandbox, availability } = await this.ready;
    if (!sandbox) throw new JudgeUnavailableError(availability.reason);
    const spec = this.specs[language];
    const box = await sandbox.createBox(spec.sourceFile, source);
    let compileFailed = false;
    let compileOutput = '';
    try {
      if (spec.compile) {
        const compiled = await sandbox.exec({
          argv: spec.compile,
          box,
          boxWritable: true,
          stdin: '',
          cpuMs: 20_000,
          wallMs: 30_000,
          addressSpaceBytes: language === 'cpp' || language === 'python' ? 2048 * mib : 0,
          processes: 64 + spec.runtimeThreads,
          fileSizeBytes: 64 * mib,
          tmpBytes: 256 * mib,
          outputBytes: compileOutputCap,
          readOnlyPaths: spec.readOnlyPaths,
        });
        if (compiled.error) throw new JudgeUnavailableError(compiled.error);
        compileOutput = (compiled.stderr + compiled.stdout).slice(0, compileOutputCap).trim();
        if (compiled.limit !== 'none') {
          compileFailed = true;
          compileOutput =
            `Compilation stopped: it took longer than the compile time limit.\n${compileOutput}`.trim();
        } else if (compiled.exitCode !== 0 || compiled.outputLimitExceeded) {
          compileFailed = true;
          if (!compileOutput) compileOutput = `The compiler stopped (signal ${compiled.signal ?? 'none'}).`;
        }
      }
    } catch (error) {
      await sandbox.removeBox(box);
      throw error;
    }
    return {
      compileFailed,
      compileOutput,
      execute: async (stdin) => {
        const result = await sandbox.exec({
          argv: spec.run(limits.memoryMb),
          box,
          boxWritable: false,
          stdin,
          cpuMs: cpuLimitMs(spec, limits),
          wallMs: cpuLimitMs(spec, limits) * 2 + 1000,
          addressSpaceBytes: spec.addressSpaceMb(limits.memoryMb) * mib,
          processes: limits.processes + spec.runtimeThreads,
          fileSizeBytes: 16 * mib,
          tmpBytes: 16 * mib,
          outputBytes: limits.outputBytes,
          readOnlyPaths: spec.readOnlyPaths,
        });
        if (result.error) throw new JudgeUnavailableError(result.error);
        return toRunResult(result, classify(result, spec, limits), compileOutput);
      },
      dispose: () => sandbox.removeBox(box),
    };
  }

  async close(): Promise<void> {
    const { sandbox } = await this.ready;
    await sandbox?.dispose();
  }
}

export function cpuLimitMs(spec: LanguageSpec, limits: Required<JudgeLimits>): number {
  return limits.languageTimeMs ?? Math.round(limits.timeMs * spec.timeMultiplier + spec.startupMs);
}

function classify(result: ExecResult, spec: LanguageSpec, limits: Required<JudgeLimits>): RunStatus {
  if (result.outputLimitExceeded) return 'output_limit';
  if (result.limit !== 'none' || result.cpuMs > cpuLimitMs(spec, limits)) return 'time_limit';
  const failed = result.exitCode !== 0;
  if (failed && spec.outOfMemory.test(result.stderr)) return 'memory_limit';
  if (result.memoryKb > (limits.memoryMb + spec.rssAllowanceMb) * 1024) return 'memory_limit';
  if (failed) return 'runtime_error';
  return 'ok';
}

function toRunResult(result: ExecResult, status: RunStatus, compileOutput: string): RunResult {
  return {
    status,
    stdout: result.stdout,
    stderr: result.stderr,
    compileOutput,
    exitCode: result.exitCode,
    signal: result.signal,
    cpuMs: result.cpuMs,
    wallMs: result.wallMs,
    memoryKb: result.memoryKb,
  };
}
