import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { Sandbox } from '../../apps/server/src/judge/sandbox';

// npm run bench -w @learnforge/bench -- judge (or: npx tsx bench/src/judge.ts)
// 1. submit-to-verdict over HTTP against a real server (demo problem, Python and C++);
// 2. the sandbox's per-run cost against a bare fork+exec of the same compiled program.
const root = resolve(import.meta.dirname, '../..');
const submissionsPerLanguage = Number(process.env.BENCH_JUDGE_SUBMISSIONS ?? 20);
const overheadRuns = Number(process.env.BENCH_JUDGE_RUNS ?? 40);

const solutions = {
  python3: 'a, b = map(int, input().split())\nprint(a + b)\n',
  cpp: '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n',
} as const;

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
const summary = (samples: number[]) => {
  const sorted = [...samples].sort((a, b) => a - b);
  return `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms (n=${sorted.length})`;
};
const median = (samples: number[]) =>
  percentile(
    [...samples].sort((a, b) => a - b),
    50,
  );

function freePort(): Promise<number> {
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

async function startServer() {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'lf-bench-judge-'));
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', 'apps/server/src/main.ts'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error('the server exited during start-up');
    try {
      if ((await fetch(`${url}/api/latest/health/`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('the server did not start within 180 s');
    await new Promise((wait) => setTimeout(wait, 250));
  }
  return {
    url,
    stop: async () => {
      const exited = new Promise((done) => child.once('exit', done));
      child.kill('SIGTERM');
      await exited;
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** A signed-in learner; several are used in turn because submissions are rate-limited per user. */
async function signIn(url: string, email: string) {
  const response = await fetch(`${url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password: 'learnforge' }),
  });
  if (!response.ok) throw new Error(`sign-in of ${email} failed: ${response.status}`);
  const cookie = response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  return async (path: string, body: unknown) => {
    const reply = await fetch(url + path, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie },
      body: JSON.stringify(body),
    });
    if (!reply.ok) throw new Error(`${path} answered ${reply.status}: ${await reply.text()}`);
    return (await reply.json()) as { submission_id: number; status: string; verdict: string | null };
  };
}

/** Time from POST submit to the first result poll that says done, polling every 10 ms. */
async function submitToVerdict(post: Awaited<ReturnType<typeof signIn>>, language: keyof typeof solutions) {
  const started = performance.now();
  const { submission_id } = await post('/api/latest/problems/sum-of-two-numbers/submit/compile/', {
    language,
    code: solutions[language],
  });
  for (;;) {
    const result = await post('/api/latest/problems/submission/submit/result/', { submission_id });
    if (result.status === 'done') {
      if (result.verdict !== 'correct') throw new Error(`${language} was judged ${result.verdict}`);
      return performance.now() - started;
    }
    await new Promise((wait) => setTimeout(wait, 10));
  }
}

async function benchSubmissions() {
  const server = await startServer();
  try {
    // Ten submissions a minute per learner: enough demo students that the bench never waits on the limit.
    const learners = await Promise.all(
      Array.from({ length: Math.ceil((submissionsPerLanguage * 2) / 9) + 1 }, (_, index) =>
        signIn(server.url, `student${index + 1}@demo.test`),
      ),
    );
    let turn = 0;
    const next = () => learners[turn++ % learners.length]!;
    for (const language of ['python3', 'cpp'] as const) {
      await submitToVerdict(next(), language); // warm-up: first compile, page cache
      const samples: number[] = [];
      for (let i = 0; i < submissionsPerLanguage; i++) samples.push(await submitToVerdict(next(), language));
      console.log(`  submit → verdict, ${language.padEnd(7)} ${summary(samples)}`);
    }
  } finally {
    await server.stop();
  }
}

async function benchOverhead() {
  const { sandbox, availability } = await Sandbox.create({ mode: 'auto' });
  if (!sandbox) {
    console.log(`  sandbox unavailable: ${availability.reason}`);
    return;
  }
  const bare = mkdtempSync(join(tmpdir(), 'lf-bench-bare-'));
  const box = await sandbox.createBox('main.cpp', solutions.cpp);
  try {
    writeFileSync(join(bare, 'main.cpp'), solutions.cpp);
    spawnSync('/usr/bin/g++', ['-O2', '-std=c++17', '-o', join(bare, 'main'), join(bare, 'main.cpp')]);
    const limits = {
      cpuMs: 10_000,
      wallMs: 20_000,
      processes: 32,
      fileSizeBytes: 64 * 1024 * 1024,
      tmpBytes: 64 * 1024 * 1024,
      outputBytes: 1024 * 1024,
      readOnlyPaths: [],
    };
    const compiled = await sandbox.exec({
      ...limits,
      argv: ['/usr/bin/g++', '-O2', '-std=c++17', '-pipe', '-o', 'main', 'main.cpp'],
      box,
      boxWritable: true,
      stdin: '',
      addressSpaceBytes: 0,
    });
    if (compiled.exitCode !== 0) throw new Error(`compile failed: ${compiled.stderr || compiled.error}`);

    const sandboxed: number[] = [];
    const direct: number[] = [];
    for (let i = 0; i < overheadRuns; i++) {
      // Interleaved, so load on the machine hits both alike.
      let started = performance.now();
      const result = await sandbox.exec({
        ...limits,
        argv: ['./main'],
        box,
        boxWritable: false,
        stdin: '2 3\n',
        addressSpaceBytes: 288 * 1024 * 1024,
      });
      sandboxed.push(performance.now() - started);
      if (result.stdout !== '5\n') throw new Error(`sandboxed run printed ${JSON.stringify(result.stdout)}`);
      started = performance.now();
      const plain = await new Promise<string>((done, fail) => {
        const child = spawn(join(bare, 'main'), [], { stdio: ['pipe', 'pipe', 'ignore'] });
        let out = '';
        child.stdout.on('data', (chunk) => {
          out += chunk;
        });
        child.once('error', fail);
        child.once('close', () => done(out));
        child.stdin.end('2 3\n');
      });
      direct.push(performance.now() - started);
      if (plain !== '5\n') throw new Error(`bare run printed ${JSON.stringify(plain)}`);
    }
    console.log(`  ${availability.kind} sandbox run   ${summary(sandboxed)}`);
    console.log(`  bare fork+exec       ${summary(direct)}`);
    console.log(
      `  per-run overhead     ${(median(sandboxed) / median(direct)).toFixed(1)}× the bare run at the median (goal ≤ 5×)`,
    );
  } finally {
    await sandbox.removeBox(box);
    await sandbox.dispose();
    rmSync(bare, { recursive: true, force: true });
  }
}

console.log('\nJudge');
await benchOverhead();
await benchSubmissions();
