import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from '../src/actions';
import { atWidthsLightAndDark, expectAccessible, launchBrowser, newPage } from '../src/browser';
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
  it('at 390 and 1366 px, light and dark, a learner sees both boards with their own row, axe-clean, without sideways scroll', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 900 });
    await signInThroughApi(page, server.url, 'student13@demo.test');
    await page.goto(`${server.url}/leaderboard`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Leaderboard', level: 1 }).isVisible())
      .toBe(true);
    expect(await page.title()).toContain('Leaderboard');
    await expect
      .poll(() => page.getByRole('table', { name: 'This month leaderboard' }).isVisible())
      .toBe(true);
    await atWidthsLightAndDark(page, [390, 1366], async (width, theme) => {
      await expectAccessible(page, `the leaderboard at ${width} px (${theme})`);
    });
    await page.getByRole('tab', { name: 'All time' }).click();
    const overall = page.getByRole('table', { name: 'All time leaderboard' });
    await expect.poll(() => overall.isVisible()).toBe(true);
    // The demo data's finished contests put learners on the all-time board.
    await expect.poll(() => overall.getByRole('row').count()).toBeGreaterThan(1);
    expect(page.url()).toMatch(/\?type=overall$/);
    await atWidthsLightAndDark(page, [390, 1366], async (width, theme) => {
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
    });
    await context.close();
  }, 120_000);
});
