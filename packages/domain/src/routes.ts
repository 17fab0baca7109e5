/** Base paths of the three apps served from one origin (ARCHITECTURE.md "One origin"). */
export const AppBase = {
  learner: '/',
  orgDashboard: '/organization-dashboard/',
  admin: '/dashboard-next/',
} as const;
export type AppName = keyof typeof AppBase;

/** Version prefixes under which the same API handlers answer (000 §7). */
export const API_VERSIONS = ['latest', 'v1', 'vr'] as const;
export type ApiVersion = (typeof API_VERSIONS)[number];

/** Which app serves a page address: org dashboard and admin by prefix, the learner app otherwise. */
export function appForPath(pathname: string): AppName {
  if (pathname === '/organization-dashboard' || pathname.startsWith(AppBase.orgDashboard))
    return 'orgDashboard';
  if (pathname === '/dashboard-next' || pathname.startsWith(AppBase.admin)) return 'admin';
  return 'learner';
}

/** Address fragments of the pages that load the code editor (000 §2). */
export const CODE_EDITOR_PATH_FRAGMENTS = [
  'dashboard-next',
  'hire-with-us',
  'contest',
  'track',
  'events/rec',
  'batch',
  'problems-preview',
  'hack-a-thon/create',
  'organization-dashboard',
] as const;

/** The code-editor script loads only where the address contains one of the fragments (000 §2). */
export function loadsCodeEditor(pathname: string): boolean {
  return CODE_EDITOR_PATH_FRAGMENTS.some((fragment) => pathname.includes(fragment));
}

function segment(value: string | number): string {
  return encodeURIComponent(String(value));
}

/** Contest page: `/contest/{slug}/{optional}` (000 §2). */
export function contestPath(slug: string, optional?: string): string {
  return `/contest/${segment(slug)}/${optional === undefined ? '' : segment(optional)}`;
}

/** Problem page: `/problems/{slug}/1` (000 §2). */
export function problemPath(slug: string): string {
  return `/problems/${segment(slug)}/1`;
}

/** Admin problem authoring: `/dashboard-next/problem/{id}/` (000 §2). */
export function adminProblemPath(id: string | number): string {
  return `${AppBase.admin}problem/${segment(id)}/`;
}

/** Admin job posting: `/dashboard-next/jobs/{id}` (000 §2). */
export function adminJobPath(id: string | number): string {
  return `${AppBase.admin}jobs/${segment(id)}`;
}

/** Entities with an edit history in the admin dashboard (000 §2). */
export const EDIT_HISTORY_ENTITIES = [
  'problem',
  'organization_deal',
  'course',
  'live_class',
  'track',
] as const;
export type EditHistoryEntity = (typeof EDIT_HISTORY_ENTITIES)[number];

/** `/dashboard-next/edit-history/{entity}/{id}` (000 §2). */
export function editHistoryPath(entity: EditHistoryEntity, id: string | number): string {
  return `${AppBase.admin}edit-history/${entity}/${segment(id)}`;
}

/** Courses listing pages (000 §2); the promo banner shows on these. */
export const COURSES_PATH = '/courses';
export const OFFLINE_COURSES_PATH = '/courses/offline-courses';

export function courseCategoryPath(category: string): string {
  return `${COURSES_PATH}/category/${segment(category)}`;
}

export function isCoursesListingPath(pathname: string): boolean {
  return pathname === COURSES_PATH || pathname.startsWith(`${COURSES_PATH}/`);
}

export interface PageChromeInput {
  /** Whether the page is the error page. */
  readonly isErrorPage: boolean;
  /** Whether the page data supplies each part. */
  readonly header: boolean;
  readonly subHeader: boolean;
  readonly footer: boolean;
  /** The page flag that hides the header. */
  readonly hideHeader?: boolean;
}

export interface PageChrome {
  readonly header: boolean;
  readonly subHeader: boolean;
  readonly footer: boolean;
}

/**
 * Header, sub-header and footer show only when page data supplies them and the page is not the
 * error page; a page flag can hide the header (000 §2, §8).
 */
export function pageChrome(input: PageChromeInput): PageChrome {
  if (input.isErrorPage) return { header: false, subHeader: false, footer: false };
  return {
    header: input.header && input.hideHeader !== true,
    subHeader: input.subHeader,
    footer: input.footer,
  };
}

/**
 * The learner app's pages as address patterns (`:name` is one path segment). The app's router and the
 * server read this one list: an address matching none of them is answered with HTTP 404 (the app's
 * not-found page, inside the site's header and footer) rather than a 200 that only looks missing.
 */
export const LEARNER_PAGE_PATTERNS = [
  '/',
  '/login',
  '/signup',
  '/explore',
  '/problems/:slug/1',
  '/courses',
  '/courses/:slug',
  '/courses/offline-courses',
  '/courses/gate-courses',
  '/checkout',
  '/checkout/complete',
  '/contests',
  '/contest/:slug',
  '/contest/:slug/:optional',
  '/terms-of-service',
  '/premium/checkout',
  '/profile/:handle',
  '/payments',
  '/rewards',
  '/account',
  '/problem-of-the-day',
  '/account/security',
  '/ide',
  '/ide/:id',
  '/leaderboard',
  '/my-courses',
  '/batch/:slug',
  '/batch/:slug/track/:track',
  '/certificate/:slug',
  '/jobs',
  '/jobs/:id',
  '/events',
  '/events/:id',
  '/events/rec/:slug',
  '/hackathons',
  '/hackathon/:slug',
  '/geek-olympics',
  '/summer-training',
  '/dsa-to-development/:slug',
  '/help',
] as const;

/** Whether the learner app has a page at `pathname` (a trailing slash is the same page). */
export function isLearnerPagePath(pathname: string): boolean {
  const segments = (path: string) => path.split('/').filter((part) => part !== '');
  const asked = segments(pathname);
  return LEARNER_PAGE_PATTERNS.some((pattern) => {
    const wanted = segments(pattern);
    return (
      wanted.length === asked.length &&
      wanted.every((part, index) => part.startsWith(':') || part === asked[index])
    );
  });
}
