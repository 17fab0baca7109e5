import { describe, expect, it } from 'vitest';
import {
  completeTrackEntity,
  emptyTrackProgress,
  isBatchProgressKnown,
  PROGRESS_DISPLAY_CAP,
  progressDisplay,
  progressPercent,
  SOLVED_COUNT_KEYS,
  solvedCountKey,
  TRACK_ENTITY_TYPES,
  type TrackEntityType,
  UNKNOWN_BATCH_PROGRESS,
} from './track-progress';

describe('001 §3 track progress fields', () => {
  it('entity types coding-problem, quiz-question, contest, video, article', () => {
    expect(TRACK_ENTITY_TYPES).toEqual(['coding-problem', 'quiz-question', 'contest', 'video', 'article']);
  });

  it('solved counts videos, articles, problems, quiz, contest, one per entity type', () => {
    expect(SOLVED_COUNT_KEYS).toEqual(['videos', 'articles', 'problems', 'quiz', 'contest']);
    expect(TRACK_ENTITY_TYPES.map(solvedCountKey)).toEqual([
      'problems',
      'quiz',
      'contest',
      'videos',
      'articles',
    ]);
    expect(() => solvedCountKey('podcast' as TrackEntityType)).toThrow('Unknown track entity type: podcast');
  });

  it('userBatchProgress -1 means unknown', () => {
    expect(UNKNOWN_BATCH_PROGRESS).toBe(-1);
    expect(isBatchProgressKnown(-1)).toBe(false);
    expect(isBatchProgressKnown(0)).toBe(true);
  });
});

describe('001 §4 track progress', () => {
  it('completing a new entity raises its type solved count and the total', () => {
    const progress = completeTrackEntity(emptyTrackProgress(4), 'video', 11);
    expect(progress.user_entity_wise_solved_count).toEqual({
      videos: 1,
      articles: 0,
      problems: 0,
      quiz: 0,
      contest: 0,
    });
    expect(progress.user_entities_count).toBe(1);
    expect(progress.user_track_entities_progress.video).toEqual([11]);
    expect(progress.user_track_progress).toBe(25);
    expect(progress.user_track_progress__display).toBe(25);
  });

  it('repeat completion changes nothing', () => {
    const once = completeTrackEntity(emptyTrackProgress(4), 'coding-problem', 'p1');
    expect(completeTrackEntity(once, 'coding-problem', 'p1')).toBe(once);
  });

  it('the same id of another type is a new entity', () => {
    const once = completeTrackEntity(emptyTrackProgress(3), 'article', 5);
    const twice = completeTrackEntity(once, 'quiz-question', 5);
    expect(twice.user_entities_count).toBe(2);
    expect(twice.user_entity_wise_solved_count).toMatchObject({ articles: 1, quiz: 1 });
    expect(twice.user_track_progress__display).toBe(67);
  });

  it('leaves the progress it was given untouched', () => {
    const before = emptyTrackProgress(2);
    completeTrackEntity(before, 'contest', 'c1');
    expect(before.user_entities_count).toBe(0);
    expect(before.user_track_entities_progress.contest).toEqual([]);
  });

  it('percentage is done/total*100', () => {
    expect(progressPercent(1, 4)).toBe(25);
    expect(progressPercent(1, 3)).toBeCloseTo(33.333, 3);
    expect(progressPercent(7, 100)).toBe(7);
    expect(progressPercent(3, 0)).toBe(0);
  });

  it('display value is rounded up and capped at 100', () => {
    expect(progressDisplay(1, 3)).toBe(34);
    expect(progressDisplay(7, 100)).toBe(7);
    expect(progressDisplay(5, 4)).toBe(100);
    expect(PROGRESS_DISPLAY_CAP).toBe(100);
  });

  it('display value is 0 when the track has no entities', () => {
    expect(progressDisplay(0, 0)).toBe(0);
  });
});
