import { toMinorUnits } from '@learnforge/domain';
import { and, eq, gt, inArray, isNotNull, ne, or, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import {
  batchEnrollments,
  batches,
  type CouponEntity,
  type coupons,
  paymentOrderItems,
  paymentOrders,
} from '../db/schema';
import { discountOf, emailInDomain } from './rules';

export type CouponRow = typeof coupons.$inferSelect;

/** What a coupon is judged against: the order's list amount (smallest unit) and what it buys. */
export interface CouponOrder {
  /** The order being priced, so its own hold on the coupon does not count against it. */
  id: number;
  listAmount: number;
  currency: string;
  products: { type: 'premium_plan' | 'course'; id: number; name: string }[];
}

/** The coupon as the contract returns it: the five tabs' fields plus id, origin and use count. */
export function couponOutput(row: CouponRow, timesUsed: number) {
  const assignment = row.assignment as {
    created_type?: 'manual' | 'campaign' | 'influencer' | 'partner';
    assignee_commission?: number;
    created_by_team?: string;
    assign_to?: string | null;
    assignee_type?: 'employee' | 'influencer' | 'partner' | null;
    purpose_created?: string;
  };
  return {
    coupon_id: row.id,
    coupon_code: row.code,
    copied_from: row.copiedFromId,
    times_used: timesUsed,
    valid_from: row.validFrom.toISOString(),
    valid_till: row.validTill.toISOString(),
    usage_details: { max_uses: row.maxUses, max_uses_per_user: row.maxUsesPerUser },
    coupon_type: row.couponType,
    discount_details: { value: row.discountValue, up_to: row.upTo },
    coupon_desc: row.description,
    coupon_college_domain: row.collegeDomain,
    customer_rules: row.customerRules as {
      eligibility: 'everyone' | 'new_customers' | 'entitled_customers' | 'college_domain';
    },
    purchase_rules: row.purchaseRules as { min_purchase_amount: number; max_purchase_amount: number },
    product_rules: row.productRules as {
      applies_to: 'all_products' | 'entitled_products';
      requires_prerequisite: boolean;
    },
    entitled_cust: row.entitledCustomers,
    entitled_prod: row.entitledProducts,
    prerequisite_prod: row.prerequisiteProducts,
    created_type: assignment.created_type ?? 'manual',
    publish_status: row.publishStatus,
    assignee_commission: assignment.assignee_commission ?? 0,
    created_by_team: assignment.created_by_team ?? '',
    assign_to: assignment.assign_to ?? null,
    assignee_type: assignment.assignee_type ?? null,
    purpose_created: assignment.purpose_created ?? '',
    copy_count: row.copyCount,
    influencer: row.influencer as {
      user_name: string;
      email: string;
      contact_number: string;
      onboarding: string;
      subject: string;
      email_body: string;
    } | null,
    created_at: row.createdAt.toISOString(),
  };
}

/** Paid orders per coupon: a coupon's use count. */
export async function usesOf(db: Db, couponIds: number[]): Promise<Map<number, number>> {
  if (couponIds.length === 0) return new Map();
  const rows = await db
    .select({ couponId: paymentOrders.couponId, uses: sql<number>`count(*)::int` })
    .from(paymentOrders)
    .where(and(inArray(paymentOrders.couponId, couponIds), eq(paymentOrders.status, 'paid')))
    .groupBy(paymentOrders.couponId);
  return new Map(rows.map((row) => [row.couponId ?? 0, row.uses]));
}

export type CouponVerdict =
  | { ok: true; discount: number; final: number }
  | { ok: false; reason: string; code: string };

const formatDate = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

const formatMoney = (amount: number, currency: string) =>
  new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(amount);

/** Products the buyer already owns: paid premium plans and courses they are enrolled in. */
async function ownedProducts(db: Db, userId: number): Promise<Set<string>> {
  const [plans, courses] = await Promise.all([
    db
      .selectDistinct({ planId: paymentOrderItems.planId })
      .from(paymentOrderItems)
      .innerJoin(paymentOrders, eq(paymentOrders.id, paymentOrderItems.orderId))
      .where(
        and(
          eq(paymentOrders.userId, userId),
          eq(paymentOrders.status, 'paid'),
          isNotNull(paymentOrderItems.planId),
        ),
      ),
    db
      .selectDistinct({ courseId: batches.courseId })
      .from(batchEnrollments)
      .innerJoin(batches, eq(batches.id, batchEnrollments.batchId))
      .where(eq(batchEnrollments.userId, userId)),
  ]);
  return new Set([
    ...plans.map((row) => `premium_plan:${row.planId}`),
    ...courses.map((row) => `course:${row.courseId}`),
  ]);
}

/**
 * Whether `coupon` applies to this order for this buyer, and why not when it does not: publish
 * state, validity window, usage limits, customer, purchase and product rules, then the discount (in
 * the smallest unit) with its cap. A use is a paid order or one waiting at the gateway whose hold has
 * not expired (ADR 0048), so two buyers cannot both take a coupon's last use.
 */
export async function judgeCoupon(
  db: Db,
  coupon: CouponRow,
  order: CouponOrder,
  user: Pick<SessionUser, 'id' | 'email'>,
  now = new Date(),
): Promise<CouponVerdict> {
  const refuse = (code: string, reason: string): CouponVerdict => ({ ok: false, code, reason });
  if (coupon.publishStatus !== 'published')
    return refuse('coupon_not_published', 'This coupon is not active.');
  if (now < coupon.validFrom)
    return refuse('coupon_not_started', `This coupon can be used from ${formatDate(coupon.validFrom)}.`);
  if (now > coupon.validTill)
    return refuse('coupon_expired', `This coupon expired on ${formatDate(coupon.validTill)}.`);

  const [usage] = await db
    .select({
      total: sql<number>`count(*)::int`,
      mine: sql<number>`count(*) filter (where ${paymentOrders.userId} = ${user.id})::int`,
    })
    .from(paymentOrders)
    .where(
      and(
        eq(paymentOrders.couponId, coupon.id),
        ne(paymentOrders.id, order.id),
        or(
          eq(paymentOrders.status, 'paid'),
          and(eq(paymentOrders.status, 'created'), gt(paymentOrders.expiresAt, now)),
        ),
      ),
    );
  if ((usage?.total ?? 0) >= coupon.maxUses)
    return refuse('coupon_used_up', 'This coupon has been used the maximum number of times.');
  if ((usage?.mine ?? 0) >= coupon.maxUsesPerUser)
    return refuse(
      'coupon_used_by_you',
      coupon.maxUsesPerUser === 1
        ? 'You have already used this coupon.'
        : `You have already used this coupon ${coupon.maxUsesPerUser} times.`,
    );

  const { eligibility } = coupon.customerRules as { eligibility?: string };
  if (eligibility === 'new_customers') {
    const [paid] = await db
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, user.id), eq(paymentOrders.status, 'paid')))
      .limit(1);
    if (paid) return refuse('coupon_customer', 'This coupon is for first-time buyers only.');
  }
  if (
    eligibility === 'entitled_customers' &&
    !coupon.entitledCustomers.some((entity) => entity.type === 'user' && entity.id === user.id)
  )
    return refuse('coupon_customer', 'This coupon is not available for your account.');
  if (eligibility === 'college_domain' && !emailInDomain(user.email, coupon.collegeDomain ?? ''))
    return refuse(
      'coupon_customer',
      `This coupon is only for people with an email address at ${coupon.collegeDomain}.`,
    );

  const { min_purchase_amount: min = 0, max_purchase_amount: max = -1 } = coupon.purchaseRules as {
    min_purchase_amount?: number;
    max_purchase_amount?: number;
  };
  const listPrice = order.listAmount / 100;
  if (listPrice < min)
    return refuse(
      'coupon_purchase',
      `This coupon needs an order of at least ${formatMoney(min, order.currency)}.`,
    );
  if (max !== -1 && listPrice > max)
    return refuse(
      'coupon_purchase',
      `This coupon applies to orders up to ${formatMoney(max, order.currency)}.`,
    );

  const { applies_to: appliesTo, requires_prerequisite: needsPrerequisite } = coupon.productRules as {
    applies_to?: string;
    requires_prerequisite?: boolean;
  };
  if (appliesTo === 'entitled_products') {
    const outside = order.products.find(
      (product) =>
        !coupon.entitledProducts.some((entity) => entity.type === product.type && entity.id === product.id),
    );
    if (outside) return refuse('coupon_product', `This coupon does not apply to ${outside.name}.`);
  }
  if (needsPrerequisite) {
    const owned = await ownedProducts(db, user.id);
    const prerequisites: CouponEntity[] = coupon.prerequisiteProducts;
    if (!prerequisites.some((entity) => owned.has(`${entity.type}:${entity.id}`)))
      return refuse(
        'coupon_prerequisite',
        `This coupon needs you to own one of: ${prerequisites.map((entity) => entity.product_name).join(', ')}.`,
      );
  }

  const discount = Math.min(order.listAmount, toMinorUnits(discountOf(listPrice, coupon)));
  return { ok: true, discount, final: order.listAmount - discount };
}
