import { contract, type EndpointInput } from '@learnforge/api-client/contract';
import type { z } from 'zod';

type UpdateBody = EndpointInput<(typeof contract)['x-course-editor-update']>['body'];
export type TabName = UpdateBody['tab'];
export type TabValues<T extends TabName> = Extract<UpdateBody, { tab: T }>['values'];
export type AllTabs = { [T in TabName]: TabValues<T> };

/** The ten tabs of 000 §2, in the order the editor shows them. */
export const TAB_NAMES = [
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
] as const satisfies readonly TabName[];

/** Zod schema of one tab's values, taken from the contract so the server and the editor agree. */
export function tabSchema(tab: TabName): z.ZodType {
  const option = contract['x-course-editor-update'].body.options.find(
    (candidate) => candidate.shape.tab.value === tab,
  );
  if (!option) throw new Error(`unknown course editor tab ${tab}`);
  return option.shape.values as unknown as z.ZodType;
}

/** Course columns the Course Intro tab shares with the `courses` table (batches and enrolments read them). */
export interface CourseColumns {
  name: string;
  slug: string;
  shortDescription: string;
  courseType: number;
  listingType: number;
  courseFeeType: number;
  courseExpiryDays: number;
}

/**
 * A tab's values as saved, or its defaults (000 §3: course_type 1, listing_type 0, fee type 1,
 * doubt support 6, expiry 365 days; empty lists elsewhere). The Course Intro tab always takes the
 * shared columns from the course row, which is what the rest of the platform reads.
 */
export function tabValues<T extends TabName>(tab: T, saved: unknown, course: CourseColumns): TabValues<T> {
  if (tab === 'course-intro') {
    const base = typeof saved === 'object' && saved !== null ? (saved as Record<string, unknown>) : {};
    return tabSchema(tab).parse({
      ...base,
      course_name: course.name,
      course_slug: course.slug,
      short_description: course.shortDescription,
      course_type: course.courseType,
      listing_type: course.listingType,
      course_fee_type: course.courseFeeType,
      course_expiry_days: course.courseExpiryDays,
    }) as TabValues<T>;
  }
  if (saved !== undefined && saved !== null) {
    const parsed = tabSchema(tab).safeParse(saved);
    if (parsed.success) return parsed.data as TabValues<T>;
  }
  return emptyTab(tab) as TabValues<T>;
}

function emptyTab(tab: Exclude<TabName, 'course-intro'>): AllTabs[typeof tab] {
  switch (tab) {
    case 'course-journey':
      return { courseJourneyPhases: [] };
    case 'details':
      return { upgradableCourses: [], electiveCourses: [], courseBenefits: [] };
    case 'course-content':
      return { courseContent: [] };
    case 'faqs':
      return { faqs: [], courseFaqs: [] };
    case 'send-email':
      return { emailContent: [] };
    case 'schema-keywords':
      return { schemaKeywords: [] };
    case 'opt-languages':
      return { optLanguages: [] };
    case 'course-banners':
      return { banners: [] };
    case 'premium':
      return { included_in_premium: false, premium_plan_ids: [] };
    default:
      return tab satisfies never;
  }
}
