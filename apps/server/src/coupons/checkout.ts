import { randomBytes } from 'node:crypto';
import { premiumPeriodEnd } from '@learnforge/domain';
import { and, asc, desc, eq, sql } from 'drizzle-orm';
import type { EndpointRegistry } from '../api/registry';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import { coupons, premiumOrders, premiumPlans, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { type CouponVerdict, judgeCoupon } from './queries';

type OrderRow = typeof premiumOrders.$inferSelect;

const couponRefused = (reason: string, code: string) =>
  new HttpError(400, code, reason, { coupon_code: reason });

async function couponByCode(db: Db, code: string) {
  const [row] = await db
    .select()
    .from(coupons)
    .where(eq(sql`upper(${coupons.code})`, code.trim().toUpperCase()))
    .limit(1);
  return row;
}

async function judgeCode(db: Db, code: string, order: OrderRow, planName: string, user: SessionUser) {
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
async function ownOrder(db: Db, user: SessionUser, token: string, orderCode?: string) {
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
async function subscriptionOf(db: Db, userId: number) {
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

export function registerCheckoutEndpoints(registry: EndpointRegistry): void {
  registry.implement('premium-plan-details', 'signed-in', async ({ user, database: { db } }) => {
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
  });

  registry.implement('premium-payment', 'signed-in', async ({ input, user, database: { db } }) => {
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
  });

  registry.implement('coupon-apply', 'signed-in', async ({ input, user, database: { db } }) => {
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
  });

  registry.implement('pay-subscription-verify', 'signed-in', async ({ input, user, database: { db } }) => {
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
  });

  registry.implement('pay-subscription-cancel', 'signed-in', async ({ user, database: { db } }) => {
    await db.update(users).set({ premiumPlanId: null }).where(eq(users.id, user.id));
    return subscriptionOf(db, user.id);
  });

  registry.implement('pay-user-transactions', 'signed-in', async ({ input, user, database: { db } }) => {
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
  });

  registry.implement('pay-download-invoice', 'signed-in', async ({ input, user, database: { db } }) => {
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
  });
}
