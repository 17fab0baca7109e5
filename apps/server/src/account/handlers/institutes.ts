import { asc, eq, ilike, or, sql } from 'drizzle-orm';
import type { PublicHandler } from '../../api/registry';
import { escapeLike } from '../../db/escape-like';
import { institutes } from '../../db/schema';
import { notFound } from '../../http/errors';

const institute = (row: { id: number; name: string }) => ({ id: row.id, name: row.name, city: null });

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
  const typed = escapeLike(input.path.x.trim().replace(/\s+/g, ' '));
  const where = or(ilike(institutes.name, `${typed}%`), ilike(institutes.name, `% ${typed}%`));
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
