import { AREA_ROLES, hasRole } from '@learnforge/domain';
import { and, asc, eq, inArray, isNull } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { tabValues } from '../../courses/editor-tabs';
import {
  batchTestimonials,
  courseEditorTabs,
  orgBatchActivity,
  paymentOrderItems,
  paymentOrders,
  submissions,
  trackProblems,
  tracks,
} from '../../db/schema';
import { forbidden } from '../../http/errors';
import { batchBySlug, isBatchStaff, isEnrolled } from '../batch-access';
import { progressOfTracks } from '../learning';

export const handleBatchUserMeta: Handler<'batch-user-meta'> = async ({
  input,
  user,
  database: { db },
  reply,
}) => {
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
    progressOfTracks(db, trackIds, user.id),
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
      .select({ id: paymentOrders.id })
      .from(paymentOrders)
      .innerJoin(paymentOrderItems, eq(paymentOrderItems.orderId, paymentOrders.id))
      .where(
        and(
          eq(paymentOrders.userId, user.id),
          eq(paymentOrders.status, 'paid'),
          eq(paymentOrderItems.batchId, batch.id),
          isNull(paymentOrderItems.refundedAt),
        ),
      )
      .limit(1),
  ]);
  const scores = activity[0];
  const now = new Date();
  reply.header('date', now.toUTCString());
  return {
    batch_id: batch.id,
    track_id: trackIds[0] ?? null,
    // One point per entity done, as the batch page and the batch leaderboard count it (ADR 0065).
    user_batch_score: [...progress.values()].reduce((sum, track) => sum + track.user_entities_count, 0),
    user_batch_progress: scores ? scores.progress : -1,
    user_submitted_problem_ids: submitted.map((row) => row.problemId).sort((a, b) => a - b),
    // The same rule as the batch page and the track page (001 §4): every entity type counts.
    user_track_progress: Object.fromEntries(
      [...progress].map(([trackId, track]) => [String(trackId), track.user_track_progress]),
    ),
    course_slug: course.slug,
    course_fee_type: course.courseFeeType,
    // FeeType free is 0 (000 §4); a paid course needs premium or a paid order for this batch.
    user_paid_access: course.courseFeeType === 0 || user.premiumPlanId !== null || paidOrder.length > 0,
    is_batch_rated: rating.length > 0,
    can_edit_batch_track: hasRole(user.roles, ...AREA_ROLES.courseEditor),
    course_default_lang: tabValues('course-intro', introTab[0]?.values, course).course_default_lang,
    is_moderator: hasRole(user.roles, ...AREA_ROLES.moderation),
    monitor_window_shrink: batch.monitorWindowShrink,
    detect_known_extensions: batch.detectKnownExtensions,
    current_date: now.toISOString(),
  };
};
