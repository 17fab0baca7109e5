import { and, eq, gt, gte, lte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import {
  batchEnrollments,
  jobs,
  openContests,
  organizations,
  problemAttempts,
  problems,
  problemTestFiles,
  submissions,
  users,
} from '../src/db/schema';
import { submissionStats } from '../src/problems/queries';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { seedDemoData } from '../src/seed/generate';
import { MIN_DEMO_TESTS } from '../src/seed/problem-tests';

async function snapshot(learners: number, today = new Date()) {
  const database = await openDatabase({ dataDir: 'memory' });
  try {
    await seedDemoData(database.db, { learners, today });
    const people = await database.db
      .select({ handle: users.handle, name: users.name, roles: users.roles })
      .from(users)
      .orderBy(users.id);
    const [enrolled] = await database.db.select({ n: sql<number>`count(*)::int` }).from(batchEnrollments);
    const orgs = await database.db
      .select({ slug: organizations.slug, type: organizations.type })
      .from(organizations);
    const tests = await database.db
      .select({ isSample: problemTestFiles.isSample })
      .from(problemTestFiles)
      .innerJoin(problems, eq(problems.id, problemTestFiles.problemId))
      .where(eq(problems.slug, 'sum-of-two-numbers'));
    // Hiring contests and the demo job are dated from the seeding day, like the rest of the demo world.
    const upcomingOpen = await database.db
      .select({ slug: openContests.slug })
      .from(openContests)
      .where(and(eq(openContests.status, 2), gt(openContests.startTime, today)));
    const openJobs = await database.db
      .select({ title: jobs.title })
      .from(jobs)
      .where(
        and(
          lte(jobs.publishDate, sql`${today.toISOString()}::timestamp`),
          gte(jobs.lastApplyDate, sql`${today.toISOString()}::timestamp`),
        ),
      );
    const testsPerProblem = await database.db
      .select({ id: problems.id, slug: problems.slug, tests: sql<number>`count(*)::int` })
      .from(problems)
      .innerJoin(problemTestFiles, eq(problemTestFiles.problemId, problems.id))
      .where(eq(problems.published, true))
      .groupBy(problems.id);
    const accuracy = await submissionStats(
      database.db,
      testsPerProblem.map((problem) => problem.id),
    );
    // Every seeded solve points at its correct submission and is dated by it, inside the demo year.
    const solves = await database.db
      .select({
        solvedAt: problemAttempts.updatedAt,
        verdict: submissions.verdict,
        submittedAt: submissions.createdAt,
        sameLearner: sql<boolean>`${submissions.userId} = ${problemAttempts.userId} and ${submissions.problemId} = ${problemAttempts.problemId}`,
      })
      .from(problemAttempts)
      .leftJoin(submissions, eq(submissions.id, problemAttempts.solvedSubmissionId))
      .where(eq(problemAttempts.status, 1));
    const again = await seedDemoData(database.db, { learners });
    return {
      people,
      enrolled: enrolled!.n,
      orgs,
      tests,
      testsPerProblem,
      accuracy,
      solves,
      upcomingOpen,
      openJobs,
      again,
    };
  } finally {
    await database.close();
  }
}

describe('demo data', () => {
  let second: Awaited<ReturnType<typeof snapshot>>;
  const secondDay = new Date('2028-09-15T08:00:00Z');

  it('is the same on every run, never seeds twice, and has every demo account', async () => {
    const first = await snapshot(50);
    // A database seeded on any other day has the same people and its own upcoming dates.
    second = await snapshot(50, secondDay);
    expect(second.people).toEqual(first.people);
    expect(second.enrolled).toBe(first.enrolled);
    expect(first.again.seeded).toBe(false);
    expect(first.orgs).toEqual([
      { slug: 'demo-company', type: 'company' },
      { slug: 'demo-institute', type: 'institute' },
    ]);
    expect(first.people).toHaveLength(DEMO_ACCOUNTS.length + 50);
    for (const account of DEMO_ACCOUNTS) {
      expect(first.people).toContainEqual(
        expect.objectContaining({ handle: account.handle, roles: account.roles }),
      );
    }
    expect(first.tests).toHaveLength(MIN_DEMO_TESTS);
    expect(first.tests.filter((test) => test.isSample)).toHaveLength(2);
    expect(first.enrolled).toBeGreaterThan(50);
    for (const seeded of [first, second]) {
      // Three hiring contests, and the open quiz marathon of seed/contests.ts.
      expect(seeded.upcomingOpen.map((contest) => contest.slug).sort()).toEqual([
        'hiring-data-analyst-challenge',
        'hiring-frontend-sprint',
        'hiring-java-backend-assessment',
        'monthly-quiz-marathon',
      ]);
      expect(seeded.openJobs).toEqual([{ title: 'Backend Developer (Java)' }]);
    }
  });

  // Reads the database the test above seeded on another day, rather than seeding a third one.
  it('gives every problem at least 12 tests and seeds the wrong tries that make its accuracy believable', () => {
    expect(second.testsPerProblem.length).toBeGreaterThanOrEqual(10);
    for (const problem of second.testsPerProblem) {
      expect({ slug: problem.slug, enough: problem.tests >= MIN_DEMO_TESTS }).toEqual({
        slug: problem.slug,
        enough: true,
      });
      // Neither "everyone gets it first time" (100 %) nor nobody ever solving it.
      const stats = second.accuracy.get(problem.id);
      expect({
        slug: problem.slug,
        believable: (stats?.accuracy ?? 0) > 20 && (stats?.accuracy ?? 100) < 85,
      }).toEqual({ slug: problem.slug, believable: true });
      expect(stats!.count).toBeGreaterThan(20);
    }
    expect(second.solves.length).toBeGreaterThan(100);
    const epoch = secondDay.getTime() - 330 * 86_400_000;
    for (const solve of second.solves) {
      expect(solve).toMatchObject({ verdict: 'correct', sameLearner: true });
      expect(solve.solvedAt.getTime()).toBe(solve.submittedAt!.getTime());
      expect(solve.solvedAt.getTime()).toBeLessThan(secondDay.getTime());
      expect(solve.solvedAt.getTime()).toBeGreaterThan(epoch);
    }
  });
});
