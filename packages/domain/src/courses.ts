/** Course tool tabs (000 §2). */
export const COURSE_TOOL_TABS = [
  'Course Intro',
  'Course Journey',
  'Details',
  'Course Content',
  'FAQs',
  'Send Email',
  'Schema Keywords',
  'Opt-Languages for Batches',
  'Course Banners',
  'Premium',
] as const;
export type CourseToolTab = (typeof COURSE_TOOL_TABS)[number];

/** Course Intro fields by group (000 §3). */
export const COURSE_INTRO_FIELDS = {
  namingAndText: [
    'course_name',
    'course_short_name',
    'course_slug',
    'short_description',
    'course_for_kids',
    'course_default_lang',
    'best_suited_for',
    'default_testimonial',
    'what_you_will_learn',
    'course_email_content',
    'warning_message',
    'course_image_text',
    'skills',
  ],
  typeAndPricing: ['course_type', 'listing_type', 'course_fee_type', 'auto_registration'],
  dates: ['course_publish_date', 'expiry_date', 'urgency_start_time', 'urgency_end_time'],
  links: [
    'redirection_url',
    'intro_video_link',
    'broucher_link',
    'syllabus_pdf',
    'email_content_redirection_link',
    'course_redirection_slug',
    'payment_deep_link',
  ],
  doubtSupport: [
    'has_doubt_assistance',
    'free_doubt_support_expiry_date',
    'doubt_support_expiry_date',
    'doubt_assistance_price',
    'doubt_assistance_banner',
  ],
  displayFlags: [
    'show_kapture_chat_box',
    'show_placement_assistance_banner',
    'show_mentor_rating',
    'show_all_live_classes',
    'show_notes_tab',
  ],
  other: [
    'level',
    'seats_left',
    'course_duration',
    'course_expiry_days',
    'is_payment_qrcode_generated',
    'live_classes_batches',
    'has_scheduler',
    'scheduler_batches',
    'notes_batches',
  ],
} as const;

/** Course Intro defaults (000 §3, §9): expiry 365 days, doubt support 6, online, listed, paid. */
export const COURSE_DEFAULTS = {
  course_expiry_days: 365,
  doubt_support_expiry_date: 6,
  course_type: 1,
  listing_type: 0,
  course_fee_type: 1,
} as const;

/** The other course lists an editor keeps (000 §3); each course journey phase contains steps. */
export const COURSE_LISTS = [
  'upgradableCourses',
  'electiveCourses',
  'courseBenefits',
  'courseContent',
  'faqs',
  'courseFaqs',
  'schemaKeywords',
  'emailContent',
  'optLanguages',
  'courseJourneyPhases',
] as const;

/** The eight course banner types (000 §3); each banner has a title, type, key and image url. */
export const COURSE_BANNER_TYPES = [
  'old thumbnail',
  'social',
  'mobile',
  'thumbnail',
  'payment checkout image',
  'course video thumbnail image',
  'course overview image',
  'what-will-you-learn image',
] as const;
export type CourseBannerType = (typeof COURSE_BANNER_TYPES)[number];

export interface CourseBanner {
  readonly title: string;
  readonly type: CourseBannerType;
  readonly key: string;
  readonly image_url: string;
}

/** Course feature (000 §3): a feature id and an order. */
export interface CourseFeature {
  readonly feature_id: number;
  readonly order: number;
}

/** Course landing content_type (001 §3). */
export const CourseContentType = { course: 'course_content', batch: 'batch_content' } as const;
export type CourseContentType = (typeof CourseContentType)[keyof typeof CourseContentType];

/** Course category listing query defaults (001 §9). */
export const COURSE_CATEGORY_LISTING_DEFAULTS = { ordering: 'order', type: 'primary', public: 1 } as const;

/** Course search ML results default to an empty list (001 §5). */
export function courseSearchMlResults<T>(results: readonly T[] | null | undefined): readonly T[] {
  return results ?? [];
}

/**
 * The levels the catalogue filters by. The Course Intro's `level` is free text; a course is found under a
 * level when its text is that level in any letter case (ADR 0080).
 */
export const COURSE_LEVELS = ['Beginner', 'Intermediate', 'Advanced'] as const;

/** Languages public batches are taught in (a batch offer's `lang`), offered by the catalogue's language filter. */
export const TEACHING_LANGUAGES = ['English', 'Hindi'] as const;
