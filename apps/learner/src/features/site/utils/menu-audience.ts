import type { SessionUser } from '@learnforge/api-client';
import { hasAnyRole } from '@learnforge/app-shell';
import { AREA_ROLES } from '@learnforge/domain';

/** Menu addresses meant for some visitors only; the rest of a menu is for everyone. */
const audiences: { prefix: string; shownTo: (user: SessionUser | null) => boolean }[] = [
  // A signed-out visitor may be an administrator on the way to sign in: the entry points stay.
  {
    prefix: '/organization-dashboard',
    shownTo: (user) => !user || hasAnyRole(user, AREA_ROLES.orgDashboard),
  },
  { prefix: '/dashboard-next', shownTo: (user) => !user || hasAnyRole(user, AREA_ROLES.staffTools) },
  { prefix: '/signup', shownTo: (user) => !user },
  { prefix: '/login', shownTo: (user) => !user },
];

/** Whether a menu link to `url` is for this visitor (signed out, or signed in with these roles). */
export function isLinkForVisitor(url: string, user: SessionUser | null): boolean {
  const audience = audiences.find(
    ({ prefix }) => url === prefix || url.startsWith(`${prefix}/`) || url.startsWith(`${prefix}?`),
  );
  return audience ? audience.shownTo(user) : true;
}
