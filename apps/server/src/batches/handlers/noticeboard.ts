import { and, eq, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { batchNotices, organizations, orgNotices, users } from '../../db/schema';
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
  source: 'batch' as const,
  organization: null,
});

/**
 * `GET noticeboard-data?batch_slug=&page=` (ADR 0065): the course team's notices to the batch and, for an
 * organization's batch, that organization's notices (to the whole organization or to this batch), pinned ones
 * first, then newest first, 10 a page, to people who may open the batch. `source` says whose each notice is;
 * only the course team's can be taken down from the batch page.
 */
export const handleBatchNoticeboard: Handler<'batch-noticeboard-data'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch } = await requireBatchAccess(db, user, input.query.batch_slug);
  const page = input.query.page;
  const organizationNotices =
    batch.organizationId === null
      ? sql`select null::int as id, null::text as title, null::text as body, null::boolean as pinned,
              null::int as created_by, null::timestamptz as created_at, null::text as source,
              null::text as organization where false`
      : sql`select ${orgNotices.id}, ${orgNotices.title}, ${orgNotices.body}, ${orgNotices.pinned},
              ${orgNotices.createdBy}, ${orgNotices.createdAt}, 'organization', ${organizations.name}
            from ${orgNotices} join ${organizations} on ${organizations.id} = ${orgNotices.organizationId}
            where ${orgNotices.organizationId} = ${batch.organizationId}
              and (${orgNotices.batchId} is null or ${orgNotices.batchId} = ${batch.id})`;
  const board = sql`(select ${batchNotices.id} as id, ${batchNotices.title} as title, ${batchNotices.body} as body,
      ${batchNotices.pinned} as pinned, ${batchNotices.createdBy} as created_by,
      ${batchNotices.createdAt} as created_at, 'batch' as source, null::text as organization
    from ${batchNotices} where ${batchNotices.batchId} = ${batch.id}
    union all ${organizationNotices}) as board`;
  const [rows, counted] = await Promise.all([
    db.execute(sql`select board.*, ${users.name} as author from ${board}
      left join ${users} on ${users.id} = board.created_by
      order by board.pinned desc, board.created_at desc, board.source asc, board.id desc
      limit ${NOTICES_PAGE_SIZE} offset ${(page - 1) * NOTICES_PAGE_SIZE}`),
    db.execute(sql`select count(*)::int as n from ${board}`),
  ]);
  type Row = {
    id: number;
    title: string;
    body: string;
    pinned: boolean;
    created_at: Date | string;
    source: 'batch' | 'organization';
    organization: string | null;
    author: string | null;
  };
  const list = (rows as unknown as { rows: Row[] }).rows;
  const total = (counted as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
  return {
    results: list.map((row) => ({
      id: Number(row.id),
      title: row.title,
      body_markdown: row.body,
      pinned: row.pinned,
      author: row.author,
      created_at: new Date(row.created_at).toISOString(),
      source: row.source,
      organization: row.organization,
    })),
    count: Number(total),
    page,
    page_size: NOTICES_PAGE_SIZE,
  };
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
