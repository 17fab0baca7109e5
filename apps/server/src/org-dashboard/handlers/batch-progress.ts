import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { OrganizationHandler } from '../../api/registry';
import { pageOf } from '../../db/paging';
import { orgBatchActivity, orgStudentStats, users } from '../../db/schema';
import { EXPORT_PAGE, progressSelection, type Row, toProgressRow } from '../batch-queries';
import { csvDownload, pages } from '../csv';
import { inRanges, orgBatch, searchUsers } from '../queries';

export const handleOrgProgress: OrganizationHandler<'org-progress'> = async ({
  organization,
  input,
  database: { db },
}) => {
  const batch = input.query.batch_slug ? await orgBatch(db, organization, input.query.batch_slug) : undefined;
  // One batch's activity, or the organization's rollup.
  const a = batch ? orgBatchActivity : orgStudentStats;
  const query = db
    .select({
      handle: users.handle,
      name: users.name,
      email: users.email,
      progress: a.progress,
      articlesCount: a.articlesCount,
      problemsCount: a.problemsCount,
      quizzesCount: a.quizzesCount,
      contestsCount: a.contestsCount,
    })
    .from(a)
    .innerJoin(users, eq(users.id, a.userId))
    .where(
      and(
        batch ? eq(orgBatchActivity.batchId, batch.id) : eq(orgStudentStats.organizationId, organization.id),
        searchUsers(input.query.search),
        inRanges(a.progress, input.query.progress_ranges, 'progress_ranges'),
      ),
    )
    .$dynamic();
  return pageOf(db, input.query, query, [desc(a.progress), asc(users.id)], toProgressRow);
};

export const handleOrgStudentsProgressCsv: OrganizationHandler<'org-students-progress-csv'> = async ({
  organization,
  input,
  database: { db },
}) => {
  const batch = await orgBatch(db, organization, input.path.batchSlug);
  const rows = pages<Row>(async (after) =>
    db
      .select(progressSelection())
      .from(orgBatchActivity)
      .innerJoin(users, eq(users.id, orgBatchActivity.userId))
      .where(
        and(
          eq(orgBatchActivity.batchId, batch.id),
          // The progress view's own filters, so the file holds the rows on screen.
          searchUsers(input.query.search),
          inRanges(orgBatchActivity.progress, input.query.progress_ranges, 'progress_ranges'),
          after ? sql`${users.id} > ${after.userId}` : undefined,
        ),
      )
      .orderBy(asc(users.id))
      .limit(EXPORT_PAGE),
  );
  const mapped = (async function* () {
    for await (const row of rows) yield toProgressRow(row);
  })();
  return csvDownload(
    `${batch.slug}-students-progress.csv`,
    [
      { header: 'Name', value: (row) => row.name },
      { header: 'Email', value: (row) => row.email },
      { header: 'Handle', value: (row) => row.handle },
      { header: 'Progress (%)', value: (row) => row.progress },
      { header: 'Articles', value: (row) => row.articles_count },
      { header: 'Problems', value: (row) => row.problems_count },
      { header: 'Quizzes', value: (row) => row.quizzes_count },
      { header: 'Contests', value: (row) => row.contests_count },
    ],
    mapped,
  );
};
