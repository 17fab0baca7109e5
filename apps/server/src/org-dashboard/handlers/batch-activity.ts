import { and, asc, desc, eq, ilike, inArray, sql } from 'drizzle-orm';
import type { OrganizationHandler } from '../../api/registry';
import { likePattern } from '../../db/escape-like';
import { pageOf } from '../../db/paging';
import {
  batchContests,
  batchEnrollments,
  batches,
  batchLiveClasses,
  contestParticipations,
  liveClassAttendance,
  proctoredAssets,
  users,
} from '../../db/schema';
import { attendanceWhere, batchIds, CONTEST_STATUS, contestAttendance, EXPORT_PAGE } from '../batch-queries';
import { csvDownload, pages } from '../csv';
import { orgContest, orgLiveClass, orgStudent, searchUsers } from '../queries';

export const handleOrgLiveClasses: OrganizationHandler<'org-live-classes'> = async ({
  organization,
  input,
  database: { db },
}) => {
  const ids = await batchIds(db, organization, input.query.batch_slug);
  const pattern = likePattern(input.query.search);
  const query = db
    .select({
      liveClass: batchLiveClasses,
      batchSlug: batches.slug,
      attendees: sql<number>`(select count(*) from ${liveClassAttendance}
            where ${liveClassAttendance.classId} = ${batchLiveClasses.id})`.mapWith(Number),
    })
    .from(batchLiveClasses)
    .innerJoin(batches, eq(batches.id, batchLiveClasses.batchId))
    .where(
      and(
        inArray(batchLiveClasses.batchId, ids.length ? ids : [0]),
        input.query.status ? eq(batchLiveClasses.status, input.query.status) : undefined,
        pattern ? ilike(batchLiveClasses.title, pattern) : undefined,
      ),
    )
    .$dynamic();
  return pageOf(
    db,
    input.query,
    query,
    [desc(batchLiveClasses.startTime), asc(batchLiveClasses.id)],
    (row) => ({
      slug: row.liveClass.slug,
      title: row.liveClass.title,
      batch_slug: row.batchSlug,
      start_time: row.liveClass.startTime.toISOString(),
      duration_minutes: row.liveClass.durationMinutes,
      status: row.liveClass.status as 1 | 2 | 3 | 4 | 5,
      attendees_count: row.attendees,
    }),
  );
};

export const handleOrgContests: OrganizationHandler<'org-contests'> = async ({
  organization,
  input,
  database: { db },
}) => {
  const ids = await batchIds(db, organization, input.query.batch_slug);
  const pattern = likePattern(input.query.search);
  const query = db
    .select({
      contest: batchContests,
      participants: sql<number>`(select count(*) from ${contestParticipations}
            where ${contestParticipations.contestId} = ${batchContests.id} and ${contestParticipations.attended})`.mapWith(
        Number,
      ),
    })
    .from(batchContests)
    .where(
      and(
        inArray(batchContests.batchId, ids.length ? ids : [0]),
        input.query.status
          ? inArray(batchContests.status, [...CONTEST_STATUS[input.query.status]])
          : undefined,
        pattern ? ilike(batchContests.title, pattern) : undefined,
      ),
    )
    .$dynamic();
  return pageOf(db, input.query, query, [desc(batchContests.startTime), asc(batchContests.id)], (row) => ({
    slug: row.contest.slug,
    title: row.contest.title,
    start_time: row.contest.startTime.toISOString(),
    end_time: row.contest.endTime.toISOString(),
    status: row.contest.status as 1 | 2 | 3 | 4 | 5,
    participants_count: row.participants,
  }));
};

export const handleOrgAttendanceSheet: OrganizationHandler<'org-attendance-sheet'> = async ({
  organization,
  input,
  database: { db },
}) => {
  const { liveClass, batch } = await orgLiveClass(db, organization, input.query.class_slug);
  const rows = await db
    .select({
      handle: users.handle,
      name: users.name,
      email: users.email,
      minutes: liveClassAttendance.durationMinutes,
    })
    .from(batchEnrollments)
    .innerJoin(users, eq(users.id, batchEnrollments.userId))
    .leftJoin(
      liveClassAttendance,
      and(eq(liveClassAttendance.classId, liveClass.id), eq(liveClassAttendance.userId, users.id)),
    )
    .where(and(eq(batchEnrollments.batchId, batch.id), sql`'learner' = any(${users.roles})`))
    .orderBy(asc(users.name), asc(users.id));
  return {
    class_slug: liveClass.slug,
    results: rows.map((row) => ({
      handle: row.handle,
      name: row.name,
      email: row.email,
      attended: row.minutes !== null,
      duration_minutes: row.minutes ?? 0,
    })),
  };
};

export const handleOrgContestAttendanceCsv: OrganizationHandler<'org-contest-attendance-csv'> = async ({
  organization,
  input,
  database: { db },
}) => {
  const { contest, batch } = await orgContest(db, organization, input.path.contestSlug);
  const rows = pages<{
    userId: number;
    handle: string;
    name: string;
    email: string;
    attended: boolean | null;
    minutes: number | null;
    score: number | null;
  }>(async (after) =>
    contestAttendance(db, contest.id, batch.id, false)
      .where(attendanceWhere(batch.id, after ? sql`${users.id} > ${after.userId}` : undefined))
      .orderBy(asc(users.id))
      .limit(EXPORT_PAGE),
  );
  return csvDownload(
    `${contest.slug}-attendance.csv`,
    [
      { header: 'Name', value: (row) => row.name },
      { header: 'Email', value: (row) => row.email },
      { header: 'Handle', value: (row) => row.handle },
      { header: 'Attended', value: (row) => (row.attended ? 'yes' : 'no') },
      { header: 'Duration (min)', value: (row) => row.minutes ?? 0 },
      { header: 'Score', value: (row) => row.score ?? 0 },
    ],
    rows,
  );
};

export const handleOrgContestAttendanceSuffix: OrganizationHandler<'org-contest-attendance-suffix'> = async ({
  organization,
  input,
  database: { db },
}) => {
  const { contest, batch } = await orgContest(db, organization, input.path.contestSlug);
  const summary = input.path.suffix === '-summary';
  const query = contestAttendance(db, contest.id, batch.id, summary).where(
    attendanceWhere(batch.id, searchUsers(input.query.search)),
  );
  return pageOf(
    db,
    input.query,
    query,
    summary ? [desc(contestParticipations.score), asc(users.id)] : [asc(users.name), asc(users.id)],
    (row) => ({
      handle: row.handle,
      name: row.name,
      email: row.email,
      attended: row.attended ?? false,
      duration_minutes: row.minutes ?? 0,
    }),
  );
};

export const handleOrgProctoredAssets: OrganizationHandler<'org-proctored-assets'> = async ({
  organization,
  input,
  database: { db },
}) => {
  const { contest } = await orgContest(db, organization, input.query.contest_slug);
  const student = input.query.handle ? await orgStudent(db, organization, input.query.handle) : undefined;
  const query = db
    .select({ asset: proctoredAssets, handle: users.handle })
    .from(proctoredAssets)
    .innerJoin(users, eq(users.id, proctoredAssets.userId))
    .where(
      and(
        eq(proctoredAssets.contestId, contest.id),
        student ? eq(proctoredAssets.userId, student.id) : undefined,
        searchUsers(input.query.search),
      ),
    )
    .$dynamic();
  return pageOf(
    db,
    input.query,
    query,
    [asc(proctoredAssets.capturedAt), asc(proctoredAssets.id)],
    (row) => ({
      id: row.asset.id,
      handle: row.handle,
      kind: row.asset.kind,
      captured_at: row.asset.capturedAt.toISOString(),
      url: row.asset.url,
    }),
  );
};
