import { AREA_ROLES, hasRole, ProblemAttemptStatus } from '@learnforge/domain';
import { and, asc, count, desc, eq, inArray, sql } from 'drizzle-orm';
import type { EndpointRegistry } from '../api/registry';
import type { SessionUser } from '../auth/sessions';
import { tabValues } from '../courses/editor-tabs';
import type { Db } from '../db/client';
import {
  batchEnrollments,
  batches,
  batchTestimonials,
  courseEditorTabs,
  courses,
  orgBatchActivity,
  premiumOrders,
  problemAttempts,
  submissions,
  trackProblems,
  tracks,
  users,
} from '../db/schema';
import { badRequest, forbidden, notFound } from '../http/errors';

const testimonialsPageSize = 20;

/** Staff who may open any batch without an enrollment (001 §6). */
function isBatchStaff(user: SessionUser): boolean {
  return hasRole(user.roles, ...AREA_ROLES.batchStaff);
}

async function batchBySlug(db: Db, slug: string) {
  const [row] = await db
    .select({ batch: batches, course: courses })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(eq(batches.slug, slug))
    .limit(1);
  if (!row) throw notFound('There is no such batch.');
  return row;
}

async function isEnrolled(db: Db, batchId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: batchEnrollments.userId })
    .from(batchEnrollments)
    .where(and(eq(batchEnrollments.batchId, batchId), eq(batchEnrollments.userId, userId)))
    .limit(1);
  return row !== undefined;
}

/** Percentage of each track's problems the user has solved, keyed by track id. */
async function trackProgress(db: Db, trackIds: number[], userId: number): Promise<Record<string, number>> {
  if (trackIds.length === 0) return {};
  const rows = await db
    .select({
      trackId: trackProblems.trackId,
      total: count(),
      solved: sql<number>`count(${problemAttempts.problemId})::int`,
    })
    .from(trackProblems)
    .leftJoin(
      problemAttempts,
      and(
        eq(problemAttempts.problemId, trackProblems.problemId),
        eq(problemAttempts.userId, userId),
        eq(problemAttempts.status, ProblemAttemptStatus.CORRECT),
      ),
    )
    .where(inArray(trackProblems.trackId, trackIds))
    .groupBy(trackProblems.trackId);
  const progress: Record<string, number> = {};
  for (const id of trackIds) progress[String(id)] = 0;
  for (const row of rows) {
    progress[String(row.trackId)] = row.total === 0 ? 0 : Math.round((Number(row.solved) / row.total) * 100);
  }
  return progress;
}

export function registerBatchEndpoints(registry: EndpointRegistry): void {
  registry.implement('batch-user-meta', 'signed-in', async ({ input, user, database: { db }, reply }) => {
    if (!user) throw forbidden();
    const { batch, course } = await batchBySlug(db, input.query.batch_slug);
    const staff = isBatchStaff(user);
    if (!staff && !(await isEnrolled(db, batch.id, user.id)))
      throw forbidden('You are not enrolled in this batch.');

    const batchTracks = await db
      .select({ id: tracks.id })
      .from(tracks)
      .where(eq(tracks.batchId, batch.id))
      .orderBy(asc(tracks.position), asc(tracks.id));
    const trackIds = batchTracks.map((t) => t.id);
    const [progress, submitted, activity, rating, introTab, paidOrder] = await Promise.all([
      trackProgress(db, trackIds, user.id),
      trackIds.length === 0
        ? Promise.resolve([])
        : db
            .selectDistinct({ problemId: submissions.problemId })
            .from(submissions)
            .innerJoin(trackProblems, eq(trackProblems.problemId, submissions.problemId))
            .where(
              and(
                eq(submissions.userId, user.id),
                eq(submissions.kind, 'submit'),
                inArray(trackProblems.trackId, trackIds),
              ),
            ),
      db
        .select()
        .from(orgBatchActivity)
        .where(and(eq(orgBatchActivity.batchId, batch.id), eq(orgBatchActivity.userId, user.id)))
        .limit(1),
      db
        .select({ id: batchTestimonials.id })
        .from(batchTestimonials)
        .where(and(eq(batchTestimonials.batchId, batch.id), eq(batchTestimonials.userId, user.id)))
        .limit(1),
      db
        .select({ values: courseEditorTabs.values })
        .from(courseEditorTabs)
        .where(and(eq(courseEditorTabs.courseId, course.id), eq(courseEditorTabs.tab, 'course-intro')))
        .limit(1),
      db
        .select({ id: premiumOrders.id })
        .from(premiumOrders)
        .where(and(eq(premiumOrders.userId, user.id), eq(premiumOrders.status, 'success')))
        .limit(1),
    ]);
    const scores = activity[0];
    const now = new Date();
    reply.header('date', now.toUTCString());
    return {
      batch_id: batch.id,
      track_id: trackIds[0] ?? null,
      // The dashboard keeps problem, quiz and contest scores apart; the batch score is their sum.
      user_batch_score: scores ? scores.problemScore + scores.quizScore + scores.contestScore : 0,
      user_batch_progress: scores ? scores.progress : -1,
      user_submitted_problem_ids: submitted.map((row) => row.problemId).sort((a, b) => a - b),
      user_track_progress: progress,
      course_slug: course.slug,
      course_fee_type: course.courseFeeType,
      // FeeType free is 0 (000 §4); paid courses need a successful premium purchase.
      user_paid_access: course.courseFeeType === 0 || user.premiumPlanId !== null || paidOrder.length > 0,
      is_batch_rated: rating.length > 0,
      can_edit_batch_track: hasRole(user.roles, ...AREA_ROLES.courseEditor),
      course_default_lang: tabValues('course-intro', introTab[0]?.values, course).course_default_lang,
      is_moderator: hasRole(user.roles, ...AREA_ROLES.moderation),
      monitor_window_shrink: batch.monitorWindowShrink,
      detect_known_extensions: batch.detectKnownExtensions,
      current_date: now.toISOString(),
    };
  });

  registry.implement('batch-testimonials-get', 'public', async ({ input, database: { db } }) => {
    const { type } = input.path;
    const { batch_slug: batchSlug, course_slug: courseSlug, page } = input.query;
    let scope: ReturnType<typeof eq>;
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
  });

  registry.implement('batch-testimonials-post', 'signed-in', async ({ input, user, database: { db } }) => {
    if (!user) throw forbidden();
    if (input.path.type !== 'batch')
      throw badRequest('Only a batch can be rated here.', { type: 'Use batch' });
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
  });
}
