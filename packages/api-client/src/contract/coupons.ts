import { z } from 'zod';
import { endpoint } from './define';
import { id, isoDateTime, pageQuery, paginated } from './schemas';

/**
 * Coupon creation and editing for course admins and CRM staff (000 §3 tabs). The spec does not list
 * these calls, so their ids start with `x-`; applying a coupon at checkout is `coupon-apply` (courses.ts).
 */

const couponEntity = z.object({
  product_name: z.string().max(200),
  id: z.number().int(),
  type: z.string().max(50),
});
/** Who may use a coupon: everyone, first-time buyers, the entitled customers, or one college's email domain. */
const customerRules = z.object({
  eligibility: z
    .enum(['everyone', 'new_customers', 'entitled_customers', 'college_domain'])
    .default('everyone'),
});
/** Order amount window; -1 means no upper bound. */
const purchaseRules = z.object({
  min_purchase_amount: z.number().min(0).default(0),
  max_purchase_amount: z.number().min(-1).default(-1),
});
/** Which products a coupon discounts, and whether the buyer must already own a prerequisite product. */
const productRules = z.object({
  applies_to: z.enum(['all_products', 'entitled_products']).default('all_products'),
  requires_prerequisite: z.boolean().default(false),
});
/** Coupon tabs of 000 §3; valid_from / valid_till are date-time strings (000 §5). */
const couponForm = z.object({
  coupon_code: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z0-9_-]+$/, 'Use letters, digits, - and _ only')
    .min(3)
    .max(40),
  valid_from: z.iso.datetime({ offset: true }),
  valid_till: z.iso.datetime({ offset: true }),
  usage_details: z.object({
    max_uses: z.number().int().min(1).max(1_000_000),
    max_uses_per_user: z.number().int().min(1).max(1000),
  }),
  coupon_type: z.enum(['percentage', 'flat']),
  discount_details: z.object({ value: z.number().positive(), up_to: z.number().min(-1).default(-1) }),
  coupon_desc: z.string().max(2000).default(''),
  coupon_college_domain: z.string().trim().toLowerCase().max(200).nullable().default(null),
  customer_rules: customerRules.default({ eligibility: 'everyone' }),
  purchase_rules: purchaseRules.default({ min_purchase_amount: 0, max_purchase_amount: -1 }),
  product_rules: productRules.default({ applies_to: 'all_products', requires_prerequisite: false }),
  entitled_cust: z.array(couponEntity).max(500).default([]),
  entitled_prod: z.array(couponEntity).max(500).default([]),
  prerequisite_prod: z.array(couponEntity).max(500).default([]),
  created_type: z.enum(['manual', 'campaign', 'influencer', 'partner']).default('manual'),
  publish_status: z.enum(['draft', 'published']).default('draft'),
  assignee_commission: z.number().min(0).max(100).default(0),
  created_by_team: z.string().max(100).default(''),
  assign_to: z.string().max(100).nullable().default(null),
  assignee_type: z.enum(['employee', 'influencer', 'partner']).nullable().default(null),
  purpose_created: z.string().max(500).default(''),
  copy_count: z.number().int().min(0).max(500).default(0),
  influencer: z
    .object({
      user_name: z.string().max(100),
      email: z.email(),
      contact_number: z.string().max(20),
      onboarding: z.string().max(100),
      subject: z.string().max(200),
      email_body: z.string().max(20_000),
    })
    .nullable()
    .default(null),
});
const coupon = couponForm.extend({
  /** Every copy made so far: one request asks for at most 500, but the total keeps growing. */
  copy_count: z.number().int().min(0),
  coupon_id: z.number().int(),
  copied_from: z.number().int().nullable(),
  times_used: z.number().int().min(0),
  created_at: isoDateTime,
});

export const couponEndpoints = {
  'x-coupons-list': endpoint({
    id: 'x-coupons-list',
    area: 'Coupons',
    method: 'GET',
    path: 'coupons/',
    query: pageQuery.extend({ search: z.string().trim().max(100).optional() }),
    response: paginated(coupon),
    summary: 'Coupons, newest first; search matches the code (course admins, CRM).',
  }),
  'x-coupon-create': endpoint({
    id: 'x-coupon-create',
    area: 'Coupons',
    method: 'POST',
    path: 'coupons/add/',
    body: couponForm,
    response: z.object({ results: z.array(coupon) }),
    policy: { revalidates: ['x-coupons-list'] },
    summary: 'Creates the coupon and copy_count copies of it, each with its own unique code.',
  }),
  'x-coupon-get': endpoint({
    id: 'x-coupon-get',
    area: 'Coupons',
    method: 'GET',
    path: 'coupons/{id}/',
    params: z.object({ id }),
    response: coupon,
  }),
  'x-coupon-update': endpoint({
    id: 'x-coupon-update',
    area: 'Coupons',
    method: 'PUT',
    path: 'coupons/{id}/',
    params: z.object({ id }),
    body: couponForm.omit({ copy_count: true }),
    response: coupon,
    policy: { revalidates: ['x-coupons-list', 'x-coupon-get'] },
  }),
  'x-coupon-copy': endpoint({
    id: 'x-coupon-copy',
    area: 'Coupons',
    method: 'POST',
    path: 'coupons/{id}/copies/',
    params: z.object({ id }),
    body: z.object({ copy_count: z.number().int().min(1).max(500) }),
    response: z.object({ results: z.array(coupon) }),
    policy: { revalidates: ['x-coupons-list'] },
    summary: 'Create Copies tab: copy_count more coupons with the same settings and unique codes.',
  }),
  'x-coupon-products': endpoint({
    id: 'x-coupon-products',
    area: 'Coupons',
    method: 'GET',
    path: 'coupons/products/',
    query: z.object({ search: z.string().trim().max(100).optional() }),
    response: z.object({ results: z.array(couponEntity) }),
    summary: 'Products a coupon rule can name: premium plans and courses (type premium_plan or course).',
  }),
  'x-coupon-customers': endpoint({
    id: 'x-coupon-customers',
    area: 'Coupons',
    method: 'GET',
    path: 'coupons/customers/',
    query: z.object({ search: z.string().trim().min(2).max(100) }),
    response: z.object({ results: z.array(couponEntity) }),
    summary: 'People a coupon can be entitled to, by name, handle or email (type user).',
  }),
} as const;
