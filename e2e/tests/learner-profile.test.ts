import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountMenuLink, signIn } from '../src/actions';
import { expectPageLikeBaseline } from '../src/baselines';
import { atWidthsLightAndDark, expectAccessible, launchBrowser, newPage } from '../src/browser';
import { layoutProblems } from '../src/layout';
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
    await openAccountMenuLink(page, 'My profile');
    expect(new URL(page.url()).pathname).toBe(`/profile/${handle}`);
    const name = (await menu.textContent())?.replace('Account menu for ', '') ?? '';
    await expect.poll(() => page.getByRole('heading', { name, level: 1 }).isVisible()).toBe(true);
    expect(await page.title()).toBe(`${name} (@${handle}) · Learnforge`);
    await context.close();
  });

  it('at 390 and 1366 px, light and dark, a visitor reads the profile: totals, difficulty, languages, a year of activity', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 900 });
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
    await atWidthsLightAndDark(page, [390, 1366], async (width, theme) => {
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
      // A year of activity ends today, so its weeks move with the day the demo was seeded.
      await expectPageLikeBaseline(page, `profile-${width}-${theme}`, {
        changing: [{ region: page.getByRole('figure'), height: 160 }],
      });
    });
    await context.close();
  });

  it('an unknown handle says so and answers the API with 404', async () => {
    const { context, page } = await newPage(browser);
    const answer = await page.request.get(`${server.url}/api/latest/learner/profile/no-such-learner/`);
    expect(answer.status()).toBe(404);
    await page.goto(`${server.url}/profile/no-such-learner`);
    await expect.poll(() => page.getByText('There is no learner with that handle.').isVisible()).toBe(true);
    await context.close();
  });
});

// The account page edits its learner, so it has one of its own that no other file signs in as.
const accountEmail = 'student44@demo.test';
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

describe('the account page', () => {
  it('a learner edits their details and photo from "Account settings"; wrong input is said beside its field', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, server.url, accountEmail);
    const banner = page.getByRole('banner');
    const menu = banner.getByRole('button', { name: /Account menu for/ });
    await expect.poll(() => menu.isVisible()).toBe(true);
    await openAccountMenuLink(page, 'Account settings');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Account settings', level: 1 }).isVisible())
      .toBe(true);
    expect(await page.title()).toBe('Account settings · Learnforge');
    const form = page.getByRole('form', { name: 'Your details' });
    expect(await form.textContent()).toContain(accountEmail);

    await form.getByRole('textbox', { name: 'Name' }).fill('Priya Account');
    await form.getByLabel('Country').selectOption('India');
    await form.getByRole('textbox', { name: 'Phone' }).fill('+91 98765 43210');
    await form.getByRole('textbox', { name: 'Graduation year' }).fill('1200');
    await form.getByRole('button', { name: 'Save details' }).click();
    const year = form.getByRole('textbox', { name: 'Graduation year' });
    await expect.poll(() => year.getAttribute('aria-invalid')).toBe('true');
    expect(await form.textContent()).toContain('Enter a year between 1950 and 2100.');
    await year.fill('2027');
    await form.getByRole('button', { name: 'Save details' }).click();
    // The form has two status lines: the institute picker's result count and the save's.
    const saved = form.getByRole('status').filter({ hasText: 'saved' });
    await expect.poll(() => saved.textContent()).toBe('Your details are saved.');
    // The header reads the session, which now carries the new name.
    await expect.poll(() => menu.textContent()).toBe('Account menu for Priya Account');
    await page.reload();
    await expect.poll(() => form.getByRole('textbox', { name: 'Name' }).inputValue()).toBe('Priya Account');
    expect(await form.getByLabel('Country').inputValue()).toBe('India');

    const [chooser] = await Promise.all([
      page.waitForEvent('filechooser'),
      page.getByRole('button', { name: 'Choose a file' }).click(),
    ]);
    await chooser.setFiles({ name: 'me.png', mimeType: 'image/png', buffer: PNG });
    await expect
      .poll(() => page.getByRole('img', { name: 'Priya Account' }).getAttribute('src'))
      .toMatch(/^\/uploads\/images\/[0-9a-f]{64}\.png$/);
    expect(await page.getByRole('link', { name: 'Security settings' }).getAttribute('href')).toBe(
      '/account/security',
    );
    await context.close();
  });

  it('at 390 and 1366 px, light and dark: nothing covers a control, no serious axe finding', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 900 });
    await signIn(page, server.url, accountEmail);
    await page.goto(`${server.url}/account`);
    await expect.poll(() => page.getByRole('button', { name: 'Save details' }).isVisible()).toBe(true);
    await atWidthsLightAndDark(page, [390, 1366], async (width, theme) => {
      expect(await layoutProblems(page)).toEqual([]);
      await expectAccessible(page, `account at ${width} px (${theme})`);
      await saveScreenshot(page, `account-${width}-${theme}`);
    });
    await context.close();
  });
});
