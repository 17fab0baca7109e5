import { AREA_ROLES, hasRole, isSuperAdmin } from '@learnforge/domain';
import { eq } from 'drizzle-orm';
import { KeptUntilWrite } from '../api/read-cache';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { organizations } from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';
import type { LiveBus } from '../live/bus';

export type Organization = typeof organizations.$inferSelect;

const organizationBySlug = async (db: Db, slug: string) =>
  (await db.select().from(organizations).where(eq(organizations.slug, slug)))[0];

/**
 * Organizations by slug, kept until the next write (an edit of one is a write) or a minute: every
 * dashboard call resolves one, a query per call on a database that runs one at a time (issue 15).
 */
const keptOrganizations = new KeptUntilWrite<Organization | undefined>(60_000);

/**
 * The organization a dashboard call is about (002 §6): an org admin gets their own, and a `slug`
 * naming any other organization is refused with 403; a super admin names one with `slug`.
 */
export async function resolveOrganization(
  db: Db,
  user: SessionUser,
  slug: string | undefined,
  bus?: LiveBus,
): Promise<Organization> {
  if (!isSuperAdmin(user.roles)) {
    if (!hasRole(user.roles, ...AREA_ROLES.orgDashboard) || !user.organization)
      throw forbidden('This dashboard is for organization administrators.');
    if (slug && slug !== user.organization.slug)
      throw forbidden('You can only see your own organization’s dashboard.');
    slug = user.organization.slug;
  }
  if (!slug)
    throw badRequest('Choose an organization: add ?organization=<slug> to the address.', {
      slug: 'Required for super admins.',
    });
  const organization = await (bus
    ? keptOrganizations.get(bus, slug, () => organizationBySlug(db, slug))
    : organizationBySlug(db, slug));
  if (!organization) throw notFound(`There is no organization "${slug}".`);
  return organization;
}
