import { and, asc, count, eq, type SQL, sql } from 'drizzle-orm';
import type { OrganizationHandler } from '../../api/registry';
import { likePattern } from '../../db/escape-like';
import { paging } from '../../db/paging';
import { batchEnrollments, batches, orgStudentStats } from '../../db/schema';
import { csvDownload, pages } from '../csv';
import { orgBatch, orgStudent, parseSort, reportColumns, toReportRow } from '../queries';
import { aggregatedFrom } from '../report-queries';
import {
  courseRows,
  EXPORT_PAGE,
  figures,
  num,
  peerFigures,
  podSolves,
  type Row,
  round,
  rowsOf,
  studentFigures,
} from '../student-queries';

export const handleOrgMyCourses: OrganizationHandler<'org-my-courses'> = async ({
  organization,
  input,
  database: { db },
}) => {
  const page = await courseRows(db, organization, input.query);
  return { ...page, results: page.results.map(({ active: _active, ...course }) => course) };
};

export const handleOrgCoursesManagement: OrganizationHandler<'org-courses-management'> = async ({
  organization,
  input,
  database: { db },
}) => {
  return courseRows(db, organization, input.query, input.query.active ?? 2);
};

/** The user repository's columns a person can sort by, as the screen names them. */
const POD_SORT_FIELDS: Record<string, SQL> = {
  name: sql`u.name`,
  email: sql`u.email`,
  problems_solved: sql`st.problems_solved`,
  streak: sql`st.streak`,
  pod_solved_count: sql`coalesce(pod.solved, 0)`,
};

/**
 * The user repository's rows with the screen's search, date range and sort: one query for the
 * page and for the CSV, so the file lists what the table shows.
 */
function podStatsRows(
  organization: Parameters<typeof podSolves>[0],
  query: Parameters<typeof podSolves>[1] & { search?: string | undefined; sortBy?: string | undefined },
) {
  const pattern = likePattern(query.search);
  const search = pattern
    ? sql`and (u.name ilike ${pattern} or u.email ilike ${pattern} or u.handle ilike ${pattern})`
    : sql``;
  const sort = parseSort(query.sortBy, POD_SORT_FIELDS, '-pod_solved_count');
  const members = sql`from org_student_stats st join users u on u.id = st.user_id
      left join (select user_id, count(*) as solved from (${podSolves(organization, query)}) p group by user_id) pod
        on pod.user_id = st.user_id
      where st.organization_id = ${organization.id} ${search}`;
  const order = sql`order by ${sort.column} ${sort.descending ? sql`desc` : sql`asc`}, st.streak desc, u.id`;
  return {
    select: sql`select u.handle, u.name, u.email, st.problems_solved, st.streak,
          coalesce(pod.solved, 0) as pod_solved_count ${members} ${order}`,
    count: sql`select count(*) as n ${members}`,
  };
}

const toPodRow = (row: Row) => ({
  handle: String(row.handle),
  name: String(row.name),
  email: String(row.email),
  problems_solved: num(row.problems_solved),
  streak: num(row.streak),
  pod_solved_count: num(row.pod_solved_count),
});

export const handleOrgUsersRepositoryPodStats: OrganizationHandler<
  'org-users-repository-pod-stats'
> = async ({ organization, input, database: { db } }) => {
  const { page, pageSize, offset } = paging(input.query);
  const query = podStatsRows(organization, input.query);
  const [rows, totals] = await Promise.all([
    db.execute(sql`${query.select} limit ${pageSize} offset ${offset}`),
    db.execute(query.count),
  ]);
  return {
    results: rowsOf(rows).map(toPodRow),
    count: num(rowsOf(totals)[0]?.n),
    page,
    page_size: pageSize,
  };
};

export const handleOrgUsersRepositoryPodStatsCsv: OrganizationHandler<
  'x-org-users-repository-pod-stats-csv'
> = async ({ organization, input, database: { db } }) => {
  const query = podStatsRows(organization, input.query);
  const rows = rowsOf(await db.execute(query.select)).map(toPodRow);
  return csvDownload(
    `${organization.slug}-user-repository.csv`,
    [
      { header: 'Student Name', value: (row) => row.name },
      { header: 'Email', value: (row) => row.email },
      { header: 'Problems Solved', value: (row) => row.problems_solved },
      { header: 'Streak', value: (row) => row.streak },
      { header: 'Profile Handle', value: (row) => row.handle },
      { header: 'Problems of the Day Solved', value: (row) => row.pod_solved_count },
    ],
    (async function* () {
      yield* rows;
    })(),
  );
};

export const handleOrgUsersRepositoryAggregatePodStats: OrganizationHandler<
  'org-users-repository-aggregate-pod-stats'
> = async ({ organization, input, database: { db } }) => {
  const [solves, [members]] = await Promise.all([
    db.execute(
      sql`select count(distinct user_id) as active, count(*) as total from (${podSolves(organization, input.query)}) p`,
    ),
    db
      .select({
        n: count(),
        streak: sql<number>`coalesce(avg(${orgStudentStats.streak}), 0)`.mapWith(Number),
      })
      .from(orgStudentStats)
      .where(eq(orgStudentStats.organizationId, organization.id)),
  ]);
  const solved = rowsOf(solves)[0];
  return {
    total_users: members?.n ?? 0,
    active_users: num(solved?.active),
    pod_solved_total: num(solved?.total),
    average_streak: round(members?.streak),
  };
};

export const handleOrgUserReport: OrganizationHandler<'org-user-report'> = async ({
  organization,
  input,
  database: { db },
}) => {
  const student = await orgStudent(db, organization, input.path.userHandle);
  const [[stats], enrolled] = await Promise.all([
    aggregatedFrom(db, reportColumns('organization')).where(eq(orgStudentStats.userId, student.id)),
    db
      .select({ slug: batches.slug, name: batches.name })
      .from(batchEnrollments)
      .innerJoin(batches, eq(batches.id, batchEnrollments.batchId))
      .where(and(eq(batchEnrollments.userId, student.id), eq(batches.organizationId, organization.id)))
      .orderBy(asc(batches.name)),
  ]);
  const row = stats
    ? toReportRow(stats as Parameters<typeof toReportRow>[0])
    : toReportRow({
        handle: student.handle,
        name: student.name,
        email: student.email,
        problemsSolved: 0,
        streak: 0,
        progress: 0,
        problemScore: 0,
        quizScore: 0,
        contestScore: 0,
        liveMinutes: 0,
        liveCount: 0,
        recordedMinutes: 0,
        recordedCount: 0,
        prerecordedMinutes: 0,
        prerecordedCount: 0,
        articlesCount: 0,
        problemsCount: 0,
        quizzesCount: 0,
        contestsCount: 0,
      });
  return {
    user: { handle: student.handle, name: student.name, email: student.email },
    problems_solved: row.problems_solved,
    streak: row.streak,
    progress: row.progress,
    scores: {
      problem_score: row.problem_score,
      quiz_score: row.quiz_score,
      contest_score: row.contest_score,
    },
    durations: {
      live_duration_minutes: row.live_duration_minutes,
      live_count: row.live_count,
      recorded_duration_minutes: row.recorded_duration_minutes,
      recorded_count: row.recorded_count,
      prerecorded_duration_minutes: row.prerecorded_duration_minutes,
      prerecorded_count: row.prerecorded_count,
    },
    counts: {
      articles_count: row.articles_count,
      problems_count: row.problems_count,
      quizzes_count: row.quizzes_count,
      contests_count: row.contests_count,
    },
    batches: enrolled,
  };
};

export const handleOrgPeerAnalysis: OrganizationHandler<'org-peer-analysis'> = async ({
  organization,
  input,
  database: { db },
}) => {
  const student = await orgStudent(db, organization, input.path.userHandle);
  const batch = input.query.batch_slug ? await orgBatch(db, organization, input.query.batch_slug) : undefined;
  const scope: SQL = batch
    ? sql`a.batch_id = ${batch.id}`
    : sql`a.batch_id in (select id from batches where organization_id = ${organization.id})`;
  // student-mode compares with everyone in scope; peer-mode only with the same institute, degree, branch and section.
  const peers =
    input.query.mode === 'peer-mode'
      ? sql`and a.user_id in (select p.user_id from org_student_profiles p
            join org_student_profiles me on me.user_id = ${student.id}
            where p.organization_id = ${organization.id} and p.institute_id is not distinct from me.institute_id
              and p.degree = me.degree and p.branch = me.branch and p.section = me.section)`
      : sql``;
  const [own, others] = await Promise.all([
    db.execute(
      sql`select ${studentFigures} from org_batch_activity a where ${scope} and a.user_id = ${student.id}`,
    ),
    db.execute(
      sql`select ${peerFigures} from (select ${studentFigures} from org_batch_activity a
          where ${scope} and a.user_id <> ${student.id} ${peers} group by a.user_id) per_peer`,
    ),
  ]);
  return { user: figures(rowsOf(own)[0], num), peers_average: figures(rowsOf(others)[0], round) };
};

export const handleOrgDownloadCsv: OrganizationHandler<'org-download-csv'> = async ({
  organization,
  input,
  database: { db },
}) => {
  const batch = input.query.batch_slug ? await orgBatch(db, organization, input.query.batch_slug) : undefined;
  const inBatch = batch
    ? sql`and exists (select 1 from batch_enrollments e where e.user_id = u.id and e.batch_id = ${batch.id})`
    : sql``;
  // The same search as the report on screen, so the file holds the rows the admin sees.
  const pattern = likePattern(input.query.search);
  const matching = pattern
    ? sql`and (u.name ilike ${pattern} or u.email ilike ${pattern} or u.handle ilike ${pattern})`
    : sql``;
  const batchFilter = (alias: string) =>
    batch
      ? sql.raw(`${alias}.batch_id = ${batch.id}`)
      : sql`${sql.raw(`${alias}.batch_id`)} in (select id from batches where organization_id = ${organization.id})`;
  const filename = `${batch?.slug ?? organization.slug}-${input.query.report_type}.csv`;
  if (input.query.report_type === 'topper-agg-report') {
    // Toppers: every student, best average score first.
    const rows = pages<Row>(async (after) =>
      rowsOf(
        await db.execute(sql`select u.id, u.name, u.email, u.handle, st.avg_score, st.problem_score, st.quiz_score,
                st.contest_score, st.problems_solved, st.progress,
                row_number() over (order by st.avg_score desc, u.id) as position
              from org_student_stats st join users u on u.id = st.user_id
              where st.organization_id = ${organization.id} ${inBatch} ${matching}
              order by st.avg_score desc, u.id
              offset ${after ? num(after.position) : 0} limit ${EXPORT_PAGE}`),
      ),
    );
    return csvDownload(
      filename,
      [
        { header: 'Rank', value: (row) => num(row.position) },
        { header: 'Name', value: (row) => String(row.name) },
        { header: 'Email', value: (row) => String(row.email) },
        { header: 'Handle', value: (row) => String(row.handle) },
        { header: 'Average score', value: (row) => round(row.avg_score) },
        { header: 'Problem score', value: (row) => round(row.problem_score) },
        { header: 'Quiz score', value: (row) => round(row.quiz_score) },
        { header: 'Contest score', value: (row) => round(row.contest_score) },
        { header: 'Problems solved', value: (row) => num(row.problems_solved) },
        { header: 'Progress (%)', value: (row) => round(row.progress) },
      ],
      rows,
    );
  }
  // Attendance: live classes and contests attended out of those held.
  const rows = pages<Row>(async (after) =>
    rowsOf(
      await db.execute(sql`select u.id, u.name, u.email, u.handle,
              (select count(*) from live_class_attendance t join batch_live_classes c on c.id = t.class_id
                where t.user_id = u.id and ${batchFilter('c')}) as classes_attended,
              (select coalesce(sum(t.duration_minutes), 0) from live_class_attendance t
                join batch_live_classes c on c.id = t.class_id where t.user_id = u.id and ${batchFilter('c')}) as class_minutes,
              (select count(*) from batch_live_classes c join batch_enrollments e on e.batch_id = c.batch_id
                where e.user_id = u.id and c.status = 5 and ${batchFilter('c')}) as classes_held,
              (select count(*) from contest_participations p join batch_contests c on c.id = p.contest_id
                where p.user_id = u.id and p.attended and ${batchFilter('c')}) as contests_attended,
              (select count(*) from batch_contests c join batch_enrollments e on e.batch_id = c.batch_id
                where e.user_id = u.id and c.status = 5 and ${batchFilter('c')}) as contests_held
            from org_student_stats st join users u on u.id = st.user_id
            where st.organization_id = ${organization.id} ${inBatch} ${matching}
              and u.id > ${after ? num(after.id) : 0}
            order by u.id limit ${EXPORT_PAGE}`),
    ),
  );
  return csvDownload(
    filename,
    [
      { header: 'Name', value: (row) => String(row.name) },
      { header: 'Email', value: (row) => String(row.email) },
      { header: 'Handle', value: (row) => String(row.handle) },
      { header: 'Live classes attended', value: (row) => num(row.classes_attended) },
      { header: 'Live classes held', value: (row) => num(row.classes_held) },
      { header: 'Live minutes', value: (row) => round(row.class_minutes) },
      { header: 'Contests attended', value: (row) => num(row.contests_attended) },
      { header: 'Contests held', value: (row) => num(row.contests_held) },
    ],
    rows,
  );
};
