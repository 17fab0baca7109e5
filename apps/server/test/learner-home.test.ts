import { ProblemAttemptStatus } from '@learnforge/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  batchEnrollments,
  problemAttempts,
  problemDetails,
  problems,
  sessions,
  submissions,
  users,
} from '../src/db/schema';
import { createSessionClient, signedInClient, startTestServer, type TestServer } from './harness';

let server: TestServer;
beforeAll(async () => {
  server = await startTestServer({}, { learners: 3 });
}, 180_000);
afterAll(() => server.close());

const home = '/api/latest/learner/home/';
interface Home {
  returning: boolean;
  last_problem: { slug: string; status: number } | null;
  recent_submissions: { problem_slug: string; verdict: string | null; tests_passed: number }[];
  batches: { slug: string; name: string }[];
  upcoming_contests: { slug: string; status_code: number }[];
}

describe('the signed-in home (x-learner-home)', () => {
  it('lists the learner’s batches and the contests still to sit: open ones and their own batch’s, soonest first', async () => {
    const db = server.database.db;
    const inBatch = (await (await signedInClient(server.url, 'learner@demo.test')).get(home))
      .json as unknown as Home;
    expect(inBatch.batches.map((batch) => batch.slug)).toContain('dsa-institute-2026');
    const contestSlugs = inBatch.upcoming_contests.map((contest) => contest.slug);
    expect(contestSlugs).toEqual(
      expect.arrayContaining(['dsa-institute-2026-weekly-test', 'weekly-coding-challenge']),
    );
    // The past contest is over: it is not offered.
    expect(contestSlugs).not.toContain('autumn-quiz-sprint');
    expect(
      inBatch.upcoming_contests.find((contest) => contest.slug === 'weekly-coding-challenge')?.status_code,
    ).toBe(1);

    // A learner in no batch sees none, and no batch's contest.
    const [loner] = await db.select().from(users).where(eq(users.email, 'student3@demo.test'));
    await db.delete(batchEnrollments).where(eq(batchEnrollments.userId, loner!.id));
    const alone = (await (await signedInClient(server.url, 'student3@demo.test')).get(home))
      .json as unknown as Home;
    expect(alone.batches).toEqual([]);
    expect(alone.upcoming_contests.map((contest) => contest.slug)).not.toContain(
      'dsa-institute-2026-weekly-test',
    );
    expect(alone.upcoming_contests.map((contest) => contest.slug)).toContain('weekly-coding-challenge');
  });

  it('answers 401 without a session', async () => {
    expect((await createSessionClient(server.url).get(home)).status).toBe(401);
  });

  it('a first visit is not "returning" and has nothing to continue', async () => {
    const db = server.database.db;
    const [student] = await db.select().from(users).where(eq(users.email, 'student3@demo.test'));
    await db.delete(submissions).where(eq(submissions.userId, student!.id));
    await db.delete(problemAttempts).where(eq(problemAttempts.userId, student!.id));
    await db.delete(sessions).where(eq(sessions.userId, student!.id));
    const learner = await signedInClient(server.url, 'student3@demo.test');
    const first = (await learner.get(home)).json as unknown as Home;
    expect(first.returning).toBe(false);
    expect(first.last_problem).toBeNull();
    expect(first.recent_submissions).toEqual([]);
  });

  it('continues the newest work and lists submissions (not runs)', async () => {
    const db = server.database.db;
    const [student] = await db.select().from(users).where(eq(users.email, 'student2@demo.test'));
    const userId = student!.id;
    await db.delete(submissions).where(eq(submissions.userId, userId));
    await db.delete(problemAttempts).where(eq(problemAttempts.userId, userId));
    const catalogue = await db
      .select({
        id: problems.id,
        slug: problems.slug,
        difficulty: problems.difficulty,
        topics: problemDetails.topics,
      })
      .from(problems)
      .innerJoin(problemDetails, eq(problemDetails.problemId, problems.id))
      .where(eq(problems.published, true))
      .orderBy(problems.id);
    const solved = catalogue.find((problem) => problem.difficulty === 'basic' && problem.topics.length > 0)!;
    const ran = catalogue.find((problem) => problem.id !== solved.id)!;
    // Solved by a correct submission alone (as the seeded history is), with no attempt row.
    const solvedBySubmission = catalogue.find(
      (problem) => problem.difficulty === 'basic' && problem.id !== solved.id && problem.id !== ran.id,
    )!;
    const base = { userId, language: 'python3', code: 'print()', status: 'done' as const };
    await db.insert(submissions).values({
      ...base,
      problemId: solvedBySubmission.id,
      kind: 'submit',
      verdict: 'correct',
      createdAt: new Date('2026-11-19T10:00:00Z'),
    });
    await db.insert(submissions).values([
      {
        ...base,
        problemId: solved.id,
        kind: 'submit',
        verdict: 'wrong',
        testsPassed: 3,
        testsTotal: 12,
        createdAt: new Date('2026-11-20T10:00:00Z'),
      },
      {
        ...base,
        problemId: solved.id,
        kind: 'submit',
        verdict: 'correct',
        testsPassed: 12,
        testsTotal: 12,
        createdAt: new Date('2026-11-20T10:05:00Z'),
      },
      {
        ...base,
        problemId: ran.id,
        kind: 'run',
        verdict: 'correct',
        createdAt: new Date('2026-11-21T09:00:00Z'),
      },
    ]);
    await db
      .insert(problemAttempts)
      .values({ userId, problemId: solved.id, status: ProblemAttemptStatus.CORRECT });

    const learner = await signedInClient(server.url, 'student2@demo.test');
    const answer = (await learner.get(home)).json as unknown as Home;
    expect(answer.returning).toBe(true);
    // A run is work too: the learner continues on the problem they last ran.
    expect(answer.last_problem).toMatchObject({ slug: ran.slug, status: ProblemAttemptStatus.UNATTEMPTED });
    expect(answer.recent_submissions.map((row) => [row.problem_slug, row.verdict, row.tests_passed])).toEqual(
      [
        [solved.slug, 'correct', 12],
        [solved.slug, 'wrong', 3],
        [solvedBySubmission.slug, 'correct', 0],
      ],
    );
  });
});

describe('the public profile (x-learner-profile)', () => {
  it('is public, leaves the email out, counts what the learner solved by difficulty and language', async () => {
    const visitor = createSessionClient(server.url);
    const answer = await visitor.get('/api/latest/learner/profile/student2/');
    expect(answer.status).toBe(200);
    expect(JSON.stringify(answer.json)).not.toContain('@demo.test');
    const profile = answer.json as {
      solved_total: number;
      solved_by_difficulty: Record<string, number>;
      solved_by_language: { language: string; solved: number }[];
      submissions_total: number;
      calendar: { date: string; count: number }[];
    };
    // The second test above left student2 with two problems solved in Python and three submissions.
    expect(profile.solved_total).toBe(2);
    expect(Object.values(profile.solved_by_difficulty).reduce((sum, value) => sum + value, 0)).toBe(2);
    expect(profile.solved_by_language).toEqual([{ language: 'python3', solved: 2 }]);
    expect(profile.submissions_total).toBe(3);
    expect(profile.calendar.reduce((sum, day) => sum + day.count, 0)).toBe(3);
  });

  it('answers 404 for an unknown handle and 400 for one that is no handle', async () => {
    const visitor = createSessionClient(server.url);
    expect((await visitor.get('/api/latest/learner/profile/no-such-learner/')).status).toBe(404);
    expect((await visitor.get('/api/latest/learner/profile/%20bad%20/')).status).toBe(400);
  });
});
