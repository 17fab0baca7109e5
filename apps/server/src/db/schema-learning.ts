import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { batches, tracks, users } from './schema-core';
import { batchContentItems } from './schema-org';

/**
 * Entities a learner has completed in a track (videos, articles, quiz questions; problems come from
 * problem_attempts). The primary key makes a repeat completion a no-op (001 §4).
 */
export const trackCompletions = pgTable(
  'track_completions',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    entityType: text('entity_type', { enum: ['video', 'article', 'quiz-question'] }).notNull(),
    entityId: integer('entity_id').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.trackId, t.entityType, t.entityId] }),
    index('track_completions_batch_user_idx').on(t.batchId, t.userId),
  ],
);

/** What a learner has watched of a track video: merged watched intervals (ADR 0046). */
export const videoWatches = pgTable(
  'video_watches',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    videoId: integer('video_id')
      .notNull()
      .references(() => batchContentItems.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    intervals: jsonb('intervals').$type<[number, number][]>().notNull().default([]),
    watchedSeconds: real('watched_seconds').notNull().default(0),
    durationSeconds: real('duration_seconds').notNull(),
    positionSeconds: real('position_seconds').notNull().default(0),
    completed: boolean('completed').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.videoId] }),
    index('video_watches_batch_user_idx').on(t.batchId, t.userId),
  ],
);

/** A learner's latest scored submission of a track quiz, and the best score kept for reports (ADR 0046). */
export const trackQuizAttempts = pgTable(
  'track_quiz_attempts',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    quizId: integer('quiz_id')
      .notNull()
      .references(() => batchContentItems.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    score: real('score').notNull(),
    bestScore: real('best_score').notNull(),
    maxScore: real('max_score').notNull(),
    results: jsonb('results').$type<unknown[]>().notNull(),
    attempts: integer('attempts').notNull().default(1),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.quizId] }),
    index('track_quiz_attempts_batch_user_idx').on(t.batchId, t.userId),
  ],
);

/** A learner's notes in a batch, optionally on a track entity; listed newest first by key set. */
export const batchNotes = pgTable(
  'batch_notes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    trackId: integer('track_id').references(() => tracks.id, { onDelete: 'set null' }),
    entityType: text('entity_type', {
      enum: ['coding-problem', 'quiz-question', 'contest', 'video', 'article'],
    }),
    entityId: integer('entity_id'),
    content: text('content').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('batch_notes_user_batch_idx').on(t.userId, t.batchId, t.id)],
);

/** Where a learner last was in a batch, for "continue" on My courses and the batch page. */
export const batchUserActivity = pgTable(
  'batch_user_activity',
  {
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    trackId: integer('track_id')
      .notNull()
      .references(() => tracks.id, { onDelete: 'cascade' }),
    entityType: text('entity_type', {
      enum: ['coding-problem', 'quiz-question', 'contest', 'video', 'article'],
    }).notNull(),
    entityId: integer('entity_id').notNull(),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.batchId] })],
);

/**
 * A batch certificate (ADR 0054): issued once per learner and batch when the completion rule is met. The
 * name, course and batch are frozen as printed; the PDF is written by a job on the queue and kept in the
 * object store (`pdfKey` is set when it is there). The slug is the public verification id.
 */
export const batchCertificates = pgTable(
  'batch_certificates',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    holderName: text('holder_name').notNull(),
    courseName: text('course_name').notNull(),
    batchName: text('batch_name').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
    pdfKey: text('pdf_key'),
  },
  (t) => [uniqueIndex('batch_certificates_user_batch_idx').on(t.userId, t.batchId)],
);

/** A learner's like (1) or dislike (-1) of a track video (ADR 0087); no row is no reaction. */
export const videoReactions = pgTable(
  'video_reactions',
  {
    videoId: integer('video_id')
      .notNull()
      .references(() => batchContentItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reaction: smallint('reaction').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.videoId, t.userId] })],
);

/** A learner's feedback on a track video (ADR 0087): one per learner and video, sending again replaces it. */
export const videoFeedbacks = pgTable(
  'video_feedbacks',
  {
    id: serial('id').primaryKey(),
    videoId: integer('video_id')
      .notNull()
      .references(() => batchContentItems.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    tags: text('tags').array().notNull().default([]),
    comment: text('comment').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('video_feedbacks_video_user_idx').on(t.videoId, t.userId)],
);
