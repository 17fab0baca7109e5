import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { batches, courses, users } from './schema-core';
import { paymentOrders } from './schema-payments';

/** The application statuses of the CRM (packages/api-client contract crm.ts), newest posted wins. */
export const CRM_APPLICATION_STATUSES = [
  'new',
  'contacted',
  'callback_scheduled',
  'interested',
  'not_interested',
  'applied',
  'paid',
  'dropped',
] as const;

/**
 * What a person did on the way to buying (ADR 0082): each CRM funnel call (demo batch visit, program
 * visit, brochure click, premium visit and action, checkout started, counselling asked) and each payment
 * order created, with the first-touch campaign the browser carried at the time. Rows are only added.
 */
export const funnelEvents = pgTable(
  'funnel_events',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', {
      enum: [
        'demo_batch_visit',
        'course_page_payment_initiate',
        'brochure_click',
        'program_visit',
        'add_to_cart',
        'payment',
        'premium_visit',
        'premium_action',
        'counselling',
        'nation_skill_up_interest',
        'external_certification_enrollment',
      ],
    }).notNull(),
    /** What it was about, as staff read it: a batch or course slug, a premium action. */
    target: text('target').notNull(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('funnel_events_user_idx').on(t.userId, t.createdAt),
    index('funnel_events_course_idx').on(t.courseId, t.userId),
  ],
);

/** CRM staff's notes on a person (001 §6 "comments"); only the author edits one. */
export const crmComments = pgTable(
  'crm_comments',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    authorId: integer('author_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [index('crm_comments_user_idx').on(t.userId, t.createdAt)],
);

/**
 * Callback history (001 §7 CRM): every call CRM staff log and every application status change, which
 * 001 §4 says is posted as callback history. The person's application status is their newest row's.
 */
export const crmCallbacks = pgTable(
  'crm_callbacks',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    applicationStatus: text('application_status', { enum: CRM_APPLICATION_STATUSES }).notNull(),
    comment: text('comment').notNull().default(''),
    /** When to call back next; null when no call is planned. */
    callbackAt: timestamp('callback_at', { withTimezone: true }),
    createdBy: integer('created_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crm_callbacks_user_idx').on(t.userId, t.id)],
);

/**
 * The audit trail of what CRM staff changed for a person (issue 21 "product actions with an audit trail"):
 * one row per action, written in the same transaction as the change, never edited. `summary` is the change
 * as people read it ("DSA Self Paced: access until 3 Mar 2027, was 1 Dec 2026"); the ids say what it touched.
 */
export const crmStaffActions = pgTable(
  'crm_staff_actions',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    action: text('action', { enum: ['extend_access', 'resend_invoice'] }).notNull(),
    batchId: integer('batch_id').references(() => batches.id, { onDelete: 'set null' }),
    orderId: integer('order_id').references(() => paymentOrders.id, { onDelete: 'set null' }),
    summary: text('summary').notNull(),
    reason: text('reason').notNull().default(''),
    staffId: integer('staff_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('crm_staff_actions_user_idx').on(t.userId, t.id)],
);
