import { and, eq, isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contestAttempts, users } from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

const api = '/api/latest';
let server: TestServer;

interface Row {
  handle: string;
  rank: number;
  score: number;
  problems_solved: number;
  institute: string | null;
}
interface Page {
  results: Row[];
  count: number;
  page: number;
  page_size: number;
  user_rank: Row | null;
}

beforeAll(async () => {
  server = await startTestServer({}, { learners: 60 });
});
afterAll(async () => {
  await server.close();
});

async function solveSumOfTwo(client: Awaited<ReturnType<typeof signedInClient>>) {
  const started = await client.post(`${api}/problems/sum-of-two-numbers/submit/compile/`, {
    language: 'python3',
    code: 'a, b = map(int, input().split())\nprint(a + b)\n',
  });
  expect(started.status).toBe(200);
  for (let poll = 0; poll < 300; poll++) {
    const result = await client.post(`${api}/problems/submission/submit/result/`, {
      submission_id: started.json.submission_id,
    });
    if (result.json.status === 'done') {
      expect(result.json.verdict).toBe('correct');
      return;
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the submission was never judged');
}

function expectRanked(rows: Row[]) {
  for (let index = 1; index < rows.length; index++) {
    const before = rows[index - 1]!;
    const row = rows[index]!;
    expect(row.score).toBeLessThanOrEqual(before.score);
    // Equal score and solved count share a rank; otherwise the rank is the row's place (1, 1, 3).
    if (row.score === before.score && row.problems_solved === before.problems_solved)
      expect(row.rank).toBe(before.rank);
    else expect(row.rank).toBeGreaterThan(before.rank);
  }
}

describe('the global leaderboards', () => {
  it('ranks a learner by the problem they just solved on the judge, this month and overall, with their row pinned', async () => {
    const learner = await signedInClient(server.url, 'student3@demo.test');
    expect((await learner.get(`${api}/user_ranking/?type=current`)).json.user_rank).toBeNull();
    await solveSumOfTwo(learner);
    // Solving it again earns nothing more: a problem counts once.
    await solveSumOfTwo(learner);
    for (const type of ['current', 'overall']) {
      const own = (await learner.get(`${api}/user_ranking/?type=${type}`)).json.user_rank as Row;
      expect(own).toMatchObject({ handle: expect.any(String), problems_solved: expect.any(Number) });
      expect(own.problems_solved).toBeGreaterThanOrEqual(1);
      expect(own.score).toBeGreaterThanOrEqual(1);
      const page = (await learner.get(`${api}/leaderboard/ranking/?type=${type}`)).json as unknown as Page;
      expect(page.user_rank).toEqual(own);
      expect(page.page).toBe(1);
      expect(page.page_size).toBe(20);
      expect(page.results.length).toBeLessThanOrEqual(20);
      expect(page.count).toBeGreaterThanOrEqual(1);
      expectRanked(page.results);
    }
    const current = (await learner.get(`${api}/user_ranking/?type=current`)).json.user_rank as Row;
    expect(current.problems_solved).toBe(1);
  }, 120_000);

  it('adds finished contest attempts to the overall board', async () => {
    const [attempt] = await server.database.db
      .select({ handle: users.handle, quiz: contestAttempts.quizScore, coding: contestAttempts.codingScore })
      .from(contestAttempts)
      .innerJoin(users, eq(users.id, contestAttempts.userId))
      .where(and(isNotNull(contestAttempts.endedAt)))
      .limit(1);
    expect(attempt, 'the demo data has finished contest attempts').toBeDefined();
    const anonymous = createSessionClient(server.url);
    const rows: Row[] = [];
    for (let page = 1; page <= 20; page++) {
      const answer = (await anonymous.get(`${api}/leaderboard/ranking/?type=overall&page=${page}`))
        .json as unknown as Page;
      rows.push(...answer.results);
      if (answer.results.length < answer.page_size) break;
    }
    expectRanked(rows);
    const sitter = rows.find((row) => row.handle === attempt!.handle);
    if (attempt!.quiz + attempt!.coding > 0) expect(sitter?.score).toBeGreaterThan(0);
  });

  it('defaults to the current board, page 1; a page past the end is empty with the same count; anonymous callers have no pinned row', async () => {
    const anonymous = createSessionClient(server.url);
    const first = (await anonymous.get(`${api}/leaderboard/ranking/`)).json as unknown as Page;
    const current = (await anonymous.get(`${api}/leaderboard/ranking/?type=current&page=1`))
      .json as unknown as Page;
    expect(first).toEqual(current);
    expect(first.user_rank).toBeNull();
    const far = (await anonymous.get(`${api}/leaderboard/ranking/?page=999`)).json as unknown as Page;
    expect(far.results).toEqual([]);
    expect(far.count).toBe(first.count);
    expect((await anonymous.get(`${api}/leaderboard/ranking/?type=weekly`)).status).toBe(400);
    expect((await anonymous.get(`${api}/leaderboard/ranking/?page=0`)).status).toBe(400);
    expect((await anonymous.get(`${api}/user_ranking/`)).status).toBe(401);
  });

  it('narrows to one institute', async () => {
    const learner = await signedInClient(server.url, 'learner@demo.test');
    await solveSumOfTwo(learner);
    const own = (await learner.get(`${api}/user_ranking/?type=overall`)).json.user_rank as Row;
    expect(own.institute).not.toBeNull();
    const page = (
      await learner.get(
        `${api}/leaderboard/ranking/?type=overall&institute=${encodeURIComponent(own.institute!)}`,
      )
    ).json as unknown as Page;
    expect(page.results.every((row) => row.institute === own.institute)).toBe(true);
    // The caller's row is pinned with the same rank the institute's board gives them.
    expect(page.user_rank?.handle).toBe(own.handle);
    const none = (await learner.get(`${api}/leaderboard/ranking/?institute=No%20such%20institute`))
      .json as unknown as Page;
    expect(none).toMatchObject({ results: [], count: 0, user_rank: null });
  }, 120_000);

  it("lists a ranked learner's judged submissions, newest first, page by page, without their code", async () => {
    const learner = await signedInClient(server.url, 'student4@demo.test');
    await solveSumOfTwo(learner);
    await solveSumOfTwo(learner);
    const handle = ((await learner.get(`${api}/user_ranking/?type=overall`)).json.user_rank as Row).handle;
    const viewer = await signedInClient(server.url, 'student5@demo.test');
    const first = await viewer.post(`${api}/user/problems/submissions/`, { handle, page_size: 1 });
    expect(first.status).toBe(200);
    const firstPage = first.json as {
      submissions: Record<string, unknown>[];
      last_evaluated_key: string | null;
    };
    expect(firstPage.submissions).toEqual([
      {
        problem_slug: 'sum-of-two-numbers',
        problem_title: 'Sum of Two Numbers',
        language: 'python3',
        verdict: 'correct',
        submitted_at: expect.any(String),
      },
    ]);
    expect(firstPage.last_evaluated_key).not.toBeNull();
    const second = (
      await viewer.post(`${api}/user/problems/submissions/`, {
        handle,
        page_size: 1,
        last_evaluated_key: firstPage.last_evaluated_key,
      })
    ).json as typeof firstPage;
    expect(second.submissions).toHaveLength(1);
    expect(Date.parse(String(second.submissions[0]!.submitted_at))).toBeLessThanOrEqual(
      Date.parse(String(firstPage.submissions[0]!.submitted_at)),
    );
    expect(JSON.stringify(second)).not.toContain('input()');
    expect((await viewer.post(`${api}/user/problems/submissions/`, { handle: 'nobody-here' })).status).toBe(
      404,
    );
    expect(
      (await viewer.post(`${api}/user/problems/submissions/`, { handle, last_evaluated_key: 'abc' })).status,
    ).toBe(400);
    expect(
      (await createSessionClient(server.url).post(`${api}/user/problems/submissions/`, { handle })).status,
    ).toBe(401);
  }, 120_000);
});
