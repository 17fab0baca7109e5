import { premiumPeriodEnd, toMinorUnits } from '@learnforge/domain';
import { and, asc, desc, eq, isNotNull } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import { paymentOrderItems, paymentOrders, premiumPlans, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { couponRefused, openCart, ownOrder, priceOrder } from '../orders';

/** Subscription state from the newest paid premium order and the user's premiumPlanId (000 §6). */
async function subscriptionOf(db: Db, userId: number, pendingOrder = false) {
  const [account] = await db
    .select({ premiumPlanId: users.premiumPlanId })
    .from(users)
    .where(eq(users.id, userId));
  const [latest] = await db
    .select({ paidAt: paymentOrders.paidAt, months: premiumPlans.periodMonths })
    .from(paymentOrders)
    .innerJoin(paymentOrderItems, eq(paymentOrderItems.orderId, paymentOrders.id))
    .innerJoin(premiumPlans, eq(premiumPlans.id, paymentOrderItems.planId))
    .where(
      and(
        eq(paymentOrders.userId, userId),
        eq(paymentOrders.status, 'paid'),
        isNotNull(paymentOrderItems.planId),
      ),
    )
    .orderBy(desc(paymentOrders.paidAt))
    .limit(1);
  const premiumPlanId = account?.premiumPlanId ?? null;
  if (pendingOrder) return { status: 'pending' as const, premiumPlanId, renews_at: null };
  if (!latest?.paidAt) return { status: 'none' as const, premiumPlanId, renews_at: null };
  const renews = premiumPeriodEnd(latest.paidAt, latest.months);
  if (premiumPlanId === null) return { status: 'cancelled' as const, premiumPlanId, renews_at: null };
  if (renews < new Date()) return { status: 'expired' as const, premiumPlanId, renews_at: null };
  return { status: 'active' as const, premiumPlanId, renews_at: renews.toISOString() };
}

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

/** Opens a premium cart (one plan); checkout then goes through the gateway like any order (ADR 0048). */
export const handlePremiumPayment: Handler<'premium-payment'> = async ({ input, user, database: { db } }) => {
  const [plan] = await db
    .select()
    .from(premiumPlans)
    .where(and(eq(premiumPlans.id, input.body.plan_id), eq(premiumPlans.active, true)));
  if (!plan) throw notFound('There is no such premium plan.');
  let order = await openCart(
    db,
    user.id,
    { planId: plan.id, name: plan.name, amount: toMinorUnits(plan.price) },
    plan.currency,
  );
  if (input.body.coupon?.trim()) {
    const priced = await priceOrder(db, user, order, input.body.coupon);
    if (!priced.verdict?.ok)
      throw couponRefused(priced.verdict?.reason ?? '', priced.verdict?.code ?? 'coupon_unknown');
    [order] = (await db
      .update(paymentOrders)
      .set({
        couponId: priced.couponId,
        discountAmount: priced.verdict.discount,
        amount: priced.verdict.final,
      })
      .where(eq(paymentOrders.id, order.id))
      .returning()) as [typeof order];
  }
  return {
    gfgOrderId: order.orderCode,
    amount: order.amount,
    currency: order.currency,
    transaction_token: order.transactionToken,
  };
};

/**
 * The subscription after checkout. It grants nothing itself: only a gateway-verified payment does
 * (payment-verify or the webhook); until then the answer is 'pending'.
 */
export const handlePaySubscriptionVerify: Handler<'pay-subscription-verify'> = async ({
  input,
  user,
  database: { db },
}) => {
  const order = await ownOrder(db, user, input.body.transaction_token);
  if (order.orderCode !== input.body.gfgOrderId) throw notFound('There is no such order.');
  return subscriptionOf(db, user.id, order.status !== 'paid');
};

export const handlePaySubscriptionCancel: Handler<'pay-subscription-cancel'> = async ({
  user,
  database: { db },
}) => {
  await db.update(users).set({ premiumPlanId: null }).where(eq(users.id, user.id));
  return subscriptionOf(db, user.id);
};
