import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { premiumPlans, problems, problemsOfDay, submissions, users } from '../src/db/schema';
import { streaks } from '../src/problems/daily';
import { MIN_DEMO_TESTS } from '../src/seed/problem-tests';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
let sumId: number;
beforeAll(async () => {
  server = await startTestServer({ aiBaseUrl: undefined, aiModel: undefined }, { learners: 5 });
  const [sum] = await server.database.db
    .select({ id: problems.id })
    .from(problems)
    .where(eq(problems.slug, 'sum-of-two-numbers'));
  sumId = sum!.id;
}, 180_000);
afterAll(() => server.close());

const api = '/api/latest';

const signedIn = (email: string) => signedInClient(server.url, email);

type Client = Awaited<ReturnType<typeof signedIn>>;

/** Polls the result call the way the problem page does, until the judge is done. */
async function resultOf(client: Client, kind: 'submit' | 'compile-run', submissionId: number) {
  for (let poll = 0; poll < 200; poll++) {
    const result = await client.post(`${api}/problems/submission/${kind}/result/`, {
      submission_id: submissionId,
    });
    expect(result.status).toBe(200);
    if (result.json.status === 'done') return result.json;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`submission ${submissionId} was never judged`);
}

async function submit(client: Client, language: string, code: string) {
  const started = await client.post(`${api}/problems/sum-of-two-numbers/submit/compile/`, { language, code });
  expect(started.status).toBe(200);
  expect(started.json.status).toBe('queued');
  return resultOf(client, 'submit', started.json.submission_id as number);
}

describe('reading a problem', () => {
  it('shows a public problem to a visitor without a session, with examples, starter code and no progress', async () => {
    const visitor = createSessionClient(server.url);
    const detail = await visitor.get(`${api}/problems/sum-of-two-numbers/`);
    expect(detail.status).toBe(200);
    const probData = detail.json.probData as Record<string, unknown>;
    expect(probData).toMatchObject({
      slug: 'sum-of-two-numbers',
      title: 'Sum of Two Numbers',
      status: -1,
      is_public: true,
      samples: [
        { input: '2 3\n', output: '5\n' },
        { input: '-4 10\n', output: '6\n' },
      ],
      languages: ['cpp', 'python3', 'javascript', 'java'],
    });
    expect(probData.templates).toHaveProperty('python3');
    // A visitor has no code draft to write to (ADR 0096).
    expect(detail.json.metaData).toEqual({
      problemUserScore: 0,
      solvedProblemId: null,
      userEntityId: null,
      drafts: {},
    });

    const meta = await visitor.get(`${api}/problems/sum-of-two-numbers/metainfo/`);
    expect(meta.json).toMatchObject({
      problem_id: sumId,
      bookmarked: false,
      status: -1,
      topics: ['math', 'basic-io'],
    });
    expect((await visitor.get(`${api}/problems/no-such-problem/`)).status).toBe(404);
  });

  it('lists related problems by shared topics', async () => {
    const related = await createSessionClient(server.url).get(`${api}/problems/${sumId}/related-problems/`);
    const slugs = (related.json.results as { slug: string }[]).map((problem) => problem.slug);
    // fizz-buzz shares both topics, the next three one; then problems of the same difficulty fill the five.
    expect(slugs).toEqual([
      'fizz-buzz',
      'maximum-of-an-array',
      'reverse-the-words',
      'nth-fibonacci-modulo',
      'count-the-vowels',
    ]);
  });

  it('asks a visitor to sign in for a private problem, and shows it once signed in', async () => {
    await server.database.db
      .update(problems)
      .set({ isPublic: false })
      .where(eq(problems.slug, 'reverse-the-words'));
    try {
      expect((await createSessionClient(server.url).get(`${api}/problems/reverse-the-words/`)).status).toBe(
        401,
      );
      const learner = await signedIn('student1@demo.test');
      expect((await learner.get(`${api}/problems/reverse-the-words/`)).status).toBe(200);
    } finally {
      await server.database.db
        .update(problems)
        .set({ isPublic: true })
        .where(eq(problems.slug, 'reverse-the-words'));
    }
  });
});

describe('AI suggestion without a provider', () => {
  it('answers 503 "AI assistance is not configured" instead of a made-up hint', async () => {
    const learner = await signedIn('learner@demo.test');
    const response = await learner.post(`${api}/problems/sum-of-two-numbers/ai/suggestion/`, {
      language: 'python3',
      code: 'print(1)',
    });
    expect(response.status).toBe(503);
    expect(response.json).toEqual({
      error: { code: 'ai_unavailable', message: 'AI assistance is not configured' },
    });
  });
});

describe('hints, editorial, solution and bookmark', () => {
  it('opens hints one at a time and remembers which are open', async () => {
    const learner = await signedIn('student2@demo.test');
    const before = await learner.get(`${api}/problems/sum-of-two-numbers/hints/`);
    expect(before.json).toEqual({ hints_count: 3, unlocked: [] });
    const skipped = await learner.get(`${api}/problems/sum-of-two-numbers/hints/2/`);
    expect(skipped.status).toBe(409);
    expect((skipped.json.error as { message: string }).message).toBe(
      'Open hint 1 first: hints open one at a time.',
    );
    const first = await learner.get(`${api}/problems/sum-of-two-numbers/hints/1/`);
    expect(first.json).toMatchObject({ hint_no: 1 });
    expect((await learner.get(`${api}/problems/sum-of-two-numbers/hints/2/`)).status).toBe(200);
    const after = await learner.get(`${api}/problems/sum-of-two-numbers/hints/`);
    expect((after.json.unlocked as { hint_no: number }[]).map((hint) => hint.hint_no)).toEqual([1, 2]);
    expect((await learner.get(`${api}/problems/sum-of-two-numbers/hints/9/`)).status).toBe(404);
    expect(
      (await createSessionClient(server.url).get(`${api}/problems/sum-of-two-numbers/hints/`)).status,
    ).toBe(401);
  });

  it('gives a signed-in learner the editorial and the full solution', async () => {
    const learner = await signedIn('student2@demo.test');
    const editorial = await learner.get(`${api}/problems/sum-of-two-numbers/editorial/`);
    expect((editorial.json.editorial as { content: string }).content).toContain('overflow');
    expect(editorial.json.author_full_solution).toHaveProperty('cpp');
    const solution = await learner.get(`${api}/hints/solution/?problem_slug=sum-of-two-numbers`);
    expect(solution.json).toMatchObject({ language: 'cpp' });
    expect(solution.json.code).toContain('long long');
  });

  it('bookmarks and unbookmarks, and the metainfo says so', async () => {
    const learner = await signedIn('student3@demo.test');
    expect((await learner.get(`${api}/problems/sum-of-two-numbers/bookmark/?type=add`)).json).toEqual({
      bookmarked: true,
    });
    expect((await learner.get(`${api}/problems/sum-of-two-numbers/metainfo/`)).json.bookmarked).toBe(true);
    await learner.get(`${api}/problems/sum-of-two-numbers/bookmark/?type=remove`);
    expect((await learner.get(`${api}/problems/sum-of-two-numbers/metainfo/`)).json.bookmarked).toBe(false);
    expect(
      (await createSessionClient(server.url).get(`${api}/problems/sum-of-two-numbers/bookmark/?type=add`))
        .status,
    ).toBe(401);
  });
});

describe('running and submitting code', () => {
  it('judges a correct Python solution as correct and marks the problem solved', async () => {
    const learner = await signedIn('learner@demo.test');
    const result = await submit(learner, 'python3', 'a, b = map(int, input().split())\nprint(a + b)\n');
    expect(result).toMatchObject({
      verdict: 'correct',
      tests_passed: MIN_DEMO_TESTS,
      tests_total: MIN_DEMO_TESTS,
      problem_status: 1,
      score: 1,
    });

    const meta = await learner.get(`${api}/problems/sum-of-two-numbers/metainfo/`);
    expect(meta.json).toMatchObject({ status: 1, submissions_count: 1, accuracy: 100 });
    const detail = await learner.get(`${api}/problems/sum-of-two-numbers/`);
    // Submitting keeps no draft: drafts are what the editor's beacon saves (ADR 0096).
    expect(detail.json.metaData).toEqual({
      problemUserScore: 1,
      solvedProblemId: result.submission_id,
      userEntityId: expect.stringMatching(new RegExp(`^code-${sumId}-\\d+$`)),
      drafts: {},
    });

    const latest = await learner.get(`${api}/problems/${sumId}/submissions/latest/`);
    expect((latest.json.submission as Record<string, unknown>).id).toBe(result.submission_id);
    const mine = await learner.get(`${api}/problems/sum-of-two-numbers/submissions/user/`);
    expect(mine.json.submissions).toEqual([
      expect.objectContaining({
        id: result.submission_id,
        handle: 'asha',
        verdict: 'correct',
        language: 'python3',
      }),
    ]);
  });

  it('judges a wrong C++ solution as wrong with the first failing example, and a solved problem stays solved', async () => {
    const learner = await signedIn('learner@demo.test');
    const result = await submit(
      learner,
      'cpp',
      '#include <iostream>\nint main() { long long a, b; std::cin >> a >> b; std::cout << a - b << "\\n"; }\n',
    );
    expect(result).toMatchObject({
      verdict: 'wrong',
      tests_passed: 0,
      problem_status: 1,
      results: [{ input: '2 3\n', expected_output: '5\n', output: '-1\n', passed: false }],
    });
    const detail = await learner.get(`${api}/problems/submissions/${result.submission_id}/`);
    expect(detail.json).toMatchObject({
      verdict: 'wrong',
      first_failing_test: { input: '2 3\n', expected_output: '5\n', output: '-1\n', passed: false },
    });
    expect(detail.json.code).toContain('a - b');
    const stranger = await signedIn('student4@demo.test');
    expect((await stranger.get(`${api}/problems/submissions/${result.submission_id}/`)).status).toBe(403);
  });

  it('marks a first wrong attempt WRONG and reports a compile error with the compiler message', async () => {
    const learner = await signedIn('student5@demo.test');
    const broken = await submit(learner, 'cpp', 'int main() { return 0 }\n');
    expect(broken).toMatchObject({ verdict: 'compile_error', problem_status: 0 });
    expect(broken.compiler_output).toContain('error');
    expect((await learner.get(`${api}/problems/sum-of-two-numbers/metainfo/`)).json.status).toBe(0);
  });

  it('runs code on custom input and on the first example', async () => {
    const learner = await signedIn('learner@demo.test');
    const code = 'a, b = map(int, input().split())\nprint(a * b)\n';
    const custom = await learner.post(`${api}/problems/sum-of-two-numbers/compile-run/compile/`, {
      language: 'python3',
      code,
      input: '6 7\n',
    });
    const ran = await resultOf(learner, 'compile-run', custom.json.submission_id as number);
    expect(ran).toMatchObject({
      verdict: null,
      results: [{ input: '6 7\n', output: '42\n', expected_output: '' }],
    });

    const onExample = await learner.post(`${api}/problems/sum-of-two-numbers/compile-run/compile/`, {
      language: 'python3',
      code,
    });
    const checked = await resultOf(learner, 'compile-run', onExample.json.submission_id as number);
    expect(checked).toMatchObject({
      verdict: 'wrong',
      results: [{ input: '2 3\n', expected_output: '5\n', output: '6\n', passed: false }],
    });
    // A run is not a submission: it is not listed and its id is no submission.
    expect(
      (
        await learner.post(`${api}/problems/submission/submit/result/`, {
          submission_id: custom.json.submission_id,
        })
      ).status,
    ).toBe(404);
  });

  it('refuses runs without a session and rate-limits them per user', async () => {
    expect(
      (
        await createSessionClient(server.url).post(
          `${api}/problems/sum-of-two-numbers/compile-run/compile/`,
          {
            language: 'python3',
            code: 'print(1)',
          },
        )
      ).status,
    ).toBe(401);
    const learner = await signedIn('student3@demo.test');
    const statuses: number[] = [];
    // Invalid bodies still count: the limit guards the endpoint, not only the judge.
    for (let attempt = 0; attempt < 21; attempt++) {
      statuses.push(
        (await learner.post(`${api}/problems/sum-of-two-numbers/compile-run/compile/`, { language: 'cobol' }))
          .status,
      );
    }
    expect(statuses.slice(0, 20).every((status) => status === 400)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('submission lists', () => {
  it('pages by last_submission_key and last_submission_key_time, newest first', async () => {
    const [student] = await server.database.db
      .select()
      .from(users)
      .where(eq(users.email, 'student1@demo.test'));
    const base = Date.UTC(2026, 1, 1);
    await server.database.db.insert(submissions).values(
      Array.from({ length: 25 }, (_, index) => ({
        userId: student!.id,
        problemId: sumId,
        kind: 'submit' as const,
        language: index % 2 ? 'cpp' : 'python3',
        code: `print(${index})`,
        status: 'done' as const,
        verdict: 'wrong',
        testsTotal: 5,
        createdAt: new Date(base + index * 1000),
      })),
    );
    const learner = await signedIn('student1@demo.test');
    const first = await learner.get(`${api}/problems/${sumId}/submissions/?type=mySubmissions`);
    expect(first.json.submissions).toHaveLength(20);
    expect(first.json.last_submission_key).not.toBeNull();
    const next = await learner.get(
      `${api}/problems/${sumId}/submissions/?last_submission_key=${first.json.last_submission_key}&last_submission_key_time=${encodeURIComponent(first.json.last_submission_key_time as string)}`,
    );
    expect(next.json.submissions).toHaveLength(5);
    expect(next.json.last_submission_key).toBeNull();
    const all = [
      ...(first.json.submissions as { id: number }[]),
      ...(next.json.submissions as { id: number }[]),
    ];
    expect(new Set(all.map((row) => row.id)).size).toBe(25);
    const cpp = await learner.get(`${api}/problems/${sumId}/submissions/?lang=cpp`);
    expect((cpp.json.submissions as { language: string }[]).every((row) => row.language === 'cpp')).toBe(
      true,
    );
    expect(cpp.json.submissions).toHaveLength(12);
  });
});

describe('daily problem', () => {
  it('answers today without a session, the same problem on every call, and lists earlier days', async () => {
    const visitor = createSessionClient(server.url);
    const today = await visitor.get(`${api}/problems-of-day/problem/today/`);
    expect(today.status).toBe(200);
    expect(today.json.date).toBe(new Date(today.headers.get('date')!).toISOString().slice(0, 10));
    expect(today.json.results).toMatchObject({ date: today.json.date, reward_points: 10, status: -1 });
    const again = await visitor.get(`${api}/problems-of-day/problem/today/`);
    expect((again.json.results as { slug: string }).slug).toBe((today.json.results as { slug: string }).slug);

    // The demo data has a problem every day of the year before the seeding day (seed/calendar.ts).
    const dayBefore = (days: number) =>
      new Date(Date.parse(`${today.json.date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);
    const previous = await visitor.get(
      `${api}/problems-of-day/problems/previous/?page_size=5&to=${dayBefore(10)}`,
    );
    expect(previous.json).toMatchObject({ page: 1, page_size: 5 });
    expect(previous.json.count).toBeGreaterThan(300);
    expect((previous.json.results as { date: string }[]).map((day) => day.date)).toEqual([
      dayBefore(10),
      dayBefore(11),
      dayBefore(12),
      dayBefore(13),
      dayBefore(14),
    ]);
  });
});

describe('daily problem streaks', () => {
  it('counts consecutive days, and a streak stays current until a whole day is missed', () => {
    expect(streaks(['2026-03-01', '2026-03-02', '2026-03-04'], '2026-03-05')).toEqual({
      current: 1,
      longest: 2,
    });
    expect(streaks(['2026-03-01', '2026-03-02', '2026-03-04'], '2026-03-06')).toEqual({
      current: 0,
      longest: 2,
    });
    expect(streaks([], '2026-03-06')).toEqual({ current: 0, longest: 0 });
  });

  it('grows when the learner solves the daily problem on its day', async () => {
    const db = server.database.db;
    const learner = await signedIn('student4@demo.test');
    const [student] = await db.select().from(users).where(eq(users.email, 'student4@demo.test'));
    const today = (await learner.get(`${api}/problems-of-day/problem/today/`)).json.results as {
      date: string;
      problem_id: number;
    };
    const yesterday = new Date(Date.parse(`${today.date}T12:00:00Z`) - 86_400_000);
    const yesterdayDate = yesterday.toISOString().slice(0, 10);
    await db.insert(problemsOfDay).values({ date: yesterdayDate, problemId: sumId }).onConflictDoNothing();
    const [yesterdayRow] = await db.select().from(problemsOfDay).where(eq(problemsOfDay.date, yesterdayDate));
    const solved = {
      userId: student!.id,
      kind: 'submit' as const,
      language: 'python3',
      code: 'print()',
      status: 'done' as const,
      verdict: 'correct',
    };
    await db.insert(submissions).values([
      { ...solved, problemId: yesterdayRow!.problemId, createdAt: yesterday },
      { ...solved, problemId: today.problem_id, createdAt: new Date() },
    ]);
    const profile = await learner.get(`${api}/problems-of-day/my-pod-profile/`);
    expect(profile.json).toMatchObject({
      current_streak: 2,
      longest_streak: 2,
      solved_count: 2,
      reward_points: 20,
    });
    const solvedDays = await learner.get(`${api}/problems-of-day/user/solved/`);
    expect((solvedDays.json.results as { date: string }[]).map((day) => day.date)).toEqual([
      yesterdayDate,
      today.date,
    ]);
    const history = await learner.get(`${api}/problems-of-day/stats/history/?page_size=1`);
    expect(history.json).toMatchObject({
      count: 2,
      page_size: 1,
      results: [{ date: today.date, points: 10 }],
    });
  });
});

describe('premium problems', () => {
  const lis = 'longest-increasing-subsequence';
  const lisSolution =
    'from bisect import bisect_left\ninput()\ntails = []\nfor x in map(int, input().split()):\n    i = bisect_left(tails, x)\n    if i == len(tails):\n        tails.append(x)\n    else:\n        tails[i] = x\nprint(len(tails))\n';

  it('lists the premium problems under the premium filter, marked premium', async () => {
    const visitor = createSessionClient(server.url);
    const listed = await visitor.get(`${api}/problems/?pageMode=explore&premium=true`);
    expect(listed.status).toBe(200);
    expect(
      (listed.json.results as { slug: string; premium: boolean }[]).map((row) => [row.slug, row.premium]),
    ).toEqual([
      [lis, true],
      ['connected-components', true],
    ]);
    const all = await visitor.get(`${api}/problems/?pageMode=explore&page_size=100`);
    const free = (all.json.results as { slug: string; premium: boolean }[]).filter((row) => !row.premium);
    expect(free.length).toBe((all.json.count as number) - 2);
    // The daily problem is for everyone: no day of the demo year falls on a premium problem.
    const premiumDays = await server.database.db
      .select({ date: problemsOfDay.date })
      .from(problemsOfDay)
      .innerJoin(problems, eq(problems.id, problemsOfDay.problemId))
      .where(eq(problems.premium, true));
    expect(premiumDays).toEqual([]);
  });

  it('shows a learner without premium what the problem is, never what it asks, and refuses its content with 403', async () => {
    const learner = await signedIn('student2@demo.test');
    for (const client of [createSessionClient(server.url), learner]) {
      const detail = await client.get(`${api}/problems/${lis}/`);
      expect(detail.status).toBe(200);
      expect(detail.json.probData).toMatchObject({
        title: 'Longest Increasing Subsequence',
        difficulty: 'hard',
        premium: true,
        locked: true,
        statement: '',
        input_format: '',
        constraints: '',
        samples: [],
        templates: {},
      });
    }
    const refused = [
      await learner.get(`${api}/problems/${lis}/editorial/`),
      await learner.get(`${api}/problems/${lis}/hints/1/`),
      await learner.post(`${api}/problems/${lis}/submit/compile/`, {
        language: 'python3',
        code: lisSolution,
      }),
      await learner.post(`${api}/problems/${lis}/compile-run/compile/`, {
        language: 'python3',
        code: lisSolution,
      }),
    ];
    for (const answer of refused) {
      expect(answer.status).toBe(403);
      expect(answer.json.error).toMatchObject({ code: 'premium_required' });
    }
    // Saving it for later still works.
    expect((await learner.get(`${api}/problems/${lis}/bookmark/?type=add`)).json).toEqual({
      bookmarked: true,
    });
  });

  it('opens it to a premium member, who can solve it, and locks it again once premium is cancelled', async () => {
    const { db } = server.database;
    const [plan] = await db.select({ id: premiumPlans.id }).from(premiumPlans).limit(1);
    // A plan held with a month of its paid period left (ADR 0063); coupons.test.ts buys one through the gateway.
    await db
      .update(users)
      .set({ premiumPlanId: plan!.id, premiumUntil: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(users.email, 'student3@demo.test'));
    const member = await signedIn('student3@demo.test');
    const detail = await member.get(`${api}/problems/${lis}/`);
    expect(detail.json.probData).toMatchObject({ premium: true, locked: false });
    expect((detail.json.probData as { statement: string }).statement).toContain('strictly increasing');
    expect((await member.get(`${api}/problems/${lis}/editorial/`)).status).toBe(200);
    const started = await member.post(`${api}/problems/${lis}/submit/compile/`, {
      language: 'python3',
      code: lisSolution,
    });
    expect(started.status).toBe(200);
    expect(await resultOf(member, 'submit', started.json.submission_id as number)).toMatchObject({
      verdict: 'correct',
      tests_passed: MIN_DEMO_TESTS,
    });

    const cancelled = await member.post(`${api}/payment/subscription/cancel`, {});
    expect(cancelled.status).toBe(200);
    expect((await member.get(`${api}/problems/${lis}/`)).json.probData).toMatchObject({ locked: true });
    expect((await member.get(`${api}/problems/${lis}/editorial/`)).status).toBe(403);

    // Problem staff always open it.
    const setter = await signedIn('setter@demo.test');
    expect((await setter.get(`${api}/problems/${lis}/`)).json.probData).toMatchObject({ locked: false });
  });
});
