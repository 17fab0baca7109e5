/** The first page of every paged list (000 §9, 001 §9). */
export const FIRST_PAGE = 1;
/** Organization lists page size (000 §9). */
export const DEFAULT_PAGE_SIZE = 20;

/** Leaderboard defaults (001 §3, §9): page 1, type current. */
export const LEADERBOARD_DEFAULTS = { page: FIRST_PAGE, type: 'current' } as const;
/** Notes and key-value lists start at page 1 (001 §9). */
export const NOTES_DEFAULT_PAGE = FIRST_PAGE;
export const KEY_VALUE_DEFAULT_PAGE = FIRST_PAGE;
/** The event leaderboard pages with these query parameters (001 §9). */
export const EVENT_LEADERBOARD_PAGING_PARAMS = ['page', 'page_size'] as const;

/** Contest problems submissionType default (001 §3). */
export const DEFAULT_SUBMISSION_TYPE = 'mySubmissions';

/** Login modal defaults (001 §3): remember me on, light theme. */
export const LOGIN_MODAL_DEFAULTS = { rememberMe: true, theme: 'light' } as const;

/** Cache lifetimes in seconds (001 §9, 002 §6, §9); active users are never cached. */
export const CACHE_LIFETIME_SECONDS = {
  batch: 3600,
  contestSummary: 1800,
  internalUsers: 3600,
  uncached: 0,
} as const;

/** The 1,800,000 ms (30 minutes) timeout constant (000 §9). */
export const LONG_TIMEOUT_MS = 1_800_000;
/** Issue email queue timeout (001 §9). */
export const ISSUE_EMAIL_QUEUE_TIMEOUT_MS = 5000;

/** Video playback rates from 0.25 to 2 (000 §9); the spec shows the ends, we step by 0.25. */
export const VIDEO_PLAYBACK_RATES = [0.25, 0.5, 0.75, 1, 1.25, 1.5, 1.75, 2] as const;
export type VideoPlaybackRate = (typeof VIDEO_PLAYBACK_RATES)[number];
/** Video seek step 10 seconds and volume step 0.1 (000 §9). */
export const VIDEO_SEEK_STEP_SECONDS = 10;
export const VIDEO_VOLUME_STEP = 0.1;

/** Chart margins (000 §9). */
export const CHART_MARGINS = { top: 15, right: 10, bottom: 30, left: 40 } as const;

/** The maximum integer constant (002 §9): a signed 64-bit maximum, so it needs a bigint. */
export const MAX_INTEGER = 9223372036854775807n;

/** The range with MIN 2 and MAX 5 (002 §5, §9); its use is not shown. */
export const RANGE_LIMITS = { MIN: 2, MAX: 5 } as const;

export interface FilterRange {
  readonly label: string;
  readonly min: number;
  /** null: no upper end ("300+"). */
  readonly max: number | null;
}

/** The three sets of filter ranges (000 §9). */
export const FILTER_RANGES = {
  set1: [
    { label: '500-1000', min: 500, max: 1000 },
    { label: '1000-2000', min: 1000, max: 2000 },
    { label: '2000-3000', min: 2000, max: 3000 },
  ],
  set2: [
    { label: '50-100', min: 50, max: 100 },
    { label: '100-200', min: 100, max: 200 },
    { label: '200-300', min: 200, max: 300 },
    { label: '300+', min: 300, max: null },
  ],
  set3: [
    { label: '0-25', min: 0, max: 25 },
    { label: '26-50', min: 26, max: 50 },
    { label: '51-75', min: 51, max: 75 },
    { label: '76-100', min: 76, max: 100 },
  ],
} as const satisfies Record<string, readonly FilterRange[]>;

/** Tutorial links listed (002 §9); their addresses are not shown. */
export const TUTORIAL_TOPICS = ['DSA', 'Python', 'Java', 'C++', 'JavaScript'] as const;

/** Batch page areas (001 §2). */
export const BATCH_PAGE_AREAS = [
  'chapters',
  'live classes',
  'leaderboard',
  'notes',
  'certificate',
  'scheduler',
  'noticeboard',
  'refund',
  'elective courses',
] as const;

/** Tracks areas (001 §2). */
export const TRACK_AREAS = ['quiz', 'article', 'video'] as const;

/** Contests areas (001 §2). */
export const CONTEST_AREAS = [
  'start',
  'details',
  'quiz',
  'coding',
  'leaderboard',
  'summary',
  'feedback',
  'proctoring',
] as const;

/** Rewards screens (002 §2). */
export const REWARDS_SCREENS = ['orders', 'items', 'stats history', 'profile'] as const;

/** Competition leaderboard views (002 §2). */
export const COMPETITION_LEADERBOARD_VIEWS = ['people', 'institutes', 'my rank'] as const;

/**
 * What the proctoring log of a contest attempt records: the warnings a page can post (the first five)
 * and the captures (webcam snapshots, screen captures), which are never warnings.
 */
export const PROCTORING_EVENT_KINDS = [
  'tab_switch',
  'window_shrink',
  'copy_paste',
  'known_extension',
  'fullscreen_exit',
  'webcam',
  'screenshot',
] as const;
