import { randomBytes } from 'node:crypto';
import { and, desc, eq, inArray } from 'drizzle-orm';
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

export interface RefundStanding {
  /** The paid order holding the seat, when there is one. */
  order: { id: number; amount: number } | null;
  refund: RefundRow | null;
  refusal: { status: Refusal; message: string } | null;
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
    .select({ id: paymentOrders.id, amount: paymentOrderItems.amount })
    .from(paymentOrders)
    .innerJoin(paymentOrderItems, eq(paymentOrderItems.orderId, paymentOrders.id))
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.status, 'paid'),
        eq(paymentOrderItems.batchId, batch.id),
      ),
    )
    .orderBy(desc(paymentOrders.paidAt))
    .limit(1);
  const [paid] = lock ? await paidQuery.for('update', { of: paymentOrders }) : await paidQuery;
  const order = paid ?? null;
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

/**
 * Refunds the seat in one transaction: the order becomes `refunded` (its coupon use is given back with it),
 * the refund is recorded, the enrolment is removed (access ends; an organization licence, if any, still
 * opens the batch) and the seat goes back on sale. The sandbox gateway settles refunds at once; a real
 * gateway's refund call belongs to its adapter.
 */
export async function refundSeat(
  db: Db,
  userId: number,
  batch: Batch,
  reason: string,
): Promise<{ refusal: RefundStanding['refusal']; refund: RefundRow | null }> {
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const standing = await refundStanding(txDb, userId, batch, { lock: true });
    if (standing.refusal || !standing.order) return { refusal: standing.refusal, refund: null };
    await tx.update(paymentOrders).set({ status: 'refunded' }).where(eq(paymentOrders.id, standing.order.id));
    const [refund] = await tx
      .insert(paymentRefunds)
      .values({
        refundCode: refundCode(),
        orderId: standing.order.id,
        userId,
        batchId: batch.id,
        amount: standing.order.amount,
        reason,
      })
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
    return { refusal: null, refund: refund! };
  });
}
