import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, newPage, type ThemeName } from '../src/browser';
import { type RunningServer, startServer } from '../src/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer(), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

/** Every learner page, as a signed-in learner sees it (sign-in pages as a visitor). */
const signedInPages = [
  '/',
  '/explore',
  '/problems/sum-of-two-numbers/1',
  '/courses/python-foundations',
  '/terms-of-service',
  '/premium/checkout/',
  '/no/such/page',
];
const visitorPages = ['/login', '/signup'];
const widths = [390, 768, 1366, 1920];
const themes: ThemeName[] = ['light', 'dark'];

/**
 * What is wrong with the page's layout: sideways scroll, and every visible link, button and field that is
 * not the element a click at its centre would reach (something covers it, or it lies outside the page).
 */
function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`the page scrolls sideways by ${root.scrollWidth - root.clientWidth} px`);
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"]',
      ),
    );
    for (const control of controls) {
      const style = getComputedStyle(control);
      const box = control.getBoundingClientRect();
      // Visually hidden inputs (a checkbox drawn by its label) are reached through their label.
      if (box.width < 4 || box.height < 4 || style.visibility === 'hidden' || style.opacity === '0') continue;
      if (control.closest('[aria-hidden="true"], [inert]')) continue;
      control.scrollIntoView({ block: 'center', inline: 'center' });
      const centre = control.getBoundingClientRect();
      const x = centre.left + centre.width / 2;
      const y = centre.top + centre.height / 2;
      if (x < 0 || x > root.clientWidth) {
        problems.push(`${describe(control)} lies outside the page (x ${Math.round(x)})`);
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      if (!hit) continue;
      const label = hit.closest('label');
      const reached =
        hit === control ||
        control.contains(hit) ||
        (label !== null && (label.contains(control) || label.htmlFor === control.id));
      if (!reached) problems.push(`${describe(control)} is covered by ${describe(hit)}`);
    }
    window.scrollTo(0, 0);
    return problems;
  });
}

async function settle(page: Page, path: string) {
  await page.goto(`${server.url}${path}`);
  await page.waitForLoadState('networkidle');
  await expect.poll(() => page.getByRole('heading').first().isVisible()).toBe(true);
}

describe.each(themes)('layout integrity of every learner page (%s theme)', (theme) => {
  it.each(widths)(
    'at %i px nothing scrolls sideways and nothing covers a control',
    async (width) => {
      const { context, page } = await newPage(browser, { theme });
      await page.setViewportSize({ width, height: 900 });
      const found: string[] = [];
      for (const path of visitorPages) {
        await settle(page, path);
        found.push(...(await layoutProblems(page)).map((problem) => `${path}: ${problem}`));
      }
      const login = await page.request.post(`${server.url}/api/auth/login`, {
        data: { email: 'learner@demo.test', password: 'learnforge' },
        headers: { origin: server.url },
      });
      expect(login.ok()).toBe(true);
      for (const path of signedInPages) {
        await settle(page, path);
        found.push(...(await layoutProblems(page)).map((problem) => `${path}: ${problem}`));
      }
      expect(found).toEqual([]);
      await context.close();
    },
    180_000,
  );
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
