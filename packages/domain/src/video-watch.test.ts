import { describe, expect, it } from 'vitest';
import { mergeWatchIntervals, videoCountsAsDone, watchedSeconds } from './video-watch';

describe('video watch rule', () => {
  it('merges overlapping sessions and clamps them to the video', () => {
    const merged = mergeWatchIntervals(
      [
        [4, 8],
        [0, 5],
        [9, 30],
        [3, 3],
      ],
      12,
    );
    expect(merged).toEqual([
      [0, 8],
      [9, 12],
    ]);
    expect(watchedSeconds(merged)).toBe(11);
  });

  it('counts a video as done at 90 % of its length, not when the learner only seeks to the end', () => {
    expect(videoCountsAsDone(9, 10)).toBe(true);
    expect(videoCountsAsDone(8.9, 10)).toBe(false);
    expect(videoCountsAsDone(watchedSeconds(mergeWatchIntervals([[9.5, 10]], 10)), 10)).toBe(false);
    expect(videoCountsAsDone(0, 0)).toBe(false);
  });
});
