import { asc, count, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { batches, batchLiveClasses, liveClassAttendance, liveClassRecordings, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';

/** Stored status codes shared with contests and the organization report (000 §4). */
export const CLASS_STATUS = { live: 1, upcoming: 2, cancelled: 4, completed: 5 } as const;

export type LiveClassRow = typeof batchLiveClasses.$inferSelect;

export const endOf = (row: Pick<LiveClassRow, 'startTime' | 'durationMinutes'>) =>
  new Date(row.startTime.getTime() + row.durationMinutes * 60_000);

/** The status as the clock has it, which is also what the stored code is set to on every change. */
export function statusCodeAt(row: Pick<LiveClassRow, 'status' | 'startTime' | 'durationMinutes'>, now: Date) {
  if (row.status === CLASS_STATUS.cancelled) return CLASS_STATUS.cancelled;
  if (now < row.startTime) return CLASS_STATUS.upcoming;
  return now < endOf(row) ? CLASS_STATUS.live : CLASS_STATUS.completed;
}

const STATUS_NAME = {
  [CLASS_STATUS.live]: 'live',
  [CLASS_STATUS.upcoming]: 'upcoming',
  [CLASS_STATUS.cancelled]: 'cancelled',
  [CLASS_STATUS.completed]: 'completed',
} as const;

/** A recording added by address plays from there; a stored file streams from this site (ADR 0065, 0084). */
export const playableUrl = (recording: { id: number; src: string }, streamUrl: (id: number) => string) =>
  /^https?:\/\//.test(recording.src) ? recording.src : streamUrl(recording.id);

/** The class by id with its batch (null once unmapped), or a 404 naming what is missing. */
export async function liveClassById(db: Db, id: number) {
  const [found] = await db
    .select({ liveClass: batchLiveClasses, batch: batches })
    .from(batchLiveClasses)
    .leftJoin(batches, eq(batches.id, batchLiveClasses.batchId))
    .where(eq(batchLiveClasses.id, id));
  if (!found) throw notFound('There is no such live class.');
  return found;
}

export function refuseIfCancelled(liveClass: LiveClassRow, doing: string) {
  if (liveClass.status === CLASS_STATUS.cancelled)
    throw new HttpError(
      409,
      'class_cancelled',
      `${liveClass.title} was cancelled, so it cannot be ${doing}.`,
    );
}

export function refuseIfNotStarted(liveClass: LiveClassRow, what: string, now = new Date()) {
  if (now < liveClass.startTime)
    throw new HttpError(
      409,
      'class_not_started',
      `${liveClass.title} has not taken place yet, so it has no ${what}.`,
    );
}

/** The staff view of classes (list and every action's answer): batch, mentor, recordings and attendance. */
export async function classViews(
  db: Db,
  rows: { liveClass: LiveClassRow; batch: { slug: string; name: string } | null }[],
  streamUrl: (id: number) => string,
) {
  const ids = rows.map((row) => row.liveClass.id);
  const mentorIds = rows.flatMap((row) => (row.liveClass.mentorId === null ? [] : [row.liveClass.mentorId]));
  const [recordings, attendance, mentors] = await Promise.all([
    ids.length === 0
      ? []
      : db
          .select()
          .from(liveClassRecordings)
          .where(inArray(liveClassRecordings.classId, ids))
          .orderBy(asc(liveClassRecordings.position), asc(liveClassRecordings.id)),
    ids.length === 0
      ? []
      : db
          .select({ classId: liveClassAttendance.classId, n: count() })
          .from(liveClassAttendance)
          .where(inArray(liveClassAttendance.classId, ids))
          .groupBy(liveClassAttendance.classId),
    mentorIds.length === 0
      ? []
      : db
          .select({ id: users.id, handle: users.handle, name: users.name, imageUrl: users.imageUrl })
          .from(users)
          .where(inArray(users.id, mentorIds)),
  ]);
  const now = new Date();
  return rows.map(({ liveClass, batch }) => {
    const mentor = mentors.find((person) => person.id === liveClass.mentorId);
    return {
      id: liveClass.id,
      slug: liveClass.slug,
      title: liveClass.title,
      batch_slugs: batch ? [batch.slug] : [],
      batch_name: batch?.name ?? null,
      mentor: mentor
        ? {
            id: mentor.id,
            handle: mentor.handle,
            name: mentor.name,
            profile_image: mentor.imageUrl && /^https?:\/\//.test(mentor.imageUrl) ? mentor.imageUrl : null,
          }
        : null,
      start_time: liveClass.startTime.toISOString(),
      end_time: endOf(liveClass).toISOString(),
      status: STATUS_NAME[statusCodeAt(liveClass, now)],
      is_demo: liveClass.isDemo,
      recordings: recordings
        .filter((recording) => recording.classId === liveClass.id)
        .map((recording) => ({
          id: recording.id,
          title: recording.title,
          url: playableUrl(recording, streamUrl),
          duration_seconds: recording.durationSeconds,
        })),
      attendance_uploaded: liveClass.attendanceUploadedAt !== null,
      attendees_count: attendance.find((row) => row.classId === liveClass.id)?.n ?? 0,
    };
  });
}
