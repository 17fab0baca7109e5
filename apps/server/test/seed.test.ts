import { and, eq, gt, gte, lte, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../src/db/client';
import {
  batchEnrollments,
  jobs,
  openContests,
  organizations,
  problems,
  problemTestFiles,
  users,
} from '../src/db/schema';
import { DEMO_ACCOUNTS } from '../src/seed/demo-accounts';
import { seedDemoData } from '../src/seed/generate';

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
    const again = await seedDemoData(database.db, { learners });
    return { people, enrolled: enrolled!.n, orgs, tests, upcomingOpen, openJobs, again };
  } finally {
    await database.close();
  }
}

describe('demo data', () => {
  it('is the same on every run, never seeds twice, and has every demo account', async () => {
    const first = await snapshot(50);
    // A database seeded on any other day has the same people and its own upcoming dates.
    const second = await snapshot(50, new Date('2028-09-15T08:00:00Z'));
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
    expect(first.tests).toHaveLength(5);
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
});
