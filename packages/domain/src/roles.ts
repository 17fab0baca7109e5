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

/** True when the person holds one of the wanted roles; a super admin passes every role check. */
export function hasRole(roles: readonly string[], ...wanted: readonly Role[]): boolean {
  return roles.includes('super_admin') || wanted.some((role) => roles.includes(role));
}
