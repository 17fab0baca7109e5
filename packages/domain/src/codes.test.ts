import { describe, expect, it } from 'vitest';
import {
  ActiveFilter,
  AnalysisMode,
  analysisModeForToggle,
  ClassStatus,
  ContestBatchFilter,
  CourseTypeCode,
  CourseVisibility,
  classStatusLabel,
  courseLandingKind,
  DEFAULT_ANALYSIS_MODE,
  FeeType,
  isProblemAttemptStatus,
  LoadState,
  OrganizationType,
  Panel,
  PlagiarismLevel,
  ProblemAttemptStatus,
  plagiarismColour,
  Theme,
  TierOption,
  TimeFormat,
} from './codes';

describe('000 §4 codes', () => {
  it('Course type code: offline 0, online 1, live 2, external 3, user journey 4', () => {
    expect(CourseTypeCode).toEqual({ offline: 0, online: 1, live: 2, external: 3, userJourney: 4 });
  });

  it('Course visibility: public 0, unlisted 1', () => {
    expect(CourseVisibility).toEqual({ public: 0, unlisted: 1 });
  });

  it('Fee type: free 0, paid 1', () => {
    expect(FeeType).toEqual({ free: 0, paid: 1 });
  });

  it('Active filter: inactive 0, active 1, all 2', () => {
    expect(ActiveFilter).toEqual({ inactive: 0, active: 1, all: 2 });
  });

  it('Contest batch listing filter: live, archived, upcoming', () => {
    expect(Object.values(ContestBatchFilter)).toEqual(['live', 'archived', 'upcoming']);
  });

  it('Class/contest status: Live 1, Upcoming 2, Completed 5, Cancelled 4, Expired 3', () => {
    expect(ClassStatus).toEqual({ Live: 1, Upcoming: 2, Completed: 5, Cancelled: 4, Expired: 3 });
    expect([1, 2, 3, 4, 5].map((code) => classStatusLabel(code as ClassStatus))).toEqual([
      'Live',
      'Upcoming',
      'Expired',
      'Cancelled',
      'Completed',
    ]);
  });

  it('refuses a class status code the spec does not list', () => {
    expect(() => classStatusLabel(6 as ClassStatus)).toThrow('Unknown class status: 6');
  });

  it('Load state: idle, loading, succeeded, failed', () => {
    expect(Object.values(LoadState)).toEqual(['idle', 'loading', 'succeeded', 'failed']);
  });

  it('Panel: collapsed, maximized', () => {
    expect(Object.values(Panel)).toEqual(['collapsed', 'maximized']);
  });

  it('Analysis mode: student-mode (toggle off, default), peer-mode (toggle on)', () => {
    expect(Object.values(AnalysisMode)).toEqual(['student-mode', 'peer-mode']);
    expect(DEFAULT_ANALYSIS_MODE).toBe('student-mode');
    expect(analysisModeForToggle(false)).toBe('student-mode');
    expect(analysisModeForToggle(true)).toBe('peer-mode');
  });

  it('Theme: light, dark', () => {
    expect(Object.values(Theme)).toEqual(['light', 'dark']);
  });

  it('Plagiarism/cheating level: low (green), medium (orange), high (red)', () => {
    expect(Object.values(PlagiarismLevel)).toEqual(['low', 'medium', 'high']);
    expect(plagiarismColour('low')).toBe('green');
    expect(plagiarismColour('medium')).toBe('orange');
    expect(plagiarismColour('high')).toBe('red');
    expect(() => plagiarismColour('extreme' as PlagiarismLevel)).toThrow('Unknown plagiarism level: extreme');
  });

  it('Tier option: Tier-1, Tier-2, Tier-3', () => {
    expect(Object.values(TierOption)).toEqual(['Tier-1', 'Tier-2', 'Tier-3']);
  });

  it('Organization types: company, institute (000 §3, §6)', () => {
    expect(Object.values(OrganizationType)).toEqual(['company', 'institute']);
  });

  it('Time format is 24-hour or 12-hour (000 §9)', () => {
    expect(Object.values(TimeFormat)).toEqual(['24-hour', '12-hour']);
  });
});

describe('002 §3–§4 problem attempt status', () => {
  it('UNATTEMPTED = -1, WRONG = 0, CORRECT = 1', () => {
    expect(ProblemAttemptStatus).toEqual({ UNATTEMPTED: -1, WRONG: 0, CORRECT: 1 });
  });

  it('moves among unattempted (-1), wrong (0) and correct (1) only', () => {
    expect([-1, 0, 1].every(isProblemAttemptStatus)).toBe(true);
    expect(isProblemAttemptStatus(2)).toBe(false);
    expect(isProblemAttemptStatus('1')).toBe(false);
  });
});

describe('001 §3, §9 course landing course_type', () => {
  it('1 self-paced, 2 live, anything else offline', () => {
    expect(courseLandingKind(1)).toBe('self-paced');
    expect(courseLandingKind(2)).toBe('live');
    expect(courseLandingKind(0)).toBe('offline');
    expect(courseLandingKind(3)).toBe('offline');
    expect(courseLandingKind(4)).toBe('offline');
    expect(courseLandingKind(null)).toBe('offline');
    expect(courseLandingKind(undefined)).toBe('offline');
  });
});
