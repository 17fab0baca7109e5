import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  batchConnectChannels,
  batchEnrollments,
  batches,
  batchLiveClasses,
  batchNotices,
  courseEditorTabs,
  courses,
  liveClassRecordings,
  taTimesheetEntries,
  users,
} from '../db/schema';
import { utcDay } from './calendar';

const DAY = 86_400_000;

/** The demo learner whose access to a paid batch has ended (the batch page says why and how back in). */
const EXPIRED_ACCESS_DEMO = { email: 'student100@demo.test', batch: 'dsa-public-jan-2026' };

/** A demo student with an active seat in the public DSA batch, to read its noticeboard and live classes. */
const ACTIVE_DEMO = 'student101@demo.test';
/** Minutes the demo teaching assistant logged on each of the six days before the seed day, latest first. */
const TA_MINUTES = [45, 90, 30, 120, 60, 75];

const NOTICES = [
  {
    title: 'Welcome to DSA January 2026',
    body: 'Start with **Getting Started**, then one practice problem a day. Doubts go to the live doubt classes.',
    pinned: true,
    daysAgo: 40,
  },
  {
    title: 'Mock contest this weekend',
    body: 'A 90-minute mock contest opens on Saturday at 10:00.\n\n- Three problems\n- Editorials afterwards',
    pinned: false,
    daysAgo: 3,
  },
  {
    title: 'Recording of the graphs class is up',
    body: 'Watch it under *Live classes* on this page.',
    pinned: false,
    daysAgo: 6,
  },
];

/** Live classes of the public DSA batch around the seed day: two past (one recorded), one live, two ahead. */
const LIVE_CLASSES = [
  { title: 'Graphs: shortest paths', offsetMinutes: -6 * 1440 + 14 * 60, minutes: 90, recorded: true },
  { title: 'Doubt clearing: recursion', offsetMinutes: -2 * 1440 + 14 * 60, minutes: 60, recorded: false },
  // Live from ten minutes before the seed until three hours after it, so a fresh demo has a class to join.
  {
    title: 'Live lab: sliding window',
    offsetMinutes: -10,
    minutes: 180,
    recorded: false,
    fromSeedTime: true,
  },
  { title: 'Dynamic programming on grids', offsetMinutes: 3 * 1440 + 14 * 60, minutes: 90, recorded: false },
  { title: 'Guest talk: interviews', offsetMinutes: 1 * 1440 + 15 * 60, minutes: 60, cancelled: true },
] as const;

/**
 * What the batch page shows beyond chapters, dated from the seed day: the demo learner's access to the
 * institute's DSA batch ends in nine days (an expiring batch beside their others), one student's access to
 * the public DSA batch ended three days ago, and that batch has notices and live classes (ADR 0065).
 */
export async function seedBatchPageData(db: Db, today: Date): Promise<void> {
  const seedDay = utcDay(today);
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(
      inArray(users.email, [
        'learner@demo.test',
        'course.admin@demo.test',
        'moderator@demo.test',
        EXPIRED_ACCESS_DEMO.email,
        ACTIVE_DEMO,
      ]),
    );
  const idOf = (email: string) => people.find((person) => person.email === email)?.id;
  const slugs = await db
    .select({ id: batches.id, slug: batches.slug })
    .from(batches)
    .where(inArray(batches.slug, ['dsa-institute-2026', EXPIRED_ACCESS_DEMO.batch]));
  const batchId = (slug: string) => slugs.find((batch) => batch.slug === slug)?.id;

  const learner = idOf('learner@demo.test');
  const institute = batchId('dsa-institute-2026');
  if (learner && institute)
    await db
      .update(batchEnrollments)
      .set({ accessEndsAt: new Date(seedDay + 9 * DAY) })
      .where(and(eq(batchEnrollments.userId, learner), eq(batchEnrollments.batchId, institute)));

  const expired = idOf(EXPIRED_ACCESS_DEMO.email);
  const publicBatch = batchId(EXPIRED_ACCESS_DEMO.batch);
  if (expired && publicBatch) {
    const ended = {
      enrolledAt: new Date(seedDay - 368 * DAY),
      accessEndsAt: new Date(seedDay - 3 * DAY),
    };
    await db
      .insert(batchEnrollments)
      .values({ userId: expired, batchId: publicBatch, ...ended })
      .onConflictDoUpdate({ target: [batchEnrollments.batchId, batchEnrollments.userId], set: ended });
  }

  if (!publicBatch) return;
  const active = idOf(ACTIVE_DEMO);
  if (active) {
    const seat = { enrolledAt: new Date(seedDay - 30 * DAY), accessEndsAt: new Date(seedDay + 335 * DAY) };
    await db
      .insert(batchEnrollments)
      .values({ userId: active, batchId: publicBatch, ...seat })
      .onConflictDoUpdate({ target: [batchEnrollments.batchId, batchEnrollments.userId], set: seat });
  }
  const courseAdmin = idOf('course.admin@demo.test') ?? null;
  await db.insert(batchNotices).values(
    NOTICES.map((notice) => ({
      batchId: publicBatch,
      title: notice.title,
      body: notice.body,
      pinned: notice.pinned,
      createdBy: courseAdmin,
      createdAt: new Date(seedDay - notice.daysAgo * DAY + 9 * 3_600_000),
    })),
  );
  await db.insert(batchConnectChannels).values([
    {
      batchId: publicBatch,
      position: 0,
      platform: 'telegram',
      label: 'DSA January 2026 on Telegram',
      url: 'https://t.me/learnforge_dsa_jan_2026',
    },
    {
      batchId: publicBatch,
      position: 1,
      platform: 'discord',
      label: 'Doubts on Discord',
      url: 'https://discord.gg/learnforge-dsa',
    },
  ]);
  // The teaching assistant's last week on the public batch (001 §6), so the TA time page has days to show.
  const moderator = idOf('moderator@demo.test');
  if (moderator)
    await db.insert(taTimesheetEntries).values(
      TA_MINUTES.map((minutes, index) => ({
        taId: moderator,
        batchId: publicBatch,
        workedOn: new Date(seedDay - (index + 1) * DAY).toISOString().slice(0, 10),
        minutes,
        note: index % 2 === 0 ? 'Doubt-clearing session' : 'Answered discussion threads',
      })),
    );
  const classes = await db
    .insert(batchLiveClasses)
    .values(
      LIVE_CLASSES.map((plan, index) => {
        const from = 'fromSeedTime' in plan ? today.getTime() : seedDay;
        return {
          slug: `dsa-public-jan-2026-live-${index + 1}`,
          title: plan.title,
          batchId: publicBatch,
          startTime: new Date(from + plan.offsetMinutes * 60_000),
          durationMinutes: plan.minutes,
          // 4 Cancelled, 5 Completed, 2 Upcoming (000 §4); the learner's page reads the clock, not this.
          status: 'cancelled' in plan ? 4 : plan.offsetMinutes + plan.minutes < 0 ? 5 : 2,
          mentorId: idOf(index % 2 === 0 ? 'course.admin@demo.test' : 'moderator@demo.test') ?? null,
          joinUrl: `https://meet.learnforge.example/dsa-public-jan-2026/${index + 1}`,
        };
      }),
    )
    .returning({ id: batchLiveClasses.id, title: batchLiveClasses.title });
  const recorded = LIVE_CLASSES.filter((plan) => 'recorded' in plan && plan.recorded).map(
    (plan) => plan.title,
  );
  await db.insert(liveClassRecordings).values(
    classes
      .filter((row) => recorded.includes(row.title as (typeof recorded)[number]))
      .map((row) => ({
        classId: row.id,
        title: `${row.title} (recording)`,
        // The committed 4-second test pattern stands in for a class recording (apps/server/media/README.md).
        src: 'test-pattern.webm',
        durationSeconds: 4,
      })),
  );
}

/**
 * The DSA course offers two electives (a learner chooses up to two in its batches) and the study planner in
 * every batch (ADR 0086), so the demo batch page shows both areas.
 */
export async function seedElectivesAndPlanner(db: Db): Promise<void> {
  const [dsa] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, 'dsa-self-paced'));
  if (!dsa) return;
  await db.insert(courseEditorTabs).values([
    {
      courseId: dsa.id,
      tab: 'details',
      values: {
        upgradableCourses: [],
        electiveCourses: ['system-design-live', 'full-stack-live', 'java-backend'],
        courseBenefits: [],
      },
    },
    {
      courseId: dsa.id,
      tab: 'course-intro',
      // The skills name what "Jobs for this course" matches (ADR 0101): the demo Java backend job asks for Java.
      values: {
        has_scheduler: true,
        scheduler_batches: [],
        skills: ['Data Structures', 'Algorithms', 'Java'],
      },
    },
    {
      courseId: dsa.id,
      tab: 'opt-languages',
      // The January batch is taught in English and the weekend intake in Hindi: a learner can opt for Hindi.
      values: {
        optLanguages: [
          { batch_slug: 'dsa-public-jan-2026', languages: ['English'] },
          { batch_slug: 'dsa-public-weekend-intake', languages: ['Hindi'] },
        ],
      },
    },
  ]);
}
