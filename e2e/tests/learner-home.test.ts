import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountMenuLink, signIn, signUp } from '../src/actions';
import { expectPageLikeBaseline } from '../src/baselines';
import {
  atWidthsLightAndDark,
  expectAccessible,
  launchBrowser,
  newPage,
  type ThemeName,
} from '../src/browser';
import { layoutProblems } from '../src/layout';
import { layoutShift, recordLayoutShifts, saveScreenshot } from '../src/screenshots';
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

// A demo student with seeded submissions, whom no other e2e file signs in as.
const learnerEmail = 'student41@demo.test';
const widths = [390, 1366];
const themes: ThemeName[] = ['light', 'dark'];

/** The home's heading once its greeting has arrived (its name: the text a screen reader reads). */
async function homeHeading(page: Page) {
  const heading = page.getByRole('heading', { level: 1, name: /^(Welcome|Learn, practise)/ });
  await expect.poll(() => heading.isVisible()).toBe(true);
  return heading;
}

const greeting = (page: Page, name: string) =>
  page.getByRole('heading', { level: 1, name, exact: true }).isVisible();

describe('the anonymous home', () => {
  it(`at ${widths.join(' and ')} px, light and dark, tells a visitor what Learnforge is and offers today’s problem`, async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    await page.goto(`${server.url}/`);
    expect(await (await homeHeading(page)).textContent()).toBe('Learn, practise and get hired');
    const daily = page.getByRole('region', { name: 'Problem of the day' });
    await expect.poll(() => daily.getByRole('link').first().isVisible()).toBe(true);
    await atWidthsLightAndDark(page, widths, async (width, theme) => {
      expect(await page.getByRole('region', { name: 'Continue where you left off' }).count()).toBe(0);
      await expectAccessible(page, `anonymous home at ${width} px (${theme})`);
      await saveScreenshot(page, `home-visitor-${width}-${theme}`);
    });
    await context.close();
  });
});

describe('the signed-in home', () => {
  it('says "Welcome" on the first visit, then after a run on a problem "Welcome back" with that problem to continue', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signUp(page, server.url, 'Hema Home', 'hema.home@example.test');
    await homeHeading(page);
    await expect.poll(() => greeting(page, 'Welcome, Hema Home')).toBe(true);
    const resume = page.getByRole('region', { name: 'Continue where you left off' });
    await expect.poll(() => resume.textContent()).toContain('Nothing yet');
    // No history yet: this week's popular problems and courses, labelled so, each with its reason.
    const recommended = page.getByRole('region', { name: 'Recommended for you' });
    const popular = recommended.getByRole('region', { name: 'Popular problems this week' });
    expect(await popular.getByRole('link').count()).toBeGreaterThan(0);
    expect(await popular.textContent()).toMatch(/Solved by \d+ learners? this week|to start with/);
    expect(await recommended.getByRole('region', { name: 'Popular courses this week' }).isVisible()).toBe(
      true,
    );
    const daily = page.getByRole('region', { name: 'Problem of the day' });
    expect(await daily.textContent()).toMatch(/Daily problem streak/);
    expect(await page.getByRole('region', { name: 'Recent submissions' }).textContent()).toMatch(
      /Your submissions will show here/,
    );

    // Work on a problem: run the first recommended one on its sample with the real judge.
    const first = popular.getByRole('link').first();
    const title = (await first.textContent()) ?? '';
    await first.click();
    await page.waitForURL(/\/problems\/[^/]+\/1/);
    await expect.poll(() => page.getByRole('heading', { name: title, level: 1 }).isVisible()).toBe(true);
    await page.getByLabel('Language').selectOption({ label: 'Python 3' });
    const editor = page.getByRole('textbox', { name: 'Code editor' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    await page.keyboard.insertText('print(input())\n');
    await page.getByRole('button', { name: 'Run' }).click();
    await expect
      .poll(() => page.getByRole('figure', { name: 'Your output' }).isVisible(), { timeout: 120_000 })
      .toBe(true);

    await page.goto(`${server.url}/`);
    await expect.poll(() => greeting(page, 'Welcome back, Hema Home')).toBe(true);
    await expect.poll(() => resume.getByRole('link', { name: title }).isVisible()).toBe(true);
    expect(await resume.textContent()).toMatch(/Not solved yet/);

    // The header's search finds contests too, and opens one by the keyboard alone.
    const search = page.getByRole('combobox', { name: 'Search problems, courses and contests' });
    await search.fill('weekly cod');
    const option = page.getByRole('option', { name: /Weekly Coding Challenge/ });
    await expect.poll(() => option.textContent()).toBe('Weekly Coding ChallengeContest · Live');
    await expectAccessible(page, 'header search showing a contest');
    await search.press('ArrowDown');
    expect(await search.getAttribute('aria-activedescendant')).toBe(await option.getAttribute('id'));
    await search.press('Enter');
    await page.waitForURL('**/contest/weekly-coding-challenge/');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Weekly Coding Challenge', level: 1 }).isVisible())
      .toBe(true);
    expect(await page.title()).toBe('Weekly Coding Challenge · Learnforge');
    await context.close();
  }, 180_000);

  it.each(widths)(
    'at %i px, light and dark: every card, no serious axe finding, no layout shift',
    async (width) => {
      for (const theme of themes) {
        const { context, page } = await newPage(browser, { theme });
        await recordLayoutShifts(context);
        await page.setViewportSize({ width, height: 900 });
        await signIn(page, server.url, learnerEmail);
        await page.goto(`${server.url}/`);
        await homeHeading(page);
        for (const card of [
          'Continue where you left off',
          'Problem of the day',
          'Recommended for you',
          'Recent submissions',
        ])
          await expect.poll(() => page.getByRole('region', { name: card }).isVisible()).toBe(true);
        // The promotions strip (ADR 0106): the seed's running promotions (soonest ending first) after "All events",
        // in a band of fixed height that scrolls sideways inside itself, reached by Tab.
        const strip = page.getByRole('region', { name: 'Promotions' });
        const olympics = strip.getByRole('link', { name: /^Geek Olympics: register free/ });
        const dsa = strip.getByRole('link', { name: /^From DSA to development/ });
        await expect.poll(() => olympics.count()).toBe(1);
        expect(await strip.getByRole('link').allTextContents()).toEqual([
          'All events',
          'From DSA to development: a free programme, starting next month',
          'Geek Olympics: register free and climb the institute leaderboard',
        ]);
        expect((await strip.boundingBox())?.height).toBe(80);
        await strip.getByRole('link', { name: 'All events' }).focus();
        await page.keyboard.press('Tab');
        expect(await dsa.evaluate((link) => link === document.activeElement)).toBe(true);
        await page.keyboard.press('Tab');
        expect(await olympics.evaluate((link) => link === document.activeElement)).toBe(true);
        // The focused last item is scrolled into view inside the band.
        await expect
          .poll(async () => {
            const box = (await olympics.boundingBox())!;
            return box.x + box.width;
          })
          .toBeLessThanOrEqual(width);
        await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
        await strip.evaluate((band) => band.querySelector('ul')?.scrollTo(0, 0));
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        expect(await layoutShift(page)).toBeLessThan(0.1);
        await expectAccessible(page, `signed-in home at ${width} px (${theme})`);
        await saveScreenshot(page, `home-${width}-${theme}`);
        // The daily problem rotates each day; contests and recommendations follow other files' writes.
        await expectPageLikeBaseline(page, `home-${width}-${theme}`, {
          changing: [
            { region: page.getByRole('region', { name: 'Problem of the day' }), height: 240 },
            { region: page.getByRole('region', { name: 'Upcoming contests' }), height: 200 },
            { region: page.getByRole('region', { name: 'Recommended for you' }), height: 200 },
          ],
        });
        await page.goto(`${server.url}/explore`);
        await expect
          .poll(() => page.getByRole('heading', { name: 'Explore problems', level: 1 }).isVisible())
          .toBe(true);
        await saveScreenshot(page, `explore-${width}-${theme}`);
        // Problems other files publish add rows and topics.
        await expectPageLikeBaseline(page, `explore-${width}-${theme}`, {
          changing: [
            { region: page.getByRole('region', { name: 'Problem of the day' }), height: 100 },
            { region: page.getByRole('group', { name: 'Topics' }), height: 300 },
            { region: page.getByRole('group', { name: 'Companies' }), height: 200 },
            { region: page.getByRole('table', { name: 'Problems' }), height: 400 },
          ],
        });
        await context.close();
      }
    },
    180_000,
  );
});

describe('the daily problem page', () => {
  it('is reached from the practice shortcuts; a learner reads today, their totals, a month of past problems and points', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, server.url, learnerEmail);
    await page.goto(`${server.url}/`);
    const shortcuts = page.getByRole('navigation', { name: 'Practice shortcuts' });
    await shortcuts.getByRole('link', { name: /Daily problem/ }).click();
    await page.waitForURL('**/problem-of-the-day');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Problem of the day', level: 1 }).isVisible())
      .toBe(true);
    expect(await page.title()).toBe('Problem of the day · Learnforge');
    const today = page.getByRole('region', { name: 'Today' });
    await expect.poll(() => today.textContent()).toMatch(/points/);
    await expect
      .poll(() => page.getByRole('region', { name: 'Your daily problems' }).textContent())
      .toMatch(/Solved on their day\d+Points earned\d+/);
    const calendar = page.getByRole('table', { name: /Daily problems of / });
    await expect.poll(() => calendar.isVisible()).toBe(true);
    const month = await calendar.locator('caption').textContent();
    // The seed has a daily problem for every day of the past year: last month is full of links.
    await page.getByRole('button', { name: 'Previous month' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('table', { name: /Daily problems of / })
          .locator('caption')
          .textContent(),
      )
      .not.toBe(month);
    expect(await calendar.getByRole('link').count()).toBeGreaterThanOrEqual(28);
    expect(page.url()).toMatch(/\?month=\d{4}-\d{2}$/);
    // Every day is a link named by its date, problem and state, reached by the keyboard.
    const firstDay = calendar.getByRole('link').first();
    expect(await firstDay.getAttribute('aria-label')).toMatch(
      /^1 \w+ \d{4}: .+, (solved on its day|solved later|tried|not tried)$/,
    );
    await firstDay.focus();
    await page.keyboard.press('Enter');
    await page.waitForURL(/\/problems\/[^/]+\/1/);
    await page.goBack();
    await expect.poll(() => page.getByRole('region', { name: 'Points history' }).isVisible()).toBe(true);
    await context.close();
  });

  it(`at ${widths.join(' and ')} px, light and dark: nothing covers a control, no serious axe finding`, async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: widths[0]!, height: 900 });
    await signIn(page, server.url, learnerEmail);
    await page.goto(`${server.url}/problem-of-the-day`);
    await expect.poll(() => page.getByRole('table', { name: /Daily problems of / }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('region', { name: 'Points history' }).isVisible()).toBe(true);
    await atWidthsLightAndDark(page, widths, async (width, theme) => {
      expect(await layoutProblems(page)).toEqual([]);
      await expectAccessible(page, `daily problem page at ${width} px (${theme})`);
      await saveScreenshot(page, `daily-${width}-${theme}`);
    });
    await context.close();
  });
});

describe('bookmarks', () => {
  it('a learner bookmarks a problem and finds it under "Bookmarks" in their menu, then removes it', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, server.url, learnerEmail);
    await page.goto(`${server.url}/problems/fizz-buzz/1`);
    const bookmark = page.getByRole('button', { name: 'Bookmark' });
    await expect.poll(() => bookmark.getAttribute('aria-pressed')).toMatch(/true|false/);
    if ((await bookmark.getAttribute('aria-pressed')) === 'true') {
      await bookmark.click();
      await expect.poll(() => bookmark.getAttribute('aria-pressed')).toBe('false');
    }
    await bookmark.click();
    await expect.poll(() => bookmark.getAttribute('aria-pressed')).toBe('true');
    await openAccountMenuLink(page, 'Bookmarks');
    await expect
      .poll(() => page.getByRole('heading', { name: 'My bookmarked problems', level: 1 }).isVisible())
      .toBe(true);
    expect(await page.title()).toBe('My bookmarked problems · Learnforge');
    const table = page.getByRole('table', { name: 'Problems' });
    await expect.poll(() => table.getByRole('link', { name: 'Fizz Buzz' }).isVisible()).toBe(true);
    await expectAccessible(page, 'bookmarks');
    await table.getByRole('link', { name: 'Fizz Buzz' }).click();
    await page.waitForURL('**/problems/fizz-buzz/1');
    await bookmark.click();
    await expect.poll(() => bookmark.getAttribute('aria-pressed')).toBe('false');
    await page.goto(`${server.url}/explore?bookmarked=true`);
    await expect.poll(() => page.getByText(/No bookmarked problem matches/).isVisible()).toBe(true);
    // The box follows the address, which changes after the click's navigation: click, then wait for the page.
    await page.getByRole('checkbox', { name: 'Bookmarked only' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Explore problems', level: 1 }).isVisible())
      .toBe(true);
    await context.close();
  });
});
