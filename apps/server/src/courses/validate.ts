import { isSafeLink, LINK_MESSAGE } from '@learnforge/api-client/contract';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { Db } from '../db/client';
import { batches, courses } from '../db/schema';
import { badRequest, HttpError } from '../http/errors';
import type { TabName, TabValues } from './editor-tabs';

type Problems = Record<string, string>;

const LINK_FIELDS = [
  'redirection_url',
  'intro_video_link',
  'broucher_link',
  'syllabus_pdf',
  'email_content_redirection_link',
  'payment_deep_link',
  'doubt_assistance_banner',
] as const;

function checkOrder(
  problems: Problems,
  start: string | null,
  end: string | null,
  endField: string,
  what: string,
) {
  if (start && end && Date.parse(end) <= Date.parse(start))
    problems[endField] = `${what} must come after its start.`;
}

function checkDate(problems: Problems, field: string, value: string | null) {
  if (value !== null && Number.isNaN(Date.parse(value))) problems[field] = 'Enter a valid date and time.';
}

async function batchSlugsOfCourse(db: Db, courseId: number): Promise<Set<string>> {
  const rows = await db.select({ slug: batches.slug }).from(batches).where(eq(batches.courseId, courseId));
  return new Set(rows.map((row) => row.slug));
}

function checkBatches(problems: Problems, field: string, slugs: readonly string[], own: Set<string>) {
  const unknown = slugs.filter((slug) => !own.has(slug));
  if (unknown.length > 0) problems[field] = `Not batches of this course: ${unknown.join(', ')}.`;
}

/**
 * Rules the contract's shapes cannot say: dates in order, links that are links, batches and courses
 * that exist. Throws 400 with every problem by field, or 409 when the new slug is taken.
 */
export async function validateTab<T extends TabName>(
  db: Db,
  courseId: number,
  tab: T,
  values: TabValues<T>,
): Promise<void> {
  const problems: Problems = {};
  switch (tab) {
    case 'course-intro': {
      const intro = values as TabValues<'course-intro'>;
      for (const field of [
        'course_publish_date',
        'expiry_date',
        'urgency_start_time',
        'urgency_end_time',
        'free_doubt_support_expiry_date',
      ] as const)
        checkDate(problems, field, intro[field]);
      checkOrder(problems, intro.course_publish_date, intro.expiry_date, 'expiry_date', 'The expiry date');
      checkOrder(
        problems,
        intro.urgency_start_time,
        intro.urgency_end_time,
        'urgency_end_time',
        'The urgency end time',
      );
      for (const field of LINK_FIELDS) {
        const link = intro[field];
        if (link && !isSafeLink(link)) problems[field] = LINK_MESSAGE;
      }
      const own = await batchSlugsOfCourse(db, courseId);
      checkBatches(problems, 'live_classes_batches', intro.live_classes_batches, own);
      checkBatches(problems, 'scheduler_batches', intro.scheduler_batches, own);
      checkBatches(problems, 'notes_batches', intro.notes_batches, own);
      if (intro.course_redirection_slug) {
        const [target] = await db
          .select({ id: courses.id })
          .from(courses)
          .where(eq(courses.slug, intro.course_redirection_slug));
        if (!target || target.id === courseId)
          problems.course_redirection_slug = 'Redirect to another existing course slug.';
      }
      if (Object.keys(problems).length === 0) {
        const [taken] = await db
          .select({ id: courses.id })
          .from(courses)
          .where(and(eq(courses.slug, intro.course_slug), ne(courses.id, courseId)));
        if (taken)
          throw new HttpError(409, 'conflict', `Another course already uses the slug ${intro.course_slug}.`, {
            course_slug: 'This slug is taken.',
          });
      }
      break;
    }
    case 'details': {
      const details = values as TabValues<'details'>;
      const wanted = [...new Set([...details.upgradableCourses, ...details.electiveCourses])];
      const found = wanted.length
        ? await db
            .select({ id: courses.id, slug: courses.slug })
            .from(courses)
            .where(inArray(courses.slug, wanted))
        : [];
      const known = new Map(found.map((row) => [row.slug, row.id]));
      for (const field of ['upgradableCourses', 'electiveCourses'] as const) {
        const bad = details[field].filter((slug) => !known.has(slug) || known.get(slug) === courseId);
        if (bad.length) problems[field] = `Pick other existing courses (not ${bad.join(', ')}).`;
      }
      if (details.courseBenefits.some((benefit) => benefit.trim() === ''))
        problems.courseBenefits = 'A benefit cannot be empty.';
      break;
    }
    case 'schema-keywords': {
      const { schemaKeywords } = values as TabValues<'schema-keywords'>;
      if (schemaKeywords.some((keyword) => keyword.trim() === ''))
        problems.schemaKeywords = 'A keyword cannot be empty.';
      break;
    }
    case 'opt-languages': {
      const { optLanguages } = values as TabValues<'opt-languages'>;
      // Each refusal names its row, so the editor shows it beside that row's batch slug.
      const own = await batchSlugsOfCourse(db, courseId);
      optLanguages.forEach((row, index) => {
        const field = `optLanguages.${index}.batch_slug`;
        if (!own.has(row.batch_slug)) problems[field] = `Not a batch of this course: ${row.batch_slug}.`;
        else if (optLanguages.findIndex((other) => other.batch_slug === row.batch_slug) < index)
          problems[field] = 'This batch is listed already: list each batch once.';
      });
      break;
    }
    case 'course-banners': {
      const { banners } = values as TabValues<'course-banners'>;
      const types = banners.map((banner) => banner.type);
      if (new Set(types).size !== types.length) problems.banners = 'Each banner type once.';
      banners.forEach((banner, index) => {
        if (banner.image_url && !isSafeLink(banner.image_url))
          problems[`banners.${index}.image_url`] = 'Upload an image or enter an http(s) address.';
      });
      break;
    }
    default:
      break;
  }
  if (Object.keys(problems).length > 0) throw badRequest('Some fields are invalid.', problems);
}
