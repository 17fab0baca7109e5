import { index, integer, pgTable, serial, smallint, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { batches, users } from './schema-core';
import { coupons, premiumPlans } from './schema-coupons';

/**
 * One purchase, from cart to paid (ADR 0048). Every amount is an integer in the currency's smallest
 * unit (paise for INR), never a float. The price is frozen when checkout creates the gateway order;
 * before that the cart shows live prices.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    /** The order number shown to learners and printed on the invoice (gfgOrderId in the contract). */
    orderCode: text('order_code').notNull().unique(),
    /** Random secret held by the buyer's browser: every cart and checkout call presents it. */
    transactionToken: text('transaction_token').notNull().unique(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /**
     * cart: items can change; created: a gateway order exists and the price is frozen; paid;
     * failed (the gateway said so); expired (abandoned before payment, ADR 0048); refunded (a paid batch
     * seat given back within its window, ADR 0056).
     */
    status: text('status', { enum: ['cart', 'created', 'paid', 'failed', 'expired', 'refunded'] })
      .notNull()
      .default('cart'),
    currency: text('currency').notNull().default('INR'),
    listAmount: integer('list_amount').notNull().default(0),
    discountAmount: integer('discount_amount').notNull().default(0),
    amount: integer('amount').notNull().default(0),
    couponId: integer('coupon_id').references(() => coupons.id),
    gateway: text('gateway'),
    gatewayOrderId: text('gateway_order_id').unique(),
    gatewayPaymentId: text('gateway_payment_id'),
    failureReason: text('failure_reason'),
    /** The Indian state the buyer named for the GST invoice (intra-state: CGST + SGST, else IGST). */
    billingState: text('billing_state'),
    /** The buyer's first-touch campaign when the order was created (ADR 0082): UTM-wise payments. */
    utmSource: text('utm_source'),
    utmMedium: text('utm_medium'),
    utmCampaign: text('utm_campaign'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    index('payment_orders_user_idx').on(t.userId, t.createdAt),
    index('payment_orders_coupon_idx').on(t.couponId, t.status),
    index('payment_orders_open_idx').on(t.status, t.expiresAt),
  ],
);

/** What an order buys: a batch seat or a premium plan, with its unit price in the smallest unit. */
export const paymentOrderItems = pgTable(
  'payment_order_items',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    batchId: integer('batch_id').references(() => batches.id),
    planId: integer('plan_id').references(() => premiumPlans.id),
    name: text('name').notNull(),
    amount: integer('amount').notNull(),
    /**
     * When this seat was refunded (ADR 0056, 0101). An order of several seats stays paid while any seat is
     * not refunded; it becomes `refunded` with its last.
     */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payment_order_items_batch_idx').on(t.orderId, t.batchId),
    uniqueIndex('payment_order_items_plan_idx').on(t.orderId, t.planId),
  ],
);

/**
 * The tax invoice of a paid order. Numbers run without gaps per Indian financial year (April to
 * March): the number is taken in the same transaction that marks the order paid.
 */
export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .unique()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    /** '2026-27' */
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    number: text('number').notNull().unique(),
    sellerState: text('seller_state').notNull(),
    buyerState: text('buyer_state').notNull(),
    taxRatePercent: smallint('tax_rate_percent').notNull(),
    taxableAmount: integer('taxable_amount').notNull(),
    cgst: integer('cgst').notNull(),
    sgst: integer('sgst').notNull(),
    igst: integer('igst').notNull(),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('invoices_year_sequence_idx').on(t.financialYear, t.sequence)],
);

/**
 * The built-in sandbox gateway's own books (ADR 0048): it plays the payment provider's side, so it
 * keeps what a provider keeps, apart from our orders.
 */
export const sandboxGatewayOrders = pgTable('sandbox_gateway_orders', {
  id: text('id').primaryKey(),
  /** Our order code, as a real gateway's "receipt". */
  receipt: text('receipt').notNull(),
  amount: integer('amount').notNull(),
  currency: text('currency').notNull(),
  /** Where the payer's browser goes back to, on our origin. */
  returnPath: text('return_path').notNull(),
  status: text('status', { enum: ['created', 'pending', 'captured', 'failed'] })
    .notNull()
    .default('created'),
  paymentId: text('payment_id'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The sandbox gateway's refunds (ADR 0101): several per captured payment (one per refunded seat of an order),
 * never more in all than was captured. The receipt is our refund code: asking again with it gives back the same
 * refund.
 */
export const sandboxGatewayRefunds = pgTable('sandbox_gateway_refunds', {
  id: text('id').primaryKey(),
  gatewayOrderId: text('gateway_order_id')
    .notNull()
    .references(() => sandboxGatewayOrders.id, { onDelete: 'cascade' }),
  receipt: text('receipt').notNull().unique(),
  amount: integer('amount').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
