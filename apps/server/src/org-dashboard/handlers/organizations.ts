import { asc, count, ilike, or } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { likePattern } from '../../db/escape-like';
import { organizations } from '../../db/schema';
import { paging } from '../queries';

/**
 * The super admin's organization picker: organizations by name or slug, alphabetical. A super admin
 * belongs to no organization, so the dashboard asks them which one to open instead of failing.
 */
export const handleOrgOrganizations: Handler<'x-org-organizations'> = async ({ input, database: { db } }) => {
  const { page, pageSize, offset } = paging(input.query);
  const pattern = likePattern(input.query.search);
  const where = pattern
    ? or(ilike(organizations.name, pattern), ilike(organizations.slug, pattern))
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ slug: organizations.slug, name: organizations.name, type: organizations.type })
      .from(organizations)
      .where(where)
      .orderBy(asc(organizations.name), asc(organizations.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ n: count() }).from(organizations).where(where),
  ]);
  return {
    results: rows.map((row) => ({ slug: row.slug, name: row.name, organization_type: row.type })),
    count: total?.n ?? 0,
    page,
    page_size: pageSize,
  };
};
