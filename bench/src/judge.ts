import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Sandbox } from '../../apps/server/src/judge/sandbox';
import { percentile, startLearnforge } from './harness';

// npm run bench -w @learnforge/bench -- judge (or: npx tsx bench/src/judge.ts)
// 1. submit-to-verdict over HTTP against a real server (demo problem, Python and C++);
// 2. the sandbox's per-run cost against a bare fork+exec of the same compiled program.
const submissionsPerLanguage = Number(process.env.BENCH_JUDGE_SUBMISSIONS ?? 20);
const overheadRuns = Number(process.env.BENCH_JUDGE_RUNS ?? 40);

const solutions = {
  python3: 'a, b = map(int, input().split())\nprint(a + b)\n',
  cpp: '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a + b << "\\n"; }\n',
} as const;

const summary = (samples: number[]) =>
  `p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms (n=${samples.length})`;

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

/**
 * Settings for a server the judge bench submits to. Every bench request comes from 127.0.0.1, so the judge's
 * per-address limit (there for many accounts behind one address) would otherwise cut the run short after 30
 * submissions a minute: the bench times the judge, the limiter has its own tests.
 */
export const JUDGE_BENCH_ENV = { JUDGE_ADDRESS_LIMIT: '1000' };

/** Submit-to-verdict p50/p95 per language against a running server started with JUDGE_BENCH_ENV (one line each). */
export async function benchSubmissions(url?: string) {
  const server = url
    ? { url, stop: async () => {} }
    : await startLearnforge({ env: { LOG_LEVEL: 'warn', ...JUDGE_BENCH_ENV } });
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

/** The sandbox's per-run time and a bare fork+exec of the same program, interleaved; undefined without a sandbox. */
export async function benchOverhead(): Promise<{ sandboxedMs: number; bareMs: number } | undefined> {
  const { sandbox, availability } = await Sandbox.create({ mode: 'auto' });
  if (!sandbox) {
    console.log(`  sandbox unavailable: ${availability.reason}`);
    return undefined;
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
      `  per-run overhead     ${(percentile(sandboxed, 50) / percentile(direct, 50)).toFixed(1)}× the bare run at the median (goal ≤ 5×)`,
    );
    return { sandboxedMs: percentile(sandboxed, 50), bareMs: percentile(direct, 50) };
  } finally {
    await sandbox.removeBox(box);
    await sandbox.dispose();
    rmSync(bare, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  console.log('\nJudge');
  await benchOverhead();
  await benchSubmissions();
}
