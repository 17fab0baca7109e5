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

// A demo student whom no other e2e file signs in as: their orders are only this file's.
const email = 'student43@demo.test';

describe('the payments page', () => {
  it('opens from the user menu; with no order it says so, then lists the order placed at checkout as pending', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, server.url, email);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu for/ })
      .click();
    await page.getByRole('banner').getByRole('link', { name: 'Payments' }).click();
    await page.waitForURL('**/payments');
    await expect.poll(() => page.getByText('No payments yet').isVisible()).toBe(true);
    await expectAccessible(page, 'payments, empty');

    // The checkout's own call places a pending order (no payment gateway confirms it).
    const order = await page.request.post(`${server.url}/api/latest/premium/payment`, {
      data: { plan_id: 1, page_url: '/premium/checkout/' },
      headers: { origin: server.url },
    });
    expect(order.ok()).toBe(true);
    const { gfgOrderId } = (await order.json()) as { gfgOrderId: string };
    await page.reload();
    const table = page.getByRole('table', { name: /Your orders \(1\)/ });
    await expect.poll(() => table.isVisible()).toBe(true);
    const row = table.getByRole('row', { name: new RegExp(gfgOrderId) });
    expect(await row.textContent()).toMatch(/Pending/);
    expect(await row.textContent()).toMatch(/₹/);
    await context.close();
  });

  it.each([390, 1366])(
    'at %i px, light and dark, no sideways scroll and no serious axe finding',
    async (width) => {
      for (const theme of ['light', 'dark'] as ThemeName[]) {
        const { context, page } = await newPage(browser, { theme });
        await page.setViewportSize({ width, height: 900 });
        await signIn(page, server.url, email);
        await page.goto(`${server.url}/payments`);
        await expect.poll(() => page.getByRole('table', { name: /Your orders/ }).isVisible()).toBe(true);
        expect(await page.title()).toBe('Payments · Learnforge');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectAccessible(page, `payments at ${width} px (${theme})`);
        await saveScreenshot(page, `payments-${width}-${theme}`);
        await context.close();
      }
    },
  );
});
