import { and, asc, count, desc, eq, gt, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { batches, batchLiveClasses, liveClassAttendance, liveClassRecordings, users } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { playableUrl } from '../../live-class-admin/class-views';
import { batchBySlug } from '../batch-access';
import { batchAccess, requireBatchAccess } from '../learning';
import { recordingUrl } from '../media';

const LIVE_CLASSES_PAGE_SIZE = 10;
/** The join link is given from this long before a class starts until it ends (ADR 0065). */
const JOIN_OPENS_MINUTES = 15;
/** Status codes shared with contests (000 §4): Cancelled 4; the others follow the clock. */
const CANCELLED = 4;

type LiveClassStatus = 'upcoming' | 'live' | 'completed' | 'cancelled';

const joinOpensAt = (row: typeof batchLiveClasses.$inferSelect) =>
  new Date(row.startTime.getTime() - JOIN_OPENS_MINUTES * 60_000);

const endOf = (row: typeof batchLiveClasses.$inferSelect) =>
  new Date(row.startTime.getTime() + row.durationMinutes * 60_000);

function statusOf(row: typeof batchLiveClasses.$inferSelect, now: Date): LiveClassStatus {
  if (row.status === CANCELLED) return 'cancelled';
  if (now < row.startTime) return 'upcoming';
  return now < endOf(row) ? 'live' : 'completed';
}

/** Where each status sits in time, as SQL over start and duration (cancelled classes are in none). */
function statusCondition(status: 'upcoming' | 'live' | 'completed', now: Date): SQL {
  const end = sql`${batchLiveClasses.startTime} + ${batchLiveClasses.durationMinutes} * interval '1 minute'`;
  const live = ne(batchLiveClasses.status, CANCELLED);
  if (status === 'upcoming') return and(live, gt(batchLiveClasses.startTime, now))!;
  if (status === 'live') return and(live, lte(batchLiveClasses.startTime, now), sql`${end} > ${now}`)!;
  return and(live, sql`${end} <= ${now}`)!;
}

/**
 * `GET live-classes/?batch_slug=&status=&page=` (ADR 0065): the batch's live classes for people who may open
 * it. Without a status: upcoming and live ones first (soonest first), then past ones (latest first). The join
 * link is only given from 15 minutes before the start until the end; past classes list their recordings.
 */
export const handleBatchLiveClasses: Handler<'batch-live-classes'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch } = await requireBatchAccess(db, user, input.query.batch_slug);
  const now = new Date();
  const { status, page } = input.query;
  const where = and(
    eq(batchLiveClasses.batchId, batch.id),
    status ? statusCondition(status, now) : undefined,
  );
  const endsLater = sql`${batchLiveClasses.startTime} + ${batchLiveClasses.durationMinutes} * interval '1 minute' > ${now}`;
  const [rows, [total]] = await Promise.all([
    db
      .select({ liveClass: batchLiveClasses, mentor: users.name })
      .from(batchLiveClasses)
      .leftJoin(users, eq(users.id, batchLiveClasses.mentorId))
      .where(where)
      .orderBy(
        desc(endsLater),
        sql`case when ${endsLater} then ${batchLiveClasses.startTime} end asc`,
        desc(batchLiveClasses.startTime),
        asc(batchLiveClasses.id),
      )
      .limit(LIVE_CLASSES_PAGE_SIZE)
      .offset((page - 1) * LIVE_CLASSES_PAGE_SIZE),
    db.select({ n: count() }).from(batchLiveClasses).where(where),
  ]);
  const classIds = rows.map((row) => row.liveClass.id);
  const recordings =
    classIds.length === 0
      ? []
      : await db
          .select()
          .from(liveClassRecordings)
          .where(inArray(liveClassRecordings.classId, classIds))
          .orderBy(asc(liveClassRecordings.position), asc(liveClassRecordings.id));
  const attended =
    classIds.length === 0
      ? new Set<number>()
      : new Set(
          (
            await db
              .select({ classId: liveClassAttendance.classId })
              .from(liveClassAttendance)
              .where(
                and(inArray(liveClassAttendance.classId, classIds), eq(liveClassAttendance.userId, user.id)),
              )
          ).map((row) => row.classId),
        );
  return {
    results: rows.map(({ liveClass, mentor }) => {
      const classStatus = statusOf(liveClass, now);
      const joinable = classStatus !== 'cancelled' && now >= joinOpensAt(liveClass) && now < endOf(liveClass);
      const own = classStatus === 'completed' ? recordings.filter((r) => r.classId === liveClass.id) : [];
      return {
        id: liveClass.id,
        slug: liveClass.slug,
        title: liveClass.title,
        mentor: mentor ?? 'The course team',
        start_time: liveClass.startTime.toISOString(),
        end_time: endOf(liveClass).toISOString(),
        status: classStatus,
        join_url: joinable ? liveClass.joinUrl : null,
        join_opens_at: joinOpensAt(liveClass).toISOString(),
        recording_available: own.length > 0,
        recordings: own.map((recording) => ({
          id: recording.id,
          title: recording.title,
          url: playableUrl(recording, recordingUrl),
          duration_seconds: recording.durationSeconds,
        })),
        is_demo: liveClass.isDemo,
        attended: attended.has(liveClass.id),
      };
    }),
    count: total?.n ?? 0,
    page,
    page_size: LIVE_CLASSES_PAGE_SIZE,
  };
};

/**
 * `POST live-classes/{id}/join/` (ADR 0065): the batch page's Join link records the learner's attendance,
 * then opens the class. The platform cannot see inside the meeting, so the minutes are counted from joining
 * (or the start, when joining early) to the end; joining again keeps the longest count, and the meeting
 * provider's attendance report (live-class admin) replaces it with what the provider measured.
 */
export const handleLiveClassJoin: Handler<'x-live-class-join'> = async ({
  input,
  user,
  database: { db },
}) => {
  const [found] = await db
    .select({ liveClass: batchLiveClasses, batchSlug: batches.slug })
    .from(batchLiveClasses)
    .innerJoin(batches, eq(batches.id, batchLiveClasses.batchId))
    .where(eq(batchLiveClasses.id, input.path.id));
  // A class of a batch the caller may not open is as unknown as a missing one: nothing about it is told.
  const missing = () => notFound('There is no such live class in your batches.');
  if (!found) throw missing();
  const { batch, course } = await batchBySlug(db, found.batchSlug);
  if (!(await batchAccess(db, user, batch, course)).hasAccess) throw missing();
  const { liveClass } = found;
  const now = new Date();
  if (liveClass.status === CANCELLED)
    throw new HttpError(
      409,
      'class_cancelled',
      `${liveClass.title} was cancelled, so there is nothing to join.`,
    );
  if (now < joinOpensAt(liveClass))
    throw new HttpError(
      409,
      'class_not_open',
      `${liveClass.title} opens for joining at ${joinOpensAt(liveClass).toISOString().slice(11, 16)} UTC, 15 minutes before it starts.`,
    );
  if (now >= endOf(liveClass))
    throw new HttpError(409, 'class_ended', `${liveClass.title} has ended; watch its recording instead.`);
  if (!liveClass.joinUrl)
    throw new HttpError(409, 'no_join_link', `The course team has not given ${liveClass.title} a link yet.`);
  const from = now > liveClass.startTime ? now : liveClass.startTime;
  const minutes = Math.round((endOf(liveClass).getTime() - from.getTime()) / 6_000) / 10;
  const [saved] = await db
    .insert(liveClassAttendance)
    .values({ classId: liveClass.id, userId: user.id, durationMinutes: minutes })
    .onConflictDoUpdate({
      target: [liveClassAttendance.classId, liveClassAttendance.userId],
      set: {
        durationMinutes: sql`greatest(${liveClassAttendance.durationMinutes}, excluded.duration_minutes)`,
      },
    })
    .returning();
  return {
    join_url: liveClass.joinUrl,
    attended: true,
    duration_minutes: saved?.durationMinutes ?? minutes,
    message: `Your attendance at ${liveClass.title} is recorded.`,
  };
};
