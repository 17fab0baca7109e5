import { describe, expect, it } from 'vitest';
import {
  API_VERSIONS,
  AppBase,
  adminJobPath,
  adminProblemPath,
  appForPath,
  CODE_EDITOR_PATH_FRAGMENTS,
  COURSES_PATH,
  contestPath,
  courseCategoryPath,
  EDIT_HISTORY_ENTITIES,
  editHistoryPath,
  isCoursesListingPath,
  isLearnerPagePath,
  loadsCodeEditor,
  OFFLINE_COURSES_PATH,
  pageChrome,
  problemPath,
} from './routes';

describe('appForPath', () => {
  it('sends /organization-dashboard/* to the org dashboard and /dashboard-next/* to admin', () => {
    expect(appForPath('/organization-dashboard/my-courses')).toBe('orgDashboard');
    expect(appForPath('/organization-dashboard')).toBe('orgDashboard');
    expect(appForPath('/dashboard-next/problem/1/')).toBe('admin');
    expect(appForPath('/dashboard-next')).toBe('admin');
    expect(appForPath('/problems/two-sum/1')).toBe('learner');
    expect(appForPath('/organization-dashboardx')).toBe('learner');
  });

  it('000 §7 calls go under /api/latest/, also /api/v1/ and /api/vr/', () => {
    expect(API_VERSIONS).toEqual(['latest', 'v1', 'vr']);
    expect(AppBase).toEqual({
      learner: '/',
      orgDashboard: '/organization-dashboard/',
      admin: '/dashboard-next/',
    });
  });
});

describe('000 §2 the code-editor script loads only on pages whose address contains one of nine fragments', () => {
  it('dashboard-next, hire-with-us, contest, track, events/rec, batch, problems-preview, hack-a-thon/create, organization-dashboard', () => {
    expect(CODE_EDITOR_PATH_FRAGMENTS).toEqual([
      'dashboard-next',
      'hire-with-us',
      'contest',
      'track',
      'events/rec',
      'batch',
      'problems-preview',
      'hack-a-thon/create',
      'organization-dashboard',
    ]);
    for (const path of [
      '/dashboard-next/problem/3/',
      '/hire-with-us/jobs',
      '/contest/weekly-42/',
      '/track/dsa/video',
      '/events/recurring/7',
      '/batch/dsa-self-paced',
      '/problems-preview/12',
      '/hack-a-thon/create/step-1',
      '/organization-dashboard/my-courses',
    ]) {
      expect(loadsCodeEditor(path)).toBe(true);
    }
  });

  it('does not load on other pages', () => {
    expect(loadsCodeEditor('/courses')).toBe(false);
    expect(loadsCodeEditor('/problems/two-sum/1')).toBe(false);
    expect(loadsCodeEditor('/events/')).toBe(false);
    expect(loadsCodeEditor('/hack-a-thon/teams')).toBe(false);
  });
});

describe('000 §2 routes', () => {
  it('Contest page route: /contest/{slug}/{optional}', () => {
    expect(contestPath('weekly-42')).toBe('/contest/weekly-42/');
    expect(contestPath('weekly-42', 'leaderboard')).toBe('/contest/weekly-42/leaderboard');
  });

  it('Problem page route: /problems/{slug}/1', () => {
    expect(problemPath('two-sum')).toBe('/problems/two-sum/1');
    expect(problemPath('a b')).toBe('/problems/a%20b/1');
  });

  it('Admin routes under /dashboard-next: problem/{id}/, jobs/{id}, edit-history/{entity}/{id}', () => {
    expect(adminProblemPath(17)).toBe('/dashboard-next/problem/17/');
    expect(adminJobPath(9)).toBe('/dashboard-next/jobs/9');
    expect(EDIT_HISTORY_ENTITIES).toEqual(['problem', 'organization_deal', 'course', 'live_class', 'track']);
    expect(editHistoryPath('organization_deal', 5)).toBe('/dashboard-next/edit-history/organization_deal/5');
  });

  it('Courses listing pages: /courses, /courses/category/..., /courses/offline-courses', () => {
    expect(COURSES_PATH).toBe('/courses');
    expect(OFFLINE_COURSES_PATH).toBe('/courses/offline-courses');
    expect(courseCategoryPath('data-science')).toBe('/courses/category/data-science');
    expect(isCoursesListingPath('/courses')).toBe(true);
    expect(isCoursesListingPath('/courses/category/web')).toBe(true);
    expect(isCoursesListingPath('/courses/offline-courses')).toBe(true);
    expect(isCoursesListingPath('/courses-old')).toBe(false);
  });
});

describe('000 §2, §8 header, sub-header and footer', () => {
  const supplied = { header: true, subHeader: true, footer: true };

  it('appear when page data supplies them and the page is not the error page', () => {
    expect(pageChrome({ isErrorPage: false, ...supplied })).toEqual(supplied);
    expect(pageChrome({ isErrorPage: false, header: true, subHeader: false, footer: false })).toEqual({
      header: true,
      subHeader: false,
      footer: false,
    });
  });

  it('a page flag can hide the header', () => {
    expect(pageChrome({ isErrorPage: false, ...supplied, hideHeader: true })).toEqual({
      header: false,
      subHeader: true,
      footer: true,
    });
  });

  it('the error-page route suppresses header and footer', () => {
    expect(pageChrome({ isErrorPage: true, ...supplied })).toEqual({
      header: false,
      subHeader: false,
      footer: false,
    });
  });
});

describe('the learner app’s pages, as the server reads them for 404s', () => {
  it('knows every learner page, with or without a trailing slash', () => {
    for (const path of [
      '/',
      '/explore',
      '/explore/',
      '/problems/two-sum/1',
      '/courses/dsa',
      '/courses',
      '/checkout',
      '/checkout/complete',
      '/premium/checkout/',
    ])
      expect(isLearnerPagePath(path), path).toBe(true);
  });

  it('knows no other address', () => {
    for (const path of [
      '/no/such/page',
      '/problems/two-sum',
      '/problems/two-sum/2',
      '/explorer',
      '/checkout/other',
    ])
      expect(isLearnerPagePath(path), path).toBe(false);
  });
});
