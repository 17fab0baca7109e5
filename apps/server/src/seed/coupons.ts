import { eq } from 'drizzle-orm';
import { editableFields } from '../coupons/coupon-form';
import type { Db } from '../db/client';
import { coupons, premiumPlans, users } from '../db/schema';
import { recordEdit } from '../edit-history/record';

/** Premium plans with their prices, and two demo coupons: one to try at checkout, one already expired. */
export async function seedCouponData(db: Db): Promise<void> {
  await db
    .insert(premiumPlans)
    .values([
      {
        slug: 'premium-monthly',
        name: 'Premium Monthly',
        price: 499,
        currency: 'INR',
        periodMonths: 1,
        features: ['Every premium problem and editorial', 'Premium courses', 'Doubt support'],
      },
      {
        slug: 'premium-yearly',
        name: 'Premium Yearly',
        price: 3999,
        currency: 'INR',
        periodMonths: 12,
        features: ['Everything in Monthly', 'Two months free', 'Interview preparation tracks'],
      },
    ])
    .onConflictDoNothing();
  const shared = {
    maxUses: 1000,
    maxUsesPerUser: 1,
    couponType: 'percentage' as const,
    customerRules: { eligibility: 'everyone' },
    purchaseRules: { min_purchase_amount: 0, max_purchase_amount: -1 },
    productRules: { applies_to: 'all_products', requires_prerequisite: false },
    publishStatus: 'published' as const,
    assignment: { created_type: 'campaign', created_by_team: 'Growth', purpose_created: 'Demo' },
  };
  const [author] = await db.select({ id: users.id }).from(users).where(eq(users.handle, 'course-admin'));
  const made = await db
    .insert(coupons)
    .values([
      {
        ...shared,
        ...(author ? { createdBy: author.id } : {}),
        code: 'WELCOME20',
        description: '20% off premium, up to ₹500.',
        discountValue: 20,
        upTo: 500,
        validFrom: new Date('2026-01-01T00:00:00Z'),
        validTill: new Date('2030-12-31T23:59:59Z'),
      },
      {
        ...shared,
        ...(author ? { createdBy: author.id } : {}),
        code: 'DIWALI2025',
        description: 'Festival offer that has ended.',
        discountValue: 30,
        upTo: -1,
        validFrom: new Date('2025-10-01T00:00:00Z'),
        validTill: new Date('2025-11-15T23:59:59Z'),
      },
    ])
    .onConflictDoNothing()
    .returning();
  // A coupon's history starts with its creation, as for one made in the staff tools.
  if (author)
    for (const coupon of made)
      await recordEdit(db, {
        entityType: 'coupon',
        entityId: coupon.id,
        actorId: author.id,
        before: {},
        after: editableFields(coupon),
      });
}
