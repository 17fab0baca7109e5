/** The problem-result call counter (002 §4) starts, and is reset, at 0. */
export const RESULT_POLL_COUNT_START = 0;

/** Each result poll raises the counter by one (002 §4). */
export function countResultPoll(totalResultApiCallCount: number): number {
  return totalResultApiCallCount + 1;
}

/** Problem calls carry the user's credentials unless the problem is public (002 §6). */
export function problemCallsUseCredentials(isProblemPublic: boolean): boolean {
  return !isProblemPublic;
}

/** Problem page screens (002 §2). */
export const PROBLEM_PAGE_SCREENS = [
  'details',
  'metainfo',
  'editorial',
  'hints',
  'solution',
  'submissions',
  'related problems',
] as const;

/** Daily problem screens (002 §2). */
export const DAILY_PROBLEM_SCREENS = ['today', 'previous'] as const;
