import type { Browser, Page } from 'playwright-core';
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

// Demo students no other e2e file signs in as.
const sitter = 'student281@demo.test';
const visitorWidths = [390, 1366];
const themes: ThemeName[] = ['light', 'dark'];
const contest = 'weekly-coding-challenge';

async function heading(page: Page, text: string | RegExp) {
  await expect
    .poll(() => page.getByRole('heading', { level: 1 }).first().textContent(), { timeout: 30_000 })
    .toMatch(text);
}

describe('contest pages', () => {
  it.each(visitorWidths)(
    'at %i px list the contests and show one with its rules and sections',
    async (width) => {
      for (const theme of themes) {
        const { context, page } = await newPage(browser, { theme });
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.url}/contests`);
        await heading(page, 'Contests');
        await expect
          .poll(() => page.getByRole('heading', { name: 'Weekly Coding Challenge' }).isVisible())
          .toBe(true);
        await expectAccessible(page, `contests list at ${width} px (${theme})`);
        await saveScreenshot(page, `contests-${width}-${theme}`);
        await page.getByRole('tab', { name: 'Upcoming' }).click();
        await expect
          .poll(() => page.getByRole('heading', { name: 'Monthly Quiz Marathon' }).isVisible())
          .toBe(true);
        await page.getByRole('link', { name: 'Open Monthly Quiz Marathon' }).click();
        await page.waitForURL(/\/contest\/monthly-quiz-marathon\//);
        await heading(page, 'Monthly Quiz Marathon');
        await expect.poll(() => page.getByRole('timer').first().isVisible()).toBe(true);
        expect(await page.getByRole('heading', { name: 'Rules' }).isVisible()).toBe(true);
        expect(await page.getByRole('button', { name: 'Add to calendar (.ics)' }).isVisible()).toBe(true);
        await expectAccessible(page, `contest page at ${width} px (${theme})`);
        await saveScreenshot(page, `contest-page-${width}-${theme}`);
        await context.close();
      }
    },
  );
});

describe('sitting a contest', () => {
  it('registers, starts, answers by keyboard and finds the answer again after a reload', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, server.url, sitter);
    await page.goto(`${server.url}/contest/${contest}/`);
    await heading(page, 'Weekly Coding Challenge');
    await page.getByRole('button', { name: 'Register' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'You are registered' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Start the contest' }).click();
    await page.waitForURL(/\/contest\/weekly-coding-challenge\/quiz/);
    await expect
      .poll(() => page.getByRole('heading', { name: /Question 1 of 5/ }).isVisible(), { timeout: 30_000 })
      .toBe(true);
    await expectAccessible(page, 'quiz room');
    await saveScreenshot(page, 'contest-quiz-room');

    // Keyboard only: walk the questions with Next until a single-choice one, choose with Space.
    let answeredId: string | null = null;
    for (let step = 0; step < 5 && answeredId === null; step++) {
      const radios = page.getByRole('radio');
      if ((await radios.count()) > 0) {
        await radios.first().focus();
        await page.keyboard.press('Space');
        answeredId = await radios.first().getAttribute('value');
        break;
      }
      await page.getByRole('button', { name: 'Next' }).focus();
      await page.keyboard.press('Enter');
    }
    expect(answeredId).not.toBeNull();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^Saved$/ })
          .isVisible(),
      )
      .toBe(true);
    const questionHeading = await page.getByRole('heading', { name: /Question \d of 5/ }).textContent();
    const palette = page.getByRole('navigation', { name: 'Question palette' });
    expect(await palette.getByRole('button', { name: /, answered/ }).count()).toBeGreaterThan(0);

    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { name: /Question 1 of 5/ }).isVisible(), { timeout: 30_000 })
      .toBe(true);
    const number = Number(/Question (\d)/.exec(questionHeading ?? '')?.[1]);
    await palette
      .getByRole('button')
      .nth(number - 1)
      .click();
    await expect
      .poll(() => page.getByRole('radio', { checked: true }).getAttribute('value'))
      .toBe(answeredId);

    await context.close();
  });
});
