import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { batches, problems, users } from './schema-core';

/** A discussion thread under one problem or one batch (issue 21; 001 §7 Discussion). */
export const discussionThreads = pgTable(
  'discussion_threads',
  {
    id: serial('id').primaryKey(),
    problemId: integer('problem_id').references(() => problems.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category', { enum: ['doubt', 'approach', 'bug', 'general'] }).notNull(),
    title: text('title').notNull(),
    /** The author's Markdown; answers carry it rendered and sanitized. */
    body: text('body').notNull(),
    /** The reply the asker marked as the answer. */
    acceptedReplyId: integer('accepted_reply_id'),
    /** The asker's 1–5 rating of the help, given with the solved mark. */
    rating: smallint('rating'),
    /** A moderator's verdict on the rating (001 §6 "mark valid rating"); null until marked. */
    ratingValid: boolean('rating_valid'),
    pickedAt: timestamp('picked_at', { withTimezone: true }),
    hiddenReason: text('hidden_reason'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('discussion_threads_one_place', sql`(${t.problemId} is null) <> (${t.batchId} is null)`),
    check('discussion_threads_rating', sql`${t.rating} between 1 and 5`),
    index('discussion_threads_problem_idx').on(t.problemId, t.createdAt),
    index('discussion_threads_batch_idx').on(t.batchId, t.createdAt),
  ],
);

export const discussionReplies = pgTable(
  'discussion_replies',
  {
    id: serial('id').primaryKey(),
    threadId: integer('thread_id')
      .notNull()
      .references(() => discussionThreads.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    body: text('body').notNull(),
    hiddenReason: text('hidden_reason'),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('discussion_replies_thread_idx').on(t.threadId, t.createdAt),
    index('discussion_replies_author_idx').on(t.authorId, t.createdAt),
  ],
);

/** One vote per person and post; the post is a thread or a reply. */
export const discussionVotes = pgTable(
  'discussion_votes',
  {
    post: text('post', { enum: ['thread', 'reply'] }).notNull(),
    postId: integer('post_id').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    value: smallint('value').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.post, t.postId, t.userId] }),
    check('discussion_votes_value', sql`${t.value} in (-1, 1)`),
  ],
);

/** A learner's report of a post to the moderators, once per person and post. */
export const discussionReports = pgTable(
  'discussion_reports',
  {
    id: serial('id').primaryKey(),
    post: text('post', { enum: ['thread', 'reply'] }).notNull(),
    postId: integer('post_id').notNull(),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    /** Set when a moderator hides or restores the post: the report has been dealt with. */
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    unique('discussion_reports_once').on(t.post, t.postId, t.reporterId),
    index('discussion_reports_open_idx').on(t.resolvedAt, t.createdAt),
  ],
);

/** Every moderator action with its reason: hide, restore, pick, unpick, rating verdicts. */
export const discussionModeration = pgTable(
  'discussion_moderation',
  {
    id: serial('id').primaryKey(),
    post: text('post', { enum: ['thread', 'reply'] }).notNull(),
    postId: integer('post_id').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action', {
      enum: ['hide', 'restore', 'pick', 'unpick', 'rating_valid', 'rating_invalid'],
    }).notNull(),
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('discussion_moderation_post_idx').on(t.post, t.postId, t.createdAt)],
);

/** Time a teaching assistant logged on one batch on one day (001 §6 "timesheet"). */
export const taTimesheetEntries = pgTable(
  'ta_timesheet_entries',
  {
    id: serial('id').primaryKey(),
    taId: integer('ta_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    workedOn: date('worked_on').notNull(),
    minutes: integer('minutes').notNull(),
    note: text('note').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('ta_timesheet_minutes', sql`${t.minutes} between 1 and 720`),
    index('ta_timesheet_ta_idx').on(t.taId, t.workedOn),
  ],
);
