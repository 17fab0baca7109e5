import { z } from 'zod';
import { endpoint } from './define';
import { id, isoDateTime, pageQuery, paginated, slug } from './schemas';

/**
 * The staff course editor's tabs (000 §2 tabs, 000 §3 fields). The spec does not list these calls,
 * so their ids start with `x-`; course features and course mail are in course-features.ts.
 */

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

export const courseEditorEndpoints = {
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
