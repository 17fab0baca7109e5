import { count, desc, eq, inArray, type SQL } from 'drizzle-orm';
import type { Handler, PublicHandler } from '../../api/registry';
import type { Db } from '../../db/client';
import { batches, batchTestimonials, courses, users } from '../../db/schema';
import { badRequest, forbidden, notFound } from '../../http/errors';
import { batchBySlug, isEnrolled, testimonialsPageSize } from '../batch-access';

export const handleBatchTestimonialsGet: PublicHandler<'batch-testimonials-get'> = async ({
  input,
  database: { db },
}) => {
  const { type } = input.path;
  const { batch_slug: batchSlug, course_slug: courseSlug, page } = input.query;
  let scope: SQL;
  if (type === 'batch') {
    if (!batchSlug) throw badRequest('Say which batch.', { batch_slug: 'Required for batch testimonials' });
    const { batch } = await batchBySlug(db, batchSlug);
    scope = eq(batchTestimonials.batchId, batch.id);
  } else if (type === 'course') {
    if (!courseSlug)
      throw badRequest('Say which course.', { course_slug: 'Required for course testimonials' });
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, courseSlug));
    if (!course) throw notFound('There is no such course.');
    scope = inArray(
      batchTestimonials.batchId,
      db.select({ id: batches.id }).from(batches).where(eq(batches.courseId, course.id)),
    );
  } else {
    // Learners rate batches (and so courses); mentor ratings are not collected anywhere yet.
    throw badRequest('Only batch and course testimonials are collected.', { type: 'Use batch or course' });
  }
  return ratingsPage(db, scope, page);
};

/** One page of learners' ratings matching `scope`, newest first, with the rater's name. */
export async function ratingsPage(db: Db, scope: SQL, page: number) {
  const [rows, [total]] = await Promise.all([
    db
      .select({ testimonial: batchTestimonials, name: users.name })
      .from(batchTestimonials)
      .innerJoin(users, eq(users.id, batchTestimonials.userId))
      .where(scope)
      .orderBy(desc(batchTestimonials.createdAt), desc(batchTestimonials.id))
      .limit(testimonialsPageSize)
      .offset((page - 1) * testimonialsPageSize),
    db.select({ n: count() }).from(batchTestimonials).where(scope),
  ]);
  return {
    results: rows.map(({ testimonial, name }) => ({
      id: testimonial.id,
      name,
      profile_image: null,
      rating: testimonial.rating,
      text: testimonial.text,
      created_at: testimonial.createdAt.toISOString(),
    })),
    count: total?.n ?? 0,
    page,
    page_size: testimonialsPageSize,
  };
}

export const handleBatchTestimonialsPost: Handler<'batch-testimonials-post'> = async ({
  input,
  user,
  database: { db },
}) => {
  if (!user) throw forbidden();
  if (input.path.type !== 'batch') throw badRequest('Only a batch can be rated here.', { type: 'Use batch' });
  const { batch } = await batchBySlug(db, input.body.batch_slug);
  if (!(await isEnrolled(db, batch.id, user.id)))
    throw forbidden('Only learners enrolled in this batch can rate it.');
  // One rating per learner and batch: rating again replaces the earlier one.
  const [saved] = await db
    .insert(batchTestimonials)
    .values({ batchId: batch.id, userId: user.id, rating: input.body.rating, text: input.body.text })
    .onConflictDoUpdate({
      target: [batchTestimonials.batchId, batchTestimonials.userId],
      set: { rating: input.body.rating, text: input.body.text, createdAt: new Date() },
    })
    .returning();
  if (!saved) throw new Error('The rating was not saved.');
  return {
    id: saved.id,
    name: user.name,
    profile_image: null,
    rating: saved.rating,
    text: saved.text,
    created_at: saved.createdAt.toISOString(),
  };
};
