import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from '../src/actions';
import { launchBrowser, newPage, switchTheme, type ThemeName } from '../src/browser';
import { layoutProblemsAtWidths } from '../src/layout';
import { type RunningServer, sharedServer } from '../src/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const org = '/organization-dashboard';
const batch = `${org}/my-courses/batches/dsa-institute-2026`;

/**
 * Every staff page and every org-dashboard page with the title it must carry: the entity or tab, then
 * the area or organization, then the product name once. Titles of records other test files rename
 * (a course, a problem) are patterns.
 */
const staffPages: [string, string | RegExp][] = [
  ['/dashboard-next/', 'Staff tools · Learnforge'],
  ['/dashboard-next/courses', 'Courses · Staff tools · Learnforge'],
  ['/dashboard-next/courses/1', /^(?!Course editor)[^·]+ · Staff tools · Learnforge$/],
  ['/dashboard-next/coupons', 'Coupons · Staff tools · Learnforge'],
  ['/dashboard-next/coupons/1', 'Coupon WELCOME20 · Staff tools · Learnforge'],
  ['/dashboard-next/jobs', 'Jobs · Staff tools · Learnforge'],
  ['/dashboard-next/jobs/new', 'Post a job · Staff tools · Learnforge'],
  ['/dashboard-next/problem', 'Problems · Staff tools · Learnforge'],
  ['/dashboard-next/problem/revisions', 'Revision queue · Staff tools · Learnforge'],
  ['/dashboard-next/problem/1', /^(?!Problem authoring)[^·]+ · Staff tools · Learnforge$/],
  ['/dashboard-next/edit-history/coupon/1', 'Edit history of coupon 1 · Staff tools · Learnforge'],
  ['/dashboard-next/settings', 'Site settings · Staff tools · Learnforge'],
  ['/dashboard-next/ta-timesheets', "Teaching assistants' time · Staff tools · Learnforge"],
];
const institute = 'Demo Institute of Technology';
const orgPages: [string, string | RegExp][] = [
  [`${org}/my-courses`, `My Courses · ${institute} · Learnforge`],
  [`${org}/course-management`, `Course Management · ${institute} · Learnforge`],
  [`${org}/student-repository`, `User Repository · ${institute} · Learnforge`],
  [`${org}/aggregated-report`, `Aggregated Report · ${institute} · Learnforge`],
  [`${org}/access-management`, `Access Management · ${institute} · Learnforge`],
  ...['leaderboard', 'progress', 'entities', 'live-classes', 'contests', 'noticeboard', 'consolidated'].map(
    (view): [string, string] => [`${batch}/${view}`, `DSA 2026 - Demo Institute · ${institute} · Learnforge`],
  ),
];
const widths = [390, 1366];
const themes: ThemeName[] = ['light', 'dark'];

const signInAs = (page: Page, email: string) => signInThroughApi(page, server.url, email);

/**
 * Opens the page, waits for its data, and says what is wrong with its title, and with its layout at `atWidths`,
 * light then dark (the theme switched in place, so one load serves both).
 */
async function check(
  page: Page,
  path: string,
  title: string | RegExp,
  atWidths: readonly number[],
): Promise<string[]> {
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.getByRole('heading').first().isVisible()).toBe(true);
  const problems: string[] = [];
  for (const theme of themes) {
    if (theme === 'dark') await switchTheme(page, 'dark');
    problems.push(...(await layoutProblemsAtWidths(page, atWidths, `${path} (${theme})`)));
  }
  await switchTheme(page, 'light');
  // The title follows the data, which networkidle has fetched; poll once for React to commit it.
  await expect
    .poll(() => page.title())
    .toSatisfy((actual: string) => (typeof title === 'string' ? actual === title : title.test(actual)));
  return problems;
}

describe('staff tools and the org dashboard, light and dark', () => {
  it(`at ${widths.join(' and ')} px no page scrolls sideways, nothing covers a control, and each title names its page once`, async () => {
    const found: string[] = [];
    for (const [email, pages] of [
      ['admin@demo.test', staffPages],
      ['institute.admin@demo.test', orgPages],
    ] as const) {
      const { context, page } = await newPage(browser);
      await signInAs(page, email);
      for (const [path, title] of pages) {
        // Each page loads at the narrowest width, then widens in place (layoutProblemsAtWidths).
        await page.setViewportSize({ width: widths[0]!, height: 900 });
        found.push(...(await check(page, path, title, widths)));
      }
      await context.close();
    }
    expect(found).toEqual([]);
  }, 300_000);
});

describe('a student report card', () => {
  it('is titled by the student and the organization', async () => {
    const { context, page } = await newPage(browser);
    await signInAs(page, 'institute.admin@demo.test');
    const list = await page.request.get(
      `${server.url}/api/latest/organization-dashboard/users-repository/pod-stats?page_size=1`,
    );
    const [student] = ((await list.json()) as { results: { handle: string; name: string }[] }).results;
    expect(student).toBeDefined();
    const problems = await check(
      page,
      `${org}/student-repository/students/${student!.handle}`,
      `${student!.name} · ${institute} · Learnforge`,
      widths,
    );
    expect(problems).toEqual([]);
    await context.close();
  });
});
