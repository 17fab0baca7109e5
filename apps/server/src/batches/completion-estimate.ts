import { indiaDay } from '@learnforge/domain';
import { and, eq, gte } from 'drizzle-orm';
import type { Db } from '../db/client';
import { batchStudyPlans, trackCompletions, tracks, videoWatches } from '../db/schema';
import { progressOfTracks, trackEntities } from './learning';

/**
 * How long each kind of track entity takes (ADR 0101): a video its length (what is left of it once
 * started), an article its words at 200 a minute (at least a minute), a quiz question two minutes and
 * a coding problem thirty. The spec states no rule; these are the figures the batch page explains.
 */
const WORDS_PER_MINUTE = 200;
const QUIZ_QUESTION_MINUTES = 2;
const CODING_PROBLEM_MINUTES = 30;
/** How far back the learner's own pace is measured when they gave none and keep no study plan. */
const RECENT_DAYS = 28;
const DAY_MS = 86_400_000;

type PaceSource = 'asked' | 'study_plan' | 'recent_activity' | 'none';

interface Estimate {
  hoursRemaining: number;
  hoursPerWeek: number | null;
  paceSource: PaceSource;
  /** `YYYY-MM-DD` (UTC), or null when no pace is known. */
  completionDate: string | null;
}

/** An article's reading time in whole minutes, at least one. */
export const articleMinutes = (markdown: string | undefined) =>
  Math.max(1, Math.ceil((markdown ?? '').split(/\s+/).filter(Boolean).length / WORDS_PER_MINUTE));

/** The minutes each entity of the batch takes, keyed `track:type:id` like the progress sets. */
async function entityMinutes(db: Db, trackIds: number[]) {
  const minutes = new Map<string, { trackId: number; minutes: number }>();
  for (const entity of await trackEntities(db, trackIds))
    minutes.set(`${entity.trackId}:${entity.type}:${entity.id}`, {
      trackId: entity.trackId,
      minutes:
        entity.type === 'coding-problem'
          ? CODING_PROBLEM_MINUTES
          : entity.type === 'quiz-question'
            ? QUIZ_QUESTION_MINUTES
            : entity.type === 'video'
              ? (entity.body?.duration_seconds ?? 0) / 60
              : articleMinutes(entity.body?.markdown),
    });
  return minutes;
}

/**
 * The estimated completion date of a batch for a learner (ADR 0101): the hours its unfinished entities
 * take, over a pace in hours a week: the one asked for, else the learner's study plan (days × hours a
 * day), else what they completed in the last 28 days, in the same hours, over four weeks. With no pace
 * the date is unknown (null); with nothing left it is today.
 */
export async function estimateCompletion(
  db: Db,
  batchId: number,
  userId: number,
  askedHoursPerWeek: number | undefined,
  now = new Date(),
): Promise<Estimate> {
  const trackRows = await db.select({ id: tracks.id }).from(tracks).where(eq(tracks.batchId, batchId));
  const trackIds = trackRows.map((row) => row.id);
  const [minutes, progress, watches, plan, recent] = await Promise.all([
    entityMinutes(db, trackIds),
    progressOfTracks(db, trackIds, userId),
    db
      .select({ videoId: videoWatches.videoId, watched: videoWatches.watchedSeconds })
      .from(videoWatches)
      .where(and(eq(videoWatches.batchId, batchId), eq(videoWatches.userId, userId))),
    db
      .select({ days: batchStudyPlans.daysOfWeek, hours: batchStudyPlans.hoursPerDay })
      .from(batchStudyPlans)
      .where(and(eq(batchStudyPlans.batchId, batchId), eq(batchStudyPlans.userId, userId)))
      .limit(1),
    db
      .select({
        trackId: trackCompletions.trackId,
        type: trackCompletions.entityType,
        id: trackCompletions.entityId,
      })
      .from(trackCompletions)
      .where(
        and(
          eq(trackCompletions.batchId, batchId),
          eq(trackCompletions.userId, userId),
          gte(trackCompletions.completedAt, new Date(now.getTime() - RECENT_DAYS * DAY_MS)),
        ),
      ),
  ]);
  const done = new Set<string>();
  for (const [trackId, track] of progress)
    for (const [type, ids] of Object.entries(track.user_track_entities_progress))
      for (const id of ids) done.add(`${trackId}:${type}:${id}`);
  const watchedMinutes = new Map(watches.map((row) => [row.videoId, row.watched / 60]));
  let minutesLeft = 0;
  for (const [key, entity] of minutes) {
    if (done.has(key)) continue;
    const [, type, id] = key.split(':');
    const started = type === 'video' ? (watchedMinutes.get(Number(id)) ?? 0) : 0;
    minutesLeft += Math.max(0, entity.minutes - started);
  }
  const hoursRemaining = Math.round((minutesLeft / 60) * 10) / 10;

  let hoursPerWeek: number | null = null;
  let paceSource: PaceSource = 'none';
  if (askedHoursPerWeek !== undefined) {
    hoursPerWeek = askedHoursPerWeek;
    paceSource = 'asked';
  } else if (plan[0]) {
    hoursPerWeek = plan[0].days.length * plan[0].hours;
    paceSource = 'study_plan';
  } else {
    const recentMinutes = recent.reduce(
      (sum, row) => sum + (minutes.get(`${row.trackId}:${row.type}:${row.id}`)?.minutes ?? 0),
      0,
    );
    if (recentMinutes > 0) {
      hoursPerWeek = recentMinutes / 60 / (RECENT_DAYS / 7);
      paceSource = 'recent_activity';
    }
  }
  // A date as the learner reads it: India's calendar day, as the study plan counts days.
  let completionDate: string | null = null;
  if (minutesLeft === 0) completionDate = indiaDay(now);
  else if (hoursPerWeek !== null && hoursPerWeek > 0) {
    const days = Math.ceil((minutesLeft / 60 / hoursPerWeek) * 7);
    completionDate = indiaDay(new Date(now.getTime() + days * DAY_MS));
  }
  return { hoursRemaining, hoursPerWeek, paceSource, completionDate };
}
