import { describe, expect, it } from 'vitest';
import {
  AGGREGATED_REPORT_DEFAULTS,
  AGGREGATED_REPORT_FILTER_KEYS,
  DEAL_TABLE_COLUMNS,
  dashboardSlugParam,
  isOrgDashboardTabAvailable,
  isOrgDashboardTabSlug,
  ORG_DASHBOARD_SCREENS,
  ORG_DASHBOARD_TAB_SLUGS,
  ORG_LIST_DEFAULTS,
  ORGANIZATION_QUERY_PARAM,
  orgDashboardPath,
  orgDashboardTabs,
  REPORT_TYPES,
  REPORT_VIEW_COLUMNS,
  REPORT_VIEW_FIGURES,
} from './org-dashboard';

describe('000 §2 organization dashboard tabs', () => {
  it('an institute sees My Courses, Course Management, User Repository, Aggregated Report, Access Management', () => {
    expect(orgDashboardTabs('institute')).toEqual([
      { slug: 'my-courses', label: 'My Courses' },
      { slug: 'course-management', label: 'Course Management' },
      { slug: 'student-repository', label: 'User Repository' },
      { slug: 'aggregated-report', label: 'Aggregated Report' },
      { slug: 'access-management', label: 'Access Management' },
    ]);
  });

  it('a company sees the same tabs without Aggregated Report (institute only, 000 §6)', () => {
    expect(orgDashboardTabs('company').map((tab) => tab.label)).toEqual([
      'My Courses',
      'Course Management',
      'User Repository',
      'Access Management',
    ]);
    expect(isOrgDashboardTabAvailable('aggregated-report', 'company')).toBe(false);
    expect(isOrgDashboardTabAvailable('aggregated-report', 'institute')).toBe(true);
    expect(isOrgDashboardTabAvailable('access-management', 'company')).toBe(true);
  });

  it('001 §2 college admin page keys: my-courses, student-repository, course-management, access-management, aggregated-report', () => {
    expect([...ORG_DASHBOARD_TAB_SLUGS].sort()).toEqual(
      [
        'my-courses',
        'student-repository',
        'course-management',
        'access-management',
        'aggregated-report',
      ].sort(),
    );
    expect(isOrgDashboardTabSlug('student-repository')).toBe(true);
    expect(isOrgDashboardTabSlug('user-repository')).toBe(false);
  });

  it('route /organization-dashboard/{tab}', () => {
    expect(orgDashboardPath('my-courses')).toBe('/organization-dashboard/my-courses');
    expect(orgDashboardPath('access-management', null)).toBe('/organization-dashboard/access-management');
  });
});

describe('000 §2, 002 §2 the optional organization parameter is sent as slug on every dashboard call', () => {
  it('reads the parameter named organization', () => {
    expect(ORGANIZATION_QUERY_PARAM).toBe('organization');
  });

  it('sends its value as slug, and no slug when it is absent', () => {
    expect(dashboardSlugParam('demo-institute')).toEqual({ slug: 'demo-institute' });
    expect(dashboardSlugParam(null)).toEqual({});
    expect(dashboardSlugParam('')).toEqual({});
  });

  it('keeps it on dashboard links', () => {
    expect(orgDashboardPath('aggregated-report', 'demo institute')).toBe(
      '/organization-dashboard/aggregated-report?organization=demo%20institute',
    );
  });
});

describe('000 §2 report and deal table columns', () => {
  it('deal table: deal number, start and expiry date, batch, licenses purchased, active and remaining licences, manage access, edit history', () => {
    expect(DEAL_TABLE_COLUMNS).toEqual([
      'Deal Number',
      'Start Date',
      'Expiry Date',
      'Batch',
      'Licenses Purchased',
      'Active Licences',
      'Remaining Licences',
      'Manage Access',
      'Edit History',
    ]);
  });

  it('report view columns: student name, email, problems solved, streak, profile handle', () => {
    expect(REPORT_VIEW_COLUMNS).toEqual([
      'Student Name',
      'Email',
      'Problems Solved',
      'Streak',
      'Profile Handle',
    ]);
  });

  it('report view figures: scores, progress, durations and counts, content counts', () => {
    expect(REPORT_VIEW_FIGURES).toEqual({
      scores: ['problems', 'quizzes', 'contests'],
      progress: ['progress'],
      durationAndCount: ['live', 'recorded', 'pre-recorded'],
      counts: ['articles', 'problems', 'quizzes', 'contests'],
    });
  });
});

describe('dashboard constants', () => {
  it('000 §9 report types: topper-agg-report, obc-att-agg-report', () => {
    expect(REPORT_TYPES).toEqual(['topper-agg-report', 'obc-att-agg-report']);
  });

  it('000 §9 organization lists default to page 1 with page size 20', () => {
    expect(ORG_LIST_DEFAULTS).toEqual({ page: 1, page_size: 20 });
  });

  it('001 §3 aggregated report filters, sortBy default -avg_score', () => {
    expect(AGGREGATED_REPORT_FILTER_KEYS).toEqual([
      'page',
      'batches',
      'contests',
      'institutes',
      'degrees',
      'branches',
      'sections',
      'search',
      'sortBy',
    ]);
    expect(AGGREGATED_REPORT_DEFAULTS).toEqual({ page: 1, sortBy: '-avg_score' });
  });

  it('002 §2 organization dashboard screens', () => {
    expect(ORG_DASHBOARD_SCREENS).toHaveLength(16);
    expect(ORG_DASHBOARD_SCREENS[0]).toBe('My courses');
    expect(ORG_DASHBOARD_SCREENS).toContain('Peer analysis');
    expect(ORG_DASHBOARD_SCREENS[15]).toBe('Consolidated report');
  });
});
