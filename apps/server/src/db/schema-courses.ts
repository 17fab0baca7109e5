import {
  doublePrecision,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { batches, courses, outbox, users } from './schema-core';

/**
 * What the course editor saves, one row per course and tab (000 §2 tabs). Each tab's values are
 * validated against the contract before they are written, so the document is always the tab's shape.
 */
export const courseEditorTabs = pgTable(
  'course_editor_tabs',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    tab: text('tab').notNull(),
    values: jsonb('values').notNull(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.tab] })],
);

/** The catalogue of course features ("Live doubt support", "Certificate", ...), in display order. */
export const courseFeatures = pgTable('course_features', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  description: text('description').notNull().default(''),
  iconUrl: text('icon_url'),
  position: integer('position').notNull().default(0),
});

/** Features attached to a course, with their order on that course's page (000 §3 "feature id and an order"). */
export const courseFeatureLinks = pgTable(
  'course_feature_links',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    featureId: integer('feature_id')
      .notNull()
      .references(() => courseFeatures.id, { onDelete: 'cascade' }),
    position: integer('position').notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.featureId] }),
    index('course_feature_links_feature_idx').on(t.featureId),
  ],
);

/**
 * What a batch sells for on the course page (first_upcoming_batch, 001 §3). A batch without an offer
 * is not for sale there (organization batches, for instance).
 */
export const batchOffers = pgTable('batch_offers', {
  batchId: integer('batch_id')
    .primaryKey()
    .references(() => batches.id, { onDelete: 'cascade' }),
  price: doublePrecision('price').notNull(),
  discountedPrice: doublePrecision('discounted_price'),
  seatsLeft: integer('seats_left'),
  /** The classroom centre of an offline batch, and the city and state it is in (course/locations/). */
  location: text('location'),
  city: text('city'),
  state: text('state'),
  lang: text('lang').notNull().default('English'),
});

/** Staff who teach a batch; the course page lists the mentors of the course's batches. */
export const batchMentors = pgTable(
  'batch_mentors',
  {
    batchId: integer('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    headline: text('headline').notNull().default(''),
    bio: text('bio').notNull().default(''),
    assignedAt: timestamp('assigned_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.userId] }), index('batch_mentors_user_idx').on(t.userId)],
);

/** An email of the course's Send Email tab as it was sent, and to whom (audience). */
export const courseMails = pgTable(
  'course_mails',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** 'enrolled' (every learner of the course), 'batches' (learners of batchSlugs) or 'test' (testAddress). */
    audience: text('audience', { enum: ['enrolled', 'batches', 'test'] }).notNull(),
    batchSlugs: jsonb('batch_slugs').$type<string[]>().notNull().default([]),
    testAddress: text('test_address'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('course_mails_course_idx').on(t.courseId, t.createdAt)],
);

/** The outbox rows of one course mail, so the editor can see how many were delivered. */
export const courseMailMessages = pgTable(
  'course_mail_messages',
  {
    mailId: integer('mail_id')
      .notNull()
      .references(() => courseMails.id, { onDelete: 'cascade' }),
    outboxId: integer('outbox_id')
      .notNull()
      .references(() => outbox.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.mailId, t.outboxId] })],
);
