import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from './schema-core';

/** One product a coupon rule names (000 §3 "Each listed entity has product_name, id, type"). */
export interface CouponEntity {
  product_name: string;
  id: number;
  type: string;
}

/** Coupons authored in the five tabs of the coupon tool (000 §2–§3). */
export const coupons = pgTable(
  'coupons',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; codes are matched case-insensitively at checkout. */
    code: text('code').notNull(),
    /** Set on the copies made by "Create Copies": the coupon they were copied from. */
    copiedFromId: integer('copied_from_id'),
    validFrom: timestamp('valid_from', { withTimezone: true }).notNull(),
    validTill: timestamp('valid_till', { withTimezone: true }).notNull(),
    maxUses: integer('max_uses').notNull(),
    maxUsesPerUser: integer('max_uses_per_user').notNull(),
    couponType: text('coupon_type', { enum: ['percentage', 'flat'] }).notNull(),
    discountValue: doublePrecision('discount_value').notNull(),
    /** Cap of a percentage discount in the order's currency; -1 means no cap (000 §3 default). */
    upTo: doublePrecision('up_to').notNull().default(-1),
    description: text('description').notNull().default(''),
    collegeDomain: text('college_domain'),
    customerRules: jsonb('customer_rules').notNull().default({}),
    purchaseRules: jsonb('purchase_rules').notNull().default({}),
    productRules: jsonb('product_rules').notNull().default({}),
    entitledCustomers: jsonb('entitled_cust').$type<CouponEntity[]>().notNull().default([]),
    entitledProducts: jsonb('entitled_prod').$type<CouponEntity[]>().notNull().default([]),
    prerequisiteProducts: jsonb('prerequisite_prod').$type<CouponEntity[]>().notNull().default([]),
    publishStatus: text('publish_status', { enum: ['draft', 'published'] })
      .notNull()
      .default('draft'),
    /** Assign Publish tab fields other than publish_status, and the influencer tab, as written. */
    assignment: jsonb('assignment').notNull().default({}),
    influencer: jsonb('influencer'),
    copyCount: integer('copy_count').notNull().default(0),
    createdBy: integer('created_by').references(() => users.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('coupons_code_idx').on(sql`upper(${t.code})`)],
);

/** Plans of the premium subscription, with their real prices (002 "Payments and premium"). */
export const premiumPlans = pgTable('premium_plans', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  price: doublePrecision('price').notNull(),
  currency: text('currency').notNull().default('INR'),
  periodMonths: integer('period_months').notNull(),
  features: text('features').array().notNull().default(sql`ARRAY[]::text[]`),
  active: boolean('active').notNull().default(true),
});
