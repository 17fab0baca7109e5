import { integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { batches, users } from './schema-core';
import { invoices, paymentOrders } from './schema-payments';

/**
 * A refunded batch seat (ADR 0056): the paid order it returns, the amount in the smallest currency unit, the
 * learner's reason and, afterwards, the feedback form's answers. One per seat of an order: a second request finds it.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: serial('id').primaryKey(),
    /** Shown to the learner as the refund's reference. */
    refundCode: text('refund_code').notNull().unique(),
    orderId: integer('order_id')
      .notNull()
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
    /**
     * ADR 0101: `pending` while the payment provider is asked (the order is still paid and access kept),
     * `processed` once it refunded (order refunded, access ended, credit note issued), `failed` when it
     * refused or did not answer (nothing changed; asking again reuses this row and its code).
     */
    status: text('status', { enum: ['pending', 'processed', 'failed'] })
      .notNull()
      .default('processed'),
    /** The provider's id of the refund, once it made one. */
    gatewayRefundId: text('gateway_refund_id'),
    failureReason: text('failure_reason'),
    /** When the current attempt started: a pending refund older than a few minutes may be asked again. */
    attemptedAt: timestamp('attempted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('payment_refunds_order_batch_idx').on(t.orderId, t.batchId)],
);

/**
 * The GST credit note of a refund (ADR 0101): it reverses the tax of the order's invoice. Numbers run
 * without gaps per Indian financial year in their own sequence (LF-CN/2026-27/000001), taken in the
 * transaction that completes the refund.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    refundId: integer('refund_id')
      .notNull()
      .unique()
      .references(() => paymentRefunds.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull().unique(),
    amount: integer('amount').notNull(),
    taxableAmount: integer('taxable_amount').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('credit_notes_year_sequence_idx').on(t.financialYear, t.sequence)],
);
