import { and, desc, eq, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import { discussionReplies, discussionReports, discussionThreads, discussionVotes } from '../../db/schema';
import { badRequest, forbidden, HttpError } from '../../http/errors';
import { countCall } from '../../http/shared-limits';
import {
  isModerator,
  openThread,
  placeFor,
  placeWhere,
  postOf,
  refuseEmptyPost,
  repliesOf,
  replyOutput,
  selectThreads,
  threadAnswer,
  threadOutput,
  unanswered,
  visibleTo,
} from '../posts';

const PAGE_SIZE = 20;
/** Enough for an active learner, not for a script filling a problem's discussion. */
const THREADS_PER_HOUR = 20;
const REPLIES_PER_HOUR = 60;

export const handleThreads: Handler<'x-discussion-threads'> = async ({ input, user, database: { db } }) => {
  const place = await placeFor(db, user, input.query);
  const page = input.query.page ?? 1;
  const pageSize = input.query.page_size ?? PAGE_SIZE;
  const where = and(
    placeWhere(place),
    visibleTo(user, discussionThreads),
    input.query.category ? eq(discussionThreads.category, input.query.category) : undefined,
  );
  const query = selectThreads(db, user.id).where(where);
  const ordered =
    input.query.sort === 'new'
      ? query.orderBy(desc(discussionThreads.createdAt), desc(discussionThreads.id))
      : // Picked threads first, then the best voted, newest among equals.
        query.orderBy(
          sql`${discussionThreads.pickedAt} is null`,
          sql`coalesce((select sum(value) from discussion_votes v where v.post = 'thread' and v.post_id = ${discussionThreads.id}), 0) desc`,
          desc(discussionThreads.createdAt),
        );
  const [rows, [total]] = await Promise.all([
    ordered.limit(pageSize).offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(discussionThreads).where(where),
  ]);
  return { results: rows.map(threadOutput), count: total?.count ?? 0, page, page_size: pageSize };
};

export const handleThread: Handler<'x-discussion-thread'> = async ({ input, user, database: { db } }) => {
  const thread = await openThread(db, user, input.path.id);
  const [answer, replies] = await Promise.all([
    threadAnswer(db, user, thread.id),
    repliesOf(db, user, thread),
  ]);
  return { ...answer, replies };
};

export const handleThreadCreate: Handler<'x-discussion-thread-create'> = async ({
  input,
  user,
  database,
}) => {
  const { db } = database;
  const place = await placeFor(db, user, input.body);
  refuseEmptyPost(input.body.body, 'body', 'Write your question or idea');
  await countCall(database, [
    { key: `discussion-thread:${user.id}`, max: THREADS_PER_HOUR, windowMs: 3_600_000 },
  ]);
  const [created] = await db
    .insert(discussionThreads)
    .values({
      ...place,
      authorId: user.id,
      category: input.body.category,
      title: input.body.title,
      body: input.body.body,
    })
    .returning({ id: discussionThreads.id });
  return threadAnswer(db, user, created!.id);
};

export const handleReplyCreate: Handler<'x-discussion-reply-create'> = async ({ input, user, database }) => {
  const { db } = database;
  const thread = await openThread(db, user, input.path.id);
  if (thread.hiddenAt)
    throw new HttpError(409, 'thread_hidden', 'This thread is hidden: it takes no replies.');
  refuseEmptyPost(input.body.body, 'body', 'Write a reply');
  await countCall(database, [
    { key: `discussion-reply:${user.id}`, max: REPLIES_PER_HOUR, windowMs: 3_600_000 },
  ]);
  const [reply] = await db
    .insert(discussionReplies)
    .values({ threadId: thread.id, authorId: user.id, body: input.body.body })
    .returning();
  return replyOutput(
    {
      reply: reply!,
      author: user.handle,
      authorName: user.name,
      authorRoles: user.roles,
      votes: 0,
      myVote: 0,
    },
    thread.acceptedReplyId,
  );
};

async function voteTotal(db: Db, post: 'thread' | 'reply', id: number) {
  const [row] = await db
    .select({ votes: sql<number>`coalesce(sum(${discussionVotes.value}), 0)::int` })
    .from(discussionVotes)
    .where(and(eq(discussionVotes.post, post), eq(discussionVotes.postId, id)));
  return row?.votes ?? 0;
}

export const handleVote: Handler<'x-discussion-vote'> = async ({ input, user, database: { db } }) => {
  const { post, id, value } = input.body;
  const { authorId, hidden } = await postOf(db, user, post, id);
  if (authorId === user.id) throw forbidden('You cannot vote on your own post.');
  if (hidden) throw new HttpError(409, 'post_hidden', 'This post is hidden: it takes no votes.');
  const mine = and(
    eq(discussionVotes.post, post),
    eq(discussionVotes.postId, id),
    eq(discussionVotes.userId, user.id),
  );
  if (value === 0) await db.delete(discussionVotes).where(mine);
  else
    await db
      .insert(discussionVotes)
      .values({ post, postId: id, userId: user.id, value })
      .onConflictDoUpdate({
        target: [discussionVotes.post, discussionVotes.postId, discussionVotes.userId],
        set: { value },
      });
  return { votes: await voteTotal(db, post, id), my_vote: value };
};

export const handleReport: Handler<'x-discussion-report'> = async ({ input, user, database: { db } }) => {
  const { post, id, reason } = input.body;
  const { authorId } = await postOf(db, user, post, id);
  if (authorId === user.id) throw forbidden('You cannot report your own post.');
  const [reported] = await db
    .insert(discussionReports)
    .values({ post, postId: id, reporterId: user.id, reason })
    .onConflictDoNothing()
    .returning({ id: discussionReports.id });
  if (!reported) throw new HttpError(409, 'already_reported', 'You have already reported this post.');
  return { message: 'Thank you: the moderators will look at it.' };
};

/** The asker (or a moderator) marks the accepted reply; the rating of the help comes with it. */
export const handleSolved: Handler<'x-discussion-solved'> = async ({ input, user, database: { db } }) => {
  const thread = await openThread(db, user, input.path.id);
  if (thread.authorId !== user.id && !isModerator(user))
    throw forbidden('Only the person who asked marks what solved it.');
  const { reply_id: replyId, rating } = input.body;
  if (replyId !== null) {
    const [reply] = await db
      .select({ id: discussionReplies.id, hiddenAt: discussionReplies.hiddenAt })
      .from(discussionReplies)
      .where(and(eq(discussionReplies.id, replyId), eq(discussionReplies.threadId, thread.id)));
    if (!reply || reply.hiddenAt)
      throw badRequest('Choose a reply of this thread.', { reply_id: 'Choose a reply of this thread' });
  } else if (rating !== undefined) {
    throw badRequest('Rate the help when you mark the reply that solved it.', {
      rating: 'Mark a reply as the answer first',
    });
  }
  await db
    .update(discussionThreads)
    .set({
      acceptedReplyId: replyId,
      // A new rating needs a new verdict; taking the mark back takes the rating with it.
      ...(replyId === null
        ? { rating: null, ratingValid: null }
        : rating !== undefined
          ? { rating, ratingValid: null }
          : {}),
    })
    .where(eq(discussionThreads.id, thread.id));
  return threadAnswer(db, user, thread.id);
};

export const handleCategoryMeta: Handler<'discussion-category-meta'> = async ({
  input,
  user,
  database: { db },
}) => {
  const place = await placeFor(db, user, input.query);
  const rows = await db
    .select({
      category: discussionThreads.category,
      threads: sql<number>`count(*)::int`,
      unanswered: sql<number>`count(*) filter (where ${unanswered})::int`,
    })
    .from(discussionThreads)
    .where(and(placeWhere(place), sql`${discussionThreads.hiddenAt} is null`))
    .groupBy(discussionThreads.category);
  const counts = new Map(rows.map((row) => [row.category, row]));
  return {
    results: CATEGORIES.map(([slug, name]) => ({
      slug,
      name,
      threads_count: counts.get(slug)?.threads ?? 0,
      unanswered_count: counts.get(slug)?.unanswered ?? 0,
    })),
  };
};

const CATEGORIES = [
  ['doubt', 'Doubts'],
  ['approach', 'Approaches'],
  ['bug', 'Problem with the problem'],
  ['general', 'General'],
] as const;
