import { describe, expect, it } from 'vitest';
import {
  countResultPoll,
  DAILY_PROBLEM_SCREENS,
  PROBLEM_PAGE_SCREENS,
  problemCallsUseCredentials,
  RESULT_POLL_COUNT_START,
} from './problems';

describe('002 §4 the problem-result call counter', () => {
  it('increments on each result poll and resets to 0', () => {
    expect(RESULT_POLL_COUNT_START).toBe(0);
    expect(countResultPoll(countResultPoll(RESULT_POLL_COUNT_START))).toBe(2);
  });
});

describe('002 §6 problem calls use the user credentials unless the problem is public', () => {
  it('private problem: with credentials; public problem: without user data', () => {
    expect(problemCallsUseCredentials(false)).toBe(true);
    expect(problemCallsUseCredentials(true)).toBe(false);
  });
});

describe('002 §2 problem screens', () => {
  it('details, metainfo, editorial, hints, solution, submissions, related problems', () => {
    expect(PROBLEM_PAGE_SCREENS).toEqual([
      'details',
      'metainfo',
      'editorial',
      'hints',
      'solution',
      'submissions',
      'related problems',
    ]);
  });

  it('daily problem: today and previous', () => {
    expect(DAILY_PROBLEM_SCREENS).toEqual(['today', 'previous']);
  });
});
