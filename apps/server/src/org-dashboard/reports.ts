import { AREA_ROLES } from '@learnforge/domain';
import { and, asc, type Column, count, eq, gt, gte, inArray, lt, lte, or, type SQL, sql } from 'drizzle-orm';
import type { EndpointRegistry } from '../api/registry';
import type { Db } from '../db/client';
import {
  batchContests,
  batchEnrollments,
  batches,
  contestParticipations,
  orgBatchActivity,
  orgInstitutes,
  orgStudentProfiles,
  orgStudentStats,
  users,
} from '../db/schema';
import { forbidden } from '../http/errors';
import { csvDownload, pages } from './csv';
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
} from './queries';
import type { Organization } from './scope';

const EXPORT_PAGE = 5000;

const list = (value: string | undefined) =>
  (value ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);

interface AggregatedFilters {
  batches?: string | undefined;
  contests?: string | undefined;
  institutes?: string | undefined;
  degrees?: string | undefined;
  branches?: string | undefined;
  sections?: string | undefined;
  search?: string | undefined;
  sortBy?: string | undefined;
}

function requireInstitute(organization: Organization) {
  if (organization.type !== 'institute') throw forbidden('The aggregated report is for institutes only.');
}

/** Filters of 001 §3; batch and contest slugs only match the organization's own. */
function aggregatedWhere(organization: Organization, filters: AggregatedFilters): SQL {
  const conditions: (SQL | undefined)[] = [eq(orgStudentStats.organizationId, organization.id)];
  const batchSlugs = list(filters.batches);
  if (batchSlugs.length)
    conditions.push(sql`exists (select 1 from ${batchEnrollments} e join ${batches} b on b.id = e.batch_id
      where e.user_id = ${orgStudentStats.userId} and b.organization_id = ${organization.id} and b.slug in ${batchSlugs})`);
  const contestSlugs = list(filters.contests);
  if (contestSlugs.length)
    conditions.push(sql`exists (select 1 from ${contestParticipations} p
      join ${batchContests} c on c.id = p.contest_id join ${batches} b on b.id = c.batch_id
      where p.user_id = ${orgStudentStats.userId} and b.organization_id = ${organization.id} and c.slug in ${contestSlugs})`);
  const instituteIds = list(filters.institutes)
    .map(Number)
    .filter((id) => Number.isInteger(id) && id > 0);
  // 0 matches no institute, so a list of only unknown ids gives no rows instead of every row.
  if (list(filters.institutes).length)
    conditions.push(inArray(orgStudentProfiles.instituteId, [0, ...instituteIds]));
  for (const [key, column] of [
    ['degrees', orgStudentProfiles.degree],
    ['branches', orgStudentProfiles.branch],
    ['sections', orgStudentProfiles.section],
  ] as const) {
    const values = list(filters[key]);
    if (values.length) conditions.push(inArray(column, values));
  }
  conditions.push(searchUsers(filters.search));
  return and(...conditions)!;
}

function aggregatedSelection() {
  return {
    ...reportColumns('organization'),
    avgScore: orgStudentStats.avgScore,
    institute: sql<string>`coalesce(${orgInstitutes.name}, '')`,
    degree: sql<string>`coalesce(${orgStudentProfiles.degree}, '')`,
    branch: sql<string>`coalesce(${orgStudentProfiles.branch}, '')`,
    section: sql<string>`coalesce(${orgStudentProfiles.section}, '')`,
  };
}

/** Sort keys are never null (left-joined ones are coalesced), so keyset pages need no null case. */
function aggregatedSortFields() {
  const selection = aggregatedSelection();
  return {
    ...reportSortFields('organization'),
    avg_score: orgStudentStats.avgScore,
    institute: selection.institute,
    degree: selection.degree,
    branch: selection.branch,
    section: selection.section,
  };
}

type Sort = { column: Column | SQL; descending: boolean };

/**
 * ORDER BY for reports over the rollup. Descending puts nulls last, as the rollup's indexes do
 * (`org_student_stats_org_score_idx`), so the default `-avg_score` page of 100,000 students is a
 * short index range instead of a sort; no sort key is null, so the order is the same.
 */
function rollupOrder(sort: Sort) {
  return [
    sort.descending ? sql`${sort.column} desc nulls last` : asc(sort.column),
    asc(orgStudentStats.userId),
  ];
}

/**
 * Rows after `after` in rollupOrder (keyset pages for exports). The sort key is bounded on its own
 * (`<=` / `>=`), so each page starts with an index range where there is one, not a rescan.
 */
function afterInRollupOrder(sort: Sort, after: { sortValue: unknown; userId: number } | undefined) {
  if (!after) return undefined;
  const column = sort.column as SQL;
  const tie = gt(orgStudentStats.userId, after.userId);
  return sort.descending
    ? and(lte(column, after.sortValue), or(lt(column, after.sortValue), tie))
    : and(gte(column, after.sortValue), or(gt(column, after.sortValue), tie));
}

export function aggregatedFrom<T extends Record<string, unknown>>(db: Db, selection: T) {
  return db
    .select(selection as never)
    .from(orgStudentStats)
    .innerJoin(users, eq(users.id, orgStudentStats.userId))
    .leftJoin(orgStudentProfiles, eq(orgStudentProfiles.userId, orgStudentStats.userId))
    .leftJoin(orgInstitutes, eq(orgInstitutes.id, orgStudentProfiles.instituteId));
}

/**
 * Counts what aggregatedFrom lists. Every joined table is left-joined on its key, so the planner
 * drops each join a condition does not use (every rollup row has its user): without a search the
 * count is an index-only scan of the rollup.
 */
function rollupCount(db: Db, where: SQL | undefined) {
  return db
    .select({ n: count() })
    .from(orgStudentStats)
    .leftJoin(users, eq(users.id, orgStudentStats.userId))
    .leftJoin(orgStudentProfiles, eq(orgStudentProfiles.userId, orgStudentStats.userId))
    .leftJoin(orgInstitutes, eq(orgInstitutes.id, orgStudentProfiles.instituteId))
    .where(where);
}

function toAggregatedRow(row: Record<string, unknown>) {
  const typed = row as unknown as Parameters<typeof toReportRow>[0] & {
    avgScore: number;
    institute: string;
    degree: string;
    branch: string;
    section: string;
  };
  // Object.assign onto the fresh row: a spread followed by more fields is ~15× slower in V8,
  // a second of a 60,000-row export.
  return Object.assign(toReportRow(typed), {
    institute: typed.institute,
    degree: typed.degree,
    branch: typed.branch,
    section: typed.section,
    avg_score: Math.round(typed.avgScore * 10) / 10,
  });
}

/** Batch-scoped reports read that batch's activity; organization-wide ones the rollup. */
function batchReportFrom<T extends Record<string, unknown>>(db: Db, selection: T) {
  return db
    .select(selection as never)
    .from(orgBatchActivity)
    .innerJoin(users, eq(users.id, orgBatchActivity.userId))
    .leftJoin(orgStudentStats, eq(orgStudentStats.userId, orgBatchActivity.userId))
    .$dynamic();
}

export function registerReportEndpoints(registry: EndpointRegistry): void {
  registry.implementForOrganization(
    'org-university-details',
    AREA_ROLES.orgDashboard,
    async ({ organization, database: { db } }) => {
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
    },
  );

  registry.implementForOrganization(
    'org-university-aggregated-report',
    AREA_ROLES.orgDashboard,
    async ({ organization, input, database: { db } }) => {
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
    },
  );

  registry.implementForOrganization(
    'org-university-aggregated-report-csv',
    AREA_ROLES.orgDashboard,
    async ({ organization, input, database: { db } }) => {
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
    },
  );

  registry.implementForOrganization(
    'org-consolidated-report',
    AREA_ROLES.orgDashboard,
    async ({ organization, input, database: { db } }) => {
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
    },
  );
}
