import { describe, expect, it } from 'vitest';
import {
  BATCH_PAGE_AREAS,
  CACHE_LIFETIME_SECONDS,
  CHART_MARGINS,
  COMPETITION_LEADERBOARD_VIEWS,
  CONTEST_AREAS,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SUBMISSION_TYPE,
  EVENT_LEADERBOARD_PAGING_PARAMS,
  FILTER_RANGES,
  FIRST_PAGE,
  ISSUE_EMAIL_QUEUE_TIMEOUT_MS,
  KEY_VALUE_DEFAULT_PAGE,
  LEADERBOARD_DEFAULTS,
  LOGIN_MODAL_DEFAULTS,
  LONG_TIMEOUT_MS,
  MAX_INTEGER,
  NOTES_DEFAULT_PAGE,
  RANGE_LIMITS,
  REWARDS_SCREENS,
  TRACK_AREAS,
  TUTORIAL_TOPICS,
  VIDEO_PLAYBACK_RATES,
  VIDEO_SEEK_STEP_SECONDS,
  VIDEO_VOLUME_STEP,
} from './constants';

describe('000 §9 business constants', () => {
  it('page 1 and page size 20', () => {
    expect(FIRST_PAGE).toBe(1);
    expect(DEFAULT_PAGE_SIZE).toBe(20);
  });

  it('filter ranges 500-1000, 1000-2000, 2000-3000; 50-100, 100-200, 200-300, 300+; 0-25, 26-50, 51-75, 76-100', () => {
    expect(FILTER_RANGES.set1.map((range) => range.label)).toEqual(['500-1000', '1000-2000', '2000-3000']);
    expect(FILTER_RANGES.set2.map((range) => range.label)).toEqual(['50-100', '100-200', '200-300', '300+']);
    expect(FILTER_RANGES.set2[3]).toEqual({ label: '300+', min: 300, max: null });
    expect(FILTER_RANGES.set3.map((range) => [range.min, range.max])).toEqual([
      [0, 25],
      [26, 50],
      [51, 75],
      [76, 100],
    ]);
  });

  it('video playback rates from 0.25 to 2, seek step 10 seconds, volume step 0.1', () => {
    expect(VIDEO_PLAYBACK_RATES[0]).toBe(0.25);
    expect(VIDEO_PLAYBACK_RATES.at(-1)).toBe(2);
    expect(VIDEO_PLAYBACK_RATES).toContain(1);
    expect(VIDEO_SEEK_STEP_SECONDS).toBe(10);
    expect(VIDEO_VOLUME_STEP).toBe(0.1);
  });

  it('a timeout constant of 1,800,000 ms (30 minutes)', () => {
    expect(LONG_TIMEOUT_MS).toBe(1_800_000);
    expect(LONG_TIMEOUT_MS).toBe(30 * 60 * 1000);
  });

  it('chart margins: top 15, right 10, bottom 30, left 40', () => {
    expect(CHART_MARGINS).toEqual({ top: 15, right: 10, bottom: 30, left: 40 });
  });
});

describe('001 §3, §9 defaults and limits', () => {
  it('leaderboard default page 1; type default current', () => {
    expect(LEADERBOARD_DEFAULTS).toEqual({ page: 1, type: 'current' });
  });

  it('notes and key-value default page 1', () => {
    expect(NOTES_DEFAULT_PAGE).toBe(1);
    expect(KEY_VALUE_DEFAULT_PAGE).toBe(1);
  });

  it('event leaderboard uses page and page_size', () => {
    expect(EVENT_LEADERBOARD_PAGING_PARAMS).toEqual(['page', 'page_size']);
  });

  it('cache lifetimes: batch queries 3600 s, contest summary 1800 s, some 0; internal users 3600 s (002 §9)', () => {
    expect(CACHE_LIFETIME_SECONDS).toEqual({
      batch: 3600,
      contestSummary: 1800,
      internalUsers: 3600,
      uncached: 0,
    });
  });

  it('issue email queue timeout 5000 ms', () => {
    expect(ISSUE_EMAIL_QUEUE_TIMEOUT_MS).toBe(5000);
  });

  it('contest problems submissionType default mySubmissions', () => {
    expect(DEFAULT_SUBMISSION_TYPE).toBe('mySubmissions');
  });

  it('login modal: rememberMe default true, theme light', () => {
    expect(LOGIN_MODAL_DEFAULTS).toEqual({ rememberMe: true, theme: 'light' });
  });

  it('batch page areas, tracks areas and contests areas (001 §2)', () => {
    expect(BATCH_PAGE_AREAS).toEqual([
      'chapters',
      'live classes',
      'leaderboard',
      'notes',
      'certificate',
      'scheduler',
      'noticeboard',
      'refund',
      'elective courses',
    ]);
    expect(TRACK_AREAS).toEqual(['quiz', 'article', 'video']);
    expect(CONTEST_AREAS).toEqual([
      'start',
      'details',
      'quiz',
      'coding',
      'leaderboard',
      'summary',
      'feedback',
      'proctoring',
    ]);
  });
});

describe('002 §2, §5, §9 constants', () => {
  it('maximum integer constant 9223372036854775807, as a bigint', () => {
    expect(MAX_INTEGER).toBe(9223372036854775807n);
    expect(MAX_INTEGER).toBe(2n ** 63n - 1n);
  });

  it('a range with MIN 2 and MAX 5', () => {
    expect(RANGE_LIMITS).toEqual({ MIN: 2, MAX: 5 });
  });

  it('five tutorial links: DSA, Python, Java, C++ and JavaScript', () => {
    expect(TUTORIAL_TOPICS).toEqual(['DSA', 'Python', 'Java', 'C++', 'JavaScript']);
  });

  it('rewards screens: orders, items, stats history, profile; competition: people, institutes, my rank', () => {
    expect(REWARDS_SCREENS).toEqual(['orders', 'items', 'stats history', 'profile']);
    expect(COMPETITION_LEADERBOARD_VIEWS).toEqual(['people', 'institutes', 'my rank']);
  });
});
