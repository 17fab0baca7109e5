import { and, asc, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
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
import { csvDownload, pages, streamedDownload } from './csv';
import {
  afterRow,
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
import { type Organization, resolveOrganization } from './scope';

export const orgAccess = ['org_admin'] as const;
const EXPORT_PAGE = 2000;

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
      where e.user_id = ${users.id} and b.organization_id = ${organization.id} and b.slug in ${batchSlugs})`);
  const contestSlugs = list(filters.contests);
  if (contestSlugs.length)
    conditions.push(sql`exists (select 1 from ${contestParticipations} p
      join ${batchContests} c on c.id = p.contest_id join ${batches} b on b.id = c.batch_id
      where p.user_id = ${users.id} and b.organization_id = ${organization.id} and c.slug in ${contestSlugs})`);
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

function aggregatedSortFields() {
  return {
    ...reportSortFields('organization'),
    avg_score: orgStudentStats.avgScore,
    institute: orgInstitutes.name,
    degree: orgStudentProfiles.degree,
    branch: orgStudentProfiles.branch,
    section: orgStudentProfiles.section,
  };
}

export function aggregatedFrom<T extends Record<string, unknown>>(db: Db, selection: T) {
  return db
    .select(selection as never)
    .from(orgStudentStats)
    .innerJoin(users, eq(users.id, orgStudentStats.userId))
    .leftJoin(orgStudentProfiles, eq(orgStudentProfiles.userId, orgStudentStats.userId))
    .leftJoin(orgInstitutes, eq(orgInstitutes.id, orgStudentProfiles.instituteId));
}

function toAggregatedRow(row: Record<string, unknown>) {
  const typed = row as unknown as Parameters<typeof toReportRow>[0] & {
    avgScore: number;
    institute: string;
    degree: string;
    branch: string;
    section: string;
  };
  return {
    ...toReportRow(typed),
    institute: typed.institute,
    degree: typed.degree,
    branch: typed.branch,
    section: typed.section,
    avg_score: Math.round(typed.avgScore * 10) / 10,
  };
}

/** Batch-scoped reports read that batch's activity; organization-wide ones the rollup. */
export function batchReportFrom<T extends Record<string, unknown>>(db: Db, selection: T) {
  return db
    .select(selection as never)
    .from(orgBatchActivity)
    .innerJoin(users, eq(users.id, orgBatchActivity.userId))
    .leftJoin(orgStudentStats, eq(orgStudentStats.userId, orgBatchActivity.userId))
    .$dynamic();
}

export function registerReportEndpoints(registry: EndpointRegistry): void {
  registry.implement('org-university-details', orgAccess, async ({ input, user, database: { db } }) => {
    const organization = await resolveOrganization(db, user!, input.query.slug);
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
  });

  registry.implement(
    'org-university-aggregated-report',
    orgAccess,
    async ({ input, user, database: { db } }) => {
      const organization = await resolveOrganization(db, user!, input.query.slug);
      requireInstitute(organization);
      const { page, pageSize, offset } = paging(input.query);
      const sort = parseSort(input.query.sortBy, aggregatedSortFields(), '-avg_score');
      const where = aggregatedWhere(organization, input.query);
      const [rows, [total]] = await Promise.all([
        aggregatedFrom(db, aggregatedSelection())
          .where(where)
          .orderBy(...orderOf(sort))
          .limit(pageSize)
          .offset(offset),
        aggregatedFrom(db, { n: count() }).where(where),
      ]);
      return {
        results: (rows as Record<string, unknown>[]).map(toAggregatedRow),
        count: Number((total as { n: number } | undefined)?.n ?? 0),
        page,
        page_size: pageSize,
      };
    },
  );

  registry.implement(
    'org-university-aggregated-report-csv',
    orgAccess,
    async ({ input, user, request, database: { db } }) => {
      const organization = await resolveOrganization(db, user!, input.query.slug);
      requireInstitute(organization);
      const sort = parseSort(input.query.sortBy, aggregatedSortFields(), '-avg_score');
      const where = aggregatedWhere(organization, input.query);
      const selection = { ...aggregatedSelection(), sortValue: sort.column };
      const rows = pages<Record<string, unknown>>(
        async (after) =>
          (await aggregatedFrom(db, selection)
            .where(and(where, afterRow(sort, after as { sortValue: unknown; userId: number } | undefined)))
            .orderBy(...orderOf(sort))
            .limit(EXPORT_PAGE)) as Record<string, unknown>[],
      );
      const mapped = (async function* () {
        for await (const row of rows) yield toAggregatedRow(row);
      })();
      return csvDownload(
        request,
        `${organization.slug}-aggregated-report.csv`,
        [
          ...reportCsvColumns,
          { header: 'Institute', value: (row) => row.institute },
          { header: 'Degree', value: (row) => row.degree },
          { header: 'Branch', value: (row) => row.branch },
          { header: 'Section', value: (row) => row.section },
          { header: 'Average score', value: (row) => row.avg_score },
        ] as { header: string; value: (row: ReturnType<typeof toAggregatedRow>) => string | number }[],
        mapped,
      );
    },
    streamedDownload,
  );

  registry.implement('org-consolidated-report', orgAccess, async ({ input, user, database: { db } }) => {
    const organization = await resolveOrganization(db, user!, input.query.slug);
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
        .orderBy(...orderOf(sort))
        .limit(pageSize)
        .offset(offset),
      aggregatedFrom(db, { n: count() }).where(where),
    ]);
    return {
      results: (rows as Parameters<typeof toReportRow>[0][]).map(toReportRow),
      count: Number((total as { n: number } | undefined)?.n ?? 0),
      page,
      page_size: pageSize,
    };
  });
}
