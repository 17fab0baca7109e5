import { and, desc, eq } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { pageOf } from '../../db/paging';
import { batchNotices, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { batchBySlug } from '../batch-access';
import { requireBatchAccess } from '../learning';

const NOTICES_PAGE_SIZE = 10;

type NoticeRow = typeof batchNotices.$inferSelect & { author: string | null };

const noticeView = (notice: NoticeRow) => ({
  id: notice.id,
  title: notice.title,
  body_markdown: notice.body,
  pinned: notice.pinned,
  author: notice.author,
  created_at: notice.createdAt.toISOString(),
});

/**
 * `GET noticeboard-data?batch_slug=&page=` (ADR 0065): the course team's notices to the batch, pinned
 * ones first, then newest first, 10 a page, to people who may open the batch.
 */
export const handleBatchNoticeboard: Handler<'batch-noticeboard-data'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch } = await requireBatchAccess(db, user, input.query.batch_slug);
  const query = db
    .select({ notice: batchNotices, author: users.name })
    .from(batchNotices)
    .leftJoin(users, eq(users.id, batchNotices.createdBy))
    .where(eq(batchNotices.batchId, batch.id))
    .$dynamic();
  return pageOf(
    db,
    { page: input.query.page, page_size: NOTICES_PAGE_SIZE },
    query,
    [desc(batchNotices.pinned), desc(batchNotices.createdAt), desc(batchNotices.id)],
    (row) => noticeView({ ...row.notice, author: row.author }),
  );
};

/** Course admins post a notice to the batch (Markdown, sanitized where it is shown). */
export const handleBatchNoticePost: Handler<'x-batch-notice-post'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch } = await batchBySlug(db, input.path.slug);
  const [notice] = await db
    .insert(batchNotices)
    .values({
      batchId: batch.id,
      title: input.body.title,
      body: input.body.body_markdown,
      pinned: input.body.pinned,
      createdBy: user.id,
    })
    .returning();
  return noticeView({ ...notice!, author: user.name });
};

/** Course admins take a notice down; a notice of another batch is a 404. */
export const handleBatchNoticeDelete: Handler<'x-batch-notice-delete'> = async ({
  input,
  database: { db },
}) => {
  const { batch } = await batchBySlug(db, input.path.slug);
  const deleted = await db
    .delete(batchNotices)
    .where(and(eq(batchNotices.id, input.path.id), eq(batchNotices.batchId, batch.id)))
    .returning({ title: batchNotices.title });
  if (deleted.length === 0) throw notFound('There is no such notice on this batch.');
  return { message: `“${deleted[0]!.title}” is no longer on the noticeboard.` };
};
