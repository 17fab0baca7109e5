import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { pageOf } from '../../db/paging';
import {
  batchEnrollments,
  batches,
  batchLiveClasses,
  courses,
  liveClassAttendance,
  users,
} from '../../db/schema';
import { badRequest } from '../../http/errors';
import { searchUsers } from '../../org-dashboard/queries';

/** The cancelled status code of a live class (000 §4), which never counts as held. */
const CANCELLED = 4;

/**
 * `courses-event-user-info/` (001 §7 Dashboard): the people of a course's events. Site events have no course
 * (ADR 0084), so a course's events are its batches' live classes (ADR 0098): one row per learner of a batch of
 * the course, with how many classes their batch has held, how many they attended and for how long. With
 * `live_class_id` the rows are that class's batch and the figures that class's alone.
 */
export const handleCoursesEventUserInfo: Handler<'staff-dash-courses-event-user-info'> = async ({
  input,
  database: { db },
}) => {
  const { course_slug: courseSlug, live_class_id: classId } = input.query;
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, courseSlug));
  if (!course)
    throw badRequest('Some fields are invalid.', { course_slug: `There is no course ${courseSlug}.` });
  let classBatchId: number | null = null;
  if (classId !== undefined) {
    const [liveClass] = await db
      .select({ batchId: batchLiveClasses.batchId, courseId: batches.courseId })
      .from(batchLiveClasses)
      .leftJoin(batches, eq(batches.id, batchLiveClasses.batchId))
      .where(eq(batchLiveClasses.id, classId));
    if (!liveClass || liveClass.courseId !== course.id || liveClass.batchId === null)
      throw badRequest('Some fields are invalid.', {
        live_class_id: 'Pick a live class of a batch of this course.',
      });
    classBatchId = liveClass.batchId;
  }
  // The classes counted for a row: its batch's, or the one class asked about. Written with aliases, since these
  // subqueries sit in the select list, where Drizzle leaves a column's table out.
  const oneClass: SQL = classId === undefined ? sql`` : sql` and counted.id = ${classId}`;
  const held = sql<number>`(select count(*) from ${batchLiveClasses} as counted
    where counted.batch_id = ${batches}.id and counted.status <> ${CANCELLED}
    and counted.start_time + counted.duration_minutes * interval '1 minute' < now()${oneClass})::int`;
  const attendance = (aggregate: SQL) => sql`(select ${aggregate} from ${liveClassAttendance} as present
    join ${batchLiveClasses} as counted on counted.id = present.class_id
    where present.user_id = ${users}.id and counted.batch_id = ${batches}.id${oneClass})`;
  const where = and(
    eq(batches.courseId, course.id),
    classBatchId === null ? undefined : eq(batches.id, classBatchId),
    searchUsers(input.query.search),
  );
  const query = db
    .select({
      handle: users.handle,
      name: users.name,
      email: users.email,
      phone: users.phone,
      batchSlug: batches.slug,
      enrolledAt: batchEnrollments.enrolledAt,
      held,
      attended: sql<number>`${attendance(sql`count(*)`)}::int`,
      minutes: sql<number>`${attendance(sql`coalesce(sum(present.duration_minutes), 0)`)}::float8`,
      lastAttended: sql<string | null>`${attendance(sql`max(counted.start_time)`)}`,
    })
    .from(batchEnrollments)
    .innerJoin(batches, eq(batches.id, batchEnrollments.batchId))
    .innerJoin(users, eq(users.id, batchEnrollments.userId))
    .where(where)
    .$dynamic();
  return pageOf(db, input.query, query, [asc(users.name), asc(users.id), asc(batches.id)], (row) => ({
    handle: row.handle,
    name: row.name,
    email: row.email,
    phone: row.phone,
    batch_slug: row.batchSlug,
    enrolled_at: row.enrolledAt.toISOString(),
    classes_held: row.held,
    classes_attended: row.attended,
    minutes_attended: row.minutes,
    last_attended_at: row.lastAttended ? new Date(row.lastAttended).toISOString() : null,
  }));
};
