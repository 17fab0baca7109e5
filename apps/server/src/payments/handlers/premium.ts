import { hasPremium, toMinorUnits } from '@learnforge/domain';
import { and, asc, eq } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import { paymentOrders, premiumPlans, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { couponRefused, openCart, ownOrder, priceOrder } from '../orders';

/**
 * Subscription state (000 §6): premium while a plan is held and its paid period runs (ADR 0063). The end was
 * computed when the payment was taken, so an ended period reads as `expired` with the day it ended.
 */
async function subscriptionOf(db: Db, userId: number, pendingOrder = false) {
  const [account] = await db
    .select({ premiumPlanId: users.premiumPlanId, premiumUntil: users.premiumUntil })
    .from(users)
    .where(eq(users.id, userId));
  const heldPlanId = account?.premiumPlanId ?? null;
  const until = account?.premiumUntil ?? null;
  const premium = account !== undefined && hasPremium(account, new Date());
  const premiumPlanId = premium ? heldPlanId : null;
  const none = { premiumPlanId, renews_at: null, ended_at: null };
  if (pendingOrder) return { status: 'pending' as const, ...none };
  if (until === null) return { status: 'none' as const, ...none };
  if (heldPlanId === null) return { status: 'cancelled' as const, ...none };
  if (!premium) return { status: 'expired' as const, ...none, ended_at: until.toISOString() };
  return { status: 'active' as const, premiumPlanId, renews_at: until.toISOString(), ended_at: null };
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
