import { count, type SQL, sql } from 'drizzle-orm';
import type { PgColumn, PgSelect } from 'drizzle-orm/pg-core';
import type { Db } from './client';

interface PageQuery {
  page?: number | undefined;
  page_size?: number | undefined;
}

/** 000 §9: lists start at page 1; the page size is the caller's, else the list's own (20 unless it says). */
export function paging(query: PageQuery, defaultPageSize = 20) {
  const page = query.page ?? 1;
  const pageSize = query.page_size ?? defaultPageSize;
  return { page, pageSize, offset: (page - 1) * pageSize };
}

/**
 * One page of a list query and the count of all its rows, as every paged list answers them. The count
 * reads the same query (its joins and conditions) as a subquery, so the two never disagree; it is built
 * before the order and window are set, as a drizzle builder changes in place.
 */
export async function pageOf<Q extends PgSelect, Out>(
  db: Db,
  input: PageQuery & { defaultPageSize?: number },
  query: Q,
  order: (PgColumn | SQL)[],
  toRow: (row: Awaited<Q>[number]) => Out,
) {
  const { page, pageSize, offset } = paging(input, input.defaultPageSize);
  const total = db.select({ n: count() }).from(sql`(${query.getSQL()}) as listed`);
  const [rows, [counted]] = await Promise.all([
    query
      .orderBy(...order)
      .limit(pageSize)
      .offset(offset) as unknown as Promise<Awaited<Q>>,
    total,
  ]);
  return { results: rows.map(toRow), count: counted?.n ?? 0, page, page_size: pageSize };
}
