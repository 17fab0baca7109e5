import { asc, ilike, or } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { likePattern } from '../../db/escape-like';
import { pageOf } from '../../db/paging';
import { organizations } from '../../db/schema';

/**
 * The super admin's organization picker: organizations by name or slug, alphabetical. A super admin
 * belongs to no organization, so the dashboard asks them which one to open instead of failing.
 */
export const handleOrgOrganizations: Handler<'x-org-organizations'> = async ({ input, database: { db } }) => {
  const pattern = likePattern(input.query.search);
  const where = pattern
    ? or(ilike(organizations.name, pattern), ilike(organizations.slug, pattern))
    : undefined;
  return pageOf(
    db,
    input.query,
    db
      .select({ slug: organizations.slug, name: organizations.name, type: organizations.type })
      .from(organizations)
      .where(where)
      .$dynamic(),
    [asc(organizations.name), asc(organizations.id)],
    (row) => ({ slug: row.slug, name: row.name, organization_type: row.type }),
  );
};
