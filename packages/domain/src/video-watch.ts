/**
 * A video counts as done once the learner has watched this share of it (ADR 0046): the seconds
 * actually played, merged across sessions, so seeking to the end does not complete it, while the
 * credits or a last skipped moment do not hold it back.
 */
export const VIDEO_DONE_SHARE = 0.9;

export type WatchInterval = readonly [start: number, end: number];

/** Merges played intervals (clamped to the video's length) into sorted, non-overlapping ones. */
export function mergeWatchIntervals(
  intervals: readonly WatchInterval[],
  durationSeconds: number,
): [number, number][] {
  const clamped = intervals
    .map(([start, end]): [number, number] => [
      Math.max(0, Math.min(start, durationSeconds)),
      Math.max(0, Math.min(end, durationSeconds)),
    ])
    .filter(([start, end]) => end > start)
    .sort((a, b) => a[0] - b[0]);
  const merged: [number, number][] = [];
  for (const [start, end] of clamped) {
    const last = merged.at(-1);
    if (last && start <= last[1]) last[1] = Math.max(last[1], end);
    else merged.push([start, end]);
  }
  return merged;
}

export function watchedSeconds(merged: readonly WatchInterval[]): number {
  return merged.reduce((sum, [start, end]) => sum + (end - start), 0);
}

export function videoCountsAsDone(watched: number, durationSeconds: number): boolean {
  return durationSeconds > 0 && watched >= durationSeconds * VIDEO_DONE_SHARE;
}

/**
 * What a learner can tick when rating a track video (ADR 0087): the learner's form offers these, and the course
 * team's feedback list filters by them (ADR 0105).
 */
export const VIDEO_FEEDBACK_TAGS = [
  'Clear explanation',
  'Too fast',
  'Too slow',
  'Audio problem',
  'Picture problem',
] as const;
