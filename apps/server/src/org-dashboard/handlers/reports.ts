import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { OrganizationHandler } from '../../api/registry';
import {
  batchContests,
  batches,
  orgBatchActivity,
  orgInstitutes,
  orgStudentProfiles,
  orgStudentStats,
} from '../../db/schema';
import { csvDownload, pages } from '../csv';
import {
  orderOf,
  orgBatch,
  paging,
  parseSort,
  reportColumns,
  reportCsvColumns,
  reportSortFields,
  searchUsers,
  toReportRow,
} from '../queries';
import {
  afterInRollupOrder,
  aggregatedFrom,
  aggregatedSelection,
  aggregatedSortFields,
  aggregatedWhere,
  batchReportFrom,
  EXPORT_PAGE,
  requireInstitute,
  rollupCount,
  rollupOrder,
  toAggregatedRow,
} from '../report-queries';

export const handleOrgUniversityDetails: OrganizationHandler<'org-university-details'> = async ({
  organization,
  database: { db },
}) => {
  const profileValues = async (
    column:
      | typeof orgStudentProfiles.degree
      | typeof orgStudentProfiles.branch
      | typeof orgStudentProfiles.section,
  ) =>
    (
      await db
        .selectDistinct({ value: column })
        .from(orgStudentProfiles)
        .where(and(eq(orgStudentProfiles.organizationId, organization.id), sql`${column} <> ''`))
        .orderBy(asc(column))
    ).map((row) => row.value);
  const [institutes, degrees, branches, sections, batchRows, contestRows] = await Promise.all([
    db
      .select({ id: orgInstitutes.id, name: orgInstitutes.name })
      .from(orgInstitutes)
      .where(eq(orgInstitutes.organizationId, organization.id))
      .orderBy(asc(orgInstitutes.name)),
    profileValues(orgStudentProfiles.degree),
    profileValues(orgStudentProfiles.branch),
    profileValues(orgStudentProfiles.section),
    db
      .select({ slug: batches.slug, name: batches.name })
      .from(batches)
      .where(eq(batches.organizationId, organization.id))
      .orderBy(asc(batches.name)),
    db
      .select({ slug: batchContests.slug, name: batchContests.title })
      .from(batchContests)
      .innerJoin(batches, eq(batches.id, batchContests.batchId))
      .where(eq(batches.organizationId, organization.id))
      .orderBy(asc(batchContests.startTime), asc(batchContests.id)),
  ]);
  return { institutes, degrees, branches, sections, batches: batchRows, contests: contestRows };
};

export const handleOrgUniversityAggregatedReport: OrganizationHandler<
  'org-university-aggregated-report'
> = async ({ organization, input, database: { db } }) => {
  requireInstitute(organization);
  const { page, pageSize, offset } = paging(input.query);
  const sort = parseSort(input.query.sortBy, aggregatedSortFields(), '-avg_score');
  const where = aggregatedWhere(organization, input.query);
  const [rows, [total]] = await Promise.all([
    aggregatedFrom(db, aggregatedSelection())
      .where(where)
      .orderBy(...rollupOrder(sort))
      .limit(pageSize)
      .offset(offset),
    rollupCount(db, where),
  ]);
  return {
    results: (rows as Record<string, unknown>[]).map(toAggregatedRow),
    count: Number((total as { n: number } | undefined)?.n ?? 0),
    page,
    page_size: pageSize,
  };
};

export const handleOrgUniversityAggregatedReportCsv: OrganizationHandler<
  'org-university-aggregated-report-csv'
> = async ({ organization, input, database: { db } }) => {
  requireInstitute(organization);
  const sort = parseSort(input.query.sortBy, aggregatedSortFields(), '-avg_score');
  const where = aggregatedWhere(organization, input.query);
  type ExportRow = ReturnType<typeof toAggregatedRow> & { sortValue: unknown; userId: number };
  const selection: Record<string, unknown> = { ...aggregatedSelection(), sortValue: sort.column };
  const keys = Object.keys(selection);
  // Each page comes back as one JSON text: PGlite decodes a 5,000-row page of 27 fields
  // field by field several times slower than JSON.parse reads it.
  const record = sql`json_build_array(${sql.join(
    Object.values(selection).map((value) => sql`${value}`),
    sql`, `,
  )})`;
  const rows = pages<ExportRow>(async (after) => {
    const page = aggregatedFrom(db, {
      record: record.as('record'),
      key: sql`${sort.column}`.as('key'),
      id: sql`${orgStudentStats.userId}`.as('id'),
    })
      .where(and(where, afterInRollupOrder(sort, after)))
      .orderBy(...rollupOrder(sort))
      .limit(EXPORT_PAGE);
    const direction = sort.descending ? sql`desc nulls last` : sql`asc`;
    const result = (await db.execute(
      sql`select coalesce(json_agg(page.record order by page.key ${direction}, page.id), '[]')::text as "json"
            from (${page}) page`,
    )) as unknown as { rows: { json: string }[] };
    return (JSON.parse(result.rows[0]?.json ?? '[]') as unknown[][]).map((values) => {
      // A plain loop keeps every row one object shape; Object.fromEntries and spreads cost
      // more than the query at 60,000 rows.
      const row: Record<string, unknown> = {};
      for (let index = 0; index < keys.length; index++) row[keys[index]!] = values[index];
      const exported = toAggregatedRow(row) as ExportRow;
      exported.sortValue = row.sortValue;
      exported.userId = row.userId as number;
      return exported;
    });
  });
  return csvDownload(
    `${organization.slug}-aggregated-report.csv`,
    [
      ...reportCsvColumns,
      { header: 'Institute', value: (row) => row.institute },
      { header: 'Degree', value: (row) => row.degree },
      { header: 'Branch', value: (row) => row.branch },
      { header: 'Section', value: (row) => row.section },
      { header: 'Average score', value: (row) => row.avg_score },
    ] as { header: string; value: (row: ExportRow) => string | number }[],
    rows,
  );
};

export const handleOrgConsolidatedReport: OrganizationHandler<'org-consolidated-report'> = async ({
  organization,
  input,
  database: { db },
}) => {
  const { page, pageSize, offset } = paging(input.query);
  const search = searchUsers(input.query.search);
  if (input.query.batch_slug) {
    const batch = await orgBatch(db, organization, input.query.batch_slug);
    const sort = parseSort(input.query.sortBy, reportSortFields('batch'), '-progress');
    const [rows, [total]] = await Promise.all([
      batchReportFrom(db, reportColumns('batch'))
        .where(and(eq(orgBatchActivity.batchId, batch.id), search))
        .orderBy(...orderOf(sort))
        .limit(pageSize)
        .offset(offset),
      batchReportFrom(db, { n: count() }).where(and(eq(orgBatchActivity.batchId, batch.id), search)),
    ]);
    return {
      results: (rows as Parameters<typeof toReportRow>[0][]).map(toReportRow),
      count: Number((total as { n: number } | undefined)?.n ?? 0),
      page,
      page_size: pageSize,
    };
  }
  const sort = parseSort(input.query.sortBy, reportSortFields('organization'), '-progress');
  const where = and(eq(orgStudentStats.organizationId, organization.id), search);
  const [rows, [total]] = await Promise.all([
    aggregatedFrom(db, reportColumns('organization'))
      .where(where)
      .orderBy(...rollupOrder(sort))
      .limit(pageSize)
      .offset(offset),
    rollupCount(db, where),
  ]);
  return {
    results: (rows as Parameters<typeof toReportRow>[0][]).map(toReportRow),
    count: Number((total as { n: number } | undefined)?.n ?? 0),
    page,
    page_size: pageSize,
  };
};
