import { progressDisplay } from '@learnforge/domain';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import {
  batchContentItems,
  batchEnrollments,
  batches,
  batchUserActivity,
  courses,
  problems,
  trackCompletions,
  trackProblems,
  tracks,
} from '../../db/schema';
import { batchBySlug } from '../batch-access';
import {
  batchAccess,
  batchProgressPercent,
  batchTracks,
  canEditBatchTrack,
  progressOfTracks,
  progressView,
  requireBatchAccess,
  trackInBatch,
  trackProgressView,
} from '../learning';
import { videoUrl } from '../media';
import { refundWindowEndsAt } from '../refunds';
import { offeredElectives } from './electives';

const isoDay = (date: Date) => date.toISOString().slice(0, 10);

export const handleBatchAccessPermission: Handler<'batch-access-permission'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch, course } = await batchBySlug(db, input.path.slug);
  const access = await batchAccess(db, user, batch, course);
  return {
    has_access: access.hasAccess,
    reason: access.reason,
    message: access.message,
    access_ends_at: access.accessEndsAt?.toISOString() ?? null,
    can_edit_batch_track: canEditBatchTrack(user),
  };
};

export const handleBatchDetail: Handler<'batch-detail'> = async ({ input, database: { db } }) => {
  const { batch, course } = await batchBySlug(db, input.path.slug);
  const trackRows = await batchTracks(db, batch.id);
  return {
    id: batch.id,
    slug: batch.slug,
    name: batch.name,
    course_slug: course.slug,
    course_name: course.name,
    course_type: course.courseType,
    course_fee_type: course.courseFeeType,
    start_date: isoDay(batch.startsAt),
    end_date: isoDay(batch.endsAt),
    default_lang: 'en',
    tracks: trackRows.map((track) => ({
      id: track.id,
      slug: track.slug,
      name: track.name,
      order: track.position,
      entities_count: Object.values(track.totals).reduce((sum, n) => sum + n, 0),
    })),
    has_elective_courses: (await offeredElectives(db, course)).length > 0,
    // Every batch awards a certificate on completion (ADR 0054).
    has_certificate: true,
    // ADR 0056: a paid seat can be refunded until a week after the batch starts.
    refund_window_ends_at: refundWindowEndsAt(batch).toISOString(),
  };
};

export const handleBatchProgress: Handler<'batch-progress'> = async ({ input, user, database: { db } }) => {
  const { batch } = await requireBatchAccess(db, user, input.query.batch_slug);
  const trackRows = await batchTracks(db, batch.id);
  const progress = await progressOfTracks(
    db,
    trackRows.map((track) => track.id),
    user.id,
  );
  let done = 0;
  let total = 0;
  const trackViews = trackRows.map((track) => {
    const own = progress.get(track.id)!;
    done += own.user_entities_count;
    total += own.track_entities_count;
    return {
      track_slug: track.slug,
      progress: own.user_track_progress,
      progress_display: own.user_track_progress__display,
      entities_progress: progressView(own, track.totals).user_track_entities_progress,
    };
  });
  return {
    user_batch_progress: total === 0 ? -1 : progressDisplay(done, total),
    // The batch score is the progress rule's numerator: one point per entity done (ADR 0065).
    user_batch_score: done,
    tracks: trackViews,
  };
};

export const handleTrackUserProgress: Handler<'track-user-progress'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch } = await requireBatchAccess(db, user, input.query.batch_slug);
  const track = await trackInBatch(db, batch.id, input.query.track_slug);
  return trackProgressView(db, track.id, user.id);
};

export const handleTrackBatch: Handler<'track-batch'> = async ({ input, user, database: { db } }) => {
  const { batch } = await requireBatchAccess(db, user, input.path.batch);
  const track = await trackInBatch(db, batch.id, input.path.track);
  const [trackProblemRows, items, completions] = await Promise.all([
    db
      .select({
        id: trackProblems.problemId,
        position: trackProblems.position,
        slug: problems.slug,
        title: problems.title,
      })
      .from(trackProblems)
      .innerJoin(problems, eq(problems.id, trackProblems.problemId))
      .where(eq(trackProblems.trackId, track.id)),
    db
      .select()
      .from(batchContentItems)
      .where(eq(batchContentItems.trackId, track.id))
      .orderBy(asc(batchContentItems.position), asc(batchContentItems.id)),
    db
      .select({ type: trackCompletions.entityType, id: trackCompletions.entityId })
      .from(trackCompletions)
      .where(and(eq(trackCompletions.trackId, track.id), eq(trackCompletions.userId, user.id))),
  ]);
  const done = new Set(completions.map((row) => `${row.type}:${row.id}`));
  const solved = (await progressOfTracks(db, [track.id], user.id))
    .get(track.id)!
    .user_track_entities_progress['coding-problem'].map(Number);
  const entities = [
    ...items.map((item) => {
      const questions = item.body.questions ?? [];
      const duration = item.kind === 'video' ? (item.body.duration_seconds ?? null) : null;
      return {
        id: item.id,
        type: item.kind === 'quiz' ? ('quiz-question' as const) : item.kind,
        slug: null,
        title: item.title,
        order: item.position,
        is_locked: false,
        duration_minutes: duration === null ? null : Math.ceil(duration / 60),
        completed:
          item.kind === 'quiz'
            ? questions.length > 0 && questions.every((q) => done.has(`quiz-question:${q.id}`))
            : done.has(`${item.kind}:${item.id}`),
        video_url: item.kind === 'video' && item.body.src ? videoUrl(item.id) : null,
        duration_seconds: duration,
      };
    }),
    ...trackProblemRows.map((problem) => ({
      id: problem.id,
      type: 'coding-problem' as const,
      slug: problem.slug,
      title: problem.title,
      order: items.length + problem.position,
      is_locked: false,
      duration_minutes: null,
      completed: solved.includes(problem.id),
      video_url: null,
      duration_seconds: null,
    })),
  ];
  return { id: track.id, slug: track.slug, name: track.name, description: '', entities };
};

export const handleBatchUserActivityGet: Handler<'batch-user-activity-get'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch } = await requireBatchAccess(db, user, input.query.batch_slug);
  const [row] = await db
    .select({ activity: batchUserActivity, trackSlug: tracks.slug })
    .from(batchUserActivity)
    .innerJoin(tracks, eq(tracks.id, batchUserActivity.trackId))
    .where(and(eq(batchUserActivity.batchId, batch.id), eq(batchUserActivity.userId, user.id)))
    .limit(1);
  return {
    last_visited: row
      ? {
          track_slug: row.trackSlug,
          entity_type: row.activity.entityType,
          entity_id: row.activity.entityId,
          visited_at: row.activity.visitedAt.toISOString(),
        }
      : null,
    streak_days: 0,
  };
};

export const handleBatchUserActivityPost: Handler<'batch-user-activity-post'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch } = await requireBatchAccess(db, user, input.body.batch_slug);
  const track = await trackInBatch(db, batch.id, input.body.track_slug);
  const visit = {
    trackId: track.id,
    entityType: input.body.entity_type,
    entityId: input.body.entity_id,
    visitedAt: new Date(),
  };
  await db
    .insert(batchUserActivity)
    .values({ userId: user.id, batchId: batch.id, ...visit })
    .onConflictDoUpdate({ target: [batchUserActivity.userId, batchUserActivity.batchId], set: visit });
  return { message: 'Saved where you left off.' };
};

/** Every batch the learner is enrolled in (ended ones too), newest enrolment first, with progress and "continue". */
async function myCourses(db: Db, userId: number) {
  const rows = await db
    .select({
      batch: batches,
      course: courses,
      enrolledAt: batchEnrollments.enrolledAt,
      accessEndsAt: batchEnrollments.accessEndsAt,
    })
    .from(batchEnrollments)
    .innerJoin(batches, eq(batches.id, batchEnrollments.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(eq(batchEnrollments.userId, userId))
    .orderBy(desc(batchEnrollments.enrolledAt), asc(batches.id));
  const batchIds = rows.map((row) => row.batch.id);
  const resumes =
    batchIds.length === 0
      ? []
      : await db
          .select({ activity: batchUserActivity, trackSlug: tracks.slug })
          .from(batchUserActivity)
          .innerJoin(tracks, eq(tracks.id, batchUserActivity.trackId))
          .where(and(eq(batchUserActivity.userId, userId), inArray(batchUserActivity.batchId, batchIds)));
  const results = [];
  for (const row of rows) {
    const resume = resumes.find((r) => r.activity.batchId === row.batch.id);
    results.push({
      course_id: row.course.id,
      course_slug: row.course.slug,
      course_name: row.course.name,
      course_type: row.course.courseType,
      batch_slug: row.batch.slug,
      batch_name: row.batch.name,
      image_url: null,
      progress: Math.min(100, Math.ceil(await batchProgressPercent(db, row.batch.id, userId))),
      enrolled_at: row.enrolledAt.toISOString(),
      access_expires_at: row.accessEndsAt.toISOString(),
      resume: resume
        ? {
            track_slug: resume.trackSlug,
            entity_type: resume.activity.entityType,
            entity_id: resume.activity.entityId,
          }
        : null,
    });
  }
  return results;
}

export const handleMyCoursesUsers: Handler<'my-courses-users'> = async ({ user, database: { db } }) => ({
  results: await myCourses(db, user.id),
});

const MY_COURSES_PAGE_SIZE = 20;

/**
 * `user/courses/`: the same batches as `users/myCourses`, one tab per status (ADR 0101): expired once the
 * access has ended, completed at 100 % progress, ongoing otherwise; 20 a page.
 */
export const handleMyCoursesUserCourses: Handler<'my-courses-user-courses'> = async ({
  input,
  user,
  database: { db },
}) => {
  const now = Date.now();
  const statusOf = (course: Awaited<ReturnType<typeof myCourses>>[number]) =>
    course.access_expires_at && Date.parse(course.access_expires_at) <= now
      ? 'expired'
      : course.progress >= 100
        ? 'completed'
        : 'ongoing';
  const matching = (await myCourses(db, user.id)).filter((course) => statusOf(course) === input.query.status);
  const { page } = input.query;
  return {
    results: matching.slice((page - 1) * MY_COURSES_PAGE_SIZE, page * MY_COURSES_PAGE_SIZE),
    count: matching.length,
    page,
    page_size: MY_COURSES_PAGE_SIZE,
  };
};
