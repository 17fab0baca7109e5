import { and, asc, count, desc, eq, gt, inArray, lte, ne, type SQL, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { batchLiveClasses, liveClassRecordings, users } from '../../db/schema';
import { requireBatchAccess } from '../learning';
import { recordingUrl } from '../media';

const LIVE_CLASSES_PAGE_SIZE = 10;
/** The join link is given from this long before a class starts until it ends (ADR 0065). */
const JOIN_OPENS_MINUTES = 15;
/** Status codes shared with contests (000 §4): Cancelled 4; the others follow the clock. */
const CANCELLED = 4;

type LiveClassStatus = 'upcoming' | 'live' | 'completed' | 'cancelled';

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
  const joinOpensAt = (row: typeof batchLiveClasses.$inferSelect) =>
    new Date(row.startTime.getTime() - JOIN_OPENS_MINUTES * 60_000);
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
          url: recordingUrl(recording.id),
          duration_seconds: recording.durationSeconds,
        })),
        is_demo: liveClass.isDemo,
      };
    }),
    count: total?.n ?? 0,
    page,
    page_size: LIVE_CLASSES_PAGE_SIZE,
  };
};
