import { randomBytes } from 'node:crypto';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import { coupons, premiumOrders, premiumPlans, users } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { couponRefused, judgeCode, ownOrder, subscriptionOf } from '../orders';
import { judgeCoupon } from '../queries';

export const handlePremiumPlanDetails: Handler<'premium-plan-details'> = async ({
  user,
  database: { db },
}) => {
  const plans = await db
    .select()
    .from(premiumPlans)
    .where(eq(premiumPlans.active, true))
    .orderBy(asc(premiumPlans.price));
  return {
    plans: plans.map((plan) => ({
      id: plan.id,
      name: plan.name,
      price: plan.price,
      currency: plan.currency,
      period_months: plan.periodMonths,
      features: plan.features,
    })),
    subscription: await subscriptionOf(db, user.id),
  };
};

export const handlePremiumPayment: Handler<'premium-payment'> = async ({ input, user, database: { db } }) => {
  const [plan] = await db
    .select()
    .from(premiumPlans)
    .where(and(eq(premiumPlans.id, input.body.plan_id), eq(premiumPlans.active, true)));
  if (!plan) throw notFound('There is no such premium plan.');
  const draft = {
    orderCode: `LF${Date.now().toString(36).toUpperCase()}${randomBytes(3).toString('hex').toUpperCase()}`,
    transactionToken: randomBytes(24).toString('base64url'),
    userId: user.id,
    planId: plan.id,
    listPrice: plan.price,
    discountAmount: 0,
    finalAmount: plan.price,
    currency: plan.currency,
    couponId: null as number | null,
  };
  if (input.body.coupon?.trim()) {
    const { coupon, verdict } = await judgeCode(
      db,
      input.body.coupon,
      { ...draft, id: 0, status: 'pending', createdAt: new Date(), paidAt: null },
      plan.name,
      user,
    );
    if (!verdict.ok) throw couponRefused(verdict.reason, verdict.code);
    Object.assign(draft, {
      couponId: coupon!.id,
      discountAmount: verdict.discount,
      finalAmount: verdict.final,
    });
  }
  const [order] = await db.insert(premiumOrders).values(draft).returning();
  return {
    gfgOrderId: order!.orderCode,
    amount: order!.finalAmount,
    currency: order!.currency,
    transaction_token: order!.transactionToken,
  };
};

export const handleCouponApply: Handler<'coupon-apply'> = async ({ input, user, database: { db } }) => {
  const { order, planName } = await ownOrder(db, user, input.query.transaction_token);
  if (order.status !== 'pending') throw new HttpError(409, 'order_closed', 'This order is already paid.');
  const { coupon, verdict } = await judgeCode(db, input.query.coupon_code, order, planName, user);
  // A refused code leaves the order at its list price, so what the buyer sees is what they pay.
  const [updated] = await db
    .update(premiumOrders)
    .set(
      verdict.ok
        ? { couponId: coupon!.id, discountAmount: verdict.discount, finalAmount: verdict.final }
        : { couponId: null, discountAmount: 0, finalAmount: order.listPrice },
    )
    .where(eq(premiumOrders.id, order.id))
    .returning();
  return {
    valid: verdict.ok,
    message: verdict.ok
      ? `Coupon ${coupon!.code} applied: you save ${new Intl.NumberFormat('en-IN', { style: 'currency', currency: order.currency }).format(verdict.discount)}.`
      : verdict.reason,
    discount_amount: updated!.discountAmount,
    final_amount: updated!.finalAmount,
    currency: updated!.currency,
  };
};

export const handlePaySubscriptionVerify: Handler<'pay-subscription-verify'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { order, planName } = await ownOrder(db, user, input.body.transaction_token, input.body.gfgOrderId);
  if (order.status === 'success') return subscriptionOf(db, user.id);
  if (order.status !== 'pending')
    throw new HttpError(409, 'order_closed', 'This order can no longer be paid.');
  await db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    if (order.couponId !== null) {
      // Lock the coupon so two buyers cannot both take its last use.
      const [coupon] = await tx.select().from(coupons).where(eq(coupons.id, order.couponId)).for('update');
      const verdict = coupon
        ? await judgeCoupon(txDb, coupon, { ...order, planName }, user)
        : ({
            ok: false,
            code: 'coupon_unknown',
            reason: 'The coupon on this order no longer exists.',
          } as const);
      if (!verdict.ok)
        throw couponRefused(`${verdict.reason} Apply another coupon or pay the full price.`, verdict.code);
    }
    await tx
      .update(premiumOrders)
      .set({ status: 'success', paidAt: new Date() })
      .where(and(eq(premiumOrders.id, order.id), eq(premiumOrders.status, 'pending')));
    await tx.update(users).set({ premiumPlanId: order.planId }).where(eq(users.id, user.id));
  });
  return subscriptionOf(db, user.id);
};

export const handlePaySubscriptionCancel: Handler<'pay-subscription-cancel'> = async ({
  user,
  database: { db },
}) => {
  await db.update(users).set({ premiumPlanId: null }).where(eq(users.id, user.id));
  return subscriptionOf(db, user.id);
};

export const handlePayUserTransactions: Handler<'pay-user-transactions'> = async ({
  input,
  user,
  database: { db },
}) => {
  const page = input.query.page ?? 1;
  const pageSize = input.query.page_size ?? 20;
  const mine = eq(premiumOrders.userId, user.id);
  const [rows, [total]] = await Promise.all([
    db
      .select({ order: premiumOrders, planName: premiumPlans.name })
      .from(premiumOrders)
      .innerJoin(premiumPlans, eq(premiumPlans.id, premiumOrders.planId))
      .where(mine)
      .orderBy(desc(premiumOrders.createdAt), desc(premiumOrders.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(premiumOrders).where(mine),
  ]);
  return {
    results: rows.map(({ order, planName }) => ({
      gfgOrderId: order.orderCode,
      item: planName,
      amount: order.finalAmount,
      currency: order.currency,
      status: order.status,
      created_at: order.createdAt.toISOString(),
      has_invoice: order.status === 'success',
    })),
    count: total?.count ?? 0,
    page,
    page_size: pageSize,
  };
};

export const handlePayDownloadInvoice: Handler<'pay-download-invoice'> = async ({
  input,
  user,
  database: { db },
}) => {
  const [row] = await db
    .select({ order: premiumOrders, planName: premiumPlans.name, coupon: coupons.code })
    .from(premiumOrders)
    .innerJoin(premiumPlans, eq(premiumPlans.id, premiumOrders.planId))
    .leftJoin(coupons, eq(coupons.id, premiumOrders.couponId))
    .where(and(eq(premiumOrders.orderCode, input.path.gfgOrderId), eq(premiumOrders.userId, user.id)));
  if (row?.order.status !== 'success') throw notFound('There is no invoice for this order.');
  const { order } = row;
  const money = (n: number) => `${order.currency} ${n.toFixed(2)}`;
  const lines = [
    'Learnforge invoice',
    `Order: ${order.orderCode}`,
    `Date: ${order.paidAt?.toISOString().slice(0, 10) ?? ''}`,
    `Billed to: ${user.name} <${user.email}>`,
    '',
    `${row.planName}: ${money(order.listPrice)}`,
    ...(row.coupon ? [`Coupon ${row.coupon}: -${money(order.discountAmount)}`] : []),
    `Total paid: ${money(order.finalAmount)}`,
    '',
  ];
  return {
    filename: `invoice-${order.orderCode}.txt`,
    contentType: 'text/plain; charset=utf-8',
    body: lines.join('\n'),
  };
};
