import { and, asc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  batchContentItems,
  batchContests,
  batchEnrollments,
  batches,
  batchLiveClasses,
  contestParticipations,
  liveClassAttendance,
  organizations,
  orgBatchActivity,
  orgDealAccess,
  orgDeals,
  orgInstitutes,
  orgNotices,
  orgReportTiers,
  orgStudentProfiles,
  type problemAttempts,
  problems,
  problemsOfDay,
  proctoredAssets,
  type submissions,
  tracks,
  users,
} from '../db/schema';
import { recordEdit } from '../edit-history/record';
import { recountBatchProblems, refreshStudentStats } from '../org-dashboard/stats';
import { pointsFor } from '../problems/queries';
import { demoEpoch, utcDay } from './calendar';
import {
  openPracticeHistory,
  practiceMoment,
  solveSubmissions,
  unsolvedSubmissions,
  writePracticeHistory,
} from './practice-history';
import { createRandom } from './random';
import { contentBody, trackIndexOf } from './track-content';

const CHUNK = 1000;
const day = 86_400_000;
/** Days before the seeding day in which most students solve the daily problem. */
const RECENT_DAYS = 35;
/** Students 1–20 and the learner account keep no practice history, so walkthroughs start from a clean slate. */
export const FRESH_STUDENTS = 20;
/**
 * Per-event rows (contest sittings, class attendance, daily-problem submissions) are seeded for
 * this many students of each batch; the per-student rollups cover everyone at any scale.
 */
export const DETAILED_STUDENTS_PER_BATCH = 1500;

const CAMPUSES = ['Main Campus', 'North Campus', 'City Campus'];
export const DEGREES = ['B.Tech', 'M.Tech', 'BCA', 'MCA'];
export const BRANCHES = ['CSE', 'ECE', 'IT', 'ME'];
export const SECTIONS = ['A', 'B', 'C'];
/** The correct daily-problem submission every seeded solver sent. */
export const POD_SOLUTION = 'a, b = map(int, input().split())\nprint(a + b)\n';

async function insertChunked<T>(rows: T[], insert: (chunk: T[]) => Promise<unknown>) {
  for (let start = 0; start < rows.length; start += CHUNK) await insert(rows.slice(start, start + CHUNK));
}

const round1 = (value: number) => Math.round(value * 10) / 10;

/**
 * Learning activity, contests, live classes, deals, notices and report tiers for demo-company and
 * demo-institute, from its own fixed seed so that the rest of the demo data does not shift.
 */
export async function seedOrgDashboardData(db: Db, seed: number, today: Date = new Date()): Promise<void> {
  const random = createRandom(seed ^ 0x0d45b0a2);
  const epoch = demoEpoch(today);
  const todayStart = utcDay(today);
  const orgRows = await db
    .select()
    .from(organizations)
    .where(inArray(organizations.slug, ['demo-company', 'demo-institute']))
    .orderBy(asc(organizations.id));
  if (orgRows.length === 0) return;
  const orgIds = orgRows.map((org) => org.id);
  const institute = orgRows.find((org) => org.type === 'institute');

  const students = await db
    .select({ id: users.id, handle: users.handle, organizationId: users.organizationId })
    .from(users)
    .where(and(inArray(users.organizationId, orgIds), sql`${users.roles} = ARRAY['learner']::text[]`))
    .orderBy(asc(users.id));
  const withHistory = (handle: string) => {
    const match = /^student(\d+)$/.exec(handle);
    return match !== null && Number(match[1]) > FRESH_STUDENTS;
  };

  // Where each student studies.
  const campusIds = institute
    ? (
        await db
          .insert(orgInstitutes)
          .values(CAMPUSES.map((name) => ({ organizationId: institute.id, name })))
          .returning({ id: orgInstitutes.id })
      ).map((row) => row.id)
    : [];
  await insertChunked(
    students.map((student) => {
      const atInstitute = student.organizationId === institute?.id;
      return {
        userId: student.id,
        organizationId: student.organizationId!,
        instituteId: atInstitute ? random.pick(campusIds) : null,
        degree: atInstitute ? random.pick(DEGREES) : '',
        branch: atInstitute ? random.pick(BRANCHES) : '',
        section: atInstitute ? random.pick(SECTIONS) : '',
      };
    }),
    (chunk) => db.insert(orgStudentProfiles).values(chunk),
  );

  const orgBatches = await db
    .select()
    .from(batches)
    .where(isNotNull(batches.organizationId))
    .orderBy(asc(batches.id));
  const enrollments = await db
    .select({ batchId: batchEnrollments.batchId, userId: batchEnrollments.userId, handle: users.handle })
    .from(batchEnrollments)
    .innerJoin(batches, eq(batches.id, batchEnrollments.batchId))
    .innerJoin(users, eq(users.id, batchEnrollments.userId))
    .where(and(isNotNull(batches.organizationId), sql`${users.roles} = ARRAY['learner']::text[]`))
    .orderBy(asc(batchEnrollments.batchId), asc(batchEnrollments.userId));

  // A diligence per student makes the figures of one student hang together.
  const diligence = new Map<number, number>();
  for (const student of students) diligence.set(student.id, 0.15 + random.next() * 0.85);
  const skillOf = (userId: number) => diligence.get(userId) ?? 0.5;

  // Learning activity per student and batch.
  await insertChunked(
    enrollments.map(({ batchId, userId, handle }) => {
      if (!withHistory(handle)) return { batchId, userId };
      const skill = skillOf(userId);
      const jitter = () => 0.75 + random.next() * 0.5;
      const score = () => Math.min(100, round1(skill * 100 * jitter()));
      return {
        batchId,
        userId,
        progress: score(),
        problemScore: score(),
        quizScore: score(),
        contestScore: score(),
        liveMinutes: round1(skill * 600 * jitter()),
        liveCount: Math.round(skill * 12 * jitter()),
        recordedMinutes: round1(skill * 300 * jitter()),
        recordedCount: Math.round(skill * 10 * jitter()),
        prerecordedMinutes: round1(skill * 240 * jitter()),
        prerecordedCount: Math.round(skill * 8 * jitter()),
        articlesCount: Math.round(skill * 6 * jitter()),
        quizzesCount: Math.round(skill * 4 * jitter()),
        contestsCount: Math.round(skill * 3 * jitter()),
        // Active within the last seven weeks of the seeding day, so activity filters find people.
        lastActiveAt: new Date(todayStart - random.int(0, 50) * day),
      };
    }),
    (chunk) => db.insert(orgBatchActivity).values(chunk),
  );

  // Batch content: articles, quizzes and videos placed in the batch's tracks, with what a learner reads,
  // answers and watches; then contests and live classes with their attendance.
  const orgTracks = await db
    .select({ id: tracks.id, batchId: tracks.batchId, position: tracks.position })
    .from(tracks)
    .where(
      inArray(
        tracks.batchId,
        orgBatches.map((batch) => batch.id),
      ),
    );
  const trackAt = (batchId: number, index: number) =>
    orgTracks.find((track) => track.batchId === batchId && track.position === index)?.id ?? null;
  const items = (
    batchId: number,
    kind: 'article' | 'quiz' | 'video',
    count: number,
    title: (i: number) => string,
  ) =>
    Array.from({ length: count }, (_, i) => ({
      batchId,
      kind,
      title: title(i),
      position: i,
      trackId: trackAt(batchId, trackIndexOf(kind, i)),
      body: contentBody(kind, i),
    }));
  await db
    .insert(batchContentItems)
    .values(
      orgBatches.flatMap((batch) => [
        ...items(batch.id, 'article', 6, (i) => `Article ${i + 1}`),
        ...items(batch.id, 'quiz', 4, (i) => `Quiz ${i + 1}`),
        ...items(batch.id, 'video', 8, (i) => `Video lesson ${i + 1}`),
      ]),
    );
  // Completed 5, Live 1, Upcoming 2 (000 §4).
  const contestPlan = [
    { title: 'Weekly Contest 1', offsetDays: 20, status: 5 },
    { title: 'Weekly Contest 2', offsetDays: 40, status: 5 },
    { title: 'Mid-term Assessment', offsetDays: 400, status: 2 },
  ];
  const contestRows = await db
    .insert(batchContests)
    .values(
      orgBatches.flatMap((batch) =>
        contestPlan.map((plan, i) => {
          const start = batch.startsAt.getTime() + plan.offsetDays * day;
          return {
            slug: `${batch.slug}-contest-${i + 1}`,
            title: plan.title,
            batchId: batch.id,
            startTime: new Date(start),
            endTime: new Date(start + 2 * 3_600_000),
            status: plan.status,
          };
        }),
      ),
    )
    .returning();
  const classPlan = [
    { title: 'Orientation', offsetDays: 2, status: 5 },
    { title: 'Complexity and arrays', offsetDays: 9, status: 5 },
    { title: 'Recursion', offsetDays: 16, status: 5 },
    { title: 'Cancelled: guest lecture', offsetDays: 23, status: 4 },
    { title: 'Dynamic programming', offsetDays: 400, status: 2 },
  ];
  const classRows = await db
    .insert(batchLiveClasses)
    .values(
      orgBatches.flatMap((batch) =>
        classPlan.map((plan, i) => ({
          slug: `${batch.slug}-class-${i + 1}`,
          title: plan.title,
          batchId: batch.id,
          startTime: new Date(batch.startsAt.getTime() + plan.offsetDays * day + 14 * 3_600_000),
          durationMinutes: 90,
          status: plan.status,
        })),
      ),
    )
    .returning();

  const detailed = new Map<number, typeof enrollments>();
  for (const enrollment of enrollments) {
    if (!withHistory(enrollment.handle)) continue;
    const list = detailed.get(enrollment.batchId) ?? [];
    if (list.length < DETAILED_STUDENTS_PER_BATCH) list.push(enrollment);
    detailed.set(enrollment.batchId, list);
  }
  const participations: (typeof contestParticipations.$inferInsert)[] = [];
  for (const contest of contestRows) {
    if (contest.status !== 5) continue;
    for (const { userId } of detailed.get(contest.batchId) ?? []) {
      const skill = skillOf(userId);
      if (random.next() > 0.4 + skill * 0.5) continue;
      const attended = random.next() < 0.92;
      participations.push({
        contestId: contest.id,
        userId,
        attended,
        score: attended ? round1(Math.min(100, skill * 100 * (0.7 + random.next() * 0.6))) : 0,
        durationMinutes: attended ? random.int(20, 120) : 0,
      });
    }
  }
  await insertChunked(participations, (chunk) => db.insert(contestParticipations).values(chunk));

  const attendance: (typeof liveClassAttendance.$inferInsert)[] = [];
  for (const liveClass of classRows) {
    if (liveClass.status !== 5) continue;
    for (const { userId } of detailed.get(liveClass.batchId!) ?? []) {
      if (random.next() > 0.35 + skillOf(userId) * 0.6) continue;
      attendance.push({ classId: liveClass.id, userId, durationMinutes: random.int(15, 90) });
    }
  }
  await insertChunked(attendance, (chunk) => db.insert(liveClassAttendance).values(chunk));

  const firstContest = contestRows.find((contest) => contest.status === 5);
  if (firstContest) {
    const sitters = participations.filter((row) => row.contestId === firstContest.id && row.attended);
    const kinds = ['screenshot', 'webcam', 'tab-switch'] as const;
    await insertChunked(
      sitters.slice(0, 10).flatMap((row, i) =>
        kinds.map((kind, k) => ({
          contestId: firstContest.id,
          userId: row.userId,
          kind,
          capturedAt: new Date(firstContest.startTime.getTime() + (i * 3 + k + 1) * 60_000),
          url: kind === 'tab-switch' ? null : `/media/proctoring/${firstContest.slug}/${i + 1}-${kind}.jpg`,
        })),
      ),
      (chunk) => db.insert(proctoredAssets).values(chunk),
    );
  }

  // Practice history on the real problems: attempts with the submissions behind them (wrong tries, then the
  // correct one), and daily-problem solves, each also after the tries it took.
  const history = await openPracticeHistory(db, seed);
  const practice: (typeof submissions.$inferInsert)[] = [];
  const problemIds = (await db.select({ id: problems.id }).from(problems).orderBy(asc(problems.id))).map(
    (row) => row.id,
  );
  const attempts: (typeof problemAttempts.$inferInsert)[] = [];
  for (const student of students) {
    if (!withHistory(student.handle)) continue;
    const skill = skillOf(student.id);
    for (const problemId of problemIds) {
      const roll = random.next();
      if (roll < skill * 0.8) {
        attempts.push({ userId: student.id, problemId, status: 1, score: 100 });
        const solvedAt = practiceMoment(history, today);
        const problem = history.problems.get(problemId);
        practice.push(
          ...solveSubmissions(
            history,
            { userId: student.id, problemId, solvedAt, score: problem ? pointsFor(problem.difficulty) : 0 },
            skill,
          ),
        );
      } else if (roll < skill * 0.8 + 0.15) {
        attempts.push({ userId: student.id, problemId, status: 0, score: 0 });
        practice.push(...unsolvedSubmissions(history, student.id, problemId, practiceMoment(history, today)));
      }
    }
  }

  const podDays = await db.select().from(problemsOfDay).orderBy(asc(problemsOfDay.date));
  const podSolvers = new Set<number>();
  for (const list of detailed.values()) for (const { userId } of list) podSolvers.add(userId);
  const podSubmissions: (typeof submissions.$inferInsert)[] = [];
  for (const userId of [...podSolvers].sort((a, b) => a - b)) {
    const skill = skillOf(userId);
    for (const pod of podDays) {
      // Every day of the demo year has a problem; the last five weeks are busy, earlier days quieter,
      // which keeps the seed small while every date filter still finds solves.
      const recent = todayStart - Date.parse(`${pod.date}T00:00:00Z`) < RECENT_DAYS * day;
      if (random.next() > (recent ? skill : skill * 0.1)) continue;
      const solvedAt = new Date(`${pod.date}T${String(8 + random.int(0, 12)).padStart(2, '0')}:00:00Z`);
      podSubmissions.push(
        ...solveSubmissions(
          history,
          {
            userId,
            problemId: pod.problemId,
            score: pod.rewardPoints,
            // Today's solves happen before the seeding moment, never later in the day.
            solvedAt: solvedAt > today ? new Date(Math.max(todayStart, today.getTime() - 60_000)) : solvedAt,
          },
          skill,
        ),
      );
    }
  }
  await writePracticeHistory(db, attempts, [...practice, ...podSubmissions], insertChunked);
  // Each batch's "Problems" figure counts these solves of its own problems, never a number of its own.
  await recountBatchProblems(db);

  // Deals: licences for every organization batch, partly granted to its students.
  const admins = await db
    .select({ id: users.id, organizationId: users.organizationId })
    .from(users)
    .where(and(inArray(users.organizationId, orgIds), sql`'org_admin' = any(${users.roles})`));
  const adminOf = (organizationId: number) => admins.find((a) => a.organizationId === organizationId)?.id;
  let dealNumber = 1001;
  for (const batch of orgBatches) {
    const enrolled = enrollments.filter((row) => row.batchId === batch.id);
    const granted = enrolled.filter(() => random.next() < 0.8);
    const licensesPurchased = Math.max(25, Math.ceil(granted.length * 1.2) + 5);
    const [deal] = await db
      .insert(orgDeals)
      .values({
        organizationId: batch.organizationId!,
        dealNumber: `LF-${dealNumber++}`,
        batchId: batch.id,
        startDate: batch.startsAt,
        expiryDate: new Date(batch.startsAt.getTime() + 365 * day),
        licensesPurchased,
      })
      .returning();
    await insertChunked(
      granted.map(({ userId }) => ({
        dealId: deal!.id,
        userId,
        grantedBy: adminOf(batch.organizationId!) ?? null,
        grantedAt: new Date(batch.startsAt.getTime() + random.int(0, 10) * day),
      })),
      (chunk) => db.insert(orgDealAccess).values(chunk),
    );
    const admin = adminOf(batch.organizationId!);
    if (admin) {
      // The deal was first bought with fewer licences and topped up once.
      await recordEdit(db, {
        entityType: 'organization_deal',
        entityId: deal!.id,
        actorId: admin,
        before: { licenses_purchased: licensesPurchased - 10 },
        after: { licenses_purchased: licensesPurchased },
      });
    }
  }

  for (const org of orgRows) {
    const admin = adminOf(org.id) ?? null;
    await db.insert(orgNotices).values([
      {
        organizationId: org.id,
        title: 'Welcome to the new term',
        body: 'Classes start on Monday. Check your batch page for the live class schedule.',
        pinned: true,
        createdBy: admin,
        createdAt: new Date(epoch),
        updatedAt: new Date(epoch),
      },
      {
        organizationId: org.id,
        title: 'Weekly contest every Saturday',
        body: 'Each Saturday at 10:00 a two-hour contest opens for every batch.',
        pinned: false,
        createdBy: admin,
        createdAt: new Date(epoch + 7 * day),
        updatedAt: new Date(epoch + 7 * day),
      },
    ]);
    await db.insert(orgReportTiers).values([
      { organizationId: org.id, tier: 'Tier-1', minScore: 75 },
      { organizationId: org.id, tier: 'Tier-2', minScore: 50 },
      { organizationId: org.id, tier: 'Tier-3', minScore: 25 },
    ]);
    await refreshStudentStats(db, org.id);
  }
}
