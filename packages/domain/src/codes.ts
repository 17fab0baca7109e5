import { unreachable } from './unreachable';

/** Course type code (000 §4). */
export const CourseTypeCode = { offline: 0, online: 1, live: 2, external: 3, userJourney: 4 } as const;
export type CourseTypeCode = (typeof CourseTypeCode)[keyof typeof CourseTypeCode];

/** Course visibility (000 §4). */
export const CourseVisibility = { public: 0, unlisted: 1 } as const;
export type CourseVisibility = (typeof CourseVisibility)[keyof typeof CourseVisibility];

/** Fee type (000 §4). */
export const FeeType = { free: 0, paid: 1 } as const;
export type FeeType = (typeof FeeType)[keyof typeof FeeType];

/** Active filter (000 §4). */
export const ActiveFilter = { inactive: 0, active: 1, all: 2 } as const;
export type ActiveFilter = (typeof ActiveFilter)[keyof typeof ActiveFilter];

/** Class/contest status (000 §4). */
export const ClassStatus = { Live: 1, Upcoming: 2, Expired: 3, Cancelled: 4, Completed: 5 } as const;
export type ClassStatus = (typeof ClassStatus)[keyof typeof ClassStatus];

/** The word a person sees for a class or contest status. */
export function classStatusLabel(status: ClassStatus): keyof typeof ClassStatus {
  switch (status) {
    case ClassStatus.Live:
      return 'Live';
    case ClassStatus.Upcoming:
      return 'Upcoming';
    case ClassStatus.Expired:
      return 'Expired';
    case ClassStatus.Cancelled:
      return 'Cancelled';
    case ClassStatus.Completed:
      return 'Completed';
    default:
      return unreachable(status satisfies never, 'class status');
  }
}

/** Problem attempt status (002 §3–§4): it moves among these three values. */
export const ProblemAttemptStatus = { UNATTEMPTED: -1, WRONG: 0, CORRECT: 1 } as const;
export type ProblemAttemptStatus = (typeof ProblemAttemptStatus)[keyof typeof ProblemAttemptStatus];

const problemAttemptStatuses: readonly number[] = Object.values(ProblemAttemptStatus);

/** Narrows a value read from the server to a problem attempt status. */
export function isProblemAttemptStatus(value: unknown): value is ProblemAttemptStatus {
  return typeof value === 'number' && problemAttemptStatuses.includes(value);
}

/** Load state (000 §4). */
export const LoadState = {
  idle: 'idle',
  loading: 'loading',
  succeeded: 'succeeded',
  failed: 'failed',
} as const;
export type LoadState = (typeof LoadState)[keyof typeof LoadState];

/** Panel (000 §4). */
export const Panel = { collapsed: 'collapsed', maximized: 'maximized' } as const;
export type Panel = (typeof Panel)[keyof typeof Panel];

/** Analysis mode (000 §4): the toggle off is student mode (the default), on is peer mode. */
export const AnalysisMode = { student: 'student-mode', peer: 'peer-mode' } as const;
export type AnalysisMode = (typeof AnalysisMode)[keyof typeof AnalysisMode];
export const DEFAULT_ANALYSIS_MODE: AnalysisMode = AnalysisMode.student;

export function analysisModeForToggle(toggleOn: boolean): AnalysisMode {
  return toggleOn ? AnalysisMode.peer : AnalysisMode.student;
}

/** Theme (000 §4). */
export const Theme = { light: 'light', dark: 'dark' } as const;
export type Theme = (typeof Theme)[keyof typeof Theme];

/** Plagiarism/cheating level (000 §4), each with its colour. */
export const PlagiarismLevel = { low: 'low', medium: 'medium', high: 'high' } as const;
export type PlagiarismLevel = (typeof PlagiarismLevel)[keyof typeof PlagiarismLevel];
export type PlagiarismColour = 'green' | 'orange' | 'red';

export function plagiarismColour(level: PlagiarismLevel): PlagiarismColour {
  switch (level) {
    case PlagiarismLevel.low:
      return 'green';
    case PlagiarismLevel.medium:
      return 'orange';
    case PlagiarismLevel.high:
      return 'red';
    default:
      return unreachable(level satisfies never, 'plagiarism level');
  }
}

/** Tier option (000 §4). */
export const TierOption = { tier1: 'Tier-1', tier2: 'Tier-2', tier3: 'Tier-3' } as const;
export type TierOption = (typeof TierOption)[keyof typeof TierOption];

/** Contest batch listing filter (000 §4). */
export const ContestBatchFilter = { live: 'live', archived: 'archived', upcoming: 'upcoming' } as const;
export type ContestBatchFilter = (typeof ContestBatchFilter)[keyof typeof ContestBatchFilter];

/** Organization types (000 §3, §6). */
export const OrganizationType = { company: 'company', institute: 'institute' } as const;
export type OrganizationType = (typeof OrganizationType)[keyof typeof OrganizationType];

/** Time format (000 §9). */
export const TimeFormat = { twentyFourHour: '24-hour', twelveHour: '12-hour' } as const;
export type TimeFormat = (typeof TimeFormat)[keyof typeof TimeFormat];

/** Course type codes (000 §3) as staff read them, indexed by the code: 1 is self-paced online, 2 live. */
export const COURSE_TYPE_LABELS = ['Offline', 'Online', 'Live', 'External', 'User journey'] as const;

/** Which landing page a course gets (001 §3, §9): 1 self-paced, 2 live, anything else offline. */
export type CourseLandingKind = 'self-paced' | 'live' | 'offline';

export function courseLandingKind(courseType: number | null | undefined): CourseLandingKind {
  if (courseType === 1) return 'self-paced';
  if (courseType === 2) return 'live';
  return 'offline';
}
