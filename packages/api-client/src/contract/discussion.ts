import { z } from 'zod';
import { endpoint } from './define';
import {
  dateTime,
  handle,
  isoDate,
  keyedById,
  listOf,
  message,
  numericId,
  pageQuery,
  paginated,
  slug,
} from './fields';

const area = 'Discussion';
const noPath = (what: string, chosen: string) =>
  `the spec names '${what}' without a path or method; ${chosen}`;

/** What a thread is about; the category meta counts threads per category (001 §7). */
const DISCUSSION_CATEGORIES = ['doubt', 'approach', 'bug', 'general'] as const;
const category = z.enum(DISCUSSION_CATEGORIES);
const post = z.enum(['thread', 'reply']);
const vote = z.union([z.literal(-1), z.literal(0), z.literal(1)]);
const threadParams = z.object({ id: numericId });
/** Where a thread lives: under one problem or one batch, never both. */
const place = z.object({ problem_slug: slug.optional(), batch_slug: slug.optional() });
/** Markdown with code; the server answers it as sanitized HTML (`body_html`). */
const markdownBody = (empty: string) =>
  z.string().trim().min(1, empty).max(10_000, 'Keep it under 10,000 characters');
const reason = z.string().trim().min(5, 'Say why in at least 5 characters').max(500);

const author = { author: handle, author_name: z.string(), author_is_staff: z.boolean() };
const moderation = {
  hidden: z.boolean(),
  /** Why a moderator hid it; shown to moderators and to its author. */
  hidden_reason: z.string().nullable(),
};

const thread = z.object({
  id: z.number().int(),
  title: z.string(),
  category,
  ...author,
  body_html: z.string(),
  problem_slug: slug.nullable(),
  batch_slug: slug.nullable(),
  votes: z.number().int(),
  my_vote: vote,
  replies_count: z.number().int().min(0),
  solved: z.boolean(),
  picked: z.boolean(),
  ...moderation,
  /** The asker's rating of the help they got, 1–5, given with the solved mark. */
  rating: z.number().int().min(1).max(5).nullable(),
  /** A moderator's verdict on that rating (001 §6 "mark valid rating"); null until marked. */
  is_rating_valid: z.boolean().nullable(),
  created_at: dateTime,
});

const reply = z.object({
  id: z.number().int(),
  ...author,
  body_html: z.string(),
  votes: z.number().int(),
  my_vote: vote,
  accepted: z.boolean(),
  ...moderation,
  created_at: dateTime,
});

const moderationAction = z.object({
  action: z.enum(['hide', 'restore', 'pick', 'unpick', 'rating_valid', 'rating_invalid']),
  reason: z.string().nullable(),
  actor: handle,
  created_at: dateTime,
});

const moderationItem = z.object({
  post,
  id: z.number().int(),
  thread_id: z.number().int(),
  thread_title: z.string(),
  /** The problem or batch the thread is under, for the link. */
  place_kind: z.enum(['problem', 'batch']),
  place_slug: slug,
  place_title: z.string(),
  ...author,
  body_html: z.string(),
  ...moderation,
  picked: z.boolean(),
  reports: z.array(z.object({ reason: z.string(), reporter: handle, created_at: dateTime })),
  history: z.array(moderationAction),
  created_at: dateTime,
});

export const discussionEndpoints = keyedById([
  endpoint({
    id: 'discussion-picked-threads-meta',
    area,
    method: 'GET',
    path: 'discussion/picked-threads/meta/',
    query: z.object({ batch_slug: slug.optional() }),
    response: z.object({
      picked_count: z.number().int().min(0),
      answered_count: z.number().int().min(0),
      pending_count: z.number().int().min(0),
      oldest_pending_at: dateTime.nullable(),
    }),
    policy: { cacheSeconds: 0 },
    decided: noPath(
      'picked-threads meta',
      'GET discussion/picked-threads/meta/: threads picked, threads with an accepted answer and visible threads nobody has answered yet',
    ),
  }),
  endpoint({
    id: 'discussion-ta-timesheet',
    area,
    method: 'GET',
    path: 'discussion/ta-timesheet/',
    query: z.object({ from: isoDate, to: isoDate, ta: handle.optional() }),
    response: listOf(
      z.object({
        date: isoDate,
        threads_answered: z.number().int().min(0),
        minutes_active: z.number().int().min(0),
      }),
    ).extend({ total_minutes: z.number().int().min(0) }),
    policy: { cacheSeconds: 0 },
    decided: noPath('ta-timesheet', 'GET discussion/ta-timesheet/ for a date range'),
  }),
  endpoint({
    id: 'discussion-mark-rating',
    area,
    method: 'PATCH',
    path: 'discussion/threads/{id}/mark-rating/',
    params: z.object({ id: numericId }),
    body: z.object({ is_valid: z.boolean() }),
    response: z.object({
      id: z.number().int(),
      rating: z.number().int().min(1).max(5),
      is_rating_valid: z.boolean(),
    }),
    policy: { revalidates: ['discussion-picked-threads-meta', 'x-discussion-moderation-queue'] },
    decided:
      "the spec writes 'PATCH mark-rating' without a path; a moderator marks one thread's rating valid or not",
  }),
  endpoint({
    id: 'discussion-category-meta',
    area,
    method: 'GET',
    path: 'discussion/category-meta/',
    query: place,
    response: listOf(
      z.object({
        slug,
        name: z.string(),
        threads_count: z.number().int().min(0),
        unanswered_count: z.number().int().min(0),
      }),
    ),
    policy: { cacheSeconds: 0 },
    decided: noPath('category-meta', 'GET discussion/category-meta/, for one problem or batch'),
  }),
  endpoint({
    id: 'x-discussion-threads',
    area,
    method: 'GET',
    path: 'discussion/threads/',
    query: place.extend(pageQuery.shape).extend({
      category: category.optional(),
      sort: z.enum(['top', 'new']).default('top'),
    }),
    response: paginated(thread),
    policy: { cacheSeconds: 0 },
    summary: 'Threads under one problem or one batch (issue 21); moderators also see hidden ones.',
  }),
  endpoint({
    id: 'x-discussion-thread',
    area,
    method: 'GET',
    path: 'discussion/threads/{id}/',
    params: threadParams,
    response: thread.extend({ replies: z.array(reply) }),
    policy: { cacheSeconds: 0 },
    summary: 'One thread with its replies, oldest first.',
  }),
  endpoint({
    id: 'x-discussion-thread-create',
    area,
    method: 'POST',
    path: 'discussion/threads/',
    body: place.extend({
      title: z
        .string()
        .trim()
        .min(5, 'Use at least 5 characters')
        .max(150, 'Keep the title under 150 characters'),
      body: markdownBody('Write your question or idea'),
      category,
    }),
    response: thread,
    policy: { revalidates: ['x-discussion-threads', 'discussion-category-meta'] },
    summary: 'A learner starts a thread under a problem or a batch they can open (20 an hour).',
  }),
  endpoint({
    id: 'x-discussion-reply-create',
    area,
    method: 'POST',
    path: 'discussion/threads/{id}/replies/',
    params: threadParams,
    body: z.object({ body: markdownBody('Write a reply') }),
    response: reply,
    policy: { revalidates: ['x-discussion-thread', 'x-discussion-threads'] },
    summary: 'A reply to a thread (60 an hour).',
  }),
  endpoint({
    id: 'x-discussion-vote',
    area,
    method: 'PUT',
    path: 'discussion/votes/',
    body: z.object({ post, id: z.number().int().positive(), value: vote }),
    response: z.object({ votes: z.number().int(), my_vote: vote }),
    summary: 'Up (1), down (-1) or take back (0) one vote on a thread or reply; not on your own.',
  }),
  endpoint({
    id: 'x-discussion-report',
    area,
    method: 'POST',
    path: 'discussion/reports/',
    body: z.object({ post, id: z.number().int().positive(), reason }),
    response: message,
    policy: { revalidates: ['x-discussion-moderation-queue'] },
    summary: 'Report a thread or reply to the moderators, once per person and post.',
  }),
  endpoint({
    id: 'x-discussion-solved',
    area,
    method: 'PATCH',
    path: 'discussion/threads/{id}/solved/',
    params: threadParams,
    body: z.object({
      reply_id: z.number().int().positive().nullable(),
      rating: z.number().int().min(1, 'Rate from 1 to 5').max(5, 'Rate from 1 to 5').optional(),
    }),
    response: thread,
    policy: { revalidates: ['x-discussion-thread', 'x-discussion-threads'] },
    summary:
      'The asker marks the reply that solved the thread (null takes the mark back) and may rate the help.',
  }),
  endpoint({
    id: 'x-discussion-moderate',
    area,
    method: 'PATCH',
    path: 'discussion/moderation/',
    body: z.object({ post, id: z.number().int().positive(), action: z.enum(['hide', 'restore']), reason }),
    response: z.object({ ...moderation }),
    policy: {
      revalidates: ['x-discussion-moderation-queue', 'x-discussion-thread', 'x-discussion-threads'],
    },
    summary: 'A moderator hides or restores a thread or reply, always with a reason kept in its history.',
  }),
  endpoint({
    id: 'x-discussion-pick',
    area,
    method: 'PATCH',
    path: 'discussion/threads/{id}/pick/',
    params: threadParams,
    body: z.object({ picked: z.boolean() }),
    response: thread,
    policy: {
      revalidates: [
        'x-discussion-moderation-queue',
        'discussion-picked-threads-meta',
        'x-discussion-threads',
      ],
    },
    summary: 'A moderator picks (features) a good thread, or takes the pick back.',
  }),
  endpoint({
    id: 'x-discussion-moderation-queue',
    area,
    method: 'GET',
    path: 'discussion/moderation/',
    query: pageQuery.extend({ view: z.enum(['reported', 'hidden', 'picked', 'unanswered', 'rated']) }),
    response: paginated(moderationItem),
    policy: { cacheSeconds: 0 },
    summary:
      "The moderators' queue: reported posts, hidden ones, picked threads, unanswered threads, rated ones.",
  }),
  endpoint({
    id: 'x-ta-timesheet-log',
    area,
    method: 'POST',
    path: 'discussion/ta-timesheet/',
    body: z.object({
      batch_slug: slug,
      date: isoDate,
      minutes: z.number().int().min(1, 'Log at least 1 minute').max(720, 'At most 12 hours a day'),
      note: z.string().trim().max(500).default(''),
    }),
    response: z.object({ id: z.number().int(), date: isoDate, minutes: z.number().int(), batch_slug: slug }),
    policy: { revalidates: ['discussion-ta-timesheet'] },
    summary: 'A teaching assistant logs time spent on one batch on one day (not in the future).',
  }),
]);
