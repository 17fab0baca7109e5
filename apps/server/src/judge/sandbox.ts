import { execFile, spawn } from 'node:child_process';
import { constants, existsSync } from 'node:fs';
import { chmod, lstat, mkdir, mkdtemp, open, readdir, rmdir, unlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import type { SandboxAvailability, SandboxKind } from './types';

const execFileAsync = promisify(execFile);

export type SandboxMode = 'auto' | 'bwrap' | 'unshare' | 'none-refuse';

export interface SandboxOptions {
  mode: SandboxMode;
  /** Host user and group the sandbox runs as when the server itself runs as root (default nobody, 65534). */
  uid?: number;
  gid?: number;
}

/** One execution of a program inside the sandbox. */
export interface ExecSpec {
  argv: string[];
  box: string;
  boxWritable: boolean;
  stdin: string;
  cpuMs: number;
  wallMs: number;
  /** 0 leaves the address space unlimited (runtimes that bound their own heap). */
  addressSpaceBytes: number;
  processes: number;
  fileSizeBytes: number;
  tmpBytes: number;
  outputBytes: number;
  readOnlyPaths: string[];
}

export interface ExecResult {
  stdout: string;
  stderr: string;
  outputLimitExceeded: boolean;
  exitCode: number | null;
  signal: number | null;
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  limit: 'none' | 'cpu' | 'wall';
  /** The sandbox or supervisor failed before the program ran. */
  error: string;
}

const stderrCap = 64 * 1024;
const sandboxEnv: Record<string, string> = {
  PATH: '/usr/bin:/bin',
  HOME: '/tmp',
  LANG: 'C.UTF-8',
  PYTHONDONTWRITEBYTECODE: '1',
};

/**
 * Runs programs under bubblewrap or `unshare`, always as an unprivileged user, with the supervisor
 * (`supervisor.c`) enforcing limits inside. Outputs come back through pipes only.
 */
export class Sandbox {
  private constructor(
    readonly kind: SandboxKind,
    private readonly base: string,
    private readonly credentials: { uid: number; gid: number } | null,
  ) {}

  /** Builds the supervisor and checks which sandbox works; never throws, reports why instead. */
  static async create(
    options: SandboxOptions,
  ): Promise<{ sandbox: Sandbox | null; availability: SandboxAvailability }> {
    if (options.mode === 'none-refuse') {
      return unavailable('this deployment is configured not to run submitted code (sandbox: none-refuse)');
    }
    if (process.platform !== 'linux')
      return unavailable(`the sandbox needs Linux namespaces, not ${process.platform}`);
    const credentials =
      process.getuid?.() === 0 ? { uid: options.uid ?? 65534, gid: options.gid ?? 65534 } : null;
    let base: string;
    try {
      // mkdtemp creates a fresh directory no one else can have prepared; 0711 lets the sandbox user reach
      // its own box and the supervisor without listing anything.
      base = await mkdtemp(join(tmpdir(), 'learnforge-judge-'));
      await chmod(base, 0o711);
      await mkdir(join(base, 'jail'), { mode: 0o755 });
    } catch (error) {
      return unavailable(`cannot create the judge's working directory: ${message(error)}`);
    }
    const supervisor = join(base, 'supervisor');
    try {
      const source = fileURLToPath(new URL('./supervisor.c', import.meta.url));
      await execFileAsync('/usr/bin/gcc', ['-O2', '-o', supervisor, source], { timeout: 60_000 });
      await chmod(supervisor, 0o755);
    } catch (error) {
      await removeTree(base);
      return unavailable(`cannot build the sandbox supervisor with /usr/bin/gcc: ${message(error)}`);
    }
    const candidates: SandboxKind[] =
      options.mode === 'auto' ? ['bwrap', 'unshare'] : options.mode === 'bwrap' ? ['bwrap'] : ['unshare'];
    const failures: string[] = [];
    for (const kind of candidates) {
      const tool = kind === 'bwrap' ? '/usr/bin/bwrap' : '/usr/bin/unshare';
      if (!existsSync(tool)) {
        failures.push(
          `${kind}: ${tool} is not installed${kind === 'bwrap' ? ' (Debian package bubblewrap)' : ''}`,
        );
        continue;
      }
      const sandbox = new Sandbox(kind, base, credentials);
      const problem = await sandbox.probe();
      if (problem === null) {
        const who = credentials ? `uid ${credentials.uid}` : `the server's own unprivileged user`;
        return {
          sandbox,
          availability: { available: true, kind, reason: `${kind} sandbox, running as ${who}` },
        };
      }
      failures.push(`${kind}: ${problem}`);
    }
    await removeTree(base);
    return unavailable(failures.join('; '));
  }

  private async probe(): Promise<string | null> {
    let box: string | null = null;
    try {
      box = await this.createBox('probe.txt', 'probe\n');
      const result = await this.exec({
        argv: ['/usr/bin/cat', 'probe.txt'],
        box,
        boxWritable: false,
        stdin: '',
        cpuMs: 2000,
        wallMs: 5000,
        addressSpaceBytes: 0,
        processes: 16,
        fileSizeBytes: 1024,
        tmpBytes: 1024 * 1024,
        outputBytes: 1024,
        readOnlyPaths: [],
      });
      if (result.error) return result.error;
      if (result.exitCode !== 0 || result.stdout !== 'probe\n') {
        return `a test program did not run (exit ${result.exitCode}): ${result.stderr.trim().slice(0, 300)}`;
      }
      return null;
    } catch (error) {
      return message(error);
    } finally {
      if (box) await this.removeBox(box);
    }
  }

  /**
   * A fresh private working directory holding only the source. The host writes the source before any
   * submitted code has run, with O_EXCL, then hands the directory to the sandbox user and never writes,
   * chowns or reads inside it again.
   */
  async createBox(sourceFile: string, source: string): Promise<string> {
    const box = await mkdtemp(join(this.base, 'box-'));
    await writeFile(join(box, sourceFile), source, { flag: 'wx', mode: 0o644 });
    if (this.credentials) {
      const handle = await open(box, constants.O_RDONLY | constants.O_DIRECTORY | constants.O_NOFOLLOW);
      try {
        await handle.chown(this.credentials.uid, this.credentials.gid);
      } finally {
        await handle.close();
      }
    }
    return box;
  }

  /** Called only once every process of the submission has exited. */
  async removeBox(box: string): Promise<void> {
    await removeTree(box);
  }

  async dispose(): Promise<void> {
    await removeTree(this.base);
  }

  exec(spec: ExecSpec): Promise<ExecResult> {
    const supervisorArgs = [
      '--cpu-ms',
      String(spec.cpuMs),
      '--wall-ms',
      String(spec.wallMs),
      '--as-bytes',
      String(spec.addressSpaceBytes),
      '--nproc',
      String(spec.processes),
      '--fsize-bytes',
      String(spec.fileSizeBytes),
      '--nofile',
      '256',
      '--output-bytes',
      String(spec.outputBytes),
    ];
    let command: string;
    let args: string[];
    if (this.kind === 'bwrap') {
      command = '/usr/bin/bwrap';
      args = [
        '--unshare-all',
        '--unshare-user',
        '--disable-userns',
        '--die-with-parent',
        '--as-pid-1',
        '--new-session',
        '--hostname',
        'judge',
        '--ro-bind',
        '/usr',
        '/usr',
        '--symlink',
        'usr/bin',
        '/bin',
        '--symlink',
        'usr/lib',
        '/lib',
        ...(existsSync('/usr/lib64') ? ['--symlink', 'usr/lib64', '/lib64'] : []),
        ...spec.readOnlyPaths.flatMap((path) => ['--ro-bind-try', path, path]),
        '--proc',
        '/proc',
        '--dev',
        '/dev',
        '--size',
        String(spec.tmpBytes),
        '--tmpfs',
        '/tmp',
        '--ro-bind',
        join(this.base, 'supervisor'),
        '/judge/supervisor',
        spec.boxWritable ? '--bind' : '--ro-bind',
        spec.box,
        '/box',
        '--remount-ro',
        '/',
        '--chdir',
        '/box',
        '/judge/supervisor',
        ...supervisorArgs,
        '--',
        ...spec.argv,
      ];
    } else {
      command = '/usr/bin/unshare';
      args = [
        '--user',
        '--map-root-user',
        '--pid',
        '--fork',
        '--kill-child',
        '--net',
        '--ipc',
        '--uts',
        // Its own cgroup namespace, as under bwrap: /proc/self/cgroup shows "/" instead of the host's cgroup path.
        '--cgroup',
        '--mount',
        '--propagation',
        'private',
        join(this.base, 'supervisor'),
        '--jail',
        join(this.base, 'jail'),
        '--box',
        spec.box,
        '--box-rw',
        spec.boxWritable ? '1' : '0',
        '--tmp-bytes',
        String(spec.tmpBytes),
        ...spec.readOnlyPaths.flatMap((path) => ['--ro', path]),
        ...supervisorArgs,
        '--',
        ...spec.argv,
      ];
    }
    return runSupervised(command, args, spec, this.credentials);
  }
}

function runSupervised(
  command: string,
  args: string[],
  spec: ExecSpec,
  credentials: { uid: number; gid: number } | null,
): Promise<ExecResult> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      env: sandboxEnv,
      stdio: ['pipe', 'pipe', 'pipe', 'pipe'],
      ...(credentials ? { uid: credentials.uid, gid: credentials.gid } : {}),
    });
    const stdout: Buffer[] = [];
    let stdoutBytes = 0;
    let outputLimitExceeded = false;
    const stderr: Buffer[] = [];
    let stderrBytes = 0;
    let report = '';
    let killedByHost = false;
    let spawnError = '';

    const kill = () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
    };
    // Backstop in case the supervisor itself is stuck: the sandbox dies with bwrap/unshare.
    const backstop = setTimeout(() => {
      killedByHost = true;
      kill();
    }, spec.wallMs + 3000);

    child.stdout.on('data', (chunk: Buffer) => {
      if (outputLimitExceeded) return;
      stdoutBytes += chunk.length;
      if (stdoutBytes > spec.outputBytes) {
        outputLimitExceeded = true;
        stdout.push(chunk.subarray(0, Math.max(0, chunk.length - (stdoutBytes - spec.outputBytes))));
        kill();
        return;
      }
      stdout.push(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      if (stderrBytes >= stderrCap) return;
      stderr.push(chunk.subarray(0, stderrCap - stderrBytes));
      stderrBytes += chunk.length;
    });
    const reportStream = child.stdio[3];
    reportStream?.on('data', (chunk: Buffer) => {
      if (report.length < 4096) report += chunk.toString('utf8');
    });
    reportStream?.on('error', () => {});
    child.stdin.on('error', () => {
      // The program may exit or close its input without reading it all.
    });
    child.stdin.end(spec.stdin);
    child.on('error', (error) => {
      spawnError = message(error);
    });
    child.on('close', () => {
      clearTimeout(backstop);
      const parsed = parseReport(report);
      const stderrText = Buffer.concat(stderr).toString('utf8');
      const error =
        spawnError ||
        parsed?.error ||
        (parsed === null && !outputLimitExceeded && !killedByHost
          ? `the sandbox did not start: ${stderrText.trim().slice(0, 500) || `exit ${child.exitCode}`}`
          : '');
      resolve({
        stdout: Buffer.concat(stdout).toString('utf8'),
        stderr: stderrText,
        outputLimitExceeded: outputLimitExceeded || parsed?.limit === 'output',
        exitCode: parsed?.exitCode ?? null,
        signal: parsed?.signal ?? null,
        cpuMs: parsed?.cpuMs ?? 0,
        wallMs: parsed?.wallMs ?? spec.wallMs,
        memoryKb: parsed?.memoryKb ?? 0,
        limit: killedByHost
          ? 'wall'
          : parsed?.limit === 'cpu' || parsed?.limit === 'wall'
            ? parsed.limit
            : 'none',
        error,
      });
    });
  });
}

interface SupervisorReport {
  exitCode: number | null;
  signal: number | null;
  cpuMs: number;
  wallMs: number;
  memoryKb: number;
  limit: 'none' | 'cpu' | 'wall' | 'output';
  error: string;
}

export function parseReport(text: string): SupervisorReport | null {
  const match =
    /exit=(-?\d+) signal=(\d+) cpu_ms=(\d+) wall_ms=(\d+) maxrss_kb=(\d+) limit=(none|cpu|wall|output) error=(.*)/.exec(
      text,
    );
  if (!match) return null;
  const [, exit, signal, cpu, wall, rss, limit, error] = match;
  const exitCode = Number(exit);
  const signalNumber = Number(signal);
  return {
    exitCode: exitCode >= 0 ? exitCode : null,
    signal: signalNumber > 0 ? signalNumber : null,
    cpuMs: Number(cpu),
    wallMs: Number(wall),
    memoryKb: Number(rss),
    limit: limit as SupervisorReport['limit'],
    error: error?.trim() ?? '',
  };
}

/**
 * Removes a directory tree without ever following a symbolic link: each entry is lstat'ed, links are
 * unlinked as links, and only real directories are descended into. Only called once nothing in the
 * sandbox is still running, so nothing can swap an entry between the check and the removal.
 */
export async function removeTree(path: string): Promise<void> {
  let stats: Awaited<ReturnType<typeof lstat>>;
  try {
    stats = await lstat(path);
  } catch {
    return;
  }
  if (!stats.isDirectory()) {
    await unlink(path).catch(() => {});
    return;
  }
  const entries = await readdir(path).catch(() => [] as string[]);
  for (const entry of entries) await removeTree(join(path, entry));
  await rmdir(path).catch(() => {});
}

function unavailable(reason: string): { sandbox: null; availability: SandboxAvailability } {
  return { sandbox: null, availability: { available: false, kind: null, reason } };
}

function message(error: unknown): string {
  if (
    error &&
    typeof error === 'object' &&
    'stderr' in error &&
    typeof error.stderr === 'string' &&
    error.stderr
  ) {
    return error.stderr.trim().slice(0, 500);
  }
  return error instanceof Error ? error.message : String(error);
}
