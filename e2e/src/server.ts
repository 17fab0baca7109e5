import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { inject } from 'vitest';

const repoRoot = resolve(import.meta.dirname, '../..');

export interface RunningServer {
  url: string;
  dataDir: string;
  /** Where the server takes replies to support-ticket mail over SMTP (ISSUE_MAIL_PORT, ADR 0073), on 127.0.0.1. */
  issueMailPort: number;
  stop(): Promise<void>;
}

/** A port nothing listens on yet, on 127.0.0.1. */
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

/**
 * Starts the real server as `npm start` runs it (built apps, demo data) on 127.0.0.1 and a free
 * port, with its own data directory unless one is given (to test a restart), delivering mail to `smtpUrl`;
 * `env` adds settings of its own (Google sign-in's, pointing at a provider on 127.0.0.1).
 */
export async function startServer({
  dataDir = mkdtempSync(join(tmpdir(), 'lf-e2e-')),
  smtpUrl,
  env = {},
}: {
  dataDir?: string;
  smtpUrl?: string;
  env?: Record<string, string>;
} = {}): Promise<RunningServer> {
  const port = await freePort();
  const issueMailPort = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      // As `npm start`'s demo mode: the built-in sandbox gateway takes the payments.
      PAYMENT_GATEWAY: 'sandbox',
      ISSUE_MAIL_PORT: String(issueMailPort),
      ISSUE_MAIL_HOST: '127.0.0.1',
      // Mail (sign-up codes, reset codes) goes to the suite's catcher (mailbox.ts).
      ...(smtpUrl ? { SMTP_URL: smtpUrl, PUBLIC_URL: url } : {}),
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  const exited = new Promise<void>((resolveExit) => child.once('exit', () => resolveExit()));
  const deadline = Date.now() + 240_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The server exited during start-up:\n${output}`);
    try {
      const response = await fetch(`${url}/api/latest/health/`);
      if (response.ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`The server did not answer within 240 s:\n${output}`);
    }
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return {
    url,
    dataDir,
    issueMailPort,
    stop: async () => {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/**
 * The server that every test file shares (started once by global-setup.ts): starting one takes a file
 * 10–60 s on a busy machine. Files sign in as different demo accounts or make their own data, and they run
 * one at a time. A file that restarts the server starts its own with `startServer`.
 */
export function sharedServer(): RunningServer {
  const url = inject('e2eServerUrl');
  return {
    url,
    dataDir: inject('e2eServerDataDir'),
    issueMailPort: inject('e2eIssueMailPort'),
    stop: async () => {
      // global-setup.ts stops it after the last file.
    },
  };
}
