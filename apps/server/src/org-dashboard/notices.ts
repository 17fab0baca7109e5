import { getTableColumns } from 'drizzle-orm';
import { batches, orgNotices } from '../db/schema';

type NoticeRow = typeof orgNotices.$inferSelect & { batchSlug: string | null };

export function toNotice(row: NoticeRow) {
  return {
    id: row.id,
    title: row.title,
    body: row.body,
    pinned: row.pinned,
    batch_slug: row.batchSlug,
    created_at: row.createdAt.toISOString(),
  };
}

/** A notice with the slug of the batch it is for (none for an organization-wide one). */
export const noticeColumns = { ...getTableColumns(orgNotices), batchSlug: batches.slug };
