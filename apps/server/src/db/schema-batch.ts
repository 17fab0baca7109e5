import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { batches, users } from './schema-core';

/** A learner's rating of a batch; one per learner and batch, so user-meta can report is_batch_rated. */
export const batchTestimonials = pgTable(
  'batch_testimonials',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rating: smallint('rating').notNull(),
    text: text('text').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('batch_testimonials_batch_user_idx').on(t.batchId, t.userId),
    index('batch_testimonials_batch_idx').on(t.batchId, t.createdAt),
    check('batch_testimonials_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);

/** A staff extension of a learner's batch access (ADR 0065): who moved the end, from when to when, and why. */
export const batchAccessExtensions = pgTable(
  'batch_access_extensions',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    extendedBy: integer('extended_by').references(() => users.id, { onDelete: 'set null' }),
    previousEndsAt: timestamp('previous_ends_at', { withTimezone: true }).notNull(),
    newEndsAt: timestamp('new_ends_at', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('batch_access_extensions_batch_user_idx').on(t.batchId, t.userId)],
);

/** A notice of the course team to a batch's learners (ADR 0065); the body is Markdown, sanitized where shown. */
export const batchNotices = pgTable(
  'batch_notices',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    body: text('body').notNull(),
    pinned: boolean('pinned').notNull().default(false),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('batch_notices_batch_idx').on(t.batchId, t.pinned, t.createdAt)],
);
