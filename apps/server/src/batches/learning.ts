import {
  AREA_ROLES,
  completeTrackEntity,
  emptyTrackProgress,
  hasRole,
  ProblemAttemptStatus,
  progressPercent,
  TRACK_ENTITY_TYPES,
  type TrackEntityType,
  type TrackProgress,
} from '@learnforge/domain';
import { and, asc, eq, gte, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import type { ContentBody } from '../db/content-body';
import {
  batchContentItems,
  batchEnrollments,
  batches,
  type courses,
  orgBatchActivity,
  orgDealAccess,
  orgDeals,
  problemAttempts,
  trackCompletions,
  trackProblems,
  trackQuizAttempts,
  tracks,
  videoWatches,
} from '../db/schema';
import { forbidden, notFound } from '../http/errors';
import { refreshStudentStats } from '../org-dashboard/stats';
import { batchBySlug, isBatchStaff } from './batch-access';

type Batch = typeof batches.$inferSelect;
type Course = typeof courses.$inferSelect;

/** Why a person may, or may not, open a batch's content (001 §6, ADR 0046, ADR 0065). */
type AccessReason = 'staff' | 'enrolled' | 'licence' | 'free' | 'expired' | 'not_enrolled';

export interface BatchAccess {
  hasAccess: boolean;
  reason: AccessReason;
  /** What the batch page shows when there is no access: why, and the way in. */
  message: string;
  /** When the caller's enrolment ends or ended (null without one, or when another rule lets them in). */
  accessEndsAt: Date | null;
}

const FREE_FEE_TYPE = 0;

/**
 * The batch access-permission check: staff who run batches, a learner enrolled in the batch whose
 * access has not ended, a holder of an active organization licence for it, or anyone signed in for a
 * free course's batch.
 */
export async function batchAccess(
  db: Db,
  user: SessionUser,
  batch: Batch,
  course: Course,
): Promise<BatchAccess> {
  if (isBatchStaff(user))
    return { hasAccess: true, reason: 'staff', message: 'You run this batch.', accessEndsAt: null };
  return learnerAccess(db, user.id, batch, course);
}

const dayOf = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** The access check for a learner (no staff rule): enrolment, an active licence, or a free course. */
export async function learnerAccess(
  db: Db,
  userId: number,
  batch: Batch,
  course: Course,
): Promise<BatchAccess> {
  const now = new Date();
  const [enrolled, licence] = await Promise.all([
    db
      .select({ accessEndsAt: batchEnrollments.accessEndsAt })
      .from(batchEnrollments)
      .where(and(eq(batchEnrollments.batchId, batch.id), eq(batchEnrollments.userId, userId)))
      .limit(1),
    db
      .select({ id: orgDealAccess.id })
      .from(orgDealAccess)
      .innerJoin(orgDeals, eq(orgDeals.id, orgDealAccess.dealId))
      .where(
        and(
          eq(orgDeals.batchId, batch.id),
          eq(orgDealAccess.userId, userId),
          isNull(orgDealAccess.revokedAt),
          lte(orgDeals.startDate, now),
          gte(orgDeals.expiryDate, now),
        ),
      )
      .limit(1),
  ]);
  const endsAt = enrolled[0]?.accessEndsAt ?? null;
  if (endsAt && endsAt > now)
    return {
      hasAccess: true,
      reason: 'enrolled',
      message: `You are enrolled in this batch until ${dayOf(endsAt)}.`,
      accessEndsAt: endsAt,
    };
  if (licence.length > 0)
    return {
      hasAccess: true,
      reason: 'licence',
      message: 'Your organization has given you a licence for this batch.',
      accessEndsAt: null,
    };
  if (course.courseFeeType === FREE_FEE_TYPE)
    return {
      hasAccess: true,
      reason: 'free',
      message: 'This batch is free for every signed-in learner.',
      accessEndsAt: null,
    };
  if (endsAt)
    return {
      hasAccess: false,
      reason: 'expired',
      message: `Your access to ${batch.name} ended on ${dayOf(endsAt)}. Join a new batch on the ${course.name} course page, or ask the course team to extend your access.`,
      accessEndsAt: endsAt,
    };
  return {
    hasAccess: false,
    reason: 'not_enrolled',
    message: `You are not enrolled in ${batch.name}. Register for the batch on the ${course.name} course page, or ask your organization for a licence.`,
    accessEndsAt: null,
  };
}

/** The batch by slug, and a 403 with the reason unless the caller may read its content. */
export async function requireBatchAccess(db: Db, user: SessionUser, slug: string) {
  const { batch, course } = await batchBySlug(db, slug);
  const access = await batchAccess(db, user, batch, course);
  if (!access.hasAccess) throw forbidden(access.message);
  return { batch, course, access };
}

export async function trackInBatch(db: Db, batchId: number, trackSlug: string) {
  const [track] = await db
    .select()
    .from(tracks)
    .where(and(eq(tracks.batchId, batchId), eq(tracks.slug, trackSlug)))
    .limit(1);
  if (!track) throw notFound('There is no such track in this batch.');
  return track;
}

/** A content item of a kind, placed in a track of the batch (404 otherwise). */
export async function contentItem(db: Db, batchId: number, id: number, kind: 'article' | 'quiz' | 'video') {
  const [item] = await db
    .select()
    .from(batchContentItems)
    .where(
      and(
        eq(batchContentItems.id, id),
        eq(batchContentItems.batchId, batchId),
        eq(batchContentItems.kind, kind),
      ),
    )
    .limit(1);
  if (!item || item.trackId === null) throw notFound(`There is no such ${kind} in this batch.`);
  return { ...item, trackId: item.trackId };
}

export const canEditBatchTrack = (user: SessionUser) => hasRole(user.roles, ...AREA_ROLES.courseEditor);

interface TrackEntity {
  trackId: number;
  type: TrackEntityType;
  id: number;
  /** What a video or an article holds (its length, its words), for the completion estimate (ADR 0101). */
  body?: ContentBody;
}

/** Every entity of the given tracks with its type: problems, videos, articles and each quiz question. */
export async function trackEntities(db: Db, trackIds: number[]): Promise<TrackEntity[]> {
  if (trackIds.length === 0) return [];
  const [problemRows, items] = await Promise.all([
    db
      .select({ trackId: trackProblems.trackId, id: trackProblems.problemId })
      .from(trackProblems)
      .where(inArray(trackProblems.trackId, trackIds)),
    db
      .select({
        trackId: batchContentItems.trackId,
        id: batchContentItems.id,
        kind: batchContentItems.kind,
        body: batchContentItems.body,
      })
      .from(batchContentItems)
      .where(inArray(batchContentItems.trackId, trackIds)),
  ]);
  const entities: TrackEntity[] = problemRows.map((row) => ({ ...row, type: 'coding-problem' }));
  for (const item of items) {
    if (item.trackId === null) continue;
    if (item.kind === 'quiz') {
      for (const question of item.body.questions ?? [])
        entities.push({ trackId: item.trackId, type: 'quiz-question', id: question.id });
    } else entities.push({ trackId: item.trackId, type: item.kind, id: item.id, body: item.body });
  }
  return entities;
}

/**
 * Track progress by the rules of 001 §4, folded with the domain's completeTrackEntity over what the
 * learner has completed: each new entity raises its type's count and the total, a repeat changes nothing.
 */
export async function progressOfTracks(
  db: Db,
  trackIds: number[],
  userId: number,
): Promise<Map<number, TrackProgress>> {
  const entities = await trackEntities(db, trackIds);
  const problemIds = entities.filter((e) => e.type === 'coding-problem').map((e) => e.id);
  const [solved, completions] = await Promise.all([
    problemIds.length === 0
      ? Promise.resolve([])
      : db
          .select({ problemId: problemAttempts.problemId })
          .from(problemAttempts)
          .where(
            and(
              eq(problemAttempts.userId, userId),
              eq(problemAttempts.status, ProblemAttemptStatus.CORRECT),
              inArray(problemAttempts.problemId, problemIds),
            ),
          ),
    trackIds.length === 0
      ? Promise.resolve([])
      : db
          .select({
            trackId: trackCompletions.trackId,
            type: trackCompletions.entityType,
            id: trackCompletions.entityId,
          })
          .from(trackCompletions)
          .where(and(eq(trackCompletions.userId, userId), inArray(trackCompletions.trackId, trackIds))),
  ]);
  const solvedProblems = new Set(solved.map((row) => row.problemId));
  const completed = new Set(completions.map((row) => `${row.trackId}:${row.type}:${row.id}`));
  const result = new Map<number, TrackProgress>();
  for (const trackId of trackIds) {
    const own = entities.filter((entity) => entity.trackId === trackId);
    let progress = emptyTrackProgress(own.length);
    for (const entity of own) {
      const done =
        entity.type === 'coding-problem'
          ? solvedProblems.has(entity.id)
          : completed.has(`${trackId}:${entity.type}:${entity.id}`);
      if (done) progress = completeTrackEntity(progress, entity.type, entity.id);
    }
    result.set(trackId, progress);
  }
  return result;
}

/** The contract's track progress: per type, how many are done out of how many there are. */
export function progressView(progress: TrackProgress, totals: Record<TrackEntityType, number>) {
  return {
    ...progress,
    user_track_entities_progress: Object.fromEntries(
      TRACK_ENTITY_TYPES.map((type) => [
        type,
        { done: progress.user_track_entities_progress[type].length, total: totals[type] },
      ]),
    ) as Record<TrackEntityType, { done: number; total: number }>,
  };
}

/** Progress of one track in the contract's shape. */
export async function trackProgressView(db: Db, trackId: number, userId: number) {
  const [progress, entities] = await Promise.all([
    progressOfTracks(db, [trackId], userId),
    trackEntities(db, [trackId]),
  ]);
  return progressView(progress.get(trackId)!, typeTotals(entities));
}

function typeTotals(entities: TrackEntity[]): Record<TrackEntityType, number> {
  const totals = Object.fromEntries(TRACK_ENTITY_TYPES.map((type) => [type, 0])) as Record<
    TrackEntityType,
    number
  >;
  for (const entity of entities) totals[entity.type] += 1;
  return totals;
}

/** The batch's tracks in order, each with its entity totals per type. */
export async function batchTracks(db: Db, batchId: number) {
  const rows = await db
    .select()
    .from(tracks)
    .where(eq(tracks.batchId, batchId))
    .orderBy(asc(tracks.position), asc(tracks.id));
  const entities = await trackEntities(
    db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({ ...row, totals: typeTotals(entities.filter((e) => e.trackId === row.id)) }));
}

/** A learner's progress in a whole batch: entities done over entities in all its tracks, 0–100. */
export async function batchProgressPercent(db: Db, batchId: number, userId: number): Promise<number> {
  const trackRows = await db.select({ id: tracks.id }).from(tracks).where(eq(tracks.batchId, batchId));
  const progress = await progressOfTracks(
    db,
    trackRows.map((row) => row.id),
    userId,
  );
  let done = 0;
  let total = 0;
  for (const track of progress.values()) {
    done += track.user_entities_count;
    total += track.track_entities_count;
  }
  return progressPercent(done, total);
}

/**
 * Writes the learner's real figures for the batch into org_batch_activity (progress, pre-recorded
 * video minutes and count, articles, quizzes and the quiz score), then rolls them up for their
 * organization, so the organization dashboard reports what the learner did (no seeded shortcut).
 * Problem, contest and live-class figures are left to the features that own them.
 */
export async function recordBatchActivity(db: Db, batchId: number, userId: number): Promise<void> {
  const [progress, [videos], [articles], [quizzes]] = await Promise.all([
    batchProgressPercent(db, batchId, userId),
    db
      .select({
        minutes: sql<number>`coalesce(sum(${videoWatches.watchedSeconds}), 0) / 60.0`.mapWith(Number),
        completed: sql<number>`count(*) filter (where ${videoWatches.completed})`.mapWith(Number),
      })
      .from(videoWatches)
      .where(and(eq(videoWatches.batchId, batchId), eq(videoWatches.userId, userId))),
    db
      .select({ n: sql<number>`count(*)`.mapWith(Number) })
      .from(trackCompletions)
      .where(
        and(
          eq(trackCompletions.batchId, batchId),
          eq(trackCompletions.userId, userId),
          eq(trackCompletions.entityType, 'article'),
        ),
      ),
    db
      .select({
        n: sql<number>`count(*)`.mapWith(Number),
        score:
          sql<number>`coalesce(avg(${trackQuizAttempts.bestScore} * 100.0 / nullif(${trackQuizAttempts.maxScore}, 0)), 0)`.mapWith(
            Number,
          ),
      })
      .from(trackQuizAttempts)
      .where(and(eq(trackQuizAttempts.batchId, batchId), eq(trackQuizAttempts.userId, userId))),
  ]);
  const figures = {
    progress,
    prerecordedMinutes: Math.round((videos?.minutes ?? 0) * 10) / 10,
    prerecordedCount: videos?.completed ?? 0,
    articlesCount: articles?.n ?? 0,
    quizzesCount: quizzes?.n ?? 0,
    quizScore: Math.round((quizzes?.score ?? 0) * 10) / 10,
    lastActiveAt: new Date(),
  };
  await db
    .insert(orgBatchActivity)
    .values({ batchId, userId, ...figures })
    .onConflictDoUpdate({ target: [orgBatchActivity.batchId, orgBatchActivity.userId], set: figures });
  const [batch] = await db
    .select({ organizationId: batches.organizationId })
    .from(batches)
    .where(eq(batches.id, batchId));
  if (batch?.organizationId) await refreshStudentStats(db, batch.organizationId, [userId]);
}

/** Records a completion once (the primary key ignores a repeat); true when it was new. */
export async function completeEntity(
  db: Db,
  entry: {
    userId: number;
    batchId: number;
    trackId: number;
    entityType: 'video' | 'article' | 'quiz-question';
    entityId: number;
  },
): Promise<boolean> {
  const inserted = await db.insert(trackCompletions).values(entry).onConflictDoNothing().returning();
  return inserted.length > 0;
}
