import { describe, expect, it } from 'vitest';
import * as domain from './index';

const exported: Readonly<Record<string, unknown>> = { ...domain };

describe('@learnforge/domain public entry', () => {
  it('exports every name issue 3 fixes', () => {
    const functions = [
      'courseLandingKind',
      'to24Hour',
      'normalizeJobDate',
      'truncateCookieValue',
      'createQuizStatus',
      'quizStatusReducer',
      'completeTrackEntity',
      'progressPercent',
      'progressDisplay',
      'addProblemToSprint',
      'removeProblemFromSprint',
      'decrementRemainingQuantity',
      'isPremiumUser',
      'normalizeWorkExperience',
      'shuffleForUser',
      'shuffleQuizOptions',
      'ordinalDate',
      'dateRangePreset',
      'loadsCodeEditor',
      'isPromoBannerActive',
      'saleBannerText',
      'classifyForgotPasswordResponse',
      'orgDashboardTabs',
      'pickTrackedParams',
      'apiFailureKind',
      'appForPath',
    ] as const;
    for (const name of functions) expect(typeof exported[name], name).toBe('function');
    const codes = [
      'CourseTypeCode',
      'CourseVisibility',
      'FeeType',
      'ActiveFilter',
      'ClassStatus',
      'ProblemAttemptStatus',
      'LoadState',
      'Panel',
      'AnalysisMode',
      'Theme',
      'PlagiarismLevel',
      'TierOption',
      'ContestBatchFilter',
      'AppBase',
      'API_VERSIONS',
    ] as const;
    for (const name of codes) expect(typeof exported[name], name).toBe('object');
  });
});
