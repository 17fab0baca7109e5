import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/passwords';
import type { Db } from '../db/client';
import {
  batchEnrollments,
  batches,
  courses,
  organizations,
  problems,
  problemTestFiles,
  trackProblems,
  tracks,
  users,
} from '../db/schema';
import { creditFinalContestRanks } from '../rewards/contest-rank-points';
import { seedSiteContent } from '../site/content';
import { seedBatchPageData, seedElectivesAndPlanner } from './batch-page';
import { seedScaleLearners, vacuumScaleTables } from './bulk-learners';
import { demoEpoch } from './calendar';
import { seedCourseLevels, seedSaleBanner } from './catalogue';
import { seedContestData } from './contests';
import { seedCouponData } from './coupons';
import { seedCourseEditorData } from './courses';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './demo-accounts';
import { seedEventData } from './events';
import { seedHackathonData } from './hackathons';
import { seedJobData } from './jobs';
import { seedOrgDashboardData } from './org-dashboard';
import { demoTests } from './problem-tests';
import { seedProblemData } from './problems';
import { seedProgrammeData } from './programmes';
import { createRandom } from './random';
import { seedRewardItems } from './rewards';

const DEMO_SEED = 20_261_126;
export const DEFAULT_LEARNERS = 300;
/** Students beyond this many are the scale part, written set-based by seedScaleLearners (bulk-learners.ts). */
export const DEMO_LEARNERS = 300;

const FIRST_NAMES = [
  'Aarav',
  'Diya',
  'Kabir',
  'Meera',
  'Rohan',
  'Sara',
  'Vivaan',
  'Anaya',
  'Arjun',
  'Ira',
  'Nikhil',
  'Tara',
  'Dev',
  'Leela',
  'Omar',
  'Priya',
  'Zoya',
  'Farhan',
  'Nisha',
  'Yusuf',
];
const LAST_NAMES = [
  'Sharma',
  'Iyer',
  'Khan',
  'Patel',
  'Das',
  'Reddy',
  'Singh',
  'Mehta',
  'Nair',
  'Gupta',
  'Bose',
  'Joshi',
  'Kapoor',
  'Rao',
  'Menon',
];

const COURSES = [
  {
    slug: 'dsa-self-paced',
    name: 'Data Structures and Algorithms - Self Paced',
    courseType: 1,
    courseFeeType: 1,
  },
  { slug: 'full-stack-live', name: 'Full Stack Development - Live', courseType: 2, courseFeeType: 1 },
  { slug: 'python-foundations', name: 'Python Foundations', courseType: 1, courseFeeType: 0 },
  { slug: 'system-design-live', name: 'System Design - Live', courseType: 2, courseFeeType: 1 },
  {
    slug: 'dsa-classroom-bengaluru',
    name: 'DSA Classroom Program - Bengaluru',
    courseType: 0,
    courseFeeType: 1,
  },
  { slug: 'java-backend', name: 'Java Backend Development', courseType: 1, courseFeeType: 1 },
] as const;

const SUM_PROBLEM = {
  slug: 'sum-of-two-numbers',
  title: 'Sum of Two Numbers',
  difficulty: 'basic' as const,
  // The formats and constraints are the problem's own fields (seed/problems.ts), as the authoring
  // tool writes them, so the editor's pre-publish checks pass on the seeded problem too.
  statement: 'Given two integers $a$ and $b$, print $a + b$.',
  tests: [
    ['2 3\n', '5\n', true],
    ['-4 10\n', '6\n', true],
    ['0 0\n', '0\n', false],
    ['1000000000 1000000000\n', '2000000000\n', false],
    ['-1000000000 999999999\n', '-1\n', false],
  ] as const,
};

export interface SeedSummary {
  seeded: boolean;
  learners: number;
}

/**
 * Builds the demo world once, on an empty database, from a fixed seed: the same rows on every
 * machine. `learners` scales the student body for benchmarks (e.g. 100,000).
 */
export async function seedDemoData(
  db: Db,
  { learners = DEFAULT_LEARNERS, today = new Date() }: { learners?: number; today?: Date } = {},
): Promise<SeedSummary> {
  const [{ count } = { count: 0 }] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(organizations);
  if (count > 0) return { seeded: false, learners: 0 };

  const random = createRandom(DEMO_SEED);
  // One hash shared by every demo account: hashing thousands of identical demo passwords would only slow start-up.
  const demoHash = await hashPassword(DEMO_PASSWORD);
  const day = 86_400_000;
  const epoch = demoEpoch(today);

  await db.transaction(async (tx) => {
    const orgRows = await tx
      .insert(organizations)
      .values([
        { slug: 'demo-company', name: 'Demo Company', type: 'company' },
        { slug: 'demo-institute', name: 'Demo Institute of Technology', type: 'institute' },
      ])
      .returning();
    const orgId = Object.fromEntries(orgRows.map((org) => [org.slug, org.id])) as Record<string, number>;

    const staff = await tx
      .insert(users)
      .values(
        DEMO_ACCOUNTS.map((account) => ({
          email: account.email,
          name: account.name,
          handle: account.handle,
          roles: account.roles,
          passwordHash: demoHash,
          organizationId: account.organization ? orgId[account.organization] : null,
        })),
      )
      .returning({ id: users.id, email: users.email });
    const learnerAccountId = staff.find((row) => row.email === 'learner@demo.test')!.id;
    const setterId = staff.find((row) => row.email === 'setter@demo.test')!.id;

    // Students: 60% institute, 25% company, the rest independent learners.
    const learnerIds: { id: number; org: 'demo-institute' | 'demo-company' | null }[] = [
      { id: learnerAccountId, org: 'demo-institute' },
    ];
    const CHUNK = 1000;
    const demoLearners = Math.min(learners, DEMO_LEARNERS);
    for (let start = 0; start < demoLearners; start += CHUNK) {
      const rows: (typeof users.$inferInsert & { org: (typeof learnerIds)[number]['org'] })[] = [];
      for (let i = start; i < Math.min(demoLearners, start + CHUNK); i++) {
        const roll = random.next();
        const org = roll < 0.6 ? 'demo-institute' : roll < 0.85 ? 'demo-company' : null;
        const first = random.pick(FIRST_NAMES);
        const last = random.pick(LAST_NAMES);
        rows.push({
          email: `student${i + 1}@demo.test`,
          handle: `student${i + 1}`,
          name: `${first} ${last}`,
          roles: ['learner'],
          passwordHash: demoHash,
          organizationId: org ? orgId[org] : null,
          org,
        });
      }
      const inserted = await tx
        .insert(users)
        .values(rows.map(({ org: _org, ...row }) => row))
        .returning({ id: users.id });
      inserted.forEach((row, index) => {
        learnerIds.push({ id: row.id, org: rows[index]!.org });
      });
    }

    const courseRows = await tx
      .insert(courses)
      .values(
        COURSES.map((course) => ({
          ...course,
          shortDescription: `${course.name}: lessons, practice problems and contests.`,
        })),
      )
      .returning();
    const courseId = Object.fromEntries(courseRows.map((course) => [course.slug, course.id])) as Record<
      string,
      number
    >;

    const batchSpecs = [
      {
        slug: 'dsa-institute-2026',
        name: 'DSA 2026 - Demo Institute',
        course: 'dsa-self-paced',
        org: 'demo-institute',
      },
      {
        slug: 'python-institute-2026',
        name: 'Python 2026 - Demo Institute',
        course: 'python-foundations',
        org: 'demo-institute',
      },
      {
        slug: 'full-stack-company-2026',
        name: 'Full Stack 2026 - Demo Company',
        course: 'full-stack-live',
        org: 'demo-company',
      },
      {
        slug: 'system-design-company-2026',
        name: 'System Design 2026 - Demo Company',
        course: 'system-design-live',
        org: 'demo-company',
      },
      { slug: 'dsa-public-jan-2026', name: 'DSA January 2026', course: 'dsa-self-paced', org: null },
      { slug: 'java-backend-2026', name: 'Java Backend 2026', course: 'java-backend', org: null },
      {
        slug: 'python-public-2026',
        name: 'Python Foundations 2026',
        course: 'python-foundations',
        org: null,
      },
      {
        slug: 'dsa-classroom-feb-2026',
        name: 'DSA Classroom February 2026',
        course: 'dsa-classroom-bengaluru',
        org: null,
      },
    ] as const;
    const batchRows = await tx
      .insert(batches)
      .values(
        batchSpecs.map((spec, index) => ({
          slug: spec.slug,
          name: spec.name,
          courseId: courseId[spec.course]!,
          organizationId: spec.org ? orgId[spec.org] : null,
          startsAt: new Date(epoch + index * 14 * day),
          endsAt: new Date(epoch + (index * 14 + 180) * day),
        })),
      )
      .returning();
    const batchesByOrg = (org: string | null) =>
      batchRows.filter((_, index) => (batchSpecs[index]!.org ?? null) === org).map((batch) => batch.id);

    const enrollments: { batchId: number; userId: number; enrolledAt: Date; accessEndsAt: Date }[] = [];
    for (const learner of learnerIds) {
      const own = batchesByOrg(learner.org);
      const chosen = learner.id === learnerAccountId ? own : own.filter(() => random.next() < 0.7);
      if (chosen.length === 0) chosen.push(random.pick(own));
      for (const batchId of chosen) {
        const enrolledAt = new Date(epoch + random.int(0, 60) * day);
        // Every demo course keeps the default course_expiry_days (365) from enrolment (ADR 0065).
        const accessEndsAt = new Date(enrolledAt.getTime() + 365 * day);
        enrollments.push({ batchId, userId: learner.id, enrolledAt, accessEndsAt });
      }
    }
    for (let start = 0; start < enrollments.length; start += CHUNK) {
      await tx.insert(batchEnrollments).values(enrollments.slice(start, start + CHUNK));
    }

    const trackRows = await tx
      .insert(tracks)
      .values(
        batchRows.flatMap((batch) =>
          ['getting-started', 'practice', 'assessment'].map((slug, position) => ({
            slug,
            name: ['Getting Started', 'Practice', 'Assessment'][position]!,
            batchId: batch.id,
            position,
          })),
        ),
      )
      .returning();

    const [problem] = await tx
      .insert(problems)
      .values({
        slug: SUM_PROBLEM.slug,
        title: SUM_PROBLEM.title,
        statement: SUM_PROBLEM.statement,
        difficulty: SUM_PROBLEM.difficulty,
        isPublic: true,
        published: true,
        timeLimits: { default: 1000, python3: 3000, java: 2000 },
        createdBy: setterId,
      })
      .returning();
    await tx.insert(problemTestFiles).values(
      demoTests(SUM_PROBLEM.slug, SUM_PROBLEM.tests).map(([input, output, isSample], index) => ({
        problemId: problem!.id,
        n: index + 1,
        input,
        output,
        isSample,
      })),
    );
    await tx
      .insert(trackProblems)
      .values(
        trackRows
          .filter((track) => track.slug === 'practice')
          .map((track) => ({ trackId: track.id, problemId: problem!.id })),
      );
    await seedProblemData(tx, today);
    await seedSiteContent(tx);
    await seedCouponData(tx);
    await seedRewardItems(tx);
    await seedSaleBanner(tx, today);
    await seedJobData(tx, today);
    await seedCourseEditorData(tx);
    await seedOrgDashboardData(tx, DEMO_SEED, today);
    await seedContestData(tx, DEMO_SEED, today);
    await seedBatchPageData(tx, today);
    await seedElectivesAndPlanner(tx);
    await seedCourseLevels(tx);
    await seedEventData(tx, today);
    await seedHackathonData(tx, today);
    await seedProgrammeData(tx, today);
    // The demo's finished contests are settled here, as the hourly sweep would have (ADR 0102), so a starting
    // server never credits seeded learners under a running test (today no past demo contest has a scoring
    // sitting: they are marked paid with no ledger rows).
    await creditFinalContestRanks(tx as unknown as Db);
    await seedScaleLearners(tx, {
      first: DEMO_LEARNERS + 1,
      last: learners,
      passwordHash: demoHash,
      firstNames: FIRST_NAMES,
      lastNames: LAST_NAMES,
      epoch,
    });
  });
  if (learners > DEMO_LEARNERS) await vacuumScaleTables(db);
  return { seeded: true, learners: learners + 1 };
}
