import { OrganizationType } from './codes';
import { AppBase } from './routes';

/** The dashboard tabs of 000 §2 in order; their slugs are the college admin page keys of 001 §2. */
const ORG_DASHBOARD_TABS = [
  { slug: 'my-courses', label: 'My Courses', instituteOnly: false },
  { slug: 'course-management', label: 'Course Management', instituteOnly: false },
  { slug: 'student-repository', label: 'User Repository', instituteOnly: false },
  { slug: 'aggregated-report', label: 'Aggregated Report', instituteOnly: true },
  { slug: 'access-management', label: 'Access Management', instituteOnly: false },
] as const;

export const ORG_DASHBOARD_TAB_SLUGS: readonly OrgDashboardTabSlug[] = ORG_DASHBOARD_TABS.map(
  (tab) => tab.slug,
);
export type OrgDashboardTabSlug = (typeof ORG_DASHBOARD_TABS)[number]['slug'];
export type OrgDashboardTabLabel = (typeof ORG_DASHBOARD_TABS)[number]['label'];

export interface OrgDashboardTab {
  readonly slug: OrgDashboardTabSlug;
  readonly label: OrgDashboardTabLabel;
}

/** The tabs an organization of this type sees: Aggregated Report is for institutes only (000 §2, §6). */
export function orgDashboardTabs(orgType: OrganizationType): readonly OrgDashboardTab[] {
  return ORG_DASHBOARD_TABS.filter((tab) => !tab.instituteOnly || orgType === OrganizationType.institute).map(
    ({ slug, label }) => ({ slug, label }),
  );
}

export function isOrgDashboardTabSlug(value: string): value is OrgDashboardTabSlug {
  return (ORG_DASHBOARD_TAB_SLUGS as readonly string[]).includes(value);
}

export function isOrgDashboardTabAvailable(slug: OrgDashboardTabSlug, orgType: OrganizationType): boolean {
  return orgDashboardTabs(orgType).some((tab) => tab.slug === slug);
}

/** The optional page-address parameter whose value every dashboard call sends as `slug` (000 §2, 002 §2). */
export const ORGANIZATION_QUERY_PARAM = 'organization';

/** `/organization-dashboard/{tab}`, keeping the `organization` parameter when there is one (000 §2). */
export function orgDashboardPath(tab: OrgDashboardTabSlug, organization?: string | null): string {
  const query = organization ? `?${ORGANIZATION_QUERY_PARAM}=${encodeURIComponent(organization)}` : '';
  return `${AppBase.orgDashboard}${tab}${query}`;
}

/** The `slug` parameter for every dashboard call, from the page's `organization` parameter. */
export function dashboardSlugParam(organization: string | null | undefined): { slug?: string } {
  return organization ? { slug: organization } : {};
}

/** Access Management deal table columns (000 §2). */
export const DEAL_TABLE_COLUMNS = [
  'Deal Number',
  'Start Date',
  'Expiry Date',
  'Batch',
  'Licenses Purchased',
  'Active Licences',
  'Remaining Licences',
  'Manage Access',
  'Edit History',
] as const;

/** Report view columns (000 §2). */
export const REPORT_VIEW_COLUMNS = [
  'Student Name',
  'Email',
  'Problems Solved',
  'Streak',
  'Profile Handle',
] as const;

/** Report view figures (000 §2), grouped as the spec groups them. */
export const REPORT_VIEW_FIGURES = {
  scores: ['problems', 'quizzes', 'contests'],
  progress: ['progress'],
  durationAndCount: ['live', 'recorded', 'pre-recorded'],
  counts: ['articles', 'problems', 'quizzes', 'contests'],
} as const;

/** Report types (000 §9). */
export const REPORT_TYPES = ['topper-agg-report', 'obc-att-agg-report'] as const;
export type ReportType = (typeof REPORT_TYPES)[number];

/** Aggregated report filters (001 §3); sortBy defaults to -avg_score. */
export const AGGREGATED_REPORT_FILTER_KEYS = [
  'page',
  'batches',
  'contests',
  'institutes',
  'degrees',
  'branches',
  'sections',
  'search',
  'sortBy',
] as const;
export const AGGREGATED_REPORT_DEFAULTS = { page: 1, sortBy: '-avg_score' } as const;

/** Organization lists default to page 1 with page size 20 (000 §9). */
export const ORG_LIST_DEFAULTS = { page: 1, page_size: 20 } as const;

/** Organization dashboard screens (002 §2). */
export const ORG_DASHBOARD_SCREENS = [
  'My courses',
  'All courses management',
  'Batch leaderboard',
  'Progress',
  'Report stats',
  'Entities stats',
  'Live classes',
  'Contests',
  'Noticeboard',
  'Per-student report card',
  'Peer analysis',
  'Attendance sheet',
  'Users repository',
  'Company deals',
  'University details and aggregated report',
  'Consolidated report',
] as const;
