import type { contract } from '@learnforge/api-client/contract';
import type { z } from 'zod';

/** What the server sends: every default filled in (zod output types). */
export type CourseEditor = z.output<(typeof contract)['x-course-editor-get']['response']>;
export type EditorTabs = CourseEditor['tabs'];
export type TabName = keyof EditorTabs;
export type TabUpdate = z.output<(typeof contract)['x-course-editor-update']['body']>;

/** The ten tabs of 000 §2 with the labels the editor shows. */
export const TABS: readonly { value: TabName; label: string }[] = [
  { value: 'course-intro', label: 'Course Intro' },
  { value: 'course-journey', label: 'Course Journey' },
  { value: 'details', label: 'Details' },
  { value: 'course-content', label: 'Course Content' },
  { value: 'faqs', label: 'FAQs' },
  { value: 'send-email', label: 'Send Email' },
  { value: 'schema-keywords', label: 'Schema Keywords' },
  { value: 'opt-languages', label: 'Opt-Languages for Batches' },
  { value: 'course-banners', label: 'Course Banners' },
  { value: 'premium', label: 'Premium' },
];

/** The eight banner types of 000 §3, in the order the tab lists them. */
export const BANNER_TYPES = [
  { type: 'old_thumbnail', label: 'Old thumbnail' },
  { type: 'social', label: 'Social' },
  { type: 'mobile', label: 'Mobile' },
  { type: 'thumbnail', label: 'Thumbnail' },
  { type: 'payment_checkout_image', label: 'Payment checkout image' },
  { type: 'course_video_thumbnail_image', label: 'Course video thumbnail image' },
  { type: 'course_overview_image', label: 'Course overview image' },
  { type: 'what_will_you_learn_image', label: 'What-will-you-learn image' },
] as const;
