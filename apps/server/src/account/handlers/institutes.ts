import { and, asc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Handler, PublicHandler } from '../../api/registry';
import { escapeLike } from '../../db/escape-like';
import { institutes, organizations } from '../../db/schema';
import { notFound } from '../../http/errors';

const institute = (row: { id: number; name: string }) => ({ id: row.id, name: row.name, city: null });

/** Institutes with a word of their name starting with what was typed ("tech" finds "… of Technology"). */
function nameHasWordStartingWith(typed: string): SQL | undefined {
  const text = escapeLike(typed.trim().replace(/\s+/g, ' '));
  return or(ilike(institutes.name, `${text}%`), ilike(institutes.name, `% ${text}%`));
}

/** Suggestions a form's institute field shows while typing: enough to choose from, never the whole directory. */
const SUGGESTIONS = 20;

/**
 * `GET /api/get-institute/?search=` (002 User): suggestions for the institute fields of forms (the Olympics and
 * summer-training registrations, a job application), matched like the account page's picker but one short list:
 * the institute named exactly as typed first, then by name. Without `search`, the first institutes by name.
 */
export const handleGetInstitute: PublicHandler<'user-get-institute'> = async ({
  input,
  database: { db },
}) => {
  const typed = input.query.search?.trim() ?? '';
  const rows = await db
    .select({ id: institutes.id, name: institutes.name })
    .from(institutes)
    .where(typed ? nameHasWordStartingWith(typed) : undefined)
    .orderBy(
      sql`lower(${institutes.name}) = ${typed.toLowerCase()} desc`,
      asc(institutes.name),
      asc(institutes.id),
    )
    .limit(SUGGESTIONS);
  return { results: rows.map(institute) };
};

/**
 * `GET /api/institutes/{x}/organization/` (002 User): the institute organization on Learnforge that is this
 * directory institute, or null. They are one institute when the names match (any case): the account page already
 * shows the admitting organization's name as a learner's institute. Of two organizations with the name, the older.
 */
export const handleInstituteOrganization: Handler<'user-institute-organization'> = async ({
  input,
  database: { db },
}) => {
  const [row] = await db
    .select({ slug: organizations.slug, name: organizations.name, type: organizations.type })
    .from(institutes)
    .leftJoin(
      organizations,
      and(eq(organizations.type, 'institute'), sql`lower(${organizations.name}) = lower(${institutes.name})`),
    )
    .where(eq(institutes.id, input.path.x))
    .orderBy(asc(organizations.id))
    .limit(1);
  if (!row) throw notFound('There is no such institute.');
  return {
    organization:
      row.slug && row.name && row.type ? { slug: row.slug, name: row.name, type: row.type } : null,
  };
};

/**
 * The institute picker on the account page (002 User: institutes search): institutes with a word of their
 * name starting with what was typed ("tech" finds "Demo Institute of Technology"), by name, a page at a time.
 */
export const handleInstitutesSearch: PublicHandler<'user-institutes-all'> = async ({
  input,
  database: { db },
}) => {
  const page = input.query.page ?? 1;
  const pageSize = input.query.page_size ?? 20;
  const where = nameHasWordStartingWith(input.path.x);
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: institutes.id, name: institutes.name })
      .from(institutes)
      .where(where)
      .orderBy(asc(institutes.name), asc(institutes.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(institutes).where(where),
  ]);
  return { results: rows.map(institute), count: total?.count ?? 0, page, page_size: pageSize };
};

export const handleInstitute: PublicHandler<'user-institutes-institute'> = async ({
  input,
  database: { db },
}) => {
  const [row] = await db
    .select({ id: institutes.id, name: institutes.name })
    .from(institutes)
    .where(eq(institutes.id, input.path.x));
  if (!row) throw notFound('There is no such institute.');
  return institute(row);
};
