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
  if (pathname === '/organization-dashboard' || pathname.startsWith(AppBase.orgDashboard)) return 'orgDashboard';
  if (pathname === '/dashboard-next' || pathname.startsWith(AppBase.admin)) return 'admin';
  return 'learner';
}
