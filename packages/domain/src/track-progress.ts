import { unreachable } from './unreachable';

/** Entity types of user_track_entities_progress (001 §3). */
export const TRACK_ENTITY_TYPES = ['coding-problem', 'quiz-question', 'contest', 'video', 'article'] as const;
export type TrackEntityType = (typeof TRACK_ENTITY_TYPES)[number];

/** Keys of user_entity_wise_solved_count (001 §3). */
export const SOLVED_COUNT_KEYS = ['videos', 'articles', 'problems', 'quiz', 'contest'] as const;
export type SolvedCountKey = (typeof SOLVED_COUNT_KEYS)[number];

export function solvedCountKey(entityType: TrackEntityType): SolvedCountKey {
  switch (entityType) {
    case 'coding-problem':
      return 'problems';
    case 'quiz-question':
      return 'quiz';
    case 'contest':
      return 'contest';
    case 'video':
      return 'videos';
    case 'article':
      return 'articles';
    default:
      return unreachable(entityType satisfies never, 'track entity type');
  }
}

export type TrackEntityId = string | number;

/** Track progress fields (001 §3). */
export interface TrackProgress {
  readonly show_user_progress: boolean;
  /** Ids of the completed entities, per type. */
  readonly user_track_entities_progress: Readonly<Record<TrackEntityType, readonly TrackEntityId[]>>;
  readonly user_entity_wise_solved_count: Readonly<Record<SolvedCountKey, number>>;
  /** Entities the user has completed, all types together. */
  readonly user_entities_count: number;
  /** Entities in the track. */
  readonly track_entities_count: number;
  readonly user_track_progress: number;
  readonly user_track_progress__display: number;
}

/** The display value never goes above this (001 §9). */
export const PROGRESS_DISPLAY_CAP = 100;

/** done/total*100 (001 §4); 0 for an empty track rather than NaN. */
export function progressPercent(done: number, total: number): number {
  if (total <= 0) return 0;
  // Multiplying first keeps whole percentages exact (7/100*100 is 7.000000000000001).
  return (done * 100) / total;
}

/** The percentage rounded up and capped at 100 (001 §4, §9); 0 when total is 0. */
export function progressDisplay(done: number, total: number): number {
  return Math.min(PROGRESS_DISPLAY_CAP, Math.ceil(progressPercent(done, total)));
}

/** Progress of a user who has completed nothing yet in a track of `trackEntitiesCount` entities. */
export function emptyTrackProgress(trackEntitiesCount: number): TrackProgress {
  return {
    show_user_progress: true,
    user_track_entities_progress: {
      'coding-problem': [],
      'quiz-question': [],
      contest: [],
      video: [],
      article: [],
    },
    user_entity_wise_solved_count: { videos: 0, articles: 0, problems: 0, quiz: 0, contest: 0 },
    user_entities_count: 0,
    track_entities_count: trackEntitiesCount,
    user_track_progress: 0,
    user_track_progress__display: 0,
  };
}

/**
 * Completing an entity the first time raises its type's solved count and the total (001 §4);
 * a repeat completion returns `progress` unchanged.
 */
export function completeTrackEntity(
  progress: TrackProgress,
  entityType: TrackEntityType,
  entityId: TrackEntityId,
): TrackProgress {
  const done = progress.user_track_entities_progress[entityType];
  if (done.some((id) => String(id) === String(entityId))) return progress;
  const key = solvedCountKey(entityType);
  const userEntitiesCount = progress.user_entities_count + 1;
  return {
    ...progress,
    user_track_entities_progress: {
      ...progress.user_track_entities_progress,
      [entityType]: [...done, entityId],
    },
    user_entity_wise_solved_count: {
      ...progress.user_entity_wise_solved_count,
      [key]: progress.user_entity_wise_solved_count[key] + 1,
    },
    user_entities_count: userEntitiesCount,
    user_track_progress: progressPercent(userEntitiesCount, progress.track_entities_count),
    user_track_progress__display: progressDisplay(userEntitiesCount, progress.track_entities_count),
  };
}

/** userBatchProgress -1 means unknown (001 §3). */
export const UNKNOWN_BATCH_PROGRESS = -1;

export function isBatchProgressKnown(userBatchProgress: number): boolean {
  return userBatchProgress !== UNKNOWN_BATCH_PROGRESS;
}
