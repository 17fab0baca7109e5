import { describe, expect, expectTypeOf, it } from 'vitest';
import {
  apiFailureKind,
  type ClassStatus,
  type CouponListedEntity,
  type CourseBanner,
  type CourseFeature,
  type CourseTypeCode,
  classStatusLabel,
  completeTrackEntity,
  createQuizStatus,
  type DateRange,
  dateRangePreset,
  editHistoryPath,
  emptyTrackProgress,
  isOrgDashboardTabSlug,
  type JobDates,
  type OrgDashboardTabSlug,
  orgDashboardPath,
  orgDashboardTabs,
  type ProblemAttemptStatus,
  plagiarismColour,
  type QuizStatusEvent,
  quizStatusReducer,
  type Sprint,
  type TrackEntityType,
  to24Hour,
} from './index';

// Each @ts-expect-error below fails `tsc -b packages/domain` if the misuse ever starts to compile.
describe('misuse does not compile', () => {
  it('an unknown tab slug is not an OrgDashboardTabSlug', () => {
    // @ts-expect-error 'reports' is not a tab of 000 §2
    const slug: OrgDashboardTabSlug = 'reports';
    expect(isOrgDashboardTabSlug(slug)).toBe(false);
    // @ts-expect-error the label is not the slug
    expect(orgDashboardPath('User Repository')).toBe('/organization-dashboard/User Repository');
    expectTypeOf(orgDashboardTabs('company')[0]?.slug).toEqualTypeOf<OrgDashboardTabSlug | undefined>();
  });

  it('a string where a status code is expected', () => {
    // @ts-expect-error class status codes are numbers
    const status: ClassStatus = '1';
    // @ts-expect-error 6 is not a class status
    const unknownStatus: ClassStatus = 6;
    // @ts-expect-error problem attempt status is -1, 0 or 1
    const attempt: ProblemAttemptStatus = 'CORRECT';
    // @ts-expect-error course type codes stop at 4
    const courseType: CourseTypeCode = 5;
    expect([status, unknownStatus, attempt, courseType]).toEqual(['1', 6, 'CORRECT', 5]);
    // @ts-expect-error 'Live' is the label, 1 the code
    expect(() => classStatusLabel('Live')).toThrow('Unknown class status: Live');
  });

  it('a quiz event the spec does not name, or an event without a question', () => {
    const state = createQuizStatus(['q1']);
    // @ts-expect-error 'skip' is not a quiz event
    const skip: QuizStatusEvent = { type: 'skip', questionId: 'q1' };
    expect(() => quizStatusReducer(state, skip)).toThrow('Unknown quiz event: skip');
    // @ts-expect-error an event names its question
    expect(quizStatusReducer(state, { type: 'mark' })).toBe(state);
  });

  it('an unknown entity type, plagiarism level, edit-history entity or time suffix', () => {
    // @ts-expect-error 'podcast' is not a track entity type
    const podcast: TrackEntityType = 'podcast';
    expect(() => completeTrackEntity(emptyTrackProgress(1), podcast, 1)).toThrow();
    // @ts-expect-error plagiarism levels are low, medium and high
    expect(() => plagiarismColour('severe')).toThrow();
    // @ts-expect-error batches have no edit history in 000 §2
    expect(editHistoryPath('batch', 1)).toBe('/dashboard-next/edit-history/batch/1');
    // @ts-expect-error the suffix is AM or PM
    expect(to24Hour('10:30', 'noon')).toBe('10:30');
    // @ts-expect-error a status is a number, not a response
    expect(apiFailureKind({ status: 520 })).toBe('error');
  });

  it('Custom Range gives no dates, the other presets always do', () => {
    expectTypeOf(dateRangePreset('Custom Range', new Date())).toEqualTypeOf<null>();
    expectTypeOf(dateRangePreset('Today', new Date())).toEqualTypeOf<DateRange>();
    // @ts-expect-error 'Next Week' is not a preset of 000 §9
    expect(() => dateRangePreset('Next Week', new Date())).toThrow('Unknown date range preset: Next Week');
  });
});

describe('000 §3 entity shapes name the fields of the spec', () => {
  it('course feature: a feature id and an order; sprint: slug, problems_count', () => {
    expectTypeOf<CourseFeature>().toEqualTypeOf<{ readonly feature_id: number; readonly order: number }>();
    expectTypeOf<Sprint>().toEqualTypeOf<{ readonly slug: string; readonly problems_count: number }>();
    const feature: CourseFeature = { feature_id: 3, order: 1 };
    // @ts-expect-error a sprint has problems_count, not problemsCount
    const sprint: Sprint = { slug: 'week-1', problemsCount: 2 };
    expect([feature, sprint]).toEqual([
      { feature_id: 3, order: 1 },
      { slug: 'week-1', problemsCount: 2 },
    ]);
  });

  it('coupon listed entity: product_name, id, type; banner: title, type, key, image url; job dates', () => {
    expectTypeOf<CouponListedEntity>().toHaveProperty('product_name').toEqualTypeOf<string>();
    expectTypeOf<CourseBanner['type']>().toEqualTypeOf<
      | 'old thumbnail'
      | 'social'
      | 'mobile'
      | 'thumbnail'
      | 'payment checkout image'
      | 'course video thumbnail image'
      | 'course overview image'
      | 'what-will-you-learn image'
    >();
    expectTypeOf<JobDates['publish_date']>().toEqualTypeOf<string | null | undefined>();
    expectTypeOf<JobDates['last_apply_date']>().toEqualTypeOf<string | null | undefined>();
    // @ts-expect-error 'hero' is not one of the eight banner types
    const banner: CourseBanner = { title: 'Hero', type: 'hero', key: 'hero', image_url: '/hero.png' };
    expect(banner.type).toBe('hero');
  });
});
