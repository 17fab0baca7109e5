import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from '../src/actions';
import { launchBrowser, newPage, switchTheme, type ThemeName } from '../src/browser';
import { layoutProblemsAtWidths } from '../src/layout';
import { type RunningServer, sharedServer } from '../src/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  // Read-only: the learner's pages as they are; no other file renames these records.
  server = sharedServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Every learner page, as a signed-in learner sees it (sign-in pages as a visitor). */
const signedInPages = [
  '/',
  '/explore',
  '/problems/sum-of-two-numbers/1',
  '/courses/python-foundations',
  '/terms-of-service',
  '/premium/checkout/',
  '/ide',
  '/leaderboard',
  '/problem-of-the-day',
  '/account',
  '/no/such/page',
];
const visitorPages = ['/login', '/signup', '/problem-of-the-day'];
const widths = [390, 768, 1366, 1920];
const themes: ThemeName[] = ['light', 'dark'];

async function settle(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.getByRole('heading').first().isVisible()).toBe(true);
}

/**
 * Loads the page at the narrowest width, then widens it in place and says what is wrong at each width, light then
 * dark (the theme switched in place, so one load serves both).
 */
async function layoutAcrossWidths(page: Page, path: string): Promise<string[]> {
  await page.setViewportSize({ width: widths[0]!, height: 900 });
  await settle(page, path);
  const found: string[] = [];
  for (const theme of themes) {
    if (theme === 'dark') await switchTheme(page, 'dark');
    found.push(...(await layoutProblemsAtWidths(page, widths, `${path} (${theme})`)));
  }
  await switchTheme(page, 'light');
  return found;
}

describe('layout integrity of every learner page, light and dark', () => {
  it(`at ${widths.join(', ')} px nothing scrolls sideways and nothing covers a control`, async () => {
    const { context, page } = await newPage(browser);
    const found: string[] = [];
    for (const path of visitorPages) found.push(...(await layoutAcrossWidths(page, path)));
    await signInThroughApi(page, server.url, 'learner@demo.test');
    for (const path of signedInPages) found.push(...(await layoutAcrossWidths(page, path)));
    expect(found).toEqual([]);
    await context.close();
  }, 180_000);
});

describe('the header below 768 px', () => {
  it('keeps the navigation behind a menu button that opens a drawer under the bar', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 800 });
    await settle(page, '/explore');
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: 'Menu' });
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    expect(await banner.getByRole('link', { name: 'Practice' }).isVisible()).toBe(false);
    expect((await banner.boundingBox())?.height).toBeLessThan(80);
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await banner.getByRole('link', { name: 'Terms of service' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Terms of service', level: 1 }).isVisible())
      .toBe(true);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await context.close();
  });
});

describe('Explore on wide screens', () => {
  it.each([1366, 1920])(
    'at %i px the company filters sit in their own column and can be ticked',
    async (width) => {
      const { context, page } = await newPage(browser);
      await page.setViewportSize({ width, height: 900 });
      await settle(page, '/explore');
      const companies = page.getByRole('group', { name: 'Companies' });
      const first = companies.getByRole('checkbox').first();
      await expect.poll(() => first.isVisible()).toBe(true);
      const filters = await page.getByRole('complementary', { name: 'Problem explorer' }).boundingBox();
      expect(filters?.width).toBeGreaterThan(200);
      await first.click();
      await expect.poll(() => first.isChecked()).toBe(true);
      await expect.poll(() => page.url()).toMatch(/companies=/);
      await context.close();
    },
  );
});
