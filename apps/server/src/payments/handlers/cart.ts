import { and, eq, inArray } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { enrolInBatch } from '../../batches/enrolment';
import type { Db } from '../../db/client';
import { batches, paymentOrderItems, paymentOrders } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { assertSurveyLetsRegister } from '../../programmes/dsa-survey';
import {
  batchOnSale,
  expireStaleOrders,
  itemsOf,
  type OrderRow,
  openCart,
  ownOrder,
  priceOrder,
  saleableBatch,
} from '../orders';

/** The cart as the learner sees it, at today's prices. */
async function cartView(db: Db, order: OrderRow) {
  const items = await itemsOf(db, order.id);
  const batchIds = items.flatMap((item) => (item.batchId === null ? [] : [item.batchId]));
  const slugs = new Map(
    batchIds.length
      ? (
          await db
            .select({ id: batches.id, slug: batches.slug })
            .from(batches)
            .where(inArray(batches.id, batchIds))
        ).map((row) => [row.id, row.slug])
      : [],
  );
  const lines = await Promise.all(
    items.flatMap((item) =>
      item.batchId === null
        ? []
        : [
            (async () => ({
              batch_id: item.batchId!,
              batch_slug: slugs.get(item.batchId!) ?? '',
              batch_name: item.name,
              amount:
                order.status === 'cart'
                  ? ((await batchOnSale(db, item.batchId!))?.amount ?? item.amount)
                  : item.amount,
            }))(),
          ],
    ),
  );
  return {
    transaction_token: order.transactionToken,
    gfgOrderId: order.orderCode,
    items: lines,
    total_amount: lines.reduce((sum, line) => sum + line.amount, 0),
    currency: order.currency,
  };
}

const openForChanges = (order: OrderRow) => {
  if (order.status !== 'cart')
    throw new HttpError(
      409,
      'order_closed',
      'This order is already at checkout. Start a new one to change it.',
    );
};

export const handlePaymentAddToCart: Handler<'payment-add-to-cart'> = async ({
  input,
  user,
  database: { db },
}) => {
  await expireStaleOrders(db);
  const sale = await saleableBatch(db, user.id, input.body.batch_id);
  const item = { batchId: sale.batch.id, name: sale.batch.name, amount: sale.amount };
  if (!input.body.transaction_token) return cartView(db, await openCart(db, user.id, item));
  const order = await ownOrder(db, user, input.body.transaction_token);
  openForChanges(order);
  const items = await itemsOf(db, order.id);
  if (items.some((line) => line.planId !== null))
    throw new HttpError(
      409,
      'mixed_cart',
      'A premium plan is bought on its own. Start a new cart for courses.',
    );
  await db
    .insert(paymentOrderItems)
    .values({ orderId: order.id, ...item })
    .onConflictDoNothing();
  return cartView(db, order);
};

export const handlePaymentRemove: Handler<'payment-remove'> = async ({ input, user, database: { db } }) => {
  const order = await ownOrder(db, user, input.body.transaction_token);
  openForChanges(order);
  await db
    .delete(paymentOrderItems)
    .where(and(eq(paymentOrderItems.orderId, order.id), eq(paymentOrderItems.batchId, input.body.batch_id)));
  return cartView(db, order);
};

/**
 * POST /batch-registration/?coupon=: the course page's "Enrol". A free batch enrols at once; a paid
 * one opens a cart (with the coupon from the address applied, when it is valid) for checkout.
 */
export const handleBatchRegistration: Handler<'batch-registration'> = async ({
  input,
  user,
  database: { db },
}) => {
  const [batch] = await db
    .select({ id: batches.id })
    .from(batches)
    .where(eq(batches.slug, input.body.batch_slug));
  if (!batch) throw new HttpError(404, 'not_found', 'There is no such batch.');
  await assertSurveyLetsRegister(db, user.id, batch.id);
  const reply = (
    status: 'SUCCESS' | 'PAYMENT_REQUIRED' | 'ALREADY_REGISTERED' | 'REGISTRATION_CLOSED' | 'INVALID_COUPON',
    message: string,
    order: OrderRow | null = null,
  ) => ({
    status,
    message,
    batch_slug: input.body.batch_slug,
    transaction_token: order?.transactionToken ?? null,
    gfgOrderId: order?.orderCode ?? null,
    amount_payable: (order?.amount ?? 0) / 100,
  });
  let sale: Awaited<ReturnType<typeof saleableBatch>>;
  try {
    sale = await saleableBatch(db, user.id, batch.id);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    if (error.code === 'already_enrolled') return reply('ALREADY_REGISTERED', error.message);
    return reply('REGISTRATION_CLOSED', error.message);
  }
  if (sale.amount === 0) {
    await db.transaction(async (tx) => enrolInBatch(tx as unknown as Db, user.id, batch.id));
    return reply('SUCCESS', `You are enrolled in ${sale.batch.name}.`);
  }
  await expireStaleOrders(db);
  const order = await openCart(db, user.id, {
    batchId: batch.id,
    name: sale.batch.name,
    amount: sale.amount,
  });
  if (!input.query.coupon) return reply('PAYMENT_REQUIRED', 'Complete the payment to enrol.', order);
  const priced = await priceOrder(db, user, order, input.query.coupon);
  if (!priced.verdict?.ok)
    return reply(
      'INVALID_COUPON',
      priced.verdict && !priced.verdict.ok ? priced.verdict.reason : 'This coupon cannot be used.',
      order,
    );
  const [withCoupon] = await db
    .update(paymentOrders)
    .set({ couponId: priced.couponId, discountAmount: priced.verdict.discount, amount: priced.verdict.final })
    .where(eq(paymentOrders.id, order.id))
    .returning();
  return reply('PAYMENT_REQUIRED', 'Coupon applied. Complete the payment to enrol.', withCoupon!);
};
