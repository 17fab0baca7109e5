import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, hammer, load, percentile, root, signIn } from './harness';

// npm run bench:scale-out -w @learnforge/bench [kill|mixed|soak]... (issue 18; loopback only). With no argument it
// runs all three. Each part prints its figures with the machine's load beside them.
//   kill   BENCH_KILL_CYCLES (20) times: `npm start` on PGlite takes writes, is killed with SIGKILL at a random
//          moment, restarts on the same data directory; every write it answered 200 must be there.
//   mixed  on a throwaway PostgreSQL 15: one instance judging itself, then 2 web instances (JUDGE_WORKERS=0) + 2
//          workers, each under the same fixed rate of reads and submissions for BENCH_MIXED_SECONDS (60).
//   soak   2 + 2 under the same load for BENCH_SOAK_SECONDS (600); the resident memory of each process at the end
//          against after the warm-up (the first tenth, at most 60 s). Goal: growth under 10 %.
const parts = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['kill', 'mixed', 'soak'];
const readRate = Number(process.env.BENCH_READ_RATE ?? 100);
const submitRate = Number(process.env.BENCH_SUBMIT_RATE ?? 1);
const api = '/api/latest';
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms));
const children = new Set<ChildProcess>();
process.on('exit', () => {
  for (const child of children) child.kill('SIGKILL');
});

interface Instance {
  url: string;
  child: ChildProcess;
}

/** The server (`main`) or a judge worker (`worker`) in its own process, as `npm start` / `npm run worker` run it. */
async function startProcess(entry: 'main' | 'worker', env: Record<string, string>): Promise<Instance> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', `apps/server/src/${entry}.ts`], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const url = `http://127.0.0.1:${port}`;
  if (entry === 'main')
    for (const deadline = Date.now() + 600_000; ; ) {
      if (child.exitCode !== null) throw new Error(`${entry} exited during start-up`);
      const ready = await fetch(`${url}${api}/health/ready`).catch(() => null);
      if (ready?.ok) break;
      if (Date.now() > deadline) throw new Error(`${url} was not ready within 600 s`);
      await sleep(200);
    }
  return { url, child };
}

async function stopProcess({ child }: Instance, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill(signal);
  await exited;
}

/** Resident memory of a process in MiB, from /proc (Linux). */
function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0) / 1024;
}

async function post(url: string, path: string, cookie: string, body: unknown) {
  const response = await fetch(`${url}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', cookie },
    body: JSON.stringify(body),
  });
  return {
    status: response.status,
    json: (await response.json().catch(() => ({}))) as Record<string, unknown>,
  };
}

// ---------------------------------------------------------------------------------------------------------- kill

/** The acknowledged IDE runs a restarted server cannot find, read one after another. */
async function missingOf(url: string, ids: string[]): Promise<string[]> {
  const missing: string[] = [];
  for (const id of ids) if (!(await fetch(`${url}${api}/get-status/${id}`)).ok) missing.push(id);
  return missing;
}

async function killCycles(): Promise<void> {
  const cycles = Number(process.env.BENCH_KILL_CYCLES ?? 20);
  const dataDir = mkdtempSync(join(tmpdir(), 'lf-bench-kill-'));
  // Nobody judges (the writes are what counts) and no limit refuses a write the bench sends.
  const env = {
    DATA_DIR: dataDir,
    JUDGE_WORKERS: '0',
    JUDGE_RATE_LIMIT: '1000000',
    JUDGE_ADDRESS_LIMIT: '1000000',
    JUDGE_QUEUE_LIMIT: '1000000',
  };
  const acknowledged: string[] = [];
  let lost = 0;
  console.log(`\nkill -9 cycles on PGlite (${cycles}): writes answered 200 must survive the next start`);
  try {
    for (let cycle = 1; cycle <= cycles; cycle++) {
      const server = await startProcess('main', env);
      // Everything acknowledged before this start is read back first.
      const missing = await missingOf(server.url, acknowledged);
      lost += missing.length;
      const cookie = await signIn(server.url, 'learner@demo.test');
      // Four writers at once; the kill comes at a random moment between 1 and 3 s into the stream.
      let stopped = false;
      const written: string[] = [];
      const writer = async () => {
        for (let n = 0; !stopped; n++) {
          const answer = await post(server.url, `${api}/submit-scripting-result`, cookie, {
            language: 'python3',
            source: `print(${cycle * 100_000 + n})\n`,
            stdin: '',
          }).catch(() => null);
          if (answer?.status === 200) written.push(String(answer.json.id));
        }
      };
      const writers = Array.from({ length: 4 }, writer);
      await sleep(1000 + Math.random() * 2000);
      server.child.kill('SIGKILL');
      await new Promise((done) => server.child.once('exit', done));
      stopped = true;
      await Promise.all(writers);
      acknowledged.push(...written);
      console.log(
        `  cycle ${cycle}: ${written.length} writes acknowledged before the kill, ${missing.length} of ${acknowledged.length - written.length} earlier ones missing | load ${load()}`,
      );
    }
    const last = await startProcess('main', env);
    const missing = await missingOf(last.url, acknowledged);
    lost += missing.length;
    await stopProcess(last);
    console.log(
      `  ${cycles} kill -9 cycles: ${acknowledged.length} acknowledged writes, ${lost} missing after a restart (goal 0) | load ${load()}`,
    );
    if (lost > 0) process.exitCode = 1;
  } finally {
    rmSync(dataDir, { recursive: true, force: true });
  }
}

// ----------------------------------------------------------------------------------------------- PostgreSQL runs

/** A throwaway PostgreSQL 15 cluster in a temporary directory (as the CI job starts one), removed at the end. */
async function startPostgres() {
  const bin = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';
  const dir = mkdtempSync(join(tmpdir(), 'lf-bench-pg-'));
  const port = await freePort();
  // initdb refuses to run as root: as root the cluster belongs to the postgres user.
  const asOwner = (command: string) =>
    process.getuid?.() === 0
      ? spawnSync('su', ['postgres', '-c', command], { stdio: 'inherit' })
      : spawnSync('bash', ['-c', command], { stdio: 'inherit' });
  if (process.getuid?.() === 0) chownSync(dir, Number(spawnSync('id', ['-u', 'postgres']).stdout), 0);
  if (asOwner(`${bin}/initdb -D ${dir}/data -U postgres --auth=trust >/dev/null`).status !== 0)
    throw new Error(`initdb failed (is PostgreSQL 15 installed at ${bin}?)`);
  const started = asOwner(
    `${bin}/pg_ctl -D ${dir}/data -o '-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c max_connections=200' -l ${dir}/log -w start >/dev/null`,
  );
  if (started.status !== 0)
    throw new Error(`PostgreSQL did not start: ${readFileSync(`${dir}/log`, 'utf8')}`);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop() {
      asOwner(`${bin}/pg_ctl -D ${dir}/data -m fast -w stop >/dev/null`);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

interface Layout {
  web: Instance[];
  workers: Instance[];
  /** The layout's uploads folder, removed with it. */
  filesDir: string;
}

/** A fresh database per layout: the first web instance migrates and seeds it, the others join it. */
async function startLayout(postgresUrl: string, name: string, webCount: number, workerCount: number) {
  const psql = `${process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin'}/psql`;
  const admin = spawnSync(
    psql,
    [postgresUrl, '-q', '-c', `drop database if exists ${name}`, '-c', `create database ${name}`],
    {
      stdio: 'inherit',
    },
  );
  if (admin.status !== 0) throw new Error('could not create the database');
  const databaseUrl = Object.assign(new URL(postgresUrl), { pathname: `/${name}` }).toString();
  const filesDir = mkdtempSync(join(tmpdir(), 'lf-bench-files-'));
  const common = {
    DATABASE_URL: databaseUrl,
    // Every request comes from 127.0.0.1: the per-address judge limit would refuse the fixed rate.
    JUDGE_RATE_LIMIT: '1000000',
    JUDGE_ADDRESS_LIMIT: '1000000',
    LOGIN_RATE_LIMIT: '1000',
    DATA_DIR: filesDir,
  };
  // One instance alone judges itself with two judge workers; with workers, web instances judge nothing.
  const judging = workerCount === 0 ? '2' : '0';
  const first = await startProcess('main', { ...common, JUDGE_WORKERS: judging });
  const others = await Promise.all([
    ...Array.from({ length: webCount - 1 }, () =>
      startProcess('main', { ...common, JUDGE_WORKERS: judging, SEED_DEMO_DATA: '0' }),
    ),
  ]);
  const workers = await Promise.all(
    Array.from({ length: workerCount }, () => startProcess('worker', { ...common, JUDGE_WORKERS: '1' })),
  );
  return { web: [first, ...others], workers, filesDir } satisfies Layout;
}

async function stopLayout(layout: Layout) {
  await Promise.all([...layout.web, ...layout.workers].map((instance) => stopProcess(instance)));
  rmSync(layout.filesDir, { recursive: true, force: true });
}

const SOLUTION = 'a, b = map(int, input().split())\nprint(a + b)\n';

/**
 * Reads at `readRate` (the public problem page's call, spread over the web instances) and submissions at
 * `submitRate`, each submitted on one instance and polled on the next, for `seconds`.
 */
async function mixedLoad(layout: Layout, seconds: number, onTick?: () => void) {
  const cookies = await Promise.all(
    Array.from({ length: 4 }, (_, n) =>
      signIn(layout.web[n % layout.web.length]!.url, `student${n + 1}@demo.test`),
    ),
  );
  const reads = Promise.all(
    layout.web.map((instance) =>
      hammer(`${instance.url}${api}/problems/sum-of-two-numbers/`, {
        connections: 10,
        seconds,
        rate: readRate / layout.web.length,
      }),
    ),
  );
  const verdictMs: number[] = [];
  let refused = 0;
  let unfinished = 0;
  const submissions: Promise<void>[] = [];
  const end = Date.now() + seconds * 1000;
  for (let n = 0; Date.now() < end; n++) {
    const on = layout.web[n % layout.web.length]!;
    const pollOn = layout.web[(n + 1) % layout.web.length]!;
    const cookie = cookies[n % cookies.length]!;
    submissions.push(
      (async () => {
        const started = performance.now();
        const answer = await post(on.url, `${api}/problems/sum-of-two-numbers/submit/compile/`, cookie, {
          language: 'python3',
          code: SOLUTION,
        }).catch(() => null);
        if (answer?.status !== 200) {
          refused++;
          return;
        }
        for (const deadline = Date.now() + 120_000; Date.now() < deadline; await sleep(100)) {
          const result = await post(pollOn.url, `${api}/problems/submission/submit/result/`, cookie, {
            submission_id: answer.json.submission_id,
          }).catch(() => null);
          if (result?.json.status === 'done' || result?.json.status === 'failed') {
            verdictMs.push(performance.now() - started);
            return;
          }
        }
        unfinished++;
      })(),
    );
    onTick?.();
    await sleep(1000 / submitRate);
  }
  const readLoads = await reads;
  await Promise.all(submissions);
  // A worker has no address to wait for at start: one that died would leave the figures of a smaller layout.
  const died = [...layout.web, ...layout.workers].filter(({ child }) => child.exitCode !== null);
  if (died.length > 0) throw new Error(`${died.length} process(es) of the layout exited during the run`);
  const readRequests = readLoads.reduce((sum, read) => sum + read.requestsPerSecond, 0);
  return {
    readRequestsPerSecond: readRequests,
    readP99Ms: Math.max(...readLoads.map((read) => read.p99Ms)),
    readFailures: readLoads.reduce((sum, read) => sum + read.non2xx + read.errors, 0),
    verdictP95Ms: percentile(verdictMs, 95),
    submitted: verdictMs.length,
    refused,
    unfinished,
  };
}

function describe(label: string, figures: Awaited<ReturnType<typeof mixedLoad>>) {
  console.log(
    `  ${label}: reads ${figures.readRequestsPerSecond.toFixed(0)} req/s p99 ${figures.readP99Ms} ms (${figures.readFailures} failed); submit→verdict p95 ${figures.verdictP95Ms.toFixed(0)} ms over ${figures.submitted} (${figures.refused} refused, ${figures.unfinished} unfinished) | load ${load()}`,
  );
}

async function mixed(postgresUrl: string): Promise<void> {
  const seconds = Number(process.env.BENCH_MIXED_SECONDS ?? 60);
  console.log(
    `\nMixed load on PostgreSQL 15: ${readRate} reads/s and ${submitRate} submissions/s for ${seconds} s (the same rate on both layouts)`,
  );
  const one = await startLayout(postgresUrl, 'lf_bench_one', 1, 0);
  try {
    describe('1 instance judging itself (JUDGE_WORKERS=2)', await mixedLoad(one, seconds));
  } finally {
    await stopLayout(one);
  }
  const scaled = await startLayout(postgresUrl, 'lf_bench_scaled', 2, 2);
  try {
    describe('2 web instances (JUDGE_WORKERS=0) + 2 workers', await mixedLoad(scaled, seconds));
  } finally {
    await stopLayout(scaled);
  }
}

async function soak(postgresUrl: string): Promise<void> {
  const seconds = Number(process.env.BENCH_SOAK_SECONDS ?? 600);
  const warmUp = Math.min(60, seconds / 10);
  console.log(
    `\nSoak on PostgreSQL 15: 2 web + 2 workers, ${readRate} reads/s and ${submitRate} submissions/s for ${seconds} s; memory after ${warmUp} s against the end`,
  );
  const layout = await startLayout(postgresUrl, 'lf_bench_soak', 2, 2);
  const processes = [
    ...layout.web.map((instance, n) => ({ name: `web ${n + 1}`, instance })),
    ...layout.workers.map((instance, n) => ({ name: `worker ${n + 1}`, instance })),
  ];
  const started = Date.now();
  let baseline: number[] | null = null;
  try {
    const figures = await mixedLoad(layout, seconds, () => {
      if (!baseline && Date.now() - started >= warmUp * 1000)
        baseline = processes.map(({ instance }) => rssMiB(instance.child.pid!));
    });
    describe('under load', figures);
    const end = processes.map(({ instance }) => rssMiB(instance.child.pid!));
    const before = baseline ?? end;
    let worst = 0;
    for (const [n, { name }] of processes.entries()) {
      const growth = (end[n]! - before[n]!) / before[n]!;
      worst = Math.max(worst, growth);
      console.log(
        `  ${name}: ${before[n]!.toFixed(0)} MiB → ${end[n]!.toFixed(0)} MiB (${(growth * 100).toFixed(1)} %)`,
      );
    }
    console.log(
      `  largest memory growth over ${seconds - warmUp} s: ${(worst * 100).toFixed(1)} % (goal < 10 %) | load ${load()}`,
    );
  } finally {
    await stopLayout(layout);
  }
}

if (parts.includes('kill')) await killCycles();
if (parts.includes('mixed') || parts.includes('soak')) {
  const postgres = await startPostgres();
  try {
    if (parts.includes('mixed')) await mixed(postgres.url);
    if (parts.includes('soak')) await soak(postgres.url);
  } finally {
    postgres.stop();
  }
}
