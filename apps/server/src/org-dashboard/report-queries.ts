import { and, asc, type Column, count, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { KeptUntilWrite } from '../api/read-cache';
import type { Database, Db } from '../db/client';
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
import { reportColumns, reportSortFields, searchUsers, toReportRow } from './queries';
import type { Organization } from './scope';

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

export function requireInstitute(organization: Organization) {
  if (organization.type !== 'institute') throw forbidden('The aggregated report is for institutes only.');
}

/** Filters of 001 §3; batch and contest slugs only match the organization's own. */
export function aggregatedWhere(organization: Organization, filters: AggregatedFilters): SQL {
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

export function aggregatedSelection() {
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
export function aggregatedSortFields() {
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
export function rollupOrder(sort: Sort) {
  return [
    sort.descending ? sql`${sort.column} desc nulls last` : asc(sort.column),
    asc(orgStudentStats.userId),
  ];
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
export async function rollupCount(database: Database, where: SQL | undefined): Promise<number> {
  const query = database.db
    .select({ n: count() })
    .from(orgStudentStats)
    .leftJoin(users, eq(users.id, orgStudentStats.userId))
    .leftJoin(orgStudentProfiles, eq(orgStudentProfiles.userId, orgStudentStats.userId))
    .leftJoin(orgInstitutes, eq(orgInstitutes.id, orgStudentProfiles.instituteId))
    .where(where);
  // Counting 60,000 index entries took 0.8 s of each 100k-student page (EXPLAIN, issue 15) while
  // the page itself took 6 ms: a count is kept until the next write or for a minute.
  const { sql: text, params } = query.toSQL();
  // Concurrent pages wait for one count rather than each starting its own (50 admins at once).
  return rollupCounts.get(database.live, `${text}\u0000${JSON.stringify(params)}`, () =>
    query.then((rows) => Number(rows[0]?.n ?? 0)),
  );
}

const rollupCounts = new KeptUntilWrite<number>(60_000);

export function toAggregatedRow(row: Record<string, unknown>) {
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
export function batchReportFrom<T extends Record<string, unknown>>(db: Db, selection: T) {
  return db
    .select(selection as never)
    .from(orgBatchActivity)
    .innerJoin(users, eq(users.id, orgBatchActivity.userId))
    .leftJoin(orgStudentStats, eq(orgStudentStats.userId, orgBatchActivity.userId))
    .$dynamic();
}
