import { randomBytes } from 'node:crypto';
import { renewedPremiumEnd, toMinorUnits } from '@learnforge/domain';
import { and, asc, eq, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import { isEnrolled } from '../batches/batch-access';
import { enrolInBatch } from '../batches/enrolment';
import type { Config } from '../config';
import { type CouponOrder, type CouponVerdict, judgeCoupon } from '../coupons/queries';
import type { Db } from '../db/client';
import { batches, coupons, paymentOrderItems, paymentOrders, premiumPlans, users } from '../db/schema';
import { batchOffers } from '../db/schema-courses';
import { HttpError, notFound } from '../http/errors';
import { issueInvoice } from './invoices';
import type { PaymentProvider, PaymentResult } from './provider';

export type OrderRow = typeof paymentOrders.$inferSelect;
type ItemRow = typeof paymentOrderItems.$inferSelect;

/** A cart nobody checks out is dropped after a day; a created order after `orderTtlMinutes`. */
const CART_TTL_MS = 24 * 3600_000;

const orderCode = () =>
  `LF${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`;

export const couponRefused = (reason: string, code: string) =>
  new HttpError(400, code, reason, { coupon_code: reason });

/**
 * Orders left unpaid past their expiry become 'expired', so the history never piles up "pending"
 * rows and a coupon held by an abandoned checkout is free again. Run before reading orders.
 */
export async function expireStaleOrders(db: Db, now = new Date()): Promise<number> {
  const expired = await db
    .update(paymentOrders)
    .set({ status: 'expired' })
    .where(and(inArray(paymentOrders.status, ['cart', 'created']), lt(paymentOrders.expiresAt, now)))
    .returning({ id: paymentOrders.id });
  return expired.length;
}

/** The buyer's order behind a transaction token (the token is the secret, the user must match). */
export async function ownOrder(db: Db, user: SessionUser, token: string): Promise<OrderRow> {
  const [order] = await db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.transactionToken, token))
    .limit(1);
  if (!order || order.userId !== user.id) throw notFound('There is no such order.');
  return order;
}

export async function itemsOf(db: Db, orderId: number): Promise<ItemRow[]> {
  return db
    .select()
    .from(paymentOrderItems)
    .where(eq(paymentOrderItems.orderId, orderId))
    .orderBy(asc(paymentOrderItems.id));
}

/** A new cart for the buyer, holding one item. */
export async function openCart(
  db: Db,
  userId: number,
  item: { batchId?: number; planId?: number; name: string; amount: number },
  currency = 'INR',
): Promise<OrderRow> {
  return db.transaction(async (tx) => {
    const [order] = await tx
      .insert(paymentOrders)
      .values({
        orderCode: orderCode(),
        transactionToken: randomBytes(24).toString('base64url'),
        userId,
        currency,
        listAmount: item.amount,
        amount: item.amount,
        expiresAt: new Date(Date.now() + CART_TTL_MS),
      })
      .returning();
    await tx.insert(paymentOrderItems).values({ orderId: order!.id, ...item });
    return order!;
  });
}

/** The batch as it is on sale now (public, not started, with an offer), priced in the smallest unit. */
export async function batchOnSale(db: Db, batchId: number, now = new Date()) {
  const [row] = await db
    .select({ batch: batches, offer: batchOffers })
    .from(batches)
    .innerJoin(batchOffers, eq(batchOffers.batchId, batches.id))
    .where(and(eq(batches.id, batchId), isNull(batches.organizationId), gte(batches.startsAt, now)));
  if (!row) return null;
  return {
    ...row,
    amount: toMinorUnits(row.offer.discountedPrice ?? row.offer.price),
    soldOut: row.offer.seatsLeft === 0,
  };
}

/** Refuses a batch that cannot be bought by this learner now, with the reason they see. */
export async function saleableBatch(db: Db, userId: number, batchId: number) {
  const sale = await batchOnSale(db, batchId);
  if (!sale) throw new HttpError(409, 'not_on_sale', 'This batch is not on sale any more.');
  if (sale.soldOut) throw new HttpError(409, 'sold_out', 'This batch has no seats left.');
  if (await isEnrolled(db, batchId, userId))
    throw new HttpError(409, 'already_enrolled', 'You are already enrolled in this batch.');
  return sale;
}

/** Today's prices of the order's items (the cart shows live prices until checkout freezes them). */
async function livePrices(db: Db, items: ItemRow[]): Promise<Map<number, number>> {
  const prices = new Map<number, number>();
  for (const item of items) {
    if (item.batchId !== null) {
      const sale = await batchOnSale(db, item.batchId);
      if (!sale) throw new HttpError(409, 'not_on_sale', `${item.name} is not on sale any more.`);
      prices.set(item.id, sale.amount);
    } else if (item.planId !== null) {
      const [plan] = await db
        .select({ price: premiumPlans.price, active: premiumPlans.active })
        .from(premiumPlans)
        .where(eq(premiumPlans.id, item.planId));
      if (!plan?.active) throw new HttpError(409, 'not_on_sale', `${item.name} is no longer sold.`);
      prices.set(item.id, toMinorUnits(plan.price));
    }
  }
  return prices;
}

/** The order as a coupon sees it: list amount and the products it buys (a batch is its course). */
async function couponOrder(
  db: Db,
  order: OrderRow,
  items: ItemRow[],
  listAmount: number,
): Promise<CouponOrder> {
  const batchIds = items.flatMap((item) => (item.batchId === null ? [] : [item.batchId]));
  const courseOf = new Map(
    batchIds.length
      ? (
          await db
            .select({ id: batches.id, courseId: batches.courseId })
            .from(batches)
            .where(inArray(batches.id, batchIds))
        ).map((row) => [row.id, row.courseId])
      : [],
  );
  return {
    id: order.id,
    listAmount,
    currency: order.currency,
    products: items.map((item) =>
      item.planId !== null
        ? { type: 'premium_plan' as const, id: item.planId, name: item.name }
        : { type: 'course' as const, id: courseOf.get(item.batchId ?? 0) ?? 0, name: item.name },
    ),
  };
}

/** Judges a code (or the order's coupon) against the order at today's prices. */
export async function priceOrder(
  db: Db,
  user: SessionUser,
  order: OrderRow,
  code: string | null,
  lockCoupon = false,
): Promise<{
  items: ItemRow[];
  prices: Map<number, number>;
  listAmount: number;
  couponId: number | null;
  verdict: CouponVerdict | null;
}> {
  const items = await itemsOf(db, order.id);
  const prices = await livePrices(db, items);
  const listAmount = [...prices.values()].reduce((sum, price) => sum + price, 0);
  if (code === null) return { items, prices, listAmount, couponId: null, verdict: null };
  const query = db
    .select()
    .from(coupons)
    .where(eq(sql`upper(${coupons.code})`, code.trim().toUpperCase()))
    .limit(1);
  // At payment the coupon row is locked, so two buyers cannot both take its last use.
  const [coupon] = lockCoupon ? await query.for('update') : await query;
  if (!coupon)
    return {
      items,
      prices,
      listAmount,
      couponId: null,
      verdict: {
        ok: false,
        code: 'coupon_unknown',
        reason: `There is no coupon ${code.trim().toUpperCase()}.`,
      },
    };
  const verdict = await judgeCoupon(db, coupon, await couponOrder(db, order, items, listAmount), user);
  return { items, prices, listAmount, couponId: coupon.id, verdict };
}

/** The code of the coupon held by an order, to judge it again at payment. */
async function couponCodeOf(db: Db, couponId: number | null): Promise<string | null> {
  if (couponId === null) return null;
  const [row] = await db.select({ code: coupons.code }).from(coupons).where(eq(coupons.id, couponId));
  return row?.code ?? null;
}

/** Where the payer lands after the gateway: the page that verifies the result and shows the outcome. */
export const returnPathOf = (order: Pick<OrderRow, 'orderCode' | 'transactionToken'>) =>
  `/checkout/complete?order=${encodeURIComponent(order.orderCode)}&token=${encodeURIComponent(order.transactionToken)}`;

/** No gateway takes payments on this deployment (PAYMENT_GATEWAY unset, ADR 0057). */
const paymentsNotConfigured = () =>
  new HttpError(
    503,
    'payments_unavailable',
    'Payments are not set up on this site yet, so this order cannot be paid. Nothing was charged.',
  );

/**
 * Checkout: freezes the order's price (items at today's price, the coupon judged again under a lock
 * and held until the order expires), then opens the gateway's order for exactly that amount. A second
 * call while the order is open answers the same gateway order (a double click pays once).
 */
export async function startPayment(
  db: Db,
  provider: PaymentProvider | null,
  config: Config,
  user: SessionUser,
  token: string,
  options: { couponCode?: string; billingState: string },
) {
  await expireStaleOrders(db);
  const frozen = await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const [order] = await tx
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.transactionToken, token))
      .for('update');
    if (!order || order.userId !== user.id) throw notFound('There is no such order.');
    if (order.status === 'created') return order;
    if (order.status === 'paid') throw new HttpError(409, 'order_paid', 'This order is already paid.');
    if (order.status !== 'cart')
      throw new HttpError(409, 'order_closed', 'This order has expired or failed. Start checkout again.');
    const code = options.couponCode?.trim() || (await couponCodeOf(txDb, order.couponId));
    const priced = await priceOrder(txDb, user, order, code, true);
    if (priced.items.length === 0) throw new HttpError(409, 'cart_empty', 'Your cart is empty.');
    for (const item of priced.items)
      if (item.batchId !== null && (await isEnrolled(txDb, item.batchId, user.id)))
        throw new HttpError(409, 'already_enrolled', `You are already enrolled in ${item.name}.`);
    if (priced.verdict && !priced.verdict.ok)
      throw couponRefused(
        `${priced.verdict.reason} Remove the coupon or try another to pay.`,
        priced.verdict.code,
      );
    const discount = priced.verdict?.ok ? priced.verdict.discount : 0;
    // Checked before the price is frozen, so the cart stays as it was and nothing holds the coupon.
    if (!provider && priced.listAmount - discount > 0) throw paymentsNotConfigured();
    for (const item of priced.items)
      await tx
        .update(paymentOrderItems)
        .set({ amount: priced.prices.get(item.id) ?? item.amount })
        .where(eq(paymentOrderItems.id, item.id));
    const [updated] = await tx
      .update(paymentOrders)
      .set({
        status: 'created',
        listAmount: priced.listAmount,
        discountAmount: discount,
        amount: priced.listAmount - discount,
        couponId: priced.verdict?.ok ? priced.couponId : null,
        billingState: options.billingState,
        gateway: provider?.name ?? null,
        expiresAt: new Date(Date.now() + config.orderTtlMinutes * 60_000),
      })
      .where(eq(paymentOrders.id, order.id))
      .returning();
    return updated!;
  });
  if (frozen.amount === 0) {
    // Nothing to charge (a full discount or a free batch): no gateway, paid at once.
    await settle(db, config, { gatewayOrderId: '', paymentId: 'free', status: 'captured' }, frozen.id);
    return { order: frozen, checkoutUrl: null, gatewayOrderId: frozen.orderCode, publicKey: '' };
  }
  // An order opened while another gateway was configured cannot be paid here: the payer starts again.
  if (!provider || frozen.gateway !== provider.name) throw paymentsNotConfigured();
  if (frozen.gatewayOrderId)
    return {
      order: frozen,
      checkoutUrl: provider.checkoutUrlOf(frozen.gatewayOrderId),
      gatewayOrderId: frozen.gatewayOrderId,
      publicKey: provider.name,
    };
  const opened = await provider.createOrder({
    receipt: frozen.orderCode,
    amount: frozen.amount,
    currency: frozen.currency,
    returnPath: returnPathOf(frozen),
  });
  await db
    .update(paymentOrders)
    .set({ gatewayOrderId: opened.gatewayOrderId })
    .where(eq(paymentOrders.id, frozen.id));
  return { order: frozen, ...opened };
}

/** Premium for the plan's calendar months from the payment, or from the end of a period still running. */
async function grantPremium(db: Db, userId: number, planId: number, paidAt: Date): Promise<void> {
  const [account] = await db
    .select({ premiumPlanId: users.premiumPlanId, premiumUntil: users.premiumUntil })
    .from(users)
    .where(eq(users.id, userId))
    .for('update');
  const [plan] = await db
    .select({ months: premiumPlans.periodMonths })
    .from(premiumPlans)
    .where(eq(premiumPlans.id, planId));
  // A cancelled plan's remaining days were given up with it, so only a held plan's end carries over.
  const runningEnd = account && account.premiumPlanId !== null ? account.premiumUntil : null;
  await db
    .update(users)
    .set({ premiumPlanId: planId, premiumUntil: renewedPremiumEnd(runningEnd, paidAt, plan?.months ?? 1) })
    .where(eq(users.id, userId));
}

/**
 * Applies a verified gateway result to our order, exactly once whoever comes first (the browser's
 * verify, the webhook, a replay). Captured: the order is paid, the learner enrolled or made premium
 * and the invoice numbered, in one transaction; the conditional update is the guard. Failed: an
 * unpaid order is marked failed and grants nothing. Captured wins over an earlier expiry: the money
 * was taken, so the learner gets what they paid for.
 */
export async function settle(
  db: Db,
  config: Config,
  result: PaymentResult,
  orderId?: number,
): Promise<OrderRow | null> {
  const where =
    orderId !== undefined
      ? eq(paymentOrders.id, orderId)
      : eq(paymentOrders.gatewayOrderId, result.gatewayOrderId);
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const [order] = await tx.select().from(paymentOrders).where(where).for('update');
    if (!order) return null;
    if (result.status === 'pending' || order.status === 'paid') return order;
    if (result.status === 'failed') {
      if (order.status === 'failed') return order;
      const [failed] = await tx
        .update(paymentOrders)
        .set({
          status: 'failed',
          gatewayPaymentId: result.paymentId,
          failureReason: 'The payment was declined.',
        })
        .where(eq(paymentOrders.id, order.id))
        .returning();
      return failed!;
    }
    const [paid] = await tx
      .update(paymentOrders)
      .set({ status: 'paid', paidAt: new Date(), gatewayPaymentId: result.paymentId, failureReason: null })
      .where(eq(paymentOrders.id, order.id))
      .returning();
    for (const item of await itemsOf(txDb, order.id)) {
      if (item.batchId !== null) await enrolInBatch(txDb, order.userId, item.batchId);
      if (item.planId !== null) await grantPremium(txDb, order.userId, item.planId, paid!.paidAt!);
    }
    await issueInvoice(txDb, config, paid!);
    return paid!;
  });
}
