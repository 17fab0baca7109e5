import { premiumPeriodEnd } from '@learnforge/domain';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { coupons, premiumOrders, premiumPlans, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { type CouponVerdict, judgeCoupon } from './queries';

type OrderRow = typeof premiumOrders.$inferSelect;

export const couponRefused = (reason: string, code: string) =>
  new HttpError(400, code, reason, { coupon_code: reason });

async function couponByCode(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(sql`upper(${coupons.code})`, code.trim().toUpperCase()))
    .limit(1);
  return row;
}

export async function judgeCode(db: Db, code: string, order: OrderRow, planName: string, user: SessionUser) {
  const coupon = await couponByCode(db, code);
  if (!coupon)
    return {
      coupon,
      verdict: {
        ok: false,
        code: 'coupon_unknown',
        reason: `There is no coupon ${code.trim().toUpperCase()}.`,
      } as CouponVerdict,
    };
  return { coupon, verdict: await judgeCoupon(db, coupon, { ...order, planName }, user) };
}

/** The buyer's pending order behind a transaction token (the token is the secret, the user must match). */
export async function ownOrder(db: Db, user: SessionUser, token: string, orderCode?: string) {
  const [row] = await db
    .select({ order: premiumOrders, planName: premiumPlans.name, periodMonths: premiumPlans.periodMonths })
    .from(premiumOrders)
    .innerJoin(premiumPlans, eq(premiumPlans.id, premiumOrders.planId))
    .where(eq(premiumOrders.transactionToken, token))
    .limit(1);
  if (!row || row.order.userId !== user.id || (orderCode && row.order.orderCode !== orderCode))
    throw notFound('There is no such order.');
  return row;
}

/** Subscription state from the newest paid order and the user's premiumPlanId (000 §6). */
export async function subscriptionOf(db: Db, userId: number) {
  const [account] = await db
    .select({ premiumPlanId: users.premiumPlanId })
    .from(users)
    .where(eq(users.id, userId));
  const [latest] = await db
    .select({ paidAt: premiumOrders.paidAt, planId: premiumOrders.planId, months: premiumPlans.periodMonths })
    .from(premiumOrders)
    .innerJoin(premiumPlans, eq(premiumPlans.id, premiumOrders.planId))
    .where(and(eq(premiumOrders.userId, userId), eq(premiumOrders.status, 'success')))
    .orderBy(desc(premiumOrders.paidAt))
    .limit(1);
  const premiumPlanId = account?.premiumPlanId ?? null;
  if (!latest?.paidAt) return { status: 'none' as const, premiumPlanId, renews_at: null };
  const renews = premiumPeriodEnd(latest.paidAt, latest.months);
  if (premiumPlanId === null) return { status: 'cancelled' as const, premiumPlanId, renews_at: null };
  if (renews < new Date()) return { status: 'expired' as const, premiumPlanId, renews_at: null };
  return { status: 'active' as const, premiumPlanId, renews_at: renews.toISOString() };
}
