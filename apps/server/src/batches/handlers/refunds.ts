import { formatMinorAmount } from '@learnforge/domain';
import { and, desc, eq } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { paymentRefunds } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { configuredProvider } from '../../payments/gateways';
import { batchBySlug } from '../batch-access';
import { RefundNotMade, refundSeat, refundStanding, refundWindowEndsAt } from '../refunds';

/** Orders are kept in paise; the batch calls show rupees (ADR 0048). */
const rupees = (minor: number) => minor / 100;

const refundView = (refund: typeof paymentRefunds.$inferSelect) => ({
  refund_id: refund.refundCode,
  amount: rupees(refund.amount),
  refunded_at: refund.refundedAt.toISOString(),
});

export const handleBatchRefundStatus: Handler<'x-batch-refund-status'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch } = await batchBySlug(db, input.query.batch_slug);
  const standing = await refundStanding(db, user.id, batch);
  return {
    refundable: standing.refusal === null,
    message:
      standing.refusal?.message ??
      `You can ask for a refund of your seat until ${refundWindowEndsAt(batch).toUTCString()}.`,
    window_ends_at: standing.order ? refundWindowEndsAt(batch).toISOString() : null,
    amount: standing.order ? rupees(standing.order.amount) : null,
    refund: standing.refund?.status === 'processed' ? refundView(standing.refund) : null,
  };
};

/** POST initiate_refund: refunds the caller's paid seat within the window (ADR 0056); access ends. */
export const handleBatchInitiateRefund: Handler<'batch-initiate-refund'> = async ({
  input,
  user,
  database,
  config,
}) => {
  const { db } = database;
  const { batch } = await batchBySlug(db, input.body.batch_slug);
  let outcome: Awaited<ReturnType<typeof refundSeat>>;
  try {
    outcome = await refundSeat(db, configuredProvider(database, config), user.id, batch, input.body.reason);
  } catch (error) {
    // The provider refused or did not answer: the order is still paid and the seat still the learner's.
    if (error instanceof RefundNotMade) throw new HttpError(502, 'gateway_refund_failed', error.message);
    throw error;
  }
  const { refusal, refund } = outcome;
  if (refusal) return { status: refusal.status, message: refusal.message, refund_id: null, amount: null };
  return {
    status: 'SUCCESS' as const,
    message: `Refunded ${formatMinorAmount(refund!.amount, 'INR')}. Your access to ${batch.name} has ended.`,
    refund_id: refund!.refundCode,
    amount: rupees(refund!.amount),
  };
};

/** POST event/refund/feedback/: the form after a refund, kept with that refund. */
export const handleBatchRefundFeedback: Handler<'batch-event-refund-feedback'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch } = await batchBySlug(db, input.body.batch_slug);
  const [refund] = await db
    .select({ id: paymentRefunds.id })
    .from(paymentRefunds)
    .where(and(eq(paymentRefunds.userId, user.id), eq(paymentRefunds.batchId, batch.id)))
    .orderBy(desc(paymentRefunds.refundedAt))
    .limit(1);
  if (!refund) throw new HttpError(409, 'conflict', 'There is no refund of this batch to give feedback on.');
  await db
    .update(paymentRefunds)
    .set({ feedbackReasons: input.body.reasons, feedbackComment: input.body.comment ?? null })
    .where(eq(paymentRefunds.id, refund.id));
  return { message: 'Thank you: your feedback is saved with your refund.' };
};
