import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../src/actions';
import { expectAccessible, launchBrowser, newPage, type ThemeName } from '../src/browser';
import { saveScreenshot } from '../src/screenshots';
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

// A demo student with seeded submissions whom no other file renames or signs in as.
const email = 'student42@demo.test';
const handle = 'student42';

describe('the user menu and the public profile', () => {
  it('a learner opens "My profile" from the menu under their name; Escape closes the menu', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, server.url, email);
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: /Account menu for/ });
    await expect.poll(() => menu.isVisible()).toBe(true);
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    expect(await menu.getAttribute('aria-expanded')).toBe('true');
    await expectAccessible(page, 'user menu open');
    await page.keyboard.press('Escape');
    expect(await menu.getAttribute('aria-expanded')).toBe('false');
    await menu.click();
    await banner.getByRole('link', { name: 'My profile' }).click();
    await page.waitForURL(`**/profile/${handle}`);
    const name = (await menu.textContent())?.replace('Account menu for ', '') ?? '';
    await expect.poll(() => page.getByRole('heading', { name, level: 1 }).isVisible()).toBe(true);
    expect(await page.title()).toBe(`${name} (@${handle}) · Learnforge`);
    await context.close();
  });

  it.each([390, 1366])(
    'at %i px, light and dark, a visitor reads the profile: totals, difficulty, languages, a year of activity',
    async (width) => {
      for (const theme of ['light', 'dark'] as ThemeName[]) {
        const { context, page } = await newPage(browser, { theme });
        await page.setViewportSize({ width, height: 900 });
        const answer = await page.request.get(`${server.url}/api/latest/learner/profile/${handle}/`);
        const profile = (await answer.json()) as {
          name: string;
          solved_total: number;
          submissions_total: number;
        };
        expect(JSON.stringify(profile)).not.toContain('@demo.test');
        await page.goto(`${server.url}/profile/${handle}`);
        await expect
          .poll(() => page.getByRole('heading', { name: profile.name, level: 1 }).isVisible())
          .toBe(true);
        const totals = page.getByRole('region', { name: 'Totals' });
        expect(await totals.textContent()).toContain(`Problems solved${profile.solved_total}`);
        expect(await page.getByRole('region', { name: 'Solved by difficulty' }).textContent()).toMatch(
          /basic\d+easy\d+medium\d+hard\d+/,
        );
        expect(await page.getByRole('region', { name: 'Languages' }).textContent()).toMatch(
          /Python 3|C\+\+|Java/,
        );
        expect(await page.getByRole('figure').getAttribute('aria-label')).toMatch(
          /submissions on \d+ days in the last year/,
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectAccessible(page, `profile at ${width} px (${theme})`);
        await saveScreenshot(page, `profile-${width}-${theme}`);
        await context.close();
      }
    },
  );

  it('an unknown handle says so and answers the API with 404', async () => {
    const { context, page } = await newPage(browser);
    const answer = await page.request.get(`${server.url}/api/latest/learner/profile/no-such-learner/`);
    expect(answer.status()).toBe(404);
    await page.goto(`${server.url}/profile/no-such-learner`);
    await expect.poll(() => page.getByText('There is no learner with that handle.').isVisible()).toBe(true);
    await context.close();
  });
});
