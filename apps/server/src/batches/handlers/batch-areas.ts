import { ClassStatus } from '@learnforge/domain';
import { and, asc, eq, gt, isNotNull, ne, sql } from 'drizzle-orm';
import type { Handler, PublicHandler } from '../../api/registry';
import type { Db } from '../../db/client';
import {
  batchConnectChannels,
  batches,
  batchLiveClasses,
  batchOffers,
  contestRegistrations,
  contests,
  courses,
  jobs,
  learnerInstitutes,
  liveClassRecordings,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { isOpen, isPublished, jobSummaryOf } from '../../jobs/portal-queries';
import { batchBySlug } from '../batch-access';
import { estimateCompletion } from '../completion-estimate';
import { courseTab } from '../course-tabs';
import { requireBatchAccess } from '../learning';
import { recordingUrl } from '../media';

/**
 * `contest?showPinnedContest`: the batch's contest running now, else the soonest one ahead; a cancelled
 * one never (ADR 0101). The spec names no pinning column, so the clock pins it.
 */
export const handleBatchPinnedContest: Handler<'batch-pinned-contest'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch } = await requireBatchAccess(db, user, input.query.batch_slug);
  if (!input.query.showPinnedContest) return { pinned_contest: null };
  const [contest] = await db
    .select()
    .from(contests)
    .where(
      and(
        eq(contests.batchId, batch.id),
        ne(contests.status, ClassStatus.Cancelled),
        gt(contests.endTime, sql`now()`),
      ),
    )
    .orderBy(asc(contests.startTime), asc(contests.id))
    .limit(1);
  if (!contest) return { pinned_contest: null };
  const [registration] = await db
    .select({ userId: contestRegistrations.userId })
    .from(contestRegistrations)
    .where(and(eq(contestRegistrations.contestId, contest.id), eq(contestRegistrations.userId, user.id)))
    .limit(1);
  return {
    pinned_contest: {
      slug: contest.slug,
      name: contest.title,
      start_time: contest.startTime.toISOString(),
      end_time: contest.endTime.toISOString(),
      is_registered: registration !== undefined,
    },
  };
};

/** `class-content/`: the recordings of the batch's past live classes, class by class (ADR 0101). */
export const handleBatchClassContent: Handler<'batch-class-content'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch } = await requireBatchAccess(db, user, input.query.batch_slug);
  const wanted = input.query.live_class_slug;
  const rows = await db
    .select({
      id: liveClassRecordings.id,
      title: liveClassRecordings.title,
      duration: liveClassRecordings.durationSeconds,
      classSlug: batchLiveClasses.slug,
    })
    .from(liveClassRecordings)
    .innerJoin(batchLiveClasses, eq(batchLiveClasses.id, liveClassRecordings.classId))
    .where(
      and(
        eq(batchLiveClasses.batchId, batch.id),
        ne(batchLiveClasses.status, ClassStatus.Cancelled),
        ...(wanted ? [eq(batchLiveClasses.slug, wanted)] : []),
      ),
    )
    .orderBy(asc(batchLiveClasses.startTime), asc(liveClassRecordings.position), asc(liveClassRecordings.id));
  return {
    results: rows.map((row, order) => ({
      id: row.id,
      live_class_slug: row.classSlug,
      title: row.title,
      type: 'recording' as const,
      url: recordingUrl(row.id),
      order,
      duration_seconds: row.duration,
    })),
  };
};

/** `est-completion-date/`: what is left over the learner's pace (ADR 0101). */
export const handleBatchEstCompletionDate: Handler<'batch-est-completion-date'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch, access } = await requireBatchAccess(db, user, input.query.batch_slug);
  const estimate = await estimateCompletion(db, batch.id, user.id, input.query.hours_per_week);
  const ends = access.accessEndsAt?.toISOString().slice(0, 10) ?? null;
  return {
    estimated_completion_date: estimate.completionDate,
    hours_remaining: estimate.hoursRemaining,
    hours_per_week: estimate.hoursPerWeek === null ? null : Math.round(estimate.hoursPerWeek * 100) / 100,
    pace_source: estimate.paceSource,
    after_access_ends: ends !== null && estimate.completionDate !== null && estimate.completionDate > ends,
  };
};

async function channelsOf(db: Db, batchId: number) {
  const rows = await db
    .select()
    .from(batchConnectChannels)
    .where(eq(batchConnectChannels.batchId, batchId))
    .orderBy(asc(batchConnectChannels.position));
  return { results: rows.map((row) => ({ platform: row.platform, label: row.label, url: row.url })) };
}

/** `connect`: the batch's community channels, only for people who may open the batch (the links are its members'). */
export const handleBatchConnect: Handler<'batch-connect'> = async ({ input, user, database: { db } }) => {
  const { batch } = await requireBatchAccess(db, user, input.query.batch_slug);
  return channelsOf(db, batch.id);
};

/** Course admins replace the channels in one transaction: the list sent is the list kept, in its order. */
export const handleBatchConnectPut: Handler<'x-batch-connect-put'> = async ({ input, database: { db } }) => {
  const { batch } = await batchBySlug(db, input.path.slug);
  await db.transaction(async (tx) => {
    await tx.delete(batchConnectChannels).where(eq(batchConnectChannels.batchId, batch.id));
    if (input.body.channels.length > 0)
      await tx
        .insert(batchConnectChannels)
        .values(
          input.body.channels.map((channel, position) => ({ batchId: batch.id, position, ...channel })),
        );
  });
  return channelsOf(db, batch.id);
};

/**
 * `jobs/course/`: published jobs still taking applications whose skills include one the course teaches
 * (its Course Intro `skills`, any letter case), and that the caller's institute may apply to; the soonest
 * deadline first, at most 20. A course that names no skills has none (ADR 0101).
 */
export const handleBatchJobsCourse: Handler<'batch-jobs-course'> = async ({
  input,
  user,
  database: { db },
}) => {
  const [course] = await db.select().from(courses).where(eq(courses.slug, input.query.course_slug)).limit(1);
  if (!course) throw notFound('There is no such course.');
  const skills = (await courseTab(db, course, 'course-intro')).skills
    .map((skill) => skill.trim().toLowerCase())
    .filter(Boolean);
  if (skills.length === 0) return { results: [] };
  const [mine] = await db
    .select({ instituteId: learnerInstitutes.instituteId })
    .from(learnerInstitutes)
    .where(eq(learnerInstitutes.userId, user.id));
  const skillList = sql.join(
    skills.map((skill) => sql`${skill}`),
    sql`, `,
  );
  const rows = await db
    .select()
    .from(jobs)
    .where(
      and(
        isPublished,
        isOpen,
        sql`exists (select 1 from unnest(${jobs.skillSets}) as skill where lower(skill) in (${skillList}))`,
        mine
          ? sql`(cardinality(${jobs.eligibleInstituteIds}) = 0 or ${mine.instituteId} = any(${jobs.eligibleInstituteIds}))`
          : sql`cardinality(${jobs.eligibleInstituteIds}) = 0`,
      ),
    )
    .orderBy(asc(jobs.lastApplyDate), asc(jobs.id))
    .limit(20);
  return { results: rows.map(jobSummaryOf) };
};

/**
 * `geek-campuses/`: the classroom centres, one per place where a classroom batch is on sale (a batch
 * offer naming its city, not started yet), with an OpenStreetMap search link for the address (ADR 0101).
 */
export const handleBatchGeekCampuses: PublicHandler<'batch-geek-campuses'> = async ({ database: { db } }) => {
  const rows = await db
    .select({
      id: sql<number>`min(${batchOffers.batchId})::int`,
      name: sql<string>`coalesce(${batchOffers.location}, ${batchOffers.city})`,
      city: sql<string>`${batchOffers.city}`,
      state: batchOffers.state,
    })
    .from(batchOffers)
    .innerJoin(batches, eq(batches.id, batchOffers.batchId))
    .where(and(isNotNull(batchOffers.city), gt(batches.startsAt, sql`now()`)))
    .groupBy(batchOffers.location, batchOffers.city, batchOffers.state)
    .orderBy(asc(batchOffers.city), asc(sql`coalesce(${batchOffers.location}, ${batchOffers.city})`));
  return {
    results: rows.map((row) => {
      const address = [row.name, row.city, row.state]
        .filter((part, i, all) => part && all.indexOf(part) === i)
        .join(', ');
      return {
        id: row.id,
        name: row.name,
        city: row.city,
        address,
        map_url: `https://www.openstreetmap.org/search?query=${encodeURIComponent(address)}`,
      };
    }),
  };
};
