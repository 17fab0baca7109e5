import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from '../src/actions';
import { expectAccessible, launchBrowser, newPage, type ThemeName } from '../src/browser';
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

describe('the global leaderboard', () => {
  it.each([
    [390, 'light'],
    [390, 'dark'],
    [1366, 'light'],
    [1366, 'dark'],
  ] as [number, ThemeName][])(
    'at %i px in the %s theme a learner sees both boards with their own row, axe-clean, without sideways scroll',
    async (width, theme) => {
      const { context, page } = await newPage(browser, { theme });
      await page.setViewportSize({ width, height: 900 });
      await signInThroughApi(page, server.url, 'student13@demo.test');
      await page.goto(`${server.url}/leaderboard`);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Leaderboard', level: 1 }).isVisible())
        .toBe(true);
      expect(await page.title()).toContain('Leaderboard');
      await expect
        .poll(() => page.getByRole('table', { name: 'This month leaderboard' }).isVisible())
        .toBe(true);
      await expectAccessible(page, `the leaderboard at ${width} px (${theme})`);
      await page.getByRole('tab', { name: 'All time' }).click();
      const overall = page.getByRole('table', { name: 'All time leaderboard' });
      await expect.poll(() => overall.isVisible()).toBe(true);
      // The demo data's finished contests put learners on the all-time board.
      await expect.poll(() => overall.getByRole('row').count()).toBeGreaterThan(1);
      expect(page.url()).toMatch(/\?type=overall$/);
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBe(0);
      await expectAccessible(page, `the all-time leaderboard at ${width} px (${theme})`);
      if (process.env.SCREENSHOT_DIR)
        await page.screenshot({
          path: `${process.env.SCREENSHOT_DIR}/leaderboard-${width}-${theme}.png`,
          fullPage: true,
        });
      await context.close();
    },
    120_000,
  );
});
