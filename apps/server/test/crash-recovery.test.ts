import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import { signedInClient } from './harness';
import { openSeededPglite } from './seeded-copies';

// The real `npm start` process on a PGlite data directory, killed with SIGKILL while it judges.

const serverDir = resolve(import.meta.dirname, '..');
const api = '/api/latest';
const started: ChildProcess[] = [];
const dataDir = mkdtempSync(join(tmpdir(), 'lf-crash-'));
afterAll(() => {
  for (const child of started) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Starts the server as `npm start` runs it and waits until readiness answers. */
async function startServer(): Promise<{ url: string; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      ...process.env,
      // This test is about the embedded database (the PostgreSQL job's scale-out check kills workers there).
      DATABASE_URL: '',
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      SEED_DEMO_DATA: '0',
      LOG_LEVEL: 'warn',
      JUDGE_WORKERS: '1',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  started.push(child);
  const url = `http://127.0.0.1:${port}`;
  for (let attempt = 0; attempt < 600; attempt++) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    const ready = await fetch(`${url}${api}/health/ready`).catch(() => null);
    if (ready?.ok) return { url, child };
    await new Promise((wait) => setTimeout(wait, 200));
  }
  throw new Error('the server never became ready');
}

async function statusOf(client: Awaited<ReturnType<typeof signedInClient>>, submissionId: number) {
  const result = await client.post(`${api}/problems/submission/submit/result/`, {
    submission_id: submissionId,
  });
  expect(result.status).toBe(200);
  return result.json;
}

describe('a server killed while judging', () => {
  it('judges the submission after it restarts: nothing stays queued or running', async () => {
    // The seeded test database, written to a data directory as `npm start` would leave it.
    const seeded = await openSeededPglite(5);
    const tarball = await seeded.dumpDataDir!();
    await seeded.close();
    await (await openDatabase({ dataDir, loadDataDir: tarball })).close();

    const first = await startServer();
    const learner = await signedInClient(first.url, 'learner@demo.test');
    const submitted = await learner.post(`${api}/problems/sum-of-two-numbers/submit/compile/`, {
      language: 'python3',
      code: 'import time\ntime.sleep(1.5)\na, b = map(int, input().split())\nprint(a + b)\n',
    });
    expect(submitted.status).toBe(200);
    const submissionId = submitted.json.submission_id as number;
    // Killed once the judge has the submission in hand.
    for (let poll = 0; poll < 300 && (await statusOf(learner, submissionId)).status === 'queued'; poll++)
      await new Promise((wait) => setTimeout(wait, 50));
    expect((await statusOf(learner, submissionId)).status).toBe('running');
    first.child.kill('SIGKILL');
    await new Promise((exited) => first.child.once('exit', exited));

    const second = await startServer();
    const again = await signedInClient(second.url, 'learner@demo.test');
    let result = await statusOf(again, submissionId);
    for (let poll = 0; poll < 600 && (result.status === 'queued' || result.status === 'running'); poll++) {
      await new Promise((wait) => setTimeout(wait, 100));
      result = await statusOf(again, submissionId);
    }
    expect(result.status).toBe('done');
    // The retried judging ran the whole program again: within the limit it is correct, past it a time limit.
    expect(['correct', 'time_limit']).toContain(result.verdict);
    second.child.kill('SIGTERM');
    await new Promise((exited) => second.child.once('exit', exited));
  }, 300_000);
});
