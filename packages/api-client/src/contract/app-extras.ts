import { z } from 'zod';
import { endpoint } from './define';
import { id, isoDateTime, ok, pageQuery, paginated, slug } from './schemas';

/**
 * Calls the apps need that endpoints.tsv does not list (ids start with `x-`): service calls and the
 * admin screens whose calls the spec leaves out (coupon creation, the course editor tabs, 000 §2).
 */

const couponEntity = z.object({ product_name: z.string(), id: z.number().int(), type: z.string() });
/** Coupon tabs of 000 §3; valid_from / valid_till are date-time strings (000 §5). */
const couponForm = z.object({
  coupon_code: z
    .string()
    .regex(/^[A-Z0-9_-]+$/)
    .min(3)
    .max(50),
  valid_from: isoDateTime,
  valid_till: isoDateTime,
  usage_details: z.object({ max_uses: z.number().int().min(1), max_uses_per_user: z.number().int().min(1) }),
  coupon_type: z.enum(['percentage', 'flat']),
  discount_details: z.object({ value: z.number().min(0), up_to: z.number().default(-1) }),
  coupon_desc: z.string().max(2000).default(''),
  coupon_college_domain: z.string().max(200).nullable().default(null),
  customer_rules: z.record(z.string(), z.unknown()).default({}),
  purchase_rules: z.record(z.string(), z.unknown()).default({}),
  product_rules: z.record(z.string(), z.unknown()).default({}),
  entitled_cust: z.array(couponEntity).default([]),
  entitled_prod: z.array(couponEntity).default([]),
  prerequisite_prod: z.array(couponEntity).default([]),
  created_type: z.string().max(50),
  publish_status: z.enum(['draft', 'published']),
  assignee_commission: z.number().min(0).max(100).default(0),
  created_by_team: z.string().max(100),
  assign_to: z.string().max(100).nullable().default(null),
  assignee_type: z.string().max(50).nullable().default(null),
  purpose_created: z.string().max(500),
  copy_count: z.number().int().min(0).max(1000).default(0),
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
const coupon = couponForm.extend({ coupon_id: z.number().int(), created_at: isoDateTime });
const courseTab = z.enum([
  'course-intro',
  'course-journey',
  'details',
  'course-content',
  'faqs',
  'send-email',
  'schema-keywords',
  'opt-languages',
  'course-banners',
  'premium',
]);

export const appExtraEndpoints = {
  'x-health': endpoint({
    id: 'x-health',
    area: 'Service',
    method: 'GET',
    path: 'health/',
    response: z.object({
      status: z.enum(['ok', 'degraded']),
      database: z.enum(['pglite', 'postgres']),
      migration: z.string(),
    }),
    policy: { public: true, neverCache: true },
    summary: 'Liveness and the database in use, with the last migration applied.',
  }),
  'x-openapi': endpoint({
    id: 'x-openapi',
    area: 'Service',
    method: 'GET',
    path: 'openapi.json',
    response: z.record(z.string(), z.unknown()),
    policy: { public: true },
    summary: 'This contract as an OpenAPI 3.1 document.',
  }),
  'x-coupons-list': endpoint({
    id: 'x-coupons-list',
    area: 'Coupons',
    method: 'GET',
    path: 'coupons/',
    query: pageQuery.extend({ search: z.string().max(100).optional() }),
    response: paginated(coupon),
  }),
  'x-coupon-create': endpoint({
    id: 'x-coupon-create',
    area: 'Coupons',
    method: 'POST',
    path: 'coupons/add/',
    body: couponForm,
    response: z.object({ results: z.array(coupon) }),
    policy: { revalidates: ['x-coupons-list'] },
    summary: 'Creates the coupon and copy_count copies of it (codes suffixed -1, -2, ...).',
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
  'x-course-editor-get': endpoint({
    id: 'x-course-editor-get',
    area: 'Course editor',
    method: 'GET',
    path: 'course/{courseSlug}/editor/{tab}/',
    params: z.object({ courseSlug: slug, tab: courseTab }),
    response: z.object({
      tab: courseTab,
      values: z.record(z.string(), z.unknown()),
      updated_at: isoDateTime,
    }),
    summary: 'The fields of one course editor tab (000 §3 lists them per tab).',
  }),
  'x-course-editor-update': endpoint({
    id: 'x-course-editor-update',
    area: 'Course editor',
    method: 'PUT',
    path: 'course/{courseSlug}/editor/{tab}/',
    params: z.object({ courseSlug: slug, tab: courseTab }),
    body: z.object({ values: z.record(z.string(), z.unknown()) }),
    response: ok,
    policy: { revalidates: ['x-course-editor-get'] },
    summary: 'Saves one tab; the server validates the values against that tab.',
  }),
} as const;
