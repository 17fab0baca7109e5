import { AREA_ROLES, hasRole, STAFF_ROLES } from '@learnforge/domain';
import { and, eq, sql } from 'drizzle-orm';
import { marked } from 'marked';
import sanitizeHtml from 'sanitize-html';
import type { SessionUser } from '../auth/sessions';
import { batchBySlug, isBatchStaff, isEnrolled } from '../batches/batch-access';
import type { Db } from '../db/client';
import {
  batches,
  discussionReplies,
  discussionThreads,
  discussionVotes,
  problems,
  users,
} from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';
import { readableProblem } from '../problems/queries';

/**
 * What a post may hold once its Markdown is rendered: text, lists, code blocks, quotes, tables and
 * links; nothing that runs, loads or styles (no images, scripts, handlers, iframes or inline styles).
 */
const POST_HTML: sanitizeHtml.IOptions = {
  allowedTags: [
    'p',
    'br',
    'strong',
    'em',
    'del',
    'ul',
    'ol',
    'li',
    'code',
    'pre',
    'blockquote',
    'a',
    'h3',
    'h4',
    'table',
    'thead',
    'tbody',
    'tr',
    'th',
    'td',
    'hr',
  ],
  allowedAttributes: { a: ['href', 'rel'], code: ['class'] },
  allowedClasses: { code: [/^language-[\w+-]+$/] },
  allowedSchemes: ['http', 'https', 'mailto'],
  transformTags: {
    a: sanitizeHtml.simpleTransform('a', { rel: 'nofollow noopener noreferrer' }),
    // A post's own headings sit under the thread's title: never above it in the outline.
    h1: 'h3',
    h2: 'h3',
    h5: 'h4',
    h6: 'h4',
  },
};

/** A post's Markdown as HTML that is safe to show: rendered with marked, then sanitized. */
export function postHtml(markdown: string): string {
  const rendered = marked.parse(markdown, { async: false, gfm: true, breaks: true });
  return sanitizeHtml(rendered, POST_HTML).trim();
}

/** Markdown that renders to nothing visible (only a script, say) is refused beside its field. */
export function refuseEmptyPost(markdown: string, field: string, empty: string): void {
  const text = sanitizeHtml(postHtml(markdown), { allowedTags: [], allowedAttributes: {} }).trim();
  if (text === '')
    throw badRequest(`${empty}: nothing is left once the text is cleaned.`, { [field]: empty });
}

export const isModerator = (user: SessionUser) => hasRole(user.roles, ...AREA_ROLES.moderation);
const isStaffRoles = (roles: readonly string[]) =>
  roles.includes('super_admin') || STAFF_ROLES.some((role) => roles.includes(role));

export interface Place {
  problemId: number | null;
  batchId: number | null;
}

/**
 * The problem or batch a thread lives under, checked for the caller: a problem they may read (a premium
 * one only with premium), a batch they are enrolled in or work on as staff. Exactly one must be named.
 */
export async function placeFor(
  db: Db,
  user: SessionUser,
  query: { problem_slug?: string | undefined; batch_slug?: string | undefined },
): Promise<Place> {
  const { problem_slug: problemSlug, batch_slug: batchSlug } = query;
  if ((problemSlug === undefined) === (batchSlug === undefined))
    throw badRequest('Name either a problem or a batch.', {
      [problemSlug === undefined ? 'problem_slug' : 'batch_slug']: 'Name either a problem or a batch',
    });
  if (problemSlug !== undefined) {
    const { problem } = await readableProblem(db, { slug: problemSlug }, user);
    return { problemId: problem.id, batchId: null };
  }
  const { batch } = await batchBySlug(db, batchSlug!);
  await checkBatchMember(db, user, batch.id);
  return { problemId: null, batchId: batch.id };
}

async function checkBatchMember(db: Db, user: SessionUser, batchId: number): Promise<void> {
  if (!isBatchStaff(user) && !isModerator(user) && !(await isEnrolled(db, batchId, user.id)))
    throw forbidden("Only this batch's learners and staff take part in its discussion.");
}

export type ThreadRow = typeof discussionThreads.$inferSelect;

/**
 * A thread the caller may open: its problem or batch readable for them, and, once hidden, only for
 * moderators and its author (who sees why). Anyone else gets 404, as if it had never been.
 */
export async function openThread(db: Db, user: SessionUser, id: number): Promise<ThreadRow> {
  const [thread] = await db.select().from(discussionThreads).where(eq(discussionThreads.id, id));
  if (!thread) throw notFound('There is no such thread.');
  if (thread.problemId !== null) await readableProblem(db, { id: thread.problemId }, user);
  else await checkBatchMember(db, user, thread.batchId!);
  if (thread.hiddenAt && !isModerator(user) && thread.authorId !== user.id)
    throw notFound('There is no such thread.');
  return thread;
}

/** Hidden posts are left out for everyone but moderators and their own author. */
export function visibleTo(user: SessionUser, table: typeof discussionThreads | typeof discussionReplies) {
  return isModerator(user) ? undefined : sql`(${table.hiddenAt} is null or ${table.authorId} = ${user.id})`;
}

const voteTotal = (post: 'thread' | 'reply', id: unknown) =>
  sql<number>`coalesce((select sum(${discussionVotes.value}) from ${discussionVotes} where ${discussionVotes.post} = ${post} and ${discussionVotes.postId} = ${id}), 0)::int`;
const myVote = (post: 'thread' | 'reply', id: unknown, userId: number) =>
  sql<number>`coalesce((select ${discussionVotes.value} from ${discussionVotes} where ${discussionVotes.post} = ${post} and ${discussionVotes.postId} = ${id} and ${discussionVotes.userId} = ${userId}), 0)::int`;

/** The columns every thread answer is built from (votes and counts as subqueries). */
function threadColumns(userId: number) {
  return {
    thread: discussionThreads,
    author: users.handle,
    authorName: users.name,
    authorRoles: users.roles,
    problemSlug: problems.slug,
    batchSlug: batches.slug,
    votes: voteTotal('thread', discussionThreads.id),
    myVote: myVote('thread', discussionThreads.id, userId),
    repliesCount: sql<number>`(select count(*) from ${discussionReplies} where ${discussionReplies.threadId} = ${discussionThreads.id} and ${discussionReplies.hiddenAt} is null)::int`,
  };
}

export function selectThreads(db: Db, userId: number) {
  return db
    .select(threadColumns(userId))
    .from(discussionThreads)
    .innerJoin(users, eq(users.id, discussionThreads.authorId))
    .leftJoin(problems, eq(problems.id, discussionThreads.problemId))
    .leftJoin(batches, eq(batches.id, discussionThreads.batchId));
}

type SelectedThread = Awaited<ReturnType<ReturnType<typeof selectThreads>['where']>>[number];

const asVote = (value: number) => (value > 0 ? 1 : value < 0 ? -1 : 0) as -1 | 0 | 1;

export function threadOutput(row: SelectedThread) {
  const { thread } = row;
  return {
    id: thread.id,
    title: thread.title,
    category: thread.category,
    author: row.author,
    author_name: row.authorName,
    author_is_staff: isStaffRoles(row.authorRoles),
    body_html: postHtml(thread.body),
    problem_slug: row.problemSlug,
    batch_slug: row.batchSlug,
    votes: row.votes,
    my_vote: asVote(row.myVote),
    replies_count: row.repliesCount,
    solved: thread.acceptedReplyId !== null,
    picked: thread.pickedAt !== null,
    hidden: thread.hiddenAt !== null,
    hidden_reason: thread.hiddenReason,
    rating: thread.rating,
    is_rating_valid: thread.ratingValid,
    created_at: thread.createdAt.toISOString(),
  };
}

/** One thread as the caller sees it (votes, own vote). */
export async function threadAnswer(db: Db, user: SessionUser, id: number) {
  const [row] = await selectThreads(db, user.id).where(eq(discussionThreads.id, id));
  if (!row) throw notFound('There is no such thread.');
  return threadOutput(row);
}

/** A thread's replies the caller may see, oldest first. */
export async function repliesOf(db: Db, user: SessionUser, thread: ThreadRow) {
  const rows = await db
    .select({
      reply: discussionReplies,
      author: users.handle,
      authorName: users.name,
      authorRoles: users.roles,
      votes: voteTotal('reply', discussionReplies.id),
      myVote: myVote('reply', discussionReplies.id, user.id),
    })
    .from(discussionReplies)
    .innerJoin(users, eq(users.id, discussionReplies.authorId))
    .where(and(eq(discussionReplies.threadId, thread.id), visibleTo(user, discussionReplies)))
    .orderBy(discussionReplies.createdAt, discussionReplies.id);
  return rows.map((row) => replyOutput(row, thread.acceptedReplyId));
}

export function replyOutput(
  row: {
    reply: typeof discussionReplies.$inferSelect;
    author: string;
    authorName: string;
    authorRoles: string[];
    votes: number;
    myVote: number;
  },
  acceptedReplyId: number | null,
) {
  const { reply } = row;
  return {
    id: reply.id,
    author: row.author,
    author_name: row.authorName,
    author_is_staff: isStaffRoles(row.authorRoles),
    body_html: postHtml(reply.body),
    votes: row.votes,
    my_vote: asVote(row.myVote),
    accepted: reply.id === acceptedReplyId,
    hidden: reply.hiddenAt !== null,
    hidden_reason: reply.hiddenReason,
    created_at: reply.createdAt.toISOString(),
  };
}

/**
 * The thread a post belongs to, with the author of the post: a reply's thread, or the thread itself.
 * The caller must be able to open that thread.
 */
export async function postOf(db: Db, user: SessionUser, post: 'thread' | 'reply', id: number) {
  if (post === 'thread') {
    const thread = await openThread(db, user, id);
    return { thread, authorId: thread.authorId, hidden: thread.hiddenAt !== null };
  }
  const [reply] = await db.select().from(discussionReplies).where(eq(discussionReplies.id, id));
  if (!reply) throw notFound('There is no such reply.');
  const thread = await openThread(db, user, reply.threadId);
  if (reply.hiddenAt && !isModerator(user) && reply.authorId !== user.id)
    throw notFound('There is no such reply.');
  return { thread, authorId: reply.authorId, hidden: reply.hiddenAt !== null };
}

/** Visible, unhidden threads of a place that nobody but their author has answered. */
export const unanswered = sql`not exists (select 1 from ${discussionReplies} where ${discussionReplies.threadId} = ${discussionThreads.id} and ${discussionReplies.hiddenAt} is null and ${discussionReplies.authorId} <> ${discussionThreads.authorId})`;

export const placeWhere = (place: Place) =>
  place.problemId !== null
    ? eq(discussionThreads.problemId, place.problemId)
    : eq(discussionThreads.batchId, place.batchId!);
