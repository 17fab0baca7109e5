import { z } from 'zod';
import { endpoint } from './define';
import { id, isoDateTime, pageQuery, paginated, slug } from './schemas';

/**
 * Calls the apps need that endpoints.tsv does not list (ids start with `x-`): service calls and the
 * admin screens whose calls the spec leaves out (coupon creation, the course editor tabs, 000 §2).
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
  coupon_id: z.number().int(),
  copied_from: z.number().int().nullable(),
  times_used: z.number().int().min(0),
  created_at: isoDateTime,
});
const optionalText = z.string().max(2000).nullable().default(null);
const optionalDate = isoDateTime.nullable().default(null);
const batchSlugs = z.array(slug).max(500).default([]);
/** Course Intro tab: the fields of 000 §3, with the defaults it states. */
const courseIntro = z.object({
  course_name: z.string().min(1).max(200),
  course_short_name: z.string().max(100).default(''),
  course_slug: slug,
  short_description: z.string().max(2000).default(''),
  course_for_kids: z.boolean().default(false),
  course_default_lang: z.string().max(50).default('en'),
  best_suited_for: z.string().max(2000).default(''),
  default_testimonial: z
    .object({ name: z.string().max(200), achievements: z.string().max(500), content: z.string().max(5000) })
    .nullable()
    .default(null),
  what_you_will_learn: z.string().max(20_000).default(''),
  course_email_content: z.string().max(20_000).default(''),
  warning_message: z.string().max(2000).default(''),
  course_image_text: z.string().max(200).default(''),
  skills: z.array(z.string().max(100)).max(100).default([]),
  course_type: z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3), z.literal(4)]).default(1),
  listing_type: z.union([z.literal(0), z.literal(1)]).default(0),
  course_fee_type: z.union([z.literal(0), z.literal(1)]).default(1),
  auto_registration: z.boolean().default(false),
  course_publish_date: optionalDate,
  expiry_date: optionalDate,
  urgency_start_time: optionalDate,
  urgency_end_time: optionalDate,
  redirection_url: optionalText,
  intro_video_link: optionalText,
  broucher_link: optionalText,
  syllabus_pdf: optionalText,
  email_content_redirection_link: optionalText,
  course_redirection_slug: optionalText,
  payment_deep_link: optionalText,
  has_doubt_assistance: z.boolean().default(false),
  free_doubt_support_expiry_date: optionalDate,
  doubt_support_expiry_date: z.number().int().min(0).default(6),
  doubt_assistance_price: z.number().min(0).default(0),
  doubt_assistance_banner: optionalText,
  show_kapture_chat_box: z.boolean().default(false),
  show_placement_assistance_banner: z.boolean().default(false),
  show_mentor_rating: z.boolean().default(false),
  show_all_live_classes: z.boolean().default(false),
  show_notes_tab: z.boolean().default(false),
  level: z.string().max(50).default(''),
  seats_left: z.number().int().min(0).nullable().default(null),
  course_duration: z.string().max(100).default(''),
  course_expiry_days: z.number().int().min(1).default(365),
  is_payment_qrcode_generated: z.boolean().default(false),
  live_classes_batches: batchSlugs,
  has_scheduler: z.boolean().default(false),
  scheduler_batches: batchSlugs,
  notes_batches: batchSlugs,
});
const faq = z.object({ question: z.string().min(1).max(1000), answer: z.string().min(1).max(10_000) });
/** The eight banner types of 000 §3. */
const bannerType = z.enum([
  'old_thumbnail',
  'social',
  'mobile',
  'thumbnail',
  'payment_checkout_image',
  'course_video_thumbnail_image',
  'course_overview_image',
  'what_will_you_learn_image',
]);
const courseTabs = z.discriminatedUnion('tab', [
  z.object({ tab: z.literal('course-intro'), values: courseIntro }),
  z.object({
    tab: z.literal('course-journey'),
    values: z.object({
      courseJourneyPhases: z
        .array(
          z.object({
            title: z.string().min(1).max(200),
            steps: z
              .array(z.object({ title: z.string().min(1).max(200), description: z.string().max(5000) }))
              .max(50),
          }),
        )
        .max(50),
    }),
  }),
  z.object({
    tab: z.literal('details'),
    values: z.object({
      upgradableCourses: z.array(slug).max(100),
      electiveCourses: z.array(slug).max(100),
      courseBenefits: z.array(z.string().max(500)).max(100),
    }),
  }),
  z.object({
    tab: z.literal('course-content'),
    values: z.object({
      courseContent: z
        .array(z.object({ title: z.string().min(1).max(200), items: z.array(z.string().max(500)).max(200) }))
        .max(200),
    }),
  }),
  z.object({
    tab: z.literal('faqs'),
    values: z.object({ faqs: z.array(faq).max(200), courseFaqs: z.array(faq).max(200) }),
  }),
  z.object({
    tab: z.literal('send-email'),
    values: z.object({
      emailContent: z
        .array(z.object({ subject: z.string().min(1).max(200), body: z.string().min(1).max(50_000) }))
        .max(50),
    }),
  }),
  z.object({
    tab: z.literal('schema-keywords'),
    values: z.object({ schemaKeywords: z.array(z.string().max(100)).max(200) }),
  }),
  z.object({
    tab: z.literal('opt-languages'),
    values: z.object({
      optLanguages: z
        .array(z.object({ batch_slug: slug, languages: z.array(z.string().max(50)).max(20) }))
        .max(200),
    }),
  }),
  z.object({
    tab: z.literal('course-banners'),
    values: z.object({
      banners: z
        .array(
          z.object({
            type: bannerType,
            title: z.string().max(200),
            key: z.string().max(200),
            image_url: z.string().max(1000),
          }),
        )
        .max(8),
    }),
  }),
  z.object({
    tab: z.literal('premium'),
    values: z.object({
      included_in_premium: z.boolean(),
      premium_plan_ids: z.array(z.number().int().positive()).max(20),
    }),
  }),
]);
type CourseTabs = z.output<typeof courseTabs>;
/** What the editor loads: every tab's values, keyed by tab. */
const courseEditor = z.object({
  course_id: z.number().int(),
  updated_at: isoDateTime,
  tabs: z.object(
    Object.fromEntries(courseTabs.options.map((option) => [option.shape.tab.value, option.shape.values])) as {
      [K in CourseTabs['tab']]: Extract<
        (typeof courseTabs.options)[number],
        { shape: { tab: z.ZodLiteral<K> } }
      >['shape']['values'];
    },
  ),
});

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
  'x-course-editor-list': endpoint({
    id: 'x-course-editor-list',
    area: 'Course editor',
    method: 'GET',
    path: 'course/editor/',
    query: pageQuery.extend({
      search: z.string().trim().max(200).optional(),
      /** A column to sort by, `-` first for descending; by name when left out. */
      ordering: z
        .enum(['course_name', '-course_name', 'course_slug', '-course_slug', 'updated_at', '-updated_at'])
        .optional(),
    }),
    response: paginated(
      z.object({
        course_id: z.number().int(),
        course_slug: slug,
        course_name: z.string(),
        course_type: z.number().int(),
        listing_type: z.number().int(),
        updated_at: isoDateTime.nullable(),
      }),
    ),
    summary: 'Every course, by name, for the course editor list (course admins).',
  }),
  'x-course-editor-get': endpoint({
    id: 'x-course-editor-get',
    area: 'Course editor',
    method: 'GET',
    path: 'course/{id}/editor/',
    params: z.object({ id }),
    response: courseEditor,
    summary:
      'Every tab of course {id} in the course editor (000 §2 tabs, 000 §3 fields), defaults where unsaved.',
  }),
  'x-course-editor-update': endpoint({
    id: 'x-course-editor-update',
    area: 'Course editor',
    method: 'PUT',
    path: 'course/{id}/editor/',
    params: z.object({ id }),
    body: courseTabs,
    response: courseEditor,
    policy: { revalidates: ['x-course-editor-get', 'x-course-editor-list', 'courses-detail'] },
    summary: 'Saves one tab: { tab, values } with that tab fields.',
  }),
} as const;
