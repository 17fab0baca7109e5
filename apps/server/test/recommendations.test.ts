import { ProblemAttemptStatus } from '@learnforge/domain';
import { and, eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchEnrollments,
  batches,
  courses,
  problemAttempts,
  problems,
  submissions,
  users,
} from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { learners: 3 });
}, 180_000);
afterAll(() => server.close());

interface Recommendations {
  problems: {
    basis: 'history' | 'popular';
    items: { slug: string; title: string; difficulty: string; premium: boolean; reason: string }[];
  };
  courses: { basis: 'history' | 'popular'; items: { slug: string; name: string; reason: string }[] };
}
const address = '/api/latest/recommendations/';

async function userIdOf(email: string) {
  const [row] = await server.database.db.select().from(users).where(eq(users.email, email));
  return row!.id;
}

async function problemIds(...slugs: string[]) {
  const rows = await server.database.db
    .select({ id: problems.id, slug: problems.slug })
    .from(problems)
    .where(inArray(problems.slug, slugs));
  return Object.fromEntries(rows.map((row) => [row.slug, row.id]));
}

/** Leaves `email` with no submissions, attempts or enrolments: a learner who has done nothing yet. */
async function forgetHistory(email: string) {
  const { db } = server.database;
  const userId = await userIdOf(email);
  await db.delete(submissions).where(eq(submissions.userId, userId));
  await db.delete(problemAttempts).where(eq(problemAttempts.userId, userId));
  await db.delete(batchEnrollments).where(eq(batchEnrollments.userId, userId));
  return userId;
}

/** A judged submission of `slug` by `userId`, correct or not, as the judge leaves it. */
async function submit(userId: number, slug: string, verdict: 'correct' | 'wrong') {
  const ids = await problemIds(slug);
  const problemId = ids[slug]!;
  await server.database.db.insert(submissions).values({
    userId,
    problemId,
    kind: 'submit',
    language: 'python3',
    code: 'print()',
    status: 'done',
    verdict,
  });
  await server.database.db
    .insert(problemAttempts)
    .values({
      userId,
      problemId,
      status: verdict === 'correct' ? ProblemAttemptStatus.CORRECT : ProblemAttemptStatus.WRONG,
    })
    .onConflictDoNothing();
}

async function recommendationsOf(email: string, query = '') {
  const learner = await signedInClient(server.url, email);
  const answer = await learner.get(`${address}${query}`);
  expect(answer.status).toBe(200);
  return answer.json as unknown as Recommendations;
}

describe('recommendations (recommendations-api)', () => {
  it('a learner with no history gets this week’s popular problems and courses, labelled so, the same each time', async () => {
    const userId = await forgetHistory('student3@demo.test');
    const { db } = server.database;
    // Two other learners solved Fizz Buzz this week, one solved Count the Vowels: popularity is counted per learner.
    const [one, two] = [await userIdOf('student1@demo.test'), await userIdOf('student2@demo.test')];
    await submit(one, 'fizz-buzz', 'correct');
    await submit(two, 'fizz-buzz', 'correct');
    await submit(two, 'fizz-buzz', 'correct');
    const first = await recommendationsOf('student3@demo.test');
    expect(first.problems.basis).toBe('popular');
    expect(first.courses.basis).toBe('popular');
    expect(first.problems.items.length).toBeGreaterThan(0);
    expect(first.courses.items.length).toBeGreaterThan(0);
    const fizzBuzz = first.problems.items.find((item) => item.slug === 'fizz-buzz');
    expect(fizzBuzz?.reason).toMatch(/^Solved by \d+ learners? this week$/);
    // Most solvers first: no item after Fizz Buzz was solved by more learners.
    const solvers = (reason: string) => Number(/Solved by (\d+)/.exec(reason)?.[1] ?? 0);
    const counts = first.problems.items.map((item) => solvers(item.reason));
    expect([...counts].sort((a, b) => b - a)).toEqual(counts);
    // A locked premium problem is never offered to someone without premium.
    expect(first.problems.items.every((item) => !item.premium)).toBe(true);
    expect(await recommendationsOf('student3@demo.test')).toEqual(first);
    await db.delete(submissions).where(eq(submissions.userId, userId));
  });

  it('keeps this week’s popular lists until the next write anywhere: a new solve shows once anything is written', async () => {
    await forgetHistory('student3@demo.test');
    const { db } = server.database;
    // Any write through the API, here a super admin saving a private setting, moves the data generation (ADR 0072).
    const admin = await signedInClient(server.url, 'admin@demo.test');
    let writes = 0;
    const writeSomething = async () => {
      writes += 1;
      const saved = await admin.post('/api/latest/key-value/create/', {
        key: `recommendations.check_${writes}`,
        value_type: 'number',
        value: String(writes),
        is_public: false,
      });
      expect(saved.status).toBe(200);
    };
    // A solver whose Fizz Buzz solves are gone, so their next one adds a learner to its count.
    const solver = await userIdOf('setter@demo.test');
    const ids = await problemIds('fizz-buzz');
    await db
      .delete(submissions)
      .where(and(eq(submissions.userId, solver), eq(submissions.problemId, ids['fizz-buzz']!)));
    const newcomer = await signedInClient(server.url, 'student3@demo.test');
    const read = async () => {
      const before = server.database.queries.count;
      const answer = await newcomer.get(address);
      expect(answer.status).toBe(200);
      const { problems } = answer.json as unknown as Recommendations;
      const fizzBuzz = problems.items.find((item) => item.slug === 'fizz-buzz')?.reason;
      return { fizzBuzz, queries: server.database.queries.count - before };
    };
    await writeSomething();
    const first = await read();
    const solvers = Number(/^Solved by (\d+) learners? this week$/.exec(first.fizzBuzz ?? '')?.[1]);
    expect(solvers).toBeGreaterThan(0);

    // The judge writes a verdict outside any request: the kept list stands, and costs fewer statements.
    await submit(solver, 'fizz-buzz', 'correct');
    const kept = await read();
    expect(kept.fizzBuzz).toBe(first.fizzBuzz);
    expect(kept.queries).toBeLessThan(first.queries);

    // The next write anywhere: the next read counts the new solver.
    await writeSomething();
    expect((await read()).fizzBuzz).toBe(`Solved by ${solvers + 1} learners this week`);
    await db.delete(submissions).where(eq(submissions.userId, solver));
  });

  it('leads with what the learner tried and has not solved, then unsolved problems on the topics they solved, never a solved one', async () => {
    const userId = await forgetHistory('student2@demo.test');
    await submit(userId, 'fizz-buzz', 'correct'); // basic: math, basic-io
    await submit(userId, 'count-the-vowels', 'wrong'); // basic: strings
    const { problems: picked } = await recommendationsOf('student2@demo.test');
    expect(picked.basis).toBe('history');
    expect(picked.items.map((item) => [item.slug, item.reason])).toEqual([
      ['count-the-vowels', 'You tried it and it is still unsolved'],
      // Shares basic-io with the solved problem and strings with the unsolved one.
      ['reverse-the-words', 'Because you solved Fizz Buzz (basic-io)'],
      ['sum-of-two-numbers', 'Because you solved Fizz Buzz (basic-io)'],
      ['maximum-of-an-array', 'Because you solved Fizz Buzz (math)'],
    ]);
    // Solved basic problems only: nothing harder than easy yet.
    expect(picked.items.every((item) => ['basic', 'easy'].includes(item.difficulty))).toBe(true);

    // Once solved, it leaves the list.
    await submit(userId, 'count-the-vowels', 'correct');
    await server.database.db
      .update(problemAttempts)
      .set({ status: ProblemAttemptStatus.CORRECT })
      .where(eq(problemAttempts.userId, userId));
    const after = await recommendationsOf('student2@demo.test');
    expect(after.problems.items.map((item) => item.slug)).not.toContain('count-the-vowels');
    expect(after.problems.items.map((item) => item.slug)).not.toContain('fizz-buzz');
  });

  it('explains only with the learner’s own work, never another learner’s', async () => {
    const mine = await forgetHistory('student1@demo.test');
    const other = await forgetHistory('student2@demo.test');
    // Another learner solved and failed problems on every topic; this learner solved one problem.
    for (const slug of [
      'pair-with-given-sum',
      'balanced-brackets',
      'reverse-the-words',
      'maximum-of-an-array',
    ])
      await submit(other, slug, 'correct');
    await submit(other, 'count-the-vowels', 'wrong');
    await submit(mine, 'sum-of-two-numbers', 'correct');
    const answer = await recommendationsOf('student1@demo.test');
    const catalogue = await server.database.db
      .select({ title: problems.title })
      .from(problems)
      .where(eq(problems.published, true));
    const named = (reason: string) => catalogue.filter((problem) => reason.includes(problem.title));
    for (const item of [...answer.problems.items, ...answer.courses.items]) {
      for (const problem of named(item.reason)) expect(problem.title, item.reason).toBe('Sum of Two Numbers');
    }
    expect(answer.problems.items.map((item) => item.reason)).toContain(
      'Because you solved Sum of Two Numbers (basic-io)',
    );
  });

  it('recommends courses sharing a category with the learner’s own, never one they are enrolled in', async () => {
    const { db } = server.database;
    const userId = await forgetHistory('student2@demo.test');
    const [batch] = await db
      .select({ id: batches.id })
      .from(batches)
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .where(and(eq(courses.slug, 'python-foundations')))
      .limit(1);
    await db.insert(batchEnrollments).values({ userId, batchId: batch!.id });
    const answer = await recommendationsOf('student2@demo.test');
    expect(answer.courses.basis).toBe('history');
    const slugs = answer.courses.items.map((item) => item.slug);
    expect(slugs).not.toContain('python-foundations');
    // Python Foundations is in Programming, as are the DSA and Java courses.
    expect(slugs.length).toBeGreaterThan(0);
    for (const item of answer.courses.items)
      expect(item.reason).toMatch(/^Programming, like Python .*, which you are enrolled in$/);
  });

  it('never offers a locked premium problem; a premium member gets premium ones, marked so', async () => {
    const { db } = server.database;
    const userId = await forgetHistory('student1@demo.test');
    const catalogue = await db
      .select({ slug: problems.slug, premium: problems.premium })
      .from(problems)
      .where(eq(problems.published, true));
    // Every free problem solved: only premium ones are left.
    for (const problem of catalogue.filter((row) => !row.premium))
      await submit(userId, problem.slug, 'correct');
    const without = await recommendationsOf('student1@demo.test');
    // Nothing left is not "new here": the list stays theirs (empty), not this week's popular ones.
    expect(without.problems).toEqual({ basis: 'history', items: [] });

    await db
      .update(users)
      .set({ premiumPlanId: 1, premiumUntil: new Date(Date.now() + 30 * 86_400_000) })
      .where(eq(users.id, userId));
    const member = await recommendationsOf('student1@demo.test');
    expect(member.problems.items.map((item) => item.slug).sort()).toEqual(
      catalogue
        .filter((row) => row.premium)
        .map((row) => row.slug)
        .sort(),
    );
    expect(member.problems.items.every((item) => item.premium)).toBe(true);
    expect(member.problems.items.map((item) => item.reason)).toContain(
      'Because you solved N-th Fibonacci Number Modulo (dynamic-programming)',
    );
    await db.update(users).set({ premiumPlanId: null, premiumUntil: null }).where(eq(users.id, userId));
    // No enrolments: courses come from the topics practised, each naming a problem this learner solved.
    expect(member.courses.basis).toBe('history');
    for (const item of member.courses.items)
      expect(item.reason).toMatch(/^Practises \S+, like .+, which you solved$/);
  });

  it('on a problem page: problems only, never that problem, at most three', async () => {
    await forgetHistory('student3@demo.test');
    const answer = await recommendationsOf('student3@demo.test', '?context=problem&slug=fizz-buzz');
    expect(answer.courses.items).toEqual([]);
    expect(answer.problems.items.length).toBeGreaterThan(0);
    expect(answer.problems.items.length).toBeLessThanOrEqual(3);
    expect(answer.problems.items.map((item) => item.slug)).not.toContain('fizz-buzz');
  });

  it('answers 401 without a session and 400 for an unknown context', async () => {
    expect((await createSessionClient(server.url).get(address)).status).toBe(401);
    const learner = await signedInClient(server.url, 'student3@demo.test');
    const refused = await learner.get(`${address}?context=everything`);
    expect(refused.status).toBe(400);
  });
});
