import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { editHistory, problemAttempts, problems, users } from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { learners: 2 });
});
afterAll(() => server.close());

const explore = '/api/latest/problems/?pageMode=explore';

const signedIn = (email: string) => signedInClient(server.url, email);

const slugsOf = (response: { json: Record<string, unknown> }) =>
  (response.json.results as { slug: string }[]).map((problem) => problem.slug);

describe('explore: the problems list', () => {
  it('lists every public problem to a visitor, oldest first, with paging', async () => {
    const visitor = createSessionClient(server.url);
    const all = await visitor.get(explore);
    expect(all.status).toBe(200);
    expect(all.json).toMatchObject({ count: 10, page: 1, page_size: 20 });
    expect(slugsOf(all)[0]).toBe('sum-of-two-numbers');
    const second = await visitor.get(`${explore}&page=2&page_size=4`);
    expect(second.json).toMatchObject({ count: 10, page: 2, page_size: 4 });
    expect(slugsOf(second)).toHaveLength(4);
  });

  it('filters by difficulty, topic, company and title, any tag within a filter and all filters together', async () => {
    const visitor = createSessionClient(server.url);
    expect(slugsOf(await visitor.get(`${explore}&difficulty=hard`))).toEqual([
      'longest-increasing-subsequence',
      'connected-components',
    ]);
    expect(slugsOf(await visitor.get(`${explore}&tags=graphs,stack`))).toEqual([
      'balanced-brackets',
      'connected-components',
    ]);
    expect(slugsOf(await visitor.get(`${explore}&companies=northwind&difficulty=medium`))).toEqual([
      'pair-with-given-sum',
      'balanced-brackets',
    ]);
    expect(slugsOf(await visitor.get(`${explore}&companies=demo-company`))).toEqual([
      'sum-of-two-numbers',
      'maximum-of-an-array',
      'nth-fibonacci-modulo',
    ]);
    expect(slugsOf(await visitor.get(`${explore}&search=fizz`))).toEqual(['fizz-buzz']);
    expect((await visitor.get(`${explore}&companies=no-such-company`)).json).toMatchObject({
      count: 0,
      results: [],
    });
  });

  it('refuses an unknown difficulty, and a progress filter without a session', async () => {
    const visitor = createSessionClient(server.url);
    const wrong = await visitor.get(`${explore}&difficulty=impossible`);
    expect(wrong.status).toBe(400);
    expect(wrong.json).toMatchObject({ error: { message: 'Unknown difficulty: impossible.' } });
    expect((await visitor.get(`${explore}&status=solved`)).status).toBe(401);
  });

  it('offers the topics and companies in use with their problem counts', async () => {
    const tags = await createSessionClient(server.url).get('/api/latest/problems/tags/');
    expect(tags.status).toBe(200);
    expect(tags.json.companies).toContainEqual({ slug: 'northwind', name: 'Northwind', problems_count: 3 });
    expect(tags.json.topics).toContainEqual({
      slug: 'dynamic-programming',
      name: 'dynamic-programming',
      problems_count: 2,
    });
  });
});

describe('explore: my progress', () => {
  it('filters by solved, attempted and unsolved, lists what I solved and counts it by difficulty', async () => {
    const db = server.database.db;
    const [learner] = await db.select().from(users).where(eq(users.email, 'learner@demo.test'));
    const picked = await db
      .select({ id: problems.id, slug: problems.slug })
      .from(problems)
      .where(inArray(problems.slug, ['fizz-buzz', 'connected-components']));
    const idOf = (slug: string) => picked.find((problem) => problem.slug === slug)!.id;
    await db.insert(problemAttempts).values([
      { userId: learner!.id, problemId: idOf('fizz-buzz'), status: 1, score: 1 },
      { userId: learner!.id, problemId: idOf('connected-components'), status: 0 },
    ]);

    const client = await signedIn('learner@demo.test');
    expect(slugsOf(await client.get(`${explore}&status=solved`))).toEqual(['fizz-buzz']);
    expect(slugsOf(await client.get(`${explore}&status=attempted`))).toEqual(['connected-components']);
    const unsolved = await client.get(`${explore}&status=unsolved&difficulty=basic`);
    expect(slugsOf(unsolved)).toEqual(['sum-of-two-numbers', 'count-the-vowels']);
    expect((await client.get(explore)).json.results).toContainEqual(
      expect.objectContaining({ slug: 'fizz-buzz', status: 1 }),
    );

    const solved = await client.get('/api/latest/problems/user/solved/?pageMode=explore');
    expect(solved.json).toEqual({
      results: [
        { problem_id: idOf('fizz-buzz'), status: 1 },
        { problem_id: idOf('connected-components'), status: 0 },
      ].sort((a, b) => a.problem_id - b.problem_id),
    });

    const stats = await client.get('/api/latest/problems/user/stats/');
    expect(stats.json).toEqual({
      solved_total: 1,
      solved_by_difficulty: { basic: 1, easy: 0, medium: 0, hard: 0 },
      total_by_difficulty: { basic: 3, easy: 2, medium: 3, hard: 2 },
      pod_streak: 0,
    });
  });
});

describe('company tags', () => {
  it('lets a problem setter add a company once, shows it on the problem and records the edit', async () => {
    const learner = await signedIn('learner@demo.test');
    const [sum] = await server.database.db
      .select()
      .from(problems)
      .where(eq(problems.slug, 'sum-of-two-numbers'));
    const body = { problem_id: sum!.id, company: '  Globex ' };
    expect((await learner.post('/api/latest/problems/company-tag/add/', body)).status).toBe(403);

    const setter = await signedIn('setter@demo.test');
    const added = await setter.post('/api/latest/problems/company-tag/add/', body);
    expect(added.status).toBe(200);
    expect(added.json).toEqual({ message: 'Added the company tag Globex.' });
    const again = await setter.post('/api/latest/problems/company-tag/add/', { ...body, company: 'globex' });
    expect(again.json).toEqual({ message: 'Globex is already a company tag of this problem.' });
    expect(
      (await setter.post('/api/latest/problems/company-tag/add/', { ...body, problem_id: 999_999 })).status,
    ).toBe(404);

    const meta = await learner.get('/api/latest/problems/sum-of-two-numbers/metainfo/');
    expect(meta.json.companies).toEqual(['Demo Company', 'Globex']);
    const edits = await server.database.db
      .select()
      .from(editHistory)
      .where(and(eq(editHistory.entityType, 'problem'), eq(editHistory.entityId, sum!.id)));
    expect(edits).toHaveLength(1);
  });
});

describe('explore: my bookmarks', () => {
  it('bookmarks a problem from its page, lists only my bookmarks, and forgets a removed one', async () => {
    const visitor = createSessionClient(server.url);
    expect((await visitor.get(`${explore}&bookmarked=true`)).status).toBe(401);
    const mine = await signedIn('student1@demo.test');
    const theirs = await signedIn('student2@demo.test');
    expect(slugsOf(await mine.get(`${explore}&bookmarked=true`))).toEqual([]);
    for (const slug of ['fizz-buzz', 'balanced-brackets']) {
      const added = await mine.get(`/api/latest/problems/${slug}/bookmark/?type=add`);
      expect(added.json).toEqual({ bookmarked: true });
    }
    // Bookmarking twice keeps one bookmark.
    await mine.get('/api/latest/problems/fizz-buzz/bookmark/?type=add');
    await theirs.get('/api/latest/problems/connected-components/bookmark/?type=add');
    const listed = await mine.get(`${explore}&bookmarked=1`);
    expect(slugsOf(listed).sort()).toEqual(['balanced-brackets', 'fizz-buzz']);
    expect(listed.json.count).toBe(2);
    expect(slugsOf(await mine.get(`${explore}&bookmarked=true&difficulty=medium`))).toEqual([
      'balanced-brackets',
    ]);
    expect((await mine.get('/api/latest/problems/fizz-buzz/metainfo/')).json.bookmarked).toBe(true);
    await mine.get('/api/latest/problems/fizz-buzz/bookmark/?type=remove');
    expect(slugsOf(await mine.get(`${explore}&bookmarked=true`))).toEqual(['balanced-brackets']);
    expect(slugsOf(await theirs.get(`${explore}&bookmarked=true`))).toEqual(['connected-components']);
    // `false` is no filter at all.
    expect((await mine.get(`${explore}&bookmarked=false`)).json.count).toBe(10);
    expect((await mine.get(`${explore}&bookmarked=maybe`)).status).toBe(400);
  });
});

describe('global search (explore-global-search)', () => {
  const search = (client: ReturnType<typeof createSessionClient>, q: string) =>
    client.get(`/api/latest/global-search/?q=${encodeURIComponent(q)}`);
  const titles = (response: { json: Record<string, unknown> }) =>
    (response.json.problems as { title: string }[]).map((problem) => problem.title);

  it('finds problems and courses by the start of their words, best match first', async () => {
    const visitor = createSessionClient(server.url);
    const fizz = await search(visitor, 'fizz');
    expect(fizz.status).toBe(200);
    expect(fizz.json).toMatchObject({
      problems: [{ slug: 'fizz-buzz', title: 'Fizz Buzz', difficulty: 'basic' }],
      courses: [],
      articles: [],
    });
    // Typing "balanced brack" already finds Balanced Brackets: every word as a prefix, stemmed.
    expect(titles(await search(visitor, 'balanced brack'))).toEqual(['Balanced Brackets']);
    expect(titles(await search(visitor, 'Fibonacci'))[0]).toBe('N-th Fibonacci Number Modulo');
    // A word in a title outranks the same word in another problem's statement.
    expect(titles(await search(visitor, 'array'))[0]).toBe('Maximum of an Array');
    const course = await search(visitor, 'pyth found');
    expect(course.json.courses).toEqual([
      expect.objectContaining({ course_slug: 'python-foundations', course_name: 'Python Foundations' }),
    ]);
    expect((await search(visitor, 'no such thing anywhere')).json).toEqual({
      problems: [],
      courses: [],
      contests: [],
      articles: [],
    });
  });

  it('finds contests by title and description, open ones for everyone and a batch contest only for its batch', async () => {
    const contestSlugs = (response: { json: Record<string, unknown> }) =>
      (response.json.contests as { slug: string }[]).map((contest) => contest.slug);
    const visitor = createSessionClient(server.url);
    const weekly = await search(visitor, 'weekly cod');
    expect(weekly.status).toBe(200);
    expect(weekly.json.contests).toEqual([
      {
        id: expect.any(Number),
        slug: 'weekly-coding-challenge',
        name: 'Weekly Coding Challenge',
        status_code: 1,
        start_time: expect.any(String),
        end_time: expect.any(String),
      },
    ]);
    // A word of the description ("trees and hashing") finds the past contest, which says it has ended.
    expect((await search(visitor, 'hashing')).json.contests).toEqual([
      expect.objectContaining({ slug: 'autumn-quiz-sprint', status_code: 5 }),
    ]);
    // The DSA batch's weekly test shows to that batch's learner and to no one else.
    expect(contestSlugs(await search(visitor, 'dsa weekly test'))).toEqual([]);
    expect(contestSlugs(await search(await signedIn('student1@demo.test'), 'dsa weekly test'))).toEqual([]);
    const batchLearner = await signedIn('learner@demo.test');
    expect(contestSlugs(await search(batchLearner, 'dsa weekly test'))).toEqual([
      'dsa-institute-2026-weekly-test',
    ]);
  });

  it('never shows an unpublished problem, and a members-only problem only to a signed-in learner', async () => {
    const db = server.database.db;
    await db.insert(problems).values([
      {
        slug: 'zebra-draft',
        title: 'Zebra Crossing Draft',
        statement: 'Unfinished.',
        difficulty: 'easy',
        published: false,
      },
      {
        slug: 'zebra-members',
        title: 'Zebra Crossing Members',
        statement: 'For members.',
        difficulty: 'easy',
        published: true,
        isPublic: false,
      },
    ]);
    expect(titles(await search(createSessionClient(server.url), 'zebra'))).toEqual([]);
    expect(titles(await search(await signedIn('student1@demo.test'), 'zebra'))).toEqual([
      'Zebra Crossing Members',
    ]);
  });

  it('treats query syntax as plain words and refuses an empty or overlong query with 400', async () => {
    const visitor = createSessionClient(server.url);
    const hostile = await search(visitor, "fizz' & | ! :* ( ) <-> \\");
    expect(hostile.status).toBe(200);
    expect(titles(hostile)).toEqual(['Fizz Buzz']);
    expect((await search(visitor, '&&& !!!')).json).toMatchObject({
      problems: [],
      courses: [],
      contests: [],
    });
    expect((await search(visitor, '   ')).status).toBe(400);
    expect((await visitor.get('/api/latest/global-search/')).status).toBe(400);
    expect((await search(visitor, 'x'.repeat(201))).status).toBe(400);
  });

  it('reads the GIN indexes of the stored search documents rather than scanning titles', async () => {
    const db = server.database.db;
    // With sequential scans priced out, the plan shows whether the query's expression is the indexed one.
    const plan = await db.transaction(async (tx) => {
      await tx.execute(sql`set local enable_seqscan = off`);
      const problemPlan = await tx.execute(
        sql`explain select id from problems where search_document @@ to_tsquery('english', 'fizz:*')`,
      );
      const coursePlan = await tx.execute(
        sql`explain select id from courses where search_document @@ to_tsquery('english', 'pyth:*')`,
      );
      const contestPlan = await tx.execute(
        sql`explain select id from contests where search_document @@ to_tsquery('english', 'weekly:*')`,
      );
      return JSON.stringify([problemPlan, coursePlan, contestPlan]);
    });
    expect(plan).toContain('problems_search_idx');
    expect(plan).toContain('courses_search_idx');
    expect(plan).toContain('contests_search_idx');
  });
});
