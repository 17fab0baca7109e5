import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { batchBySlug } from '../../batches/batch-access';
import type { Db } from '../../db/client';
import {
  batches,
  discussionModeration,
  discussionReplies,
  discussionReports,
  discussionThreads,
  problems,
  users,
} from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { postHtml, threadAnswer, unanswered } from '../posts';

const PAGE_SIZE = 20;
type Post = 'thread' | 'reply';

/**
 * Hide or restore a thread or reply, always with a reason: the post changes, its open reports are
 * dealt with and the action goes into its history, all in one transaction.
 */
export const handleModerate: Handler<'x-discussion-moderate'> = async ({ input, user, database: { db } }) => {
  const { post, id, action, reason } = input.body;
  const table = post === 'thread' ? discussionThreads : discussionReplies;
  const hide = action === 'hide';
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select({ hiddenAt: table.hiddenAt })
      .from(table)
      .where(eq(table.id, id))
      .for('update');
    if (!current) throw notFound(post === 'thread' ? 'There is no such thread.' : 'There is no such reply.');
    if ((current.hiddenAt !== null) === hide)
      throw new HttpError(
        409,
        hide ? 'already_hidden' : 'not_hidden',
        hide ? 'This post is already hidden.' : 'This post is not hidden.',
      );
    const now = new Date();
    const [updated] = await tx
      .update(table)
      .set(hide ? { hiddenAt: now, hiddenReason: reason } : { hiddenAt: null, hiddenReason: null })
      .where(eq(table.id, id))
      .returning({ hiddenAt: table.hiddenAt, hiddenReason: table.hiddenReason });
    await tx
      .update(discussionReports)
      .set({ resolvedAt: now })
      .where(
        and(
          eq(discussionReports.post, post),
          eq(discussionReports.postId, id),
          isNull(discussionReports.resolvedAt),
        ),
      );
    await tx.insert(discussionModeration).values({ post, postId: id, actorId: user.id, action, reason });
    return { hidden: updated!.hiddenAt !== null, hidden_reason: updated!.hiddenReason };
  });
};

export const handlePick: Handler<'x-discussion-pick'> = async ({ input, user, database: { db } }) => {
  const { picked } = input.body;
  await db.transaction(async (tx) => {
    const [thread] = await tx
      .select({ pickedAt: discussionThreads.pickedAt, hiddenAt: discussionThreads.hiddenAt })
      .from(discussionThreads)
      .where(eq(discussionThreads.id, input.path.id))
      .for('update');
    if (!thread) throw notFound('There is no such thread.');
    if (picked && thread.hiddenAt)
      throw new HttpError(409, 'thread_hidden', 'Restore this thread before you pick it.');
    if ((thread.pickedAt !== null) === picked) return;
    await tx
      .update(discussionThreads)
      .set({ pickedAt: picked ? new Date() : null })
      .where(eq(discussionThreads.id, input.path.id));
    await tx.insert(discussionModeration).values({
      post: 'thread',
      postId: input.path.id,
      actorId: user.id,
      action: picked ? 'pick' : 'unpick',
      reason: null,
    });
  });
  return threadAnswer(db, user, input.path.id);
};

export const handleMarkRating: Handler<'discussion-mark-rating'> = async ({
  input,
  user,
  database: { db },
}) => {
  const isValid = input.body.is_valid;
  return db.transaction(async (tx) => {
    const [thread] = await tx
      .select({ rating: discussionThreads.rating })
      .from(discussionThreads)
      .where(eq(discussionThreads.id, input.path.id))
      .for('update');
    if (!thread) throw notFound('There is no such thread.');
    if (thread.rating === null) throw new HttpError(409, 'not_rated', 'Nobody has rated this thread yet.');
    await tx
      .update(discussionThreads)
      .set({ ratingValid: isValid })
      .where(eq(discussionThreads.id, input.path.id));
    await tx.insert(discussionModeration).values({
      post: 'thread',
      postId: input.path.id,
      actorId: user.id,
      action: isValid ? 'rating_valid' : 'rating_invalid',
      reason: null,
    });
    return { id: input.path.id, rating: thread.rating, is_rating_valid: isValid };
  });
};

export const handlePickedMeta: Handler<'discussion-picked-threads-meta'> = async ({
  input,
  database: { db },
}) => {
  const batchId = input.query.batch_slug ? (await batchBySlug(db, input.query.batch_slug)).batch.id : null;
  const [row] = await db
    .select({
      picked: sql<number>`count(*) filter (where ${discussionThreads.pickedAt} is not null)::int`,
      answered: sql<number>`count(*) filter (where ${discussionThreads.acceptedReplyId} is not null)::int`,
      pending: sql<number>`count(*) filter (where ${unanswered})::int`,
      oldestPending: sql<string | null>`min(${discussionThreads.createdAt}) filter (where ${unanswered})`,
    })
    .from(discussionThreads)
    .where(
      and(
        isNull(discussionThreads.hiddenAt),
        batchId !== null ? eq(discussionThreads.batchId, batchId) : undefined,
      ),
    );
  return {
    picked_count: row?.picked ?? 0,
    answered_count: row?.answered ?? 0,
    pending_count: row?.pending ?? 0,
    oldest_pending_at: row?.oldestPending ? new Date(row.oldestPending).toISOString() : null,
  };
};

interface QueueRow {
  post: Post;
  id: number;
}

/** The rows of one queue view, newest first: which posts, before their details are read. */
async function queueRows(db: Db, view: string, limit: number, offset: number): Promise<[QueueRow[], number]> {
  const threadsWhere: Record<string, SQL | undefined> = {
    picked: isNotNull(discussionThreads.pickedAt),
    unanswered: and(isNull(discussionThreads.hiddenAt), unanswered),
    rated: isNotNull(discussionThreads.rating),
  };
  if (view in threadsWhere) {
    const where = threadsWhere[view];
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: discussionThreads.id })
        .from(discussionThreads)
        .where(where)
        .orderBy(view === 'unanswered' ? discussionThreads.createdAt : desc(discussionThreads.createdAt))
        .limit(limit)
        .offset(offset),
      db.select({ count: sql<number>`count(*)::int` }).from(discussionThreads).where(where),
    ]);
    return [rows.map((row) => ({ post: 'thread' as const, id: row.id })), total?.count ?? 0];
  }
  // Reported: posts with a report nobody has dealt with; hidden: every hidden post, threads and replies.
  const union =
    view === 'reported'
      ? sql`select post, post_id as id, max(created_at) as at from ${discussionReports} where resolved_at is null group by post, post_id`
      : sql`select 'thread' as post, id, hidden_at as at from ${discussionThreads} where hidden_at is not null
            union all select 'reply' as post, id, hidden_at as at from ${discussionReplies} where hidden_at is not null`;
  const rows = (await db.execute(
    sql`select post, id, count(*) over ()::int as total from (${union}) posts order by at desc, id desc limit ${limit} offset ${offset}`,
  )) as unknown as { rows: { post: Post; id: number; total: number }[] };
  const list = rows.rows;
  let total = list[0]?.total ?? 0;
  if (list.length === 0 && offset > 0) {
    const counted = (await db.execute(
      sql`select count(*)::int as total from (${union}) posts`,
    )) as unknown as {
      rows: { total: number }[];
    };
    total = counted.rows[0]?.total ?? 0;
  }
  return [list.map((row) => ({ post: row.post, id: Number(row.id) })), total];
}

export const handleModerationQueue: Handler<'x-discussion-moderation-queue'> = async ({
  input,
  database: { db },
}) => {
  const page = input.query.page ?? 1;
  const pageSize = input.query.page_size ?? PAGE_SIZE;
  const [rows, count] = await queueRows(db, input.query.view, pageSize, (page - 1) * pageSize);
  const threadIds = rows.filter((row) => row.post === 'thread').map((row) => row.id);
  const replyIds = rows.filter((row) => row.post === 'reply').map((row) => row.id);
  const replyRows = replyIds.length
    ? await db.select().from(discussionReplies).where(inArray(discussionReplies.id, replyIds))
    : [];
  const allThreadIds = [...new Set([...threadIds, ...replyRows.map((reply) => reply.threadId)])];
  const authorIds = new Set<number>();
  const threadRows = allThreadIds.length
    ? await db
        .select({
          thread: discussionThreads,
          problemSlug: problems.slug,
          problemTitle: problems.title,
          batchSlug: batches.slug,
          batchName: batches.name,
        })
        .from(discussionThreads)
        .leftJoin(problems, eq(problems.id, discussionThreads.problemId))
        .leftJoin(batches, eq(batches.id, discussionThreads.batchId))
        .where(inArray(discussionThreads.id, allThreadIds))
    : [];
  for (const row of threadRows) authorIds.add(row.thread.authorId);
  for (const reply of replyRows) authorIds.add(reply.authorId);
  const postKeys = rows.map((row) => sql`(${row.post}, ${row.id})`);
  const [authorRows, reportRows, historyRows] = await Promise.all([
    authorIds.size
      ? db
          .select({ id: users.id, handle: users.handle, name: users.name, roles: users.roles })
          .from(users)
          .where(inArray(users.id, [...authorIds]))
      : [],
    postKeys.length
      ? db
          .select({
            post: discussionReports.post,
            postId: discussionReports.postId,
            reason: discussionReports.reason,
            reporter: users.handle,
            createdAt: discussionReports.createdAt,
          })
          .from(discussionReports)
          .innerJoin(users, eq(users.id, discussionReports.reporterId))
          .where(
            and(
              isNull(discussionReports.resolvedAt),
              sql`(${discussionReports.post}, ${discussionReports.postId}) in (${sql.join(postKeys, sql`, `)})`,
            ),
          )
          .orderBy(discussionReports.createdAt)
      : [],
    postKeys.length
      ? db
          .select({
            post: discussionModeration.post,
            postId: discussionModeration.postId,
            action: discussionModeration.action,
            reason: discussionModeration.reason,
            actor: sql<string>`coalesce(${users.handle}, 'deleted account')`,
            createdAt: discussionModeration.createdAt,
          })
          .from(discussionModeration)
          .leftJoin(users, eq(users.id, discussionModeration.actorId))
          .where(
            sql`(${discussionModeration.post}, ${discussionModeration.postId}) in (${sql.join(postKeys, sql`, `)})`,
          )
          .orderBy(discussionModeration.createdAt)
      : [],
  ]);
  const authors = new Map(authorRows.map((row) => [row.id, row]));
  const threads = new Map(threadRows.map((row) => [row.thread.id, row]));
  const replies = new Map(replyRows.map((reply) => [reply.id, reply]));
  const results = rows.flatMap(({ post, id }) => {
    const reply = post === 'reply' ? replies.get(id) : undefined;
    const threadRow = threads.get(reply ? reply.threadId : id);
    if (!threadRow) return [];
    const { thread } = threadRow;
    const source = reply ?? thread;
    const author = authors.get(source.authorId);
    const forPost = <T extends { post: string; postId: number }>(list: T[]) =>
      list.filter((entry) => entry.post === post && entry.postId === id);
    return [
      {
        post,
        id,
        thread_id: thread.id,
        thread_title: thread.title,
        place_kind: thread.problemId !== null ? ('problem' as const) : ('batch' as const),
        place_slug: (threadRow.problemSlug ?? threadRow.batchSlug)!,
        place_title: (threadRow.problemTitle ?? threadRow.batchName)!,
        author: author?.handle ?? 'deleted account',
        author_name: author?.name ?? 'Deleted account',
        author_is_staff: (author?.roles ?? []).some((role) => role !== 'learner' && role !== 'org_admin'),
        body_html: postHtml(source.body),
        hidden: source.hiddenAt !== null,
        hidden_reason: source.hiddenReason,
        picked: post === 'thread' && thread.pickedAt !== null,
        reports: forPost(reportRows).map((report) => ({
          reason: report.reason,
          reporter: report.reporter,
          created_at: report.createdAt.toISOString(),
        })),
        history: forPost(historyRows).map((entry) => ({
          action: entry.action,
          reason: entry.reason,
          actor: entry.actor,
          created_at: entry.createdAt.toISOString(),
        })),
        created_at: source.createdAt.toISOString(),
      },
    ];
  });
  return { results, count, page, page_size: pageSize };
};
