import { count, eq } from 'drizzle-orm';
import type { OrganizationHandler } from '../../api/registry';
import { paging } from '../../db/paging';
import { batchEnrollments, courses } from '../../db/schema';
import {
  EXPORT_PAGE,
  leaderboardCount,
  leaderboardQuery,
  num,
  rowsOf,
  toLeaderboardRow,
} from '../batch-queries';
import { csvDownload, pages } from '../csv';
import { orgBatch } from '../queries';

export const handleOrgBatch: OrganizationHandler<'x-org-batch'> = async ({
  organization,
  input,
  database: { db },
}) => {
  const batch = await orgBatch(db, organization, input.path.batchSlug);
  const [[course], [students]] = await Promise.all([
    db.select({ name: courses.name }).from(courses).where(eq(courses.id, batch.courseId)),
    db.select({ n: count() }).from(batchEnrollments).where(eq(batchEnrollments.batchId, batch.id)),
  ]);
  return {
    slug: batch.slug,
    name: batch.name,
    course_name: course?.name ?? '',
    start_date: batch.startsAt.toISOString(),
    end_date: batch.endsAt.toISOString(),
    students_count: students?.n ?? 0,
  };
};

export const handleOrgBatchLeaderboard: OrganizationHandler<'org-batch-leaderboard'> = async ({
  organization,
  input,
  database: { db },
}) => {
  const batch = await orgBatch(db, organization, input.path.batchSlug);
  const { page, pageSize, offset } = paging(input.query);
  const [result, total] = await Promise.all([
    db.execute(leaderboardQuery(organization, batch.id, input.query, { limit: pageSize, offset })),
    leaderboardCount(db, batch.id, input.query),
  ]);
  return { results: rowsOf(result).map(toLeaderboardRow), count: total, page, page_size: pageSize };
};

export const handleOrgLeaderboardCsv: OrganizationHandler<'org-leaderboard-csv'> = async ({
  organization,
  input,
  database: { db },
}) => {
  const batch = input.query.batch_slug ? await orgBatch(db, organization, input.query.batch_slug) : undefined;
  const rows = pages<ReturnType<typeof toLeaderboardRow> & { position: number }>(async (after) =>
    rowsOf(
      await db.execute(
        leaderboardQuery(
          organization,
          batch?.id,
          // The leaderboard's own filters, so the file holds the rows on screen.
          { search: input.query.search, score_ranges: input.query.score_ranges },
          {
            limit: EXPORT_PAGE,
            afterRank: after?.position ?? 0,
          },
        ),
      ),
    ).map((row) => ({ ...toLeaderboardRow(row), position: num(row.position) })),
  );
  return csvDownload(
    `${batch?.slug ?? organization.slug}-leaderboard.csv`,
    [
      { header: 'Rank', value: (row) => row.rank },
      { header: 'Name', value: (row) => row.name },
      { header: 'Email', value: (row) => row.email },
      { header: 'Handle', value: (row) => row.handle },
      { header: 'Score', value: (row) => row.score },
      { header: 'Problems solved', value: (row) => row.problems_solved },
      { header: 'Streak', value: (row) => row.streak },
    ],
    rows,
  );
};
