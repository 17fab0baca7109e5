import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray, isNull, notExists } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  batchCertificates,
  batchEnrollments,
  type batches,
  paymentOrderItems,
  paymentOrders,
  paymentRefunds,
} from '../db/schema';
import { batchOffers } from '../db/schema-courses';
import { issueCreditNote } from '../payments/invoices';
import type { PaymentProvider } from '../payments/provider';

type Batch = typeof batches.$inferSelect;
type RefundRow = typeof paymentRefunds.$inferSelect;

/**
 * ADR 0056: a paid batch seat can be refunded until this many days after the batch starts. Registration
 * closes when it starts, so every buyer has at least this long to try the first lessons.
 */
const REFUND_WINDOW_DAYS = 7;

export const refundWindowEndsAt = (batch: Batch) =>
  new Date(batch.startsAt.getTime() + REFUND_WINDOW_DAYS * 86_400_000);

type Refusal = 'REFUND_WINDOW_CLOSED' | 'ALREADY_REQUESTED' | 'NOT_PAID' | 'CERTIFICATE_ISSUED';

/**
 * A refund left pending this long (its process stopped between asking the provider and recording the
 * answer) may be asked again: the provider gives back the refund already made under the same code.
 */
const PENDING_RETRY_MS = 5 * 60_000;

export interface RefundStanding {
  /** The paid order holding the seat, when there is one; `amount` is what was paid for the seat. */
  order: {
    id: number;
    amount: number;
    gateway: string | null;
    gatewayOrderId: string | null;
    gatewayPaymentId: string | null;
  } | null;
  refund: RefundRow | null;
  refusal: { status: Refusal; message: string } | null;
}

/**
 * What the learner paid for one item of an order: the order's paid total (after a coupon or a sale) shared over its
 * items by list price, so a seat bought with a coupon is refunded what was paid for it, never its list price.
 */
function paidForItem(order: { itemAmount: number; listAmount: number; paidAmount: number }): number {
  if (order.listAmount <= 0 || order.itemAmount >= order.listAmount) return order.paidAmount;
  return Math.round((order.itemAmount * order.paidAmount) / order.listAmount);
}

/**
 * Whether the learner's seat in the batch can be refunded now, and why not. Pass a transaction and
 * `lock` to hold the order row while the refund is written (a double click refunds once).
 */
export async function refundStanding(
  db: Db,
  userId: number,
  batch: Batch,
  { lock = false, now = new Date() }: { lock?: boolean; now?: Date } = {},
): Promise<RefundStanding> {
  const paidQuery = db
    .select({
      id: paymentOrders.id,
      itemAmount: paymentOrderItems.amount,
      listAmount: paymentOrders.listAmount,
      paidAmount: paymentOrders.amount,
      gateway: paymentOrders.gateway,
      gatewayOrderId: paymentOrders.gatewayOrderId,
      gatewayPaymentId: paymentOrders.gatewayPaymentId,
    })
    .from(paymentOrders)
    .innerJoin(paymentOrderItems, eq(paymentOrderItems.orderId, paymentOrders.id))
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.status, 'paid'),
        eq(paymentOrderItems.batchId, batch.id),
        isNull(paymentOrderItems.refundedAt),
      ),
    )
    .orderBy(desc(paymentOrders.paidAt))
    .limit(1);
  const [paid] = lock ? await paidQuery.for('update', { of: paymentOrders }) : await paidQuery;
  const order = paid
    ? {
        id: paid.id,
        amount: paidForItem(paid),
        gateway: paid.gateway,
        gatewayOrderId: paid.gatewayOrderId,
        gatewayPaymentId: paid.gatewayPaymentId,
      }
    : null;
  // Read after the lock: a second refund that waited on the order row must see the refund the first one
  // committed (on PostgreSQL each statement reads what was committed before it started), or it would say
  // "not paid" instead of "already refunded".
  const [refund] = await db
    .select()
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.userId, userId), eq(paymentRefunds.batchId, batch.id)))
    .orderBy(desc(paymentRefunds.refundedAt))
    .limit(1);
  const refusal = async (): Promise<RefundStanding['refusal']> => {
    // The provider is being asked for this order's refund right now (or was, a moment ago).
    if (
      order &&
      refund?.orderId === order.id &&
      refund.status === 'pending' &&
      now.getTime() - refund.attemptedAt.getTime() < PENDING_RETRY_MS
    )
      return { status: 'ALREADY_REQUESTED', message: 'Your refund is being made: check again in a minute.' };
    if (!order)
      return refund
        ? { status: 'ALREADY_REQUESTED', message: 'Your seat in this batch has already been refunded.' }
        : {
            status: 'NOT_PAID',
            message:
              'Only a seat you paid for can be refunded; you reached this batch another way (free, or an organization licence).',
          };
    const [certificate] = await db
      .select({ id: batchCertificates.id })
      .from(batchCertificates)
      .where(and(eq(batchCertificates.userId, userId), eq(batchCertificates.batchId, batch.id)));
    if (certificate)
      return {
        status: 'CERTIFICATE_ISSUED',
        message: 'You have completed the batch and hold its certificate, so it cannot be refunded.',
      };
    if (now > refundWindowEndsAt(batch))
      return {
        status: 'REFUND_WINDOW_CLOSED',
        message: `Refunds of ${batch.name} closed ${REFUND_WINDOW_DAYS} days after it started.`,
      };
    return null;
  };
  return { order, refund: refund ?? null, refusal: await refusal() };
}

const refundCode = () => `RF-${randomBytes(6).toString('hex').toUpperCase()}`;

/** Why the payment provider did not refund: said to the learner, kept on the refund row. */
export class RefundNotMade extends Error {}

/**
 * Refunds the seat (ADR 0056, 0101) in three steps, so a provider that fails or does not answer leaves
 * everything as it was:
 * 1. under the order's row lock, the refund is recorded `pending` (a retry of a failed one keeps its code);
 *    the order stays paid and access stays;
 * 2. the payment provider refunds the payment, keyed by the refund code, so asking twice refunds once; a
 *    refusal marks the refund `failed` and throws `RefundNotMade`;
 * 3. in one transaction the seat's order item is marked refunded and, with the order's last seat, the order
 *    becomes `refunded` (its coupon use goes back), the refund `processed`,
 *    the enrolment is removed (access ends; a licence, if any, still opens the batch), the seat goes back
 *    on sale and the GST credit note is numbered.
 * An order with nothing paid through a gateway (a full discount) skips step 2.
 */
export async function refundSeat(
  db: Db,
  provider: PaymentProvider | null,
  userId: number,
  batch: Batch,
  reason: string,
): Promise<{ refusal: RefundStanding['refusal']; refund: RefundRow | null }> {
  const reserved = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const standing = await refundStanding(txDb, userId, batch, { lock: true });
    if (standing.refusal || !standing.order) return { refusal: standing.refusal, refund: null, order: null };
    const attempt = { reason, status: 'pending' as const, failureReason: null, attemptedAt: new Date() };
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        refundCode: refundCode(),
        orderId: standing.order.id,
        userId,
        batchId: batch.id,
        amount: standing.order.amount,
        ...attempt,
      })
      // A failed (or long-stalled) attempt at this seat's refund is tried again under its own code.
      .onConflictDoUpdate({ target: [paymentRefunds.orderId, paymentRefunds.batchId], set: attempt })
      .returning();
    return { refusal: null, refund: refund!, order: standing.order };
  });
  if (!reserved.refund || !reserved.order) return { refusal: reserved.refusal, refund: null };
  const { refund, order } = reserved;

  let gatewayRefundId: string | null = null;
  if (order.amount > 0 && order.gateway) {
    try {
      if (!provider || provider.name !== order.gateway || !order.gatewayOrderId || !order.gatewayPaymentId)
        throw new RefundNotMade(
          `This order was paid through ${order.gateway}, which this site no longer takes payments with; the course team will refund it by hand.`,
        );
      ({ gatewayRefundId } = await provider.refund({
        gatewayOrderId: order.gatewayOrderId,
        paymentId: order.gatewayPaymentId,
        amount: order.amount,
        receipt: refund.refundCode,
      }));
    } catch (error) {
      const message =
        error instanceof Error ? error.message : 'The payment gateway did not refund the payment.';
      await db
        .update(paymentRefunds)
        .set({ status: 'failed', failureReason: message })
        .where(eq(paymentRefunds.id, refund.id));
      throw error instanceof RefundNotMade ? error : new RefundNotMade(message);
    }
  }

  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await tx
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(eq(paymentOrders.id, order.id))
      .for('update');
    const refundedAt = new Date();
    await tx
      .update(paymentOrderItems)
      .set({ refundedAt })
      .where(and(eq(paymentOrderItems.orderId, order.id), eq(paymentOrderItems.batchId, batch.id)));
    // The order stays paid while another of its seats is still held; its last refunded seat refunds it.
    await tx
      .update(paymentOrders)
      .set({ status: 'refunded' })
      .where(
        and(
          eq(paymentOrders.id, order.id),
          notExists(
            tx
              .select({ id: paymentOrderItems.id })
              .from(paymentOrderItems)
              .where(and(eq(paymentOrderItems.orderId, order.id), isNull(paymentOrderItems.refundedAt))),
          ),
        ),
      );
    const [processed] = await tx
      .update(paymentRefunds)
      .set({ status: 'processed', gatewayRefundId, refundedAt })
      .where(eq(paymentRefunds.id, refund.id))
      .returning();
    const removed = await tx
      .delete(batchEnrollments)
      .where(and(eq(batchEnrollments.userId, userId), eq(batchEnrollments.batchId, batch.id)))
      .returning({ batchId: batchEnrollments.batchId });
    if (removed.length > 0) {
      const [offer] = await tx
        .select({ seatsLeft: batchOffers.seatsLeft })
        .from(batchOffers)
        .where(inArray(batchOffers.batchId, [batch.id]))
        .for('update');
      if (offer && offer.seatsLeft !== null)
        await tx
          .update(batchOffers)
          .set({ seatsLeft: offer.seatsLeft + 1 })
          .where(eq(batchOffers.batchId, batch.id));
    }
    await issueCreditNote(txDb, processed!, refundedAt);
    return { refusal: null, refund: processed! };
  });
}
