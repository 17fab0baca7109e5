import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { chromiumLaunch } from '@learnforge/ui/vite';
import autocannon from 'autocannon';
import { type Browser, chromium } from 'playwright-core';

/** The repository root. */
export const root = resolve(import.meta.dirname, '../..');

/** The machine's 1-minute load beside every figure: the machine is shared, a figure means little without it. */
export const load = () => `${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;

export const percentile = (samples: number[], p: number) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
};

export function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolvePort(port));
    });
  });
}

export interface RunningServer {
  url: string;
  stop(): Promise<void>;
}

async function waitUntilServing(child: ChildProcess, url: string, seconds: number) {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server at ${url} exited during start-up`);
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`${url} did not answer within ${seconds} s`);
    await new Promise((wait) => setTimeout(wait, 250));
  }
}

function stopper(child: ChildProcess, after?: () => void) {
  return async () => {
    const exited = new Promise((done) => child.once('exit', done));
    child.kill('SIGTERM');
    await exited;
    after?.();
  };
}

/**
 * The real server in its own process, as `npm start` runs it (LOG_LEVEL as in production unless
 * `env` says otherwise), on a fresh demo database unless `dataDir` names one.
 */
export async function startLearnforge({
  dataDir,
  env = {},
}: {
  dataDir?: string;
  env?: Record<string, string>;
} = {}): Promise<RunningServer> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const ownDir = dataDir ? undefined : mkdtempSync(join(tmpdir(), 'lf-bench-'));
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir ?? ownDir, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  await waitUntilServing(child, `${url}/api/latest/health/`, 600);
  return { url, stop: stopper(child, () => ownDir && rmSync(ownDir, { recursive: true, force: true })) };
}

/** The floor for the server rows: Node's own `http` answering a small JSON body, in its own process. */
export async function startBareNode(): Promise<RunningServer> {
  const port = await freePort();
  const source = `require('node:http').createServer((request, response) => {
    response.setHeader('content-type', 'application/json; charset=utf-8');
    response.end(JSON.stringify({ status: 'ok', database: 'pglite', migration: '0000_bare' }));
  }).listen(${port}, '127.0.0.1');`;
  const child = spawn(process.execPath, ['-e', source], { stdio: ['ignore', 'ignore', 'inherit'] });
  const url = `http://127.0.0.1:${port}`;
  await waitUntilServing(child, url, 30);
  return { url, stop: stopper(child) };
}

export interface Load {
  requestsPerSecond: number;
  p50Ms: number;
  p99Ms: number;
  non2xx: number;
  errors: number;
}

/** autocannon against one address: `connections` at once for `seconds`, or a fixed `rate` of requests per second. */
export async function hammer(
  url: string,
  {
    connections = 50,
    seconds = 5,
    rate,
    headers,
  }: { connections?: number; seconds?: number; rate?: number; headers?: Record<string, string> } = {},
): Promise<Load> {
  const result = await autocannon({
    url,
    connections,
    duration: seconds,
    ...(rate ? { overallRate: rate } : {}),
    ...(headers ? { headers } : {}),
  });
  return {
    requestsPerSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors + result.timeouts,
  };
}

/** A signed-in session's cookie header. */
export async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'learnforge' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

/** Chromium as every test and bench launches it (`chromiumLaunch`), with a bench's own flags added. */
export function launchChromium(extraArgs: string[] = []): Promise<Browser> {
  return chromium.launch({ ...chromiumLaunch, args: [...chromiumLaunch.args, ...extraArgs] });
}
