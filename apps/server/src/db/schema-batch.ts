import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  real,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { batches, courses, users } from './schema-core';

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

/** An elective course a learner chose in a batch (ADR 0086): at most the batch's allowance, never taken back. */
export const batchElectiveChoices = pgTable(
  'batch_elective_choices',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.userId, t.courseId] })],
);

/**
 * A learner's study plan in a batch (ADR 0086): which weekdays, how long, from when, and when to be reminded
 * (India time). `version` rises with every change, so a reminder job queued for an older plan drops itself;
 * `lastRemindedOn` is written with the reminder's mail, so a retried job never mails the same day twice.
 */
export const batchStudyPlans = pgTable(
  'batch_study_plans',
  {
    id: serial('id').primaryKey(),
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    daysOfWeek: smallint('days_of_week').array().notNull(),
    hoursPerDay: real('hours_per_day').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    reminderTime: text('reminder_time').notNull(),
    version: integer('version').notNull().default(1),
    lastRemindedOn: date('last_reminded_on', { mode: 'string' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('batch_study_plans_batch_user_idx').on(t.batchId, t.userId)],
);

/** A batch's community channels (`connect`, ADR 0101), in the order the course team gave them. */
export const batchConnectChannels = pgTable(
  'batch_connect_channels',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    position: smallint('position').notNull(),
    platform: text('platform', { enum: ['whatsapp', 'telegram', 'discord', 'other'] }).notNull(),
    label: text('label').notNull(),
    url: text('url').notNull(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.position] })],
);
