// Issue 24's contest bench: 1,000 participants answering a 20-question quiz over a contest window on
// PGlite, over loopback. Answer-save p95 and the leaderboard's read time are set beside a bare Node
// http server answering the same number of requests per second in the same run (ADR 0042's ratio rule).
// The full run (issue 24's Done-when): `npm run bench:contest -w @learnforge/bench`, 1,000 participants
// over 10 minutes. A quick check at the same answer rate (about 33 a second):
// `BENCH_CONTEST_PARTICIPANTS=100 BENCH_CONTEST_MINUTES=1 npm run bench:contest -w @learnforge/bench`.
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hammer, load, percentile, root, signIn, startBareNode, startLearnforge } from './harness';

const api = (url: string, path: string) => `${url}/api/latest/${path}`;

async function call(url: string, cookie: string, method: string, path: string, body?: unknown) {
  const response = await fetch(api(url, path), {
    method,
    headers: { cookie, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  if (!response.ok) {
    const code = /"code":"([a-z_]+)"/.exec(text)?.[1];
    throw new Error(`${method} ${path}: ${response.status}${code ? ` ${code}` : ''} ${text.slice(0, 200)}`);
  }
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** Runs `work` over `items` with at most `limit` at once. */
async function pooled<T>(items: T[], limit: number, work: (item: T, index: number) => Promise<void>) {
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        await work(items[index]!, index);
      }
    }),
  );
}

const sleep = (ms: number) => new Promise((done) => setTimeout(done, Math.max(0, ms)));

interface ContestBench {
  participants: number;
  questions: number;
  minutes: number;
  answers: number;
  failedAnswers: number;
  answerP50Ms: number;
  answerP95Ms: number;
  answerP99Ms: number;
  /** Why answers failed, by status or error, with how many. */
  failures: Record<string, number>;
  answersPerSecond: number;
  leaderboardReads: number;
  failedLeaderboardReads: number;
  leaderboardP95Ms: number;
  bareP99Ms: number;
  /** answerP95Ms over bareP99Ms: how far the answer path is above Node's own floor on this machine now. */
  answerP95OverBare: number;
  load: string;
}

async function measureContest({
  participants = Number(process.env.BENCH_CONTEST_PARTICIPANTS ?? 1000),
  minutes = Number(process.env.BENCH_CONTEST_MINUTES ?? 10),
  questions = 20,
} = {}): Promise<ContestBench> {
  // A fresh database with enough students who sign in (the demo 300 plus the scale part, ADR 0021).
  const dataDir = mkdtempSync(join(tmpdir(), 'lf-bench-contest-'));
  const seeded = spawnSync('npm', ['run', 'seed', '--', '--scale', String(Math.max(participants, 300))], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, DATA_DIR: dataDir },
  });
  if (seeded.status !== 0) throw new Error('seeding the contest bench database failed');
  // Every participant signs in from 127.0.0.1: the per-address sign-in limit would refuse most of them.
  const server = await startLearnforge({ dataDir, env: { LOGIN_ADDRESS_LIMIT: '1000000' } });
  const bare = await startBareNode();
  try {
    const staff = await signIn(server.url, 'course.admin@demo.test');
    const questionIds: number[] = [];
    for (let n = 0; n < questions; n++) {
      const question = await call(server.url, staff, 'POST', 'admin/quiz-questions/', {
        question_type: 'single',
        body: `Bench question ${n + 1}: which option is the second?`,
        options: [1, 2, 3, 4].map((id) => ({ id, text: `Option ${id}` })),
        correct_option_ids: [2],
        marks: 4,
        negative_marks: 1,
      });
      questionIds.push(question.id as number);
    }

    const emails = Array.from({ length: participants }, (_, i) => `student${i + 1}@demo.test`);
    const cookies: string[] = new Array(participants);
    await pooled(emails, 8, async (email, index) => {
      cookies[index] = await signIn(server.url, email);
    });

    const slug = `bench-quiz-${Date.now()}`;
    const startsAt = Date.now() + 30_000;
    await call(server.url, staff, 'POST', 'admin/contests/', {
      slug,
      title: `Bench quiz ${slug}`,
      kind: 'open',
      start_time: new Date(startsAt).toISOString(),
      end_time: new Date(startsAt + (minutes + 2) * 60_000).toISOString(),
      sections: [{ title: 'Quiz', kind: 'quiz', question_ids: questionIds }],
    });
    await pooled(cookies, 16, async (cookie) => {
      await call(server.url, cookie, 'POST', 'register/', {
        contest_slug: slug,
        page_url: `/contest/${slug}/`,
      });
    });
    await sleep(startsAt - Date.now() + 500);
    await pooled(cookies, 16, async (cookie) => {
      const started = await call(server.url, cookie, 'GET', `contest/${slug}/start/`);
      if (started.status !== 'SUCCESS') throw new Error(`start refused: ${JSON.stringify(started)}`);
    });

    // Every participant answers their questions one after another at random moments in the window, as a
    // person would (never two of their own answers in flight); most answers are right, some wrong.
    const windowMs = minutes * 60_000;
    const answerMs: number[] = [];
    let failedAnswers = 0;
    const failures: Record<string, number> = {};
    const leaderboardMs: number[] = [];
    let failedLeaderboardReads = 0;
    const t0 = performance.now();
    let answering = true;
    // A reader refreshes the leaderboard once a second, as an open summary page would when told it changed.
    const reader = (async () => {
      const viewer = cookies[0]!;
      while (answering) {
        const began = performance.now();
        try {
          await call(server.url, viewer, 'GET', `contest/${slug}/leaderboard/?page=1&type=current`);
          leaderboardMs.push(performance.now() - began);
        } catch {
          failedLeaderboardReads++;
        }
        await sleep(1000 - (performance.now() - began));
      }
    })();
    await Promise.all(
      cookies.map(async (cookie) => {
        const moments = questionIds.map(() => Math.random() * windowMs).sort((a, b) => a - b);
        for (const [n, qid] of questionIds.entries()) {
          await sleep(moments[n]! - (performance.now() - t0));
          const began = performance.now();
          try {
            await call(server.url, cookie, 'POST', `quiz/q/${qid}/submit/`, {
              contest_slug: slug,
              selected_choices: [Math.random() < 0.7 ? 2 : 3],
            });
            answerMs.push(performance.now() - began);
          } catch (error) {
            failedAnswers++;
            // "409 attempt_over" says the server refused; a network failure names its cause (a reset, a timeout).
            const refusal = String((error as Error).message).match(/submit\/: (\d+(?: [a-z_]+)?)/)?.[1];
            const cause = (error as { cause?: { code?: string } }).cause?.code;
            const reason = refusal ?? `${String(error)}${cause ? ` (${cause})` : ''}`;
            failures[reason] = (failures[reason] ?? 0) + 1;
          }
        }
      }),
    );
    answering = false;
    await reader;
    const seconds = (performance.now() - t0) / 1000;
    const answersPerSecond = (answerMs.length + failedAnswers) / seconds;
    // The floor: bare Node answering the same rate of requests, measured right after, same machine.
    const floor = await hammer(bare.url, {
      seconds: 10,
      rate: Math.max(1, Math.round(answersPerSecond)),
      connections: 50,
    });
    // autocannon gives p97.5 and p99, no p95: the bare p99 stands in, which flatters the ratio a little.
    return {
      participants,
      questions,
      minutes,
      answers: answerMs.length,
      failedAnswers,
      answerP50Ms: percentile(answerMs, 50),
      answerP95Ms: percentile(answerMs, 95),
      answerP99Ms: percentile(answerMs, 99),
      failures,
      answersPerSecond,
      leaderboardReads: leaderboardMs.length,
      failedLeaderboardReads,
      leaderboardP95Ms: percentile(leaderboardMs, 95),
      bareP99Ms: floor.p99Ms,
      answerP95OverBare: Math.round((percentile(answerMs, 95) / Math.max(1, floor.p99Ms)) * 10) / 10,
      load: load(),
    };
  } finally {
    await server.stop();
    await bare.stop();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureContest();
  console.log(JSON.stringify(result, null, 2));
}
