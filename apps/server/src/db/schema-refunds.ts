import { integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { batches, users } from './schema-core';
import { paymentOrders } from './schema-payments';

/**
 * A refunded batch seat (ADR 0056): the paid order it returns, the amount in the smallest currency unit, the
 * learner's reason and, afterwards, the feedback form's answers. One per order: a second request finds it.
 */
export const paymentRefunds = pgTable('payment_refunds', {
  id: serial('id').primaryKey(),
  /** Shown to the learner as the refund's reference. */
  refundCode: text('refund_code').notNull().unique(),
  orderId: integer('order_id')
    .notNull()
    .unique()
    .references(() => paymentOrders.id, { onDelete: 'cascade' }),
  userId: integer('user_id')
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' }),
  batchId: integer('batch_id')
    .notNull()
    .references(() => batches.id, { onDelete: 'cascade' }),
  amount: integer('amount').notNull(),
  reason: text('reason').notNull(),
  feedbackReasons: text('feedback_reasons').array(),
  feedbackComment: text('feedback_comment'),
  refundedAt: timestamp('refunded_at', { withTimezone: true }).notNull().defaultNow(),
});
