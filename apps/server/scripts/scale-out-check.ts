// The PostgreSQL CI job's scale-out check (issue 18, ADR 0044/0045), run by .ci/run with DATABASE_URL set:
// two web instances (A, B; JUDGE_WORKERS=0) and one judge worker on one database, driven over HTTP and
// WebSocket as a learner would. Exits non-zero on the first thing that does not hold.
import assert from 'node:assert/strict';
import { type ChildProcess, spawn } from 'node:child_process';
import { createServer } from 'node:net';
import { resolve } from 'node:path';
import pg from 'pg';
import WebSocket from 'ws';
import { openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/seed/generate';

const adminUrl = process.env.DATABASE_URL;
if (!adminUrl) throw new Error('DATABASE_URL is required');
const serverDir = resolve(import.meta.dirname, '..');
const api = '/api/latest';
const children: ChildProcess[] = [];
// Each step's seconds since the last one: on a loaded machine, where the check's time goes.
let lastStep = Date.now();
const step = (text: string) => {
  console.log(`scale-out: ${text} (${((Date.now() - lastStep) / 1000).toFixed(1)} s)`);
  lastStep = Date.now();
};

function freePort(): Promise<number> {
  return new Promise((done) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function start(entry: 'main' | 'worker', env: Record<string, string>) {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', `src/${entry}.ts`], {
    cwd: serverDir,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      PORT: String(port),
      HOST: '127.0.0.1',
      LOG_LEVEL: 'warn',
      SEED_DEMO_DATA: '0',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.push(child);
  const url = `http://127.0.0.1:${port}`;
  if (entry === 'main') {
    for (let attempt = 0; ; attempt++) {
      assert.equal(child.exitCode, null, `${entry} exited`);
      const ready = await fetch(`${url}${api}/health/ready`).catch(() => null);
      if (ready?.ok) break;
      assert.ok(attempt < 600, 'a web instance never became ready');
      await sleep(200);
    }
  }
  return { url, child };
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** A learner's session: signed in on one instance, the cookie works on every instance. */
async function signIn(url: string, email: string): Promise<string> {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'learnforge' }),
  });
  assert.equal(response.status, 200, 'sign-in');
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

async function post(url: string, path: string, cookie: string, body: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json().catch(() => null)) as Record<string, unknown>,
  };
}

const submit = (url: string, cookie: string, language: string, code: string) =>
  post(url, `${api}/problems/sum-of-two-numbers/submit/compile/`, cookie, { language, code });
const resultOf = (url: string, cookie: string, id: number) =>
  post(url, `${api}/problems/submission/submit/result/`, cookie, { submission_id: id });

async function get(url: string, path: string, cookie: string) {
  const response = await fetch(`${url}${path}`, { headers: { cookie } });
  return {
    status: response.status,
    json: (await response.json().catch(() => null)) as Record<string, unknown>,
  };
}

/** Polls until `read` gives something, for up to a minute. */
async function until<T>(read: () => Promise<T | null>, failure: string): Promise<T> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const value = await read();
    if (value !== null) return value;
    assert.ok(Date.now() < deadline, failure);
    await sleep(100);
  }
}

async function waitFor(
  url: string,
  cookie: string,
  id: number,
  until: (status: string) => boolean,
  ms = 60_000,
) {
  const deadline = Date.now() + ms;
  for (;;) {
    const result = await resultOf(url, cookie, id);
    if (until(String(result.json.status))) return result.json;
    assert.ok(Date.now() < deadline, `submission ${id} stayed ${result.json.status}`);
    await sleep(100);
  }
}

// A database of its own, migrated and seeded with a few learners.
const admin = new pg.Client({ connectionString: adminUrl });
await admin.connect();
const name = `lf_scale_${process.pid}`;
await admin.query(`create database ${name}`);
const databaseUrl = Object.assign(new URL(adminUrl), { pathname: `/${name}` }).toString();
try {
  // Two processes opening a new database at once (instances started together) both migrate it without a clash.
  const [database, twin] = await Promise.all([
    openDatabase({ databaseUrl, dataDir: 'memory' }),
    openDatabase({ databaseUrl, dataDir: 'memory' }),
  ]);
  await twin.close();
  await seedDemoData(database.db, { learners: 3 });
  await database.close();
  step('two processes migrated one new database at the same time');

  // The queue's settings are the same on every process (each one applies them at start).
  // An attempt past JUDGE_JOB_TIMEOUT counts as lost and is retried while it may still be running (pg-boss cannot
  // stop its handler), so the timeout leaves room for a submission's 12 tests on a machine several times slower than
  // a quiet one: at 6 s, attempts overlapped and starved each other until one stayed running for a minute.
  const queueEnv = { JUDGE_JOB_TIMEOUT: '20', QUEUE_MAINTENANCE_SECONDS: '1' };
  const webEnv = { ...queueEnv, JUDGE_WORKERS: '0', LOGIN_RATE_LIMIT: '3' };
  const workerEnv = { ...queueEnv, JUDGE_WORKERS: '1' };
  const [a, b, worker] = await Promise.all([
    start('main', webEnv),
    start('main', webEnv),
    start('worker', workerEnv),
  ]);
  step('two web instances and a worker are up');

  // Submit on A, watch on B: the verdict is pushed over B's WebSocket and B's poll reads it.
  const cookie = await signIn(a.url, 'learner@demo.test');
  const socket = new WebSocket(`${b.url.replace('http', 'ws')}${api}/ws/`, {
    headers: { cookie, origin: b.url },
  });
  const messages: Record<string, unknown>[] = [];
  socket.on('message', (data) => messages.push(JSON.parse(String(data)) as Record<string, unknown>));
  await new Promise((open, fail) => socket.once('open', open).once('error', fail));
  const submitted = await submit(
    a.url,
    cookie,
    'cpp',
    '#include <iostream>\nint main(){long long a,b;std::cin>>a>>b;std::cout<<a+b<<"\\n";}\n',
  );
  assert.equal(submitted.status, 200);
  const id = submitted.json.submission_id as number;
  socket.send(JSON.stringify({ type: 'subscribe', topic: `submission:${id}` }));
  const judged = await waitFor(b.url, cookie, id, (status) => status === 'done');
  assert.equal(judged.verdict, 'correct');
  for (let wait = 0; wait < 50 && !messages.some((m) => m.type === 'event'); wait++) await sleep(100);
  const pushed = messages.find((message) => message.type === 'event');
  // Subscribed after the verdict would have no event; the C++ compile outlasts the subscription.
  assert.deepEqual(pushed?.payload, {
    submission_id: id,
    kind: 'submit',
    status: 'done',
    verdict: 'correct',
  });
  socket.close();
  step('submitted on A, polled on B, verdict pushed over WebSocket on B');

  // IDE runs and a problem setter's runs are judge jobs too: A (JUDGE_WORKERS=0) only queues them.
  const ide = await post(a.url, `${api}/submit-scripting-result`, cookie, {
    language: 'python3',
    source: 'print(input()[::-1])\n',
    stdin: 'abc\n',
  });
  assert.equal(ide.status, 200);
  const ran = await until(async () => {
    const snippet = (await get(b.url, `${api}/get-status/${ide.json.id}`, cookie)).json;
    return snippet.status === 'completed' || snippet.status === 'error' ? snippet : null;
  }, 'the IDE run never finished');
  assert.deepEqual([ran.status, ran.stdout], ['completed', 'cba\n']);
  const setter = await signIn(a.url, 'setter@demo.test');
  const added = await post(a.url, `${api}/problems/add/`, setter, {
    title: 'Reverse the Line',
    slug: 'scale-out-reverse',
    statement: 'Print the line reversed.',
    input_format: 'One line.',
    output_format: 'The line reversed.',
    constraints: 'At most 100 characters.',
    difficulty: 'easy',
    tags: ['strings'],
    company_tags: [],
    languages: ['python3'],
    driver_code: {},
    is_public: true,
    memory_limit_mb: 256,
    reference_solutions: { python3: 'print(input()[::-1])\n' },
  });
  assert.equal(added.status, 200, JSON.stringify(added.json));
  const problemId = added.json.id as number;
  assert.equal((await get(a.url, `${api}/problems/${problemId}/acquire_lock/`, setter)).status, 200);
  const pair = new FormData();
  pair.append('input', new Blob(['abc\n']), 'input1.txt');
  pair.append('output', new Blob(['cba\n']), 'output1.txt');
  pair.append('is_sample', 'true');
  const uploaded = await fetch(`${a.url}${api}/problems/${problemId}/test_files/`, {
    method: 'POST',
    body: pair,
    headers: { cookie: setter },
  });
  assert.equal(uploaded.status, 200);
  const checked = await until(async () => {
    const path = `${api}/problems/${problemId}/test_file/1/status/?operation=generate_output`;
    const status = (await get(b.url, path, setter)).json;
    return status.status === 'done' || status.status === 'failed' ? status : null;
  }, 'the output check never finished');
  assert.equal(checked.status, 'done', String(checked.message));
  const limits = await get(a.url, `${api}/problems/${problemId}/calculate_time_limit/`, setter);
  assert.equal(limits.status, 200, JSON.stringify(limits.json));
  assert.equal((limits.json.results as { language: string }[])[0]?.language, 'python3');
  step("an IDE run, a setter's output check and time-limit measurement queued on A, run by the worker");

  // The sign-in limit is kept in the database: failures on A count on B.
  const wrong = (url: string) =>
    fetch(`${url}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: 'student1@demo.test', password: 'not the password' }),
    });
  for (let attempt = 0; attempt < 3; attempt++) assert.equal((await wrong(a.url)).status, 401);
  assert.equal((await wrong(b.url)).status, 429);
  step('three failed sign-ins on A, the fourth on B answers 429');

  // kill -9 the worker while it judges: a second worker takes the job after its timeout.
  const slow = await submit(
    a.url,
    cookie,
    'python3',
    // 0.2 s a test: running long enough to be killed mid-run, well inside one attempt's timeout.
    'import time\ntime.sleep(0.2)\na, b = map(int, input().split())\nprint(a + b)\n',
  );
  assert.equal(slow.status, 200);
  const slowId = slow.json.submission_id as number;
  await waitFor(b.url, cookie, slowId, (status) => status === 'running');
  worker.child.kill('SIGKILL');
  await start('worker', workerEnv);
  // The lost attempt is retried after its 20 s timeout.
  const retried = await waitFor(
    b.url,
    cookie,
    slowId,
    (status) => status === 'done' || status === 'failed',
    120_000,
  );
  assert.equal(retried.status, 'done');
  step(`worker killed mid-run; a second worker judged it (${retried.verdict})`);

  // SIGTERM on A with requests in flight: every acknowledged submission is stored and judged.
  const inFlight = Array.from({ length: 4 }, () =>
    submit(a.url, cookie, 'python3', 'a, b = map(int, input().split())\nprint(a + b)\n').catch(() => null),
  );
  await sleep(5);
  a.child.kill('SIGTERM');
  const answers = await Promise.all(inFlight);
  const accepted = answers.filter((answer) => answer?.status === 200);
  for (const answer of answers)
    assert.ok(
      answer === null || answer.status === 200 || answer.status === 503,
      `answered ${answer?.status}`,
    );
  for (const answer of accepted)
    assert.equal(
      (await waitFor(b.url, cookie, answer!.json.submission_id as number, (s) => s === 'done')).verdict,
      'correct',
    );
  const exit = await new Promise<number | null>((done) =>
    a.child.exitCode !== null ? done(a.child.exitCode) : a.child.once('exit', done),
  );
  assert.equal(exit, 0);
  step(
    `SIGTERM on A: ${accepted.length} of ${answers.length} in-flight submits acknowledged, all judged; A exited 0`,
  );
} finally {
  for (const child of children) child.kill('SIGKILL');
  await sleep(500);
  await admin.query(`drop database if exists ${name} with (force)`);
  await admin.end();
}
