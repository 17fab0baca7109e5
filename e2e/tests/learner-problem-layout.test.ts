import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from '../src/actions';
import { expectPageLikeBaseline } from '../src/baselines';
import { expectAccessible, launchBrowser, newPage, type ThemeName } from '../src/browser';
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

const problemPath = '/problems/sum-of-two-numbers/1';
// A demo student no other file signs in as: the page's baselines show their own progress on the problem, which
// the problem file's solving (as learner@demo.test) would otherwise change depending on which file ran first.
const learnerEmail = 'student48@demo.test';

async function openProblem(width: number, theme: ThemeName = 'light') {
  const { context, page } = await newPage(browser, { theme });
  await recordLayoutShifts(context);
  await page.setViewportSize({ width, height: 900 });
  await signInThroughApi(page, server.url, learnerEmail);
  await page.goto(`${server.url}${problemPath}`);
  await expect
    .poll(() => page.getByRole('heading', { name: 'Sum of Two Numbers', level: 1 }).isVisible())
    .toBe(true);
  await expect.poll(() => page.getByRole('textbox', { name: 'Code editor' }).isVisible()).toBe(true);
  return { context, page };
}

const statement = (page: Page) => page.getByRole('region', { name: 'Statement' });
const editor = (page: Page) => page.getByRole('region', { name: 'Editor' });
const divider = (page: Page) => page.getByRole('separator', { name: 'Resize statement and editor' });

describe('the problem page at desktop widths is a split view', () => {
  it.each<ThemeName>(['light', 'dark'])(
    'at 1366 px (%s) the statement sits left of the editor, the divider resizes by keyboard and is remembered',
    async (theme) => {
      const { context, page } = await openProblem(1366, theme);
      const left = await statement(page).boundingBox();
      const right = await editor(page).boundingBox();
      expect(left && right && left.x + left.width <= right.x).toBe(true);
      // Side by side: both start near the top of the page, under the header.
      expect(Math.abs((left?.y ?? 0) - (right?.y ?? 0))).toBeLessThan(5);
      // Beside the statement, what to solve next with its reason (this learner's own work decides which), never
      // this problem itself.
      const recommended = page.getByRole('region', { name: 'Recommended for you' });
      await expect
        .poll(() => recommended.textContent())
        .toMatch(
          /Because you solved|still unsolved|at your level|this week|solved every problem open to you/,
        );
      expect(await recommended.getByRole('link', { name: 'Sum of Two Numbers' }).count()).toBe(0);
      await expectAccessible(page, `problem split view at 1366 px (${theme})`);
      await saveScreenshot(page, `problem-split-1366-${theme}`);

      const handle = divider(page);
      const before = Number(await handle.getAttribute('aria-valuenow'));
      await handle.focus();
      await page.keyboard.press('ArrowRight');
      await page.keyboard.press('ArrowRight');
      await expect.poll(async () => Number(await handle.getAttribute('aria-valuenow'))).toBe(before + 10);
      const wider = await statement(page).boundingBox();
      expect(wider?.width).toBeGreaterThan((left?.width ?? 0) + 100);
      await page.keyboard.press('End');
      expect(await handle.getAttribute('aria-valuenow')).toBe('75');
      await page.keyboard.press('Home');
      expect(await handle.getAttribute('aria-valuenow')).toBe('25');
      await page.keyboard.press('ArrowRight');
      // The learner's split survives a reload.
      await page.reload();
      await expect.poll(() => divider(page).getAttribute('aria-valuenow')).toBe('30');
      expect(await layoutShift(page)).toBeLessThan(0.1);
      // The split as this learner left it, statement at 30 %.
      await expectPageLikeBaseline(page, `problem-split-1366-${theme}`);
      await context.close();
    },
  );

  it('the divider also drags with the pointer', async () => {
    const { context, page } = await openProblem(1366);
    const box = await divider(page).boundingBox();
    if (!box) throw new Error('no divider');
    await page.mouse.move(box.x + box.width / 2, box.y + 200);
    await page.mouse.down();
    await page.mouse.move(1366 * 0.6, box.y + 200, { steps: 5 });
    await page.mouse.up();
    const share = Number(await divider(page).getAttribute('aria-valuenow'));
    expect(share).toBeGreaterThanOrEqual(55);
    expect(share).toBeLessThanOrEqual(62);
    await context.close();
  });
});

describe('the problem page at 390 px is stacked', () => {
  it.each<ThemeName>(['light', 'dark'])(
    '(%s) the editor follows the statement, no divider, and every section tab shows whole',
    async (theme) => {
      const { context, page } = await openProblem(390, theme);
      const top = await statement(page).boundingBox();
      const below = await editor(page).boundingBox();
      expect(below && top && below.y >= top.y + top.height).toBe(true);
      expect(await divider(page).isVisible()).toBe(false);
      const tabs = page.getByRole('tablist', { name: 'Problem sections' }).getByRole('tab');
      expect(await tabs.allInnerTexts()).toEqual([
        'Description',
        'Hints',
        'Editorial',
        'My submissions',
        'Discuss',
      ]);
      const boxes = await Promise.all((await tabs.all()).map((tab) => tab.boundingBox()));
      // Five tabs take two rows at 390 px: each shows whole, none cut off at the edge.
      for (const box of boxes) expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
      expect(new Set(boxes.map((box) => Math.round(box?.y ?? 0))).size).toBeLessThanOrEqual(2);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
      await expectAccessible(page, `problem stacked at 390 px (${theme})`);
      await saveScreenshot(page, `problem-stacked-390-${theme}`);
      await expectPageLikeBaseline(page, `problem-stacked-390-${theme}`);
      await context.close();
    },
  );
});
