import { describe, expect, it } from 'vitest';
import {
  COURSE_BANNER_TYPES,
  COURSE_CATEGORY_LISTING_DEFAULTS,
  COURSE_DEFAULTS,
  COURSE_INTRO_FIELDS,
  COURSE_LISTS,
  COURSE_TOOL_TABS,
  CourseContentType,
  courseSearchMlResults,
} from './courses';

describe('000 §2–§3, §9 course tool', () => {
  it('tabs: Course Intro, Course Journey, Details, Course Content, FAQs, Send Email, Schema Keywords, Opt-Languages for Batches, Course Banners, Premium', () => {
    expect(COURSE_TOOL_TABS).toEqual([
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
    ]);
  });

  it('Course Intro groups: naming and text, type and pricing, dates, links, doubt support, display flags, other', () => {
    expect(COURSE_INTRO_FIELDS.typeAndPricing).toEqual([
      'course_type',
      'listing_type',
      'course_fee_type',
      'auto_registration',
    ]);
    expect(COURSE_INTRO_FIELDS.dates).toEqual([
      'course_publish_date',
      'expiry_date',
      'urgency_start_time',
      'urgency_end_time',
    ]);
    expect(COURSE_INTRO_FIELDS.namingAndText).toHaveLength(13);
    expect(COURSE_INTRO_FIELDS.namingAndText).toContain('default_testimonial');
    expect(COURSE_INTRO_FIELDS.links).toEqual([
      'redirection_url',
      'intro_video_link',
      'broucher_link',
      'syllabus_pdf',
      'email_content_redirection_link',
      'course_redirection_slug',
      'payment_deep_link',
    ]);
    expect(COURSE_INTRO_FIELDS.doubtSupport).toContain('doubt_support_expiry_date');
    expect(COURSE_INTRO_FIELDS.displayFlags).toEqual([
      'show_kapture_chat_box',
      'show_placement_assistance_banner',
      'show_mentor_rating',
      'show_all_live_classes',
      'show_notes_tab',
    ]);
    expect(COURSE_INTRO_FIELDS.other).toContain('course_expiry_days');
  });

  it('defaults: course_type 1, listing_type 0, course_fee_type 1, doubt support 6, expiry 365 days', () => {
    expect(COURSE_DEFAULTS).toEqual({
      course_type: 1,
      listing_type: 0,
      course_fee_type: 1,
      doubt_support_expiry_date: 6,
      course_expiry_days: 365,
    });
  });

  it('other course lists', () => {
    expect(COURSE_LISTS).toEqual([
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
    ]);
  });

  it('eight banner types', () => {
    expect(COURSE_BANNER_TYPES).toEqual([
      'old thumbnail',
      'social',
      'mobile',
      'thumbnail',
      'payment checkout image',
      'course video thumbnail image',
      'course overview image',
      'what-will-you-learn image',
    ]);
  });
});

describe('001 course landing and listing', () => {
  it('content_type is course_content or batch_content (001 §3)', () => {
    expect(Object.values(CourseContentType)).toEqual(['course_content', 'batch_content']);
  });

  it('course category listing defaults: ordering=order, type=primary, public=1 (001 §9)', () => {
    expect(COURSE_CATEGORY_LISTING_DEFAULTS).toEqual({ ordering: 'order', type: 'primary', public: 1 });
  });

  it('course search ML results default to an empty list (001 §5)', () => {
    expect(courseSearchMlResults(undefined)).toEqual([]);
    expect(courseSearchMlResults(null)).toEqual([]);
    expect(courseSearchMlResults([{ slug: 'dsa' }])).toEqual([{ slug: 'dsa' }]);
  });
});
