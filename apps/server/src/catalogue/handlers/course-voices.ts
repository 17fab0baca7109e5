import { AREA_ROLES, hasRole } from '@learnforge/domain';
import { and, asc, desc, eq, inArray, ne } from 'drizzle-orm';
import type { Handler, PublicHandler } from '../../api/registry';
import { ratingsPage } from '../../batches/handlers/testimonials';
import type { Db } from '../../db/client';
import {
  batchEnrollments,
  batches,
  batchTestimonials,
  courses,
  courseTestimonials,
  users,
} from '../../db/schema';
import { countryCallingCodes } from '../../db/schema-site';
import { notFound } from '../../http/errors';

async function courseOf(db: Db, slug: string) {
  const [course] = await db
    .select({ id: courses.id, name: courses.name })
    .from(courses)
    .where(eq(courses.slug, slug))
    .limit(1);
  if (!course) throw notFound('There is no such course.');
  return course;
}

const courseIdOf = async (db: Db, slug: string) => (await courseOf(db, slug)).id;

const testimonialView = (row: typeof courseTestimonials.$inferSelect) => ({
  id: row.id,
  name: row.name,
  profile_image: null,
  designation: row.designation,
  text: row.text,
  rating: row.rating,
});

const testimonialsOf = async (db: Db, courseId: number) =>
  (
    await db
      .select()
      .from(courseTestimonials)
      .where(eq(courseTestimonials.courseId, courseId))
      .orderBy(asc(courseTestimonials.position), asc(courseTestimonials.id))
  ).map(testimonialView);

/** What the course admins quote on the course page, in their order. */
export const handleCourseTestimonials: PublicHandler<'courses-testimonials'> = async ({
  input,
  database: { db },
}) => ({ results: await testimonialsOf(db, await courseIdOf(db, input.path.slug)) });

export const handleCourseTestimonialsManageGet: Handler<'x-course-testimonials-get'> = async ({
  input,
  database: { db },
}) => {
  const course = await courseOf(db, input.path.slug);
  return { course_name: course.name, results: await testimonialsOf(db, course.id) };
};

/** Replaces the course's testimonials in one transaction; the contract has refused bad rows by their field. */
export const handleCourseTestimonialsManagePut: Handler<'x-course-testimonials-put'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { id: courseId, name } = await courseOf(db, input.path.slug);
  return db.transaction(async (tx) => {
    await tx.delete(courseTestimonials).where(eq(courseTestimonials.courseId, courseId));
    const saved = input.body.testimonials.length
      ? await tx
          .insert(courseTestimonials)
          .values(
            input.body.testimonials.map((testimonial, position) => ({
              courseId,
              name: testimonial.name,
              designation: testimonial.designation || null,
              text: testimonial.text,
              rating: testimonial.rating,
              position,
              updatedBy: user.id,
            })),
          )
          .returning()
      : [];
    return { course_name: name, results: saved.map(testimonialView) };
  });
};

/**
 * Learners' written feedback: their ratings of the course's batches that carry words (a bare star rating
 * counts in the average, but there is nothing to read), newest first, a page at a time.
 */
export const handleCourseFeedbacks: PublicHandler<'courses-feedbacks'> = async ({
  input,
  database: { db },
}) => {
  const courseId = await courseIdOf(db, input.path.slug);
  const scope = and(
    inArray(
      batchTestimonials.batchId,
      db.select({ id: batches.id }).from(batches).where(eq(batches.courseId, courseId)),
    ),
    ne(batchTestimonials.text, ''),
  )!;
  const page = await ratingsPage(db, scope, input.query.page);
  return {
    ...page,
    results: page.results.map(({ created_at: _createdAt, ...feedback }) => ({
      ...feedback,
      designation: null,
    })),
  };
};

/** The caller's relation to the course: enrolled (and in which batch), and whether they may edit its mentors. */
export const handleCourseMeta: PublicHandler<'courses-meta'> = async ({ input, user, database: { db } }) => {
  const courseId = await courseIdOf(db, input.path.slug);
  const [[anyBatch], enrolment, [country]] = await Promise.all([
    db.select({ id: batches.id }).from(batches).where(eq(batches.courseId, courseId)).limit(1),
    user
      ? db
          .select({ slug: batches.slug })
          .from(batchEnrollments)
          .innerJoin(batches, eq(batches.id, batchEnrollments.batchId))
          .where(and(eq(batchEnrollments.userId, user.id), eq(batches.courseId, courseId)))
          .orderBy(desc(batches.startsAt), desc(batches.id))
          .limit(1)
      : Promise.resolve([]),
    user
      ? db
          .select({ iso2: countryCallingCodes.iso2 })
          .from(users)
          .innerJoin(countryCallingCodes, eq(countryCallingCodes.country, users.country))
          .where(eq(users.id, user.id))
      : Promise.resolve([]),
  ]);
  const enrolled = enrolment[0];
  return {
    is_enrolled: enrolled !== undefined,
    enrolled_batch_slug: enrolled?.slug ?? null,
    can_add_edit_mentor: user ? hasRole(user.roles, ...AREA_ROLES.courseEditor) : false,
    has_any_batch: anyBatch !== undefined,
    payment_currency_symbol: '₹',
    user_country: country?.iso2.toUpperCase() ?? null,
  };
};
