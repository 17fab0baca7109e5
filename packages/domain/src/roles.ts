/** Every role of the platform (ARCHITECTURE.md "Auth and roles"). */
export const ROLES = [
  'learner',
  'org_admin',
  'recruiter',
  'moderator',
  'crm',
  'support',
  'course_admin',
  'problem_setter',
  'super_admin',
] as const;
export type Role = (typeof ROLES)[number];

/** True when `value` names a role of the platform (the database stores roles as text). */
export function isRole(value: string): value is Role {
  return (ROLES as readonly string[]).includes(value);
}

/** A super admin passes every role check (000 §1). */
export function isSuperAdmin(roles: readonly string[]): boolean {
  return roles.includes('super_admin');
}

/** True when the person holds one of the wanted roles; a super admin passes every role check. */
export function hasRole(roles: readonly string[], ...wanted: readonly Role[]): boolean {
  return isSuperAdmin(roles) || wanted.some((role) => roles.includes(role));
}

/** Every internal staff role: the people the staff tools (/dashboard-next) are for. */
export const STAFF_ROLES = [
  'course_admin',
  'problem_setter',
  'recruiter',
  'moderator',
  'crm',
  'support',
] as const satisfies readonly Role[];

/**
 * Who works in each area: the one table the server's access lists, the staff tools' routes and
 * tool list, and the apps' checks read. Pass a set to `hasRole`, so super admins get in everywhere.
 */
export const AREA_ROLES = {
  /** Problem authoring, revisions and the problem AI tools (000 §7). */
  problemAuthoring: ['problem_setter'],
  /** The course editor and catalogue features (001 §6). */
  courseEditor: ['course_admin'],
  coupons: ['course_admin', 'crm'],
  /** Job posting, institutes and the open contests of jobs. */
  jobs: ['recruiter'],
  /** Contest authoring and accommodations: course admins; recruiters for hiring contests (issue 24). */
  contests: ['course_admin', 'recruiter'],
  /** Image uploads from the editors that take images. */
  uploads: ['course_admin', 'problem_setter', 'recruiter'],
  /** The organization dashboard (002). */
  orgDashboard: ['org_admin'],
  /** Batch pages as staff see them: every learner's progress and the batch settings. */
  batchStaff: ['course_admin', 'moderator', 'support'],
  moderation: ['moderator'],
  /** Events' staff pages: the list, who enrolled, the CSV and the aggregated data (001 §7 Events). */
  events: ['course_admin', 'crm'],
  /** The rewards store's shelf and its orders: course admins stock it, support ships and cancels (ADR 0076). */
  rewards: ['course_admin', 'support'],
  /** Hackathon organisers: the editor steps, sections, images, CSV and judging (001 §7 Hackathon). */
  hackathons: ['course_admin'],
  /** Live-class administration: reschedule, cancel, recordings, attendance reports (001 §6 course admin). */
  liveClasses: ['course_admin'],
  /** The CRM: leads with their funnel, comments, callbacks and application status (001 §6; ADR 0082). */
  crm: ['crm'],
  /**
   * Looking people up by name, handle or e-mail (`users/search/`): it shows e-mail addresses, so only the
   * staff who deal with people (tickets, leads, learners, moderation) use it.
   */
  peopleLookup: ['course_admin', 'moderator', 'crm', 'support'],
  /** The support issue tracker (001 §6 "support staff for issues"; ADR 0073). */
  support: ['support'],
  /** Site-wide settings such as the terms of service. */
  siteSettings: ['super_admin'],
  /** The job queue's failed jobs (dead letters): retry or discard (ADR 0061). */
  backgroundJobs: ['super_admin'],
  staffTools: STAFF_ROLES,
} as const satisfies Record<string, readonly Role[]>;

/** Who may read the edit history of each kind of entity (shared modules: edit history). */
export const EDIT_HISTORY_READERS = {
  problem: AREA_ROLES.problemAuthoring,
  organization_deal: AREA_ROLES.orgDashboard,
  course: AREA_ROLES.courseEditor,
  course_feature: AREA_ROLES.courseEditor,
  track: AREA_ROLES.courseEditor,
  live_class: ['course_admin', 'moderator'],
  coupon: AREA_ROLES.coupons,
  contest: AREA_ROLES.contests,
  key_value: AREA_ROLES.siteSettings,
  batch_electives: AREA_ROLES.courseEditor,
} as const satisfies Record<string, readonly Role[]>;
export type EditHistoryEntityType = keyof typeof EDIT_HISTORY_READERS;
