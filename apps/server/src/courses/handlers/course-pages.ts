import { asc, eq, inArray } from 'drizzle-orm';
import type { PublicHandler } from '../../api/registry';
import { batches, courses } from '../../db/schema';
import { courseFeatureLinks, courseFeatures } from '../../db/schema-courses';
import { notFound } from '../../http/errors';
import { httpOnly, learningPoints, loadTabs, youtubeId } from '../course-views';
import { courseOffer } from '../offer';

export const handleCoursesDetails: PublicHandler<'courses-details'> = async ({ input, database: { db } }) => {
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, input.path.slug))
    .limit(1);
  if (!course) throw notFound('There is no such course.');
  const [offer, [anyBatch]] = await Promise.all([
    courseOffer(db, course.id),
    db.select({ id: batches.id }).from(batches).where(eq(batches.courseId, course.id)).limit(1),
  ]);
  return {
    batches: offer.upcoming_batches,
    first_upcoming_batch: offer.first_upcoming_batch,
    total_upcoming_batches: offer.total_upcoming_batches,
    has_any_batch: anyBatch !== undefined,
  };
};

export const handleCoursesDetail: PublicHandler<'courses-detail'> = async ({ input, database }) => {
  const db = database.db;
  const [course] = await db.select().from(courses).where(eq(courses.slug, input.path.slug)).limit(1);
  if (!course) throw notFound('There is no such course.');
  const { tabs } = await loadTabs(db, course);
  const intro = tabs['course-intro'];
  const courseBatches = await db
    .select({ slug: batches.slug, name: batches.name, startsAt: batches.startsAt })
    .from(batches)
    .where(eq(batches.courseId, course.id))
    .orderBy(asc(batches.startsAt));
  const offer = await courseOffer(db, course.id);
  const linked = [...new Set([...tabs.details.upgradableCourses, ...tabs.details.electiveCourses])];
  const names = linked.length
    ? new Map(
        (
          await db
            .select({ slug: courses.slug, name: courses.name })
            .from(courses)
            .where(inArray(courses.slug, linked))
        ).map((row) => [row.slug, row.name]),
      )
    : new Map<string, string>();
  const courseRefs = (slugs: string[]) =>
    slugs.flatMap((slug) => {
      const name = names.get(slug);
      return name ? [{ course_slug: slug, course_name: name }] : [];
    });
  const features = await db
    .select({ id: courseFeatures.id, name: courseFeatures.name, description: courseFeatures.description })
    .from(courseFeatureLinks)
    .innerJoin(courseFeatures, eq(courseFeatures.id, courseFeatureLinks.featureId))
    .where(eq(courseFeatureLinks.courseId, course.id))
    .orderBy(asc(courseFeatureLinks.position), asc(courseFeatures.id));
  const batchNames = new Map(courseBatches.map((batch) => [batch.slug, batch.name]));
  const faqs = [...tabs.faqs.courseFaqs, ...tabs.faqs.faqs];
  return {
    course_id: course.id,
    course_type: course.courseType,
    course_name: course.name,
    content: {
      content_type: 'course_content' as const,
      results: tabs['course-content'].courseContent.map((section) => ({
        title: section.title,
        items: section.items,
        duration_minutes: null,
      })),
    },
    syllabus_pdf: httpOnly(intro.syllabus_pdf),
    intro_video_id: youtubeId(intro.intro_video_link),
    intro_video_link: httpOnly(intro.intro_video_link),
    course_overview: course.shortDescription,
    what_you_will_learn: learningPoints(intro.what_you_will_learn),
    mentors: offer.mentors,
    right_section: { ratings: offer.ratings, highlights: tabs.details.courseBenefits },
    first_upcoming_batch: offer.first_upcoming_batch,
    total_upcoming_batches: offer.total_upcoming_batches,
    has_any_batch: courseBatches.length > 0,
    payment_currency_symbol: '₹',
    course_short_name: intro.course_short_name,
    best_suited_for: intro.best_suited_for,
    warning_message: intro.warning_message,
    skills: intro.skills,
    level: intro.level,
    course_duration: intro.course_duration,
    seats_left: intro.seats_left,
    default_testimonial: intro.default_testimonial,
    journey: tabs['course-journey'].courseJourneyPhases,
    upgradable_courses: courseRefs(tabs.details.upgradableCourses),
    elective_courses: courseRefs(tabs.details.electiveCourses),
    faqs,
    schema_keywords: tabs['schema-keywords'].schemaKeywords,
    batch_languages: tabs['opt-languages'].optLanguages.flatMap((row) => {
      const name = batchNames.get(row.batch_slug);
      return name ? [{ batch_slug: row.batch_slug, batch_name: name, languages: row.languages }] : [];
    }),
    banners: tabs['course-banners'].banners.filter((banner) => banner.image_url !== ''),
    features,
    included_in_premium: tabs.premium.included_in_premium,
  };
};
