import { COURSE_LEVELS, INDIAN_STATES } from '@learnforge/domain';
import { z } from 'zod';
import { endpoint } from './define';
import {
  courseCard,
  courseType,
  currencyCode,
  dateTime,
  email,
  firstTouch,
  httpUrl,
  isoDate,
  keyedById,
  listOf,
  message,
  minorAmount,
  money,
  onSuccess,
  page,
  pageQuery,
  pageSize,
  pageUrl,
  paginated,
  phone,
  queryFlag,
  slug,
  statusReply,
} from './fields';

const area = 'Courses';
const hourlyPublic = { cacheSeconds: 3600, public: true } as const;
const courseParams = z.object({ slug });

const mentor = z.object({
  mentor: z.string(),
  profile_image: httpUrl.nullable(),
  mentor_description: z.string(),
  mentor_bio: z.string(),
});

const batchOffer = z.object({
  batch_id: z.number().int(),
  batch_slug: slug,
  batch_name: z.string(),
  start_date: isoDate,
  end_date: isoDate.nullable(),
  price: money,
  discounted_price: money.nullable(),
  seats_left: z.number().int().min(0).nullable(),
  location: z.string().nullable(),
  lang: z.string(),
});

const testimonial = z.object({
  id: z.number().int(),
  name: z.string(),
  profile_image: httpUrl.nullable(),
  designation: z.string().nullable(),
  text: z.string(),
  rating: z.number().int().min(1).max(5),
});

/** A testimonial as a course admin writes it; each refusal names its row's field (`testimonials.1.text`). */
const testimonialInput = z.object({
  name: z.string().trim().min(1, 'Name the person quoted.').max(100),
  designation: z.string().trim().max(150).nullable(),
  text: z.string().trim().min(1, 'Write what they said.').max(2000),
  rating: z.number().int().min(1, 'Rate from 1 to 5.').max(5, 'Rate from 1 to 5.'),
});

/** The testimonials editor's list, with the course it belongs to (its title names the course). */
const managedTestimonials = z.object({ course_name: z.string(), results: z.array(testimonial) });

const sale = z.object({
  id: z.number().int(),
  title: z.string(),
  text: z.string(),
  discount_percent: z.number().min(0).max(100),
  starts_at: dateTime,
  ends_at: dateTime,
  banner_image: httpUrl.nullable(),
});

const saleBanner = z.object({
  id: z.number().int().optional(),
  text: z.string().trim().min(1).max(300),
  link: httpUrl.nullable(),
  pages: z.array(z.enum(['home', 'courses', 'course-landing', 'batch'])).min(1),
  /** With a window set and now inside it, the page shows 'Sale Ends in' (001 §4). */
  starts_at: dateTime.nullable(),
  ends_at: dateTime.nullable(),
  is_active: z.boolean(),
  /** What the sale takes off, announced on the banner; left out on a save, a kept banner keeps its own. */
  discount_percent: z.number().int().min(0).max(90).optional(),
});

/**
 * A sale runs inside its window: both ends or neither, the end after the start. Each refusal names its
 * field (`banners.2.ends_at`), so the editor shows it beside that banner's date.
 */
const saleWindows = (
  banners: z.infer<typeof saleBanner>[],
  context: z.RefinementCtx<z.infer<typeof saleBanner>[]>,
) => {
  banners.forEach((banner, index) => {
    if (banner.starts_at && !banner.ends_at)
      context.addIssue({
        code: 'custom',
        path: [index, 'ends_at'],
        message: 'Give the sale an end as well.',
      });
    else if (!banner.starts_at && banner.ends_at)
      context.addIssue({
        code: 'custom',
        path: [index, 'starts_at'],
        message: 'Give the sale a start as well.',
      });
    else if (banner.starts_at && banner.ends_at && Date.parse(banner.starts_at) >= Date.parse(banner.ends_at))
      context.addIssue({
        code: 'custom',
        path: [index, 'ends_at'],
        message: 'A sale must end after it starts.',
      });
  });
};

const category = z.object({
  id: z.number().int(),
  slug,
  name: z.string(),
  type: z.enum(['primary', 'secondary']),
  order: z.number().int().min(0),
  public: z.boolean(),
  courses_count: z.number().int().min(0),
});

/** A cart at today's prices; amounts in the smallest currency unit (ADR 0048). */
const cart = z.object({
  transaction_token: z.string().min(1),
  gfgOrderId: z.string(),
  items: z.array(
    z.object({ batch_id: z.number().int(), batch_slug: slug, batch_name: z.string(), amount: minorAmount }),
  ),
  total_amount: minorAmount,
  currency: currencyCode,
});

/** cart: still changing; created: at the gateway with its price frozen; expired: abandoned (ADR 0048). */
const orderStatus = z.enum(['cart', 'created', 'paid', 'failed', 'expired', 'refunded']);

const dateRange = z.object({ from: isoDate.optional(), to: isoDate.optional() });

export const courseEndpoints = keyedById([
  endpoint({
    id: 'courses-home',
    area,
    method: 'GET',
    path: 'courses/home/',
    response: z.object({
      sections: z.array(
        z.object({
          key: z.string(),
          title: z.string(),
          order: z.number().int().min(0),
          results: z.array(courseCard),
        }),
      ),
    }),
    policy: hourlyPublic,
  }),
  endpoint({
    id: 'courses-list',
    area,
    method: 'GET',
    path: 'courses/',
    query: pageQuery.extend({
      category: slug.optional(),
      course_type: z.coerce.number<number>().int().optional(),
      price: z.enum(['free', 'paid']).optional(),
      search: z.string().trim().max(200).optional(),
      ordering: z.enum(['popular', 'newest', 'price', '-price', 'rating']).optional(),
      /** Only courses included in the premium plan (002 premium-courses uses this route). */
      premium: z.enum(['true', 'false']).optional(),
      /** The Course Intro's level, in any letter case (ADR 0080). */
      level: z
        .enum(COURSE_LEVELS.map((level) => level.toLowerCase()) as [string, ...string[]], {
          error: `Choose a level: ${COURSE_LEVELS.join(', ').toLowerCase()}.`,
        })
        .optional(),
      /** A language one of its public batches on sale is taught in, in any letter case. */
      language: z.string().trim().min(1).max(50).optional(),
    }),
    response: paginated(courseCard),
    policy: { public: true },
  }),
  endpoint({
    id: 'courses-global-search',
    area,
    method: 'GET',
    path: 'courses-global-search/',
    query: z.object({ q: z.string().trim().min(1).max(200) }),
    response: z.object({
      results: z.array(courseCard),
      /** 001 §5: the ML results default to an empty list. */
      ml_results: z.array(courseCard).default([]),
    }),
    policy: { public: true },
  }),
  endpoint({
    id: 'courses-admin',
    area,
    method: 'GET',
    path: 'courses/admin',
    query: pageQuery.extend({ search: z.string().trim().max(200).optional() }),
    response: paginated(
      courseCard.extend({
        is_published: z.boolean(),
        can_add_edit_mentor: z.boolean(),
        batches_count: z.number().int(),
      }),
    ),
    summary: 'Course admin list of every course, published or not.',
  }),
  endpoint({
    id: 'courses-sale-active',
    area,
    method: 'GET',
    path: 'sale/active',
    response: z.object({ sale: sale.nullable() }),
    policy: { cacheSeconds: 300, public: true },
  }),
  endpoint({
    id: 'courses-offline',
    area,
    method: 'GET',
    path: 'courses/offline/',
    query: pageQuery.extend({ city: z.string().trim().max(100).optional() }),
    response: paginated(courseCard.extend({ city: z.string(), centre_name: z.string() })),
    policy: hourlyPublic,
  }),
  endpoint({
    id: 'courses-all-category',
    area,
    method: 'GET',
    path: 'courses/allCategory',
    /** 001 §9: ordering=order, type=primary, public=1 by default. */
    query: z.object({
      ordering: z.enum(['order', 'name']).default('order'),
      type: z.enum(['primary', 'secondary']).default('primary'),
      public: queryFlag.default(true),
    }),
    response: listOf(category),
    policy: hourlyPublic,
  }),
  endpoint({
    id: 'courses-detail',
    area,
    method: 'GET',
    path: 'courses/{slug}/',
    params: courseParams,
    response: z.object({
      course_id: z.number().int(),
      course_type: courseType,
      course_name: z.string(),
      content: z.object({
        content_type: z.enum(['course_content', 'batch_content']),
        results: z.array(
          z.object({
            title: z.string(),
            items: z.array(z.string()),
            duration_minutes: z.number().int().nullable(),
          }),
        ),
      }),
      syllabus_pdf: httpUrl.nullable(),
      intro_video_id: z.string().nullable(),
      intro_video_link: httpUrl.nullable(),
      course_overview: z.string(),
      what_you_will_learn: z.array(z.string()),
      mentors: z.array(mentor),
      right_section: z.object({
        ratings: z.object({ avg_rating: z.number().min(0).max(5), ratings_count: z.number().int().min(0) }),
        highlights: z.array(z.string()),
      }),
      first_upcoming_batch: batchOffer.nullable(),
      total_upcoming_batches: z.number().int().min(0),
      has_any_batch: z.boolean(),
      payment_currency_symbol: z.string(),
      /** What the course editor saved beyond the landing fields of 001 §3 (000 §3 tabs). */
      course_short_name: z.string(),
      best_suited_for: z.string(),
      warning_message: z.string(),
      skills: z.array(z.string()),
      level: z.string(),
      course_duration: z.string(),
      seats_left: z.number().int().min(0).nullable(),
      default_testimonial: z
        .object({ name: z.string(), achievements: z.string(), content: z.string() })
        .nullable(),
      journey: z.array(
        z.object({
          title: z.string(),
          steps: z.array(z.object({ title: z.string(), description: z.string() })),
        }),
      ),
      upgradable_courses: z.array(z.object({ course_slug: slug, course_name: z.string() })),
      elective_courses: z.array(z.object({ course_slug: slug, course_name: z.string() })),
      faqs: z.array(z.object({ question: z.string(), answer: z.string() })),
      schema_keywords: z.array(z.string()),
      batch_languages: z.array(
        z.object({ batch_slug: slug, batch_name: z.string(), languages: z.array(z.string()) }),
      ),
      banners: z.array(
        z.object({ type: z.string(), title: z.string(), key: z.string(), image_url: z.string() }),
      ),
      features: z.array(z.object({ id: z.number().int(), name: z.string(), description: z.string() })),
      included_in_premium: z.boolean(),
    }),
    policy: hourlyPublic,
  }),
  endpoint({
    id: 'courses-testimonials',
    area,
    method: 'GET',
    path: 'courses/{slug}/testimonials/',
    params: courseParams,
    response: listOf(testimonial),
    policy: hourlyPublic,
  }),
  endpoint({
    id: 'courses-feedbacks',
    area,
    method: 'GET',
    path: 'courses/{slug}/feedbacks/?page',
    params: courseParams,
    query: z.object({ page }),
    response: paginated(testimonial),
    policy: hourlyPublic,
  }),
  endpoint({
    id: 'courses-meta',
    area,
    method: 'GET',
    path: 'courses/{slug}/meta/',
    params: courseParams,
    response: z.object({
      is_enrolled: z.boolean(),
      enrolled_batch_slug: slug.nullable(),
      can_add_edit_mentor: z.boolean(),
      has_any_batch: z.boolean(),
      payment_currency_symbol: z.string(),
      user_country: z.string().length(2).nullable(),
    }),
    policy: { cacheSeconds: 0, public: true },
    summary: "The caller's relation to the course; anonymous callers get is_enrolled false.",
  }),
  endpoint({
    id: 'x-course-testimonials-get',
    area,
    method: 'GET',
    path: 'courses/{slug}/testimonials/manage/',
    params: courseParams,
    response: managedTestimonials,
    policy: { cacheSeconds: 0 },
    summary: "The course's testimonials for its course admins to edit, in the page's order.",
  }),
  endpoint({
    id: 'x-course-testimonials-put',
    area,
    method: 'PUT',
    path: 'courses/{slug}/testimonials/manage/',
    params: courseParams,
    body: z.object({ testimonials: z.array(testimonialInput).max(20, 'At most 20 testimonials.') }),
    response: managedTestimonials,
    policy: { revalidates: ['x-course-testimonials-get', 'courses-testimonials'] },
    summary: "Replaces the course's testimonials with the list sent, in its order (course admins).",
  }),
  endpoint({
    id: 'courses-details',
    area,
    method: 'GET',
    path: 'courses/{slug}/details/',
    params: courseParams,
    response: z.object({
      batches: z.array(batchOffer),
      first_upcoming_batch: batchOffer.nullable(),
      total_upcoming_batches: z.number().int().min(0),
      has_any_batch: z.boolean(),
    }),
    policy: { cacheSeconds: 600, public: true },
  }),
  endpoint({
    id: 'course-locations',
    area,
    method: 'GET',
    path: 'course/locations/',
    response: listOf(
      z.object({ city: z.string(), state: z.string(), centres_count: z.number().int().min(0) }),
    ),
    policy: hourlyPublic,
  }),
  endpoint({
    id: 'courses-counselling-registration',
    area,
    method: 'POST',
    path: 'counselling-registration/',
    body: z.object({
      name: z.string().trim().min(1).max(100),
      email,
      phone,
      course_slug: slug.optional(),
      preferred_time: z.enum(['morning', 'afternoon', 'evening']).optional(),
      page_url: pageUrl,
      first_touch: firstTouch,
    }),
    response: message,
    policy: { public: true, pageUrl: true, firstTouch: true },
  }),
  endpoint({
    id: 'courses-crm-payment-initiate',
    area,
    method: 'PUT',
    path: 'crm/course-page/payment-initiate/',
    body: z.object({ course_slug: slug, batch_slug: slug, first_touch: firstTouch }),
    response: message,
    policy: { firstTouch: true },
    summary: 'Tells the CRM the learner opened checkout.',
  }),
  endpoint({
    id: 'coupon-apply',
    area,
    method: 'GET',
    path: 'coupon/apply-coupon/',
    query: z.object({ coupon_code: z.string().trim().min(1).max(50), transaction_token: z.string().min(1) }),
    response: z.object({
      valid: z.boolean(),
      message: z.string(),
      discount_amount: minorAmount,
      final_amount: minorAmount,
      currency: currencyCode,
    }),
    policy: { cacheSeconds: 0 },
  }),
  endpoint({
    id: 'payment-add-to-cart',
    area,
    method: 'POST',
    path: 'payment/addtocart/',
    body: z.object({
      batch_id: z.number().int().positive(),
      transaction_token: z.string().min(1).max(100).optional(),
    }),
    response: cart,
  }),
  endpoint({
    id: 'payment-remove',
    area,
    method: 'POST',
    path: 'payment/remove/',
    body: z.object({ batch_id: z.number().int().positive(), transaction_token: z.string().min(1).max(100) }),
    response: cart,
  }),
  endpoint({
    id: 'payment-verify',
    area,
    method: 'POST',
    path: 'payment/verify-payment/',
    body: z.object({
      order_id: z.string().min(1).max(100),
      payment_id: z.string().min(1).max(100),
      signature: z.string().min(1).max(200),
      transaction_token: z.string().min(1).max(100),
      /** What the gateway reported, covered by the signature. */
      status: z.enum(['captured', 'failed', 'pending']),
    }),
    response: statusReply(['FAILED', 'PENDING']).extend({
      batch_slugs: z.array(slug),
      gfgOrderId: z.string(),
    }),
    policy: { revalidates: ['my-courses-users', 'batch-user-meta'], revalidateWhen: onSuccess },
  }),
  endpoint({
    id: 'payment-create-order',
    area,
    method: 'POST',
    path: 'payment/create-order/',
    body: z.object({
      transaction_token: z.string().min(1).max(100),
      coupon_code: z.string().trim().min(1).max(50).optional(),
      /** Place of supply on the GST invoice. */
      billing_state: z.enum(INDIAN_STATES, { error: 'Choose your state for the GST invoice.' }),
      page_url: pageUrl,
      first_touch: firstTouch,
    }),
    response: z.object({
      order_id: z.string(),
      gfgOrderId: z.string(),
      amount: minorAmount,
      currency: currencyCode,
      gateway: z.string(),
      gateway_key: z.string(),
      /** Where the browser goes to pay (the gateway's hosted page); null when nothing is left to pay. */
      checkout_url: z.string().nullable(),
    }),
    policy: { pageUrl: true, firstTouch: true },
    decided: 'method not shown; POST, since it creates a payment order',
  }),
  endpoint({
    id: 'payment-fetch',
    area,
    method: 'GET',
    path: 'payment/fetch/',
    query: z.object({ order_id: z.string().min(1).max(100) }),
    response: z.object({
      order_id: z.string(),
      status: orderStatus,
      items: z.array(z.object({ name: z.string(), amount: minorAmount })),
      list_amount: minorAmount,
      discount_amount: minorAmount,
      amount: minorAmount,
      currency: currencyCode,
      failure_reason: z.string().nullable(),
      batch_slugs: z.array(slug),
      has_invoice: z.boolean(),
      /** The gateway this site pays with: `sandbox` is test payments (no money moves); null: none set up. */
      gateway: z.enum(['sandbox', 'razorpay']).nullable(),
    }),
    policy: { cacheSeconds: 0 },
    decided: 'method not shown; GET, since it reads the state of an order',
  }),
  endpoint({
    id: 'gate-courses-list',
    area,
    method: 'GET',
    path: 'gate-courses/list/',
    response: listOf(courseCard.extend({ exam_year: z.number().int().nullable() })),
    policy: hourlyPublic,
  }),
  endpoint({
    id: 'courses-dash-category-types',
    area,
    method: 'GET',
    path: 'courses/category/types',
    response: listOf(z.object({ value: z.enum(['primary', 'secondary']), label: z.string() })),
    policy: { cacheSeconds: 3600 },
    decided: 'method not shown; GET, the dashboard reads the category types to fill its selects',
  }),
  endpoint({
    id: 'courses-dash-section-ordering',
    area,
    method: 'PUT',
    path: 'section-ordering',
    body: z.object({
      page: z.enum(['home', 'courses']),
      sections: z
        .array(z.object({ key: z.string().min(1).max(100), order: z.number().int().min(0) }))
        .min(1)
        .refine(
          (sections) => new Set(sections.map((s) => s.key)).size === sections.length,
          'Each section once',
        ),
    }),
    response: z.object({ sections: z.array(z.object({ key: z.string(), order: z.number().int() })) }),
    policy: { revalidates: ['courses-home', 'x-section-ordering'] },
    decided:
      'method not shown; PUT, course admins reorder the listing sections (001 §6); the current order is read from courses/home/',
  }),
  endpoint({
    id: 'x-section-ordering',
    area,
    method: 'GET',
    path: 'section-ordering',
    query: z.object({ page: z.enum(['home', 'courses']).optional() }),
    response: z.object({
      sections: z.array(
        z.object({
          key: z.string(),
          title: z.string(),
          order: z.number().int().min(0),
          /** Public courses the section holds; a section with none is left off the page. */
          course_count: z.number().int().min(0),
        }),
      ),
    }),
    policy: { cacheSeconds: 0 },
    summary:
      'Every course home section in its order, empty ones too, for the section-ordering screen (course admins).',
  }),
  endpoint({
    id: 'courses-dash-listing',
    area,
    method: 'GET',
    path: 'courses-listing/',
    query: pageQuery.extend({
      search: z.string().trim().max(200).optional(),
      category: slug.optional(),
      is_published: queryFlag.optional(),
    }),
    response: paginated(courseCard.extend({ is_published: z.boolean(), category: slug.nullable() })),
    decided: 'method not shown; GET, a dashboard listing',
  }),
  endpoint({
    id: 'courses-dash-sale-banners-get',
    area,
    method: 'GET',
    path: 'sale-banners/',
    response: listOf(
      saleBanner.extend({ id: z.number().int(), discount_percent: z.number().int().min(0).max(100) }),
    ),
    policy: { cacheSeconds: 0 },
  }),
  endpoint({
    id: 'courses-dash-sale-banners-put',
    area,
    method: 'PUT',
    path: 'sale-banners/',
    body: z.object({
      banners: z.array(saleBanner).max(20).superRefine(saleWindows),
    }),
    response: listOf(
      saleBanner.extend({ id: z.number().int(), discount_percent: z.number().int().min(0).max(100) }),
    ),
    policy: { revalidates: ['courses-dash-sale-banners-get', 'courses-sale-active'] },
    summary: 'Replaces the whole banner list.',
  }),
  endpoint({
    id: 'courses-registration-counts',
    area,
    method: 'GET',
    path: 'courses/registration-counts/',
    query: z.object({ course_slug: slug.optional() }),
    response: listOf(
      z.object({
        batch_id: z.number().int(),
        batch_name: z.string(),
        registered: z.number().int().min(0),
        paid: z.number().int().min(0),
      }),
    ),
    decided: "the spec says 'Registration counts and stats' with no path or method; GET under courses/",
  }),
  endpoint({
    id: 'courses-registration-stats',
    area,
    method: 'GET',
    path: 'courses/registration-stats/',
    query: dateRange.extend({ course_slug: slug.optional(), page, page_size: pageSize.optional() }),
    response: paginated(
      z.object({
        date: isoDate,
        registrations: z.number().int().min(0),
        payments: z.number().int().min(0),
        revenue: money,
      }),
    ),
    decided: "the spec says 'Registration counts and stats' with no path or method; GET under courses/",
  }),
  endpoint({
    id: 'crm-utm-wise-stats',
    area,
    method: 'GET',
    path: 'crm/utm-wise-stats/',
    query: dateRange.extend({ course_slug: slug.optional() }),
    response: listOf(
      z.object({
        utm_source: z.string(),
        utm_medium: z.string(),
        utm_campaign: z.string(),
        visits: z.number().int().min(0),
        registrations: z.number().int().min(0),
        payments: z.number().int().min(0),
      }),
    ),
    decided: 'method not shown; GET, a report',
  }),
]);
