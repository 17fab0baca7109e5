import { and, asc, avg, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { pageOf } from '../../db/paging';
import { batchContentItems, batches, courses, tracks, users, videoFeedbacks } from '../../db/schema';
import { badRequest } from '../../http/errors';

/**
 * GET video-feedbacks/: learners' feedback on track videos for the course team (ADR 0105), newest first, 20 a
 * page. Each filter narrows the one before: a course, one of its batches, one of that batch's videos; stars and a
 * tag narrow any of them. A course, batch or video that does not fit is a 400 beside its field, never an empty
 * page that looks like "no feedback".
 */
export const handleVideoFeedbacks: Handler<'x-video-feedbacks'> = async ({ input, database: { db } }) => {
  const { course_slug, batch_slug, video_id, rating, tag } = input.query;
  if (batch_slug && !course_slug)
    throw badRequest('Choose the course first.', { course_slug: 'Choose a course' });
  if (video_id && !batch_slug) throw badRequest('Choose the batch first.', { batch_slug: 'Choose a batch' });

  const conditions: SQL[] = [];
  let batchOptions: { slug: string; name: string }[] = [];
  let videoOptions: { id: number; title: string; track_slug: string }[] = [];
  if (course_slug) {
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, course_slug));
    if (!course) throw badRequest('There is no such course.', { course_slug: 'There is no such course' });
    conditions.push(eq(courses.id, course.id));
    batchOptions = await db
      .select({ slug: batches.slug, name: batches.name })
      .from(batches)
      .where(eq(batches.courseId, course.id))
      .orderBy(desc(batches.startsAt), asc(batches.id));
  }
  if (batch_slug) {
    const batch = batchOptions.find((option) => option.slug === batch_slug);
    if (!batch)
      throw badRequest('That batch is not one of the course’s.', {
        batch_slug: 'Choose a batch of this course',
      });
    conditions.push(eq(batches.slug, batch_slug));
    videoOptions = await db
      .select({ id: batchContentItems.id, title: batchContentItems.title, track_slug: tracks.slug })
      .from(batchContentItems)
      .innerJoin(batches, eq(batches.id, batchContentItems.batchId))
      .innerJoin(tracks, eq(tracks.id, batchContentItems.trackId))
      .where(and(eq(batches.slug, batch_slug), eq(batchContentItems.kind, 'video')))
      .orderBy(asc(tracks.position), asc(batchContentItems.position), asc(batchContentItems.id));
  }
  if (video_id) {
    if (!videoOptions.some((option) => option.id === video_id))
      throw badRequest('That video is not in the batch’s tracks.', {
        video_id: 'Choose a video of this batch',
      });
    conditions.push(eq(videoFeedbacks.videoId, video_id));
  }
  if (rating) conditions.push(eq(videoFeedbacks.rating, rating));
  if (tag)
    conditions.push(
      sql`exists (select 1 from unnest(${videoFeedbacks.tags}) as given(tag) where lower(given.tag) = lower(${tag}))`,
    );
  const where = conditions.length > 0 ? and(...conditions) : undefined;

  // The same joins and conditions for the page and the average, so the two always describe the same feedback.
  const listed = db
    .select({
      feedback: videoFeedbacks,
      courseSlug: courses.slug,
      courseName: courses.name,
      batchSlug: batches.slug,
      batchName: batches.name,
      trackSlug: tracks.slug,
      videoTitle: batchContentItems.title,
      handle: users.handle,
      name: users.name,
    })
    .from(videoFeedbacks)
    .innerJoin(batchContentItems, eq(batchContentItems.id, videoFeedbacks.videoId))
    .innerJoin(tracks, eq(tracks.id, batchContentItems.trackId))
    .innerJoin(batches, eq(batches.id, batchContentItems.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .innerJoin(users, eq(users.id, videoFeedbacks.userId))
    .where(where)
    .$dynamic();
  const averaged = db
    .select({ mean: avg(videoFeedbacks.rating).mapWith(Number) })
    .from(videoFeedbacks)
    .innerJoin(batchContentItems, eq(batchContentItems.id, videoFeedbacks.videoId))
    .innerJoin(tracks, eq(tracks.id, batchContentItems.trackId))
    .innerJoin(batches, eq(batches.id, batchContentItems.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(where);

  const [page, [average]] = await Promise.all([
    pageOf(db, input.query, listed, [desc(videoFeedbacks.createdAt), desc(videoFeedbacks.id)], (row) => ({
      id: row.feedback.id,
      course_slug: row.courseSlug,
      course_name: row.courseName,
      batch_slug: row.batchSlug,
      batch_name: row.batchName,
      track_slug: row.trackSlug,
      video_id: row.feedback.videoId,
      video_title: row.videoTitle,
      handle: row.handle,
      name: row.name,
      rating: row.feedback.rating,
      tags: row.feedback.tags,
      comment: row.feedback.comment,
      created_at: row.feedback.createdAt.toISOString(),
    })),
    averaged,
  ]);
  const mean = average?.mean;
  return {
    ...page,
    // One decimal, as the screen says it ("3.7 stars").
    average_rating: page.count > 0 && mean ? Math.round(mean * 10) / 10 : null,
    batches: batchOptions,
    videos: videoOptions,
  };
};
