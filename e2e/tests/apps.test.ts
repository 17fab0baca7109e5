import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
  await server?.stop();
});

const themes: ThemeName[] = ['light', 'dark'];

describe.each(themes)('each app renders at its path (%s theme)', (theme) => {
  it('learner app at /', async () => {
    const { context, page } = await newPage(browser, { theme });
    await page.goto(`${server.url}/`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Learn, practise and get hired' }).isVisible())
      .toBe(true);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(await page.evaluate(() => document.documentElement.className)).not.toBe('');
    await expectAccessible(page, `/ (${theme})`);
    await context.close();
  });

  it('organization dashboard at /organization-dashboard/ asks a visitor to sign in', async () => {
    const { context, page } = await newPage(browser, { theme });
    await page.goto(`${server.url}/organization-dashboard/`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Sign in to continue' }).isVisible())
      .toBe(true);
    expect(page.url()).toMatch(/\/organization-dashboard\/my-courses$/);
    await expectAccessible(page, `/organization-dashboard/ (${theme})`);
    await context.close();
  });

  it('staff tools at /dashboard-next/ ask a visitor to sign in', async () => {
    const { context, page } = await newPage(browser, { theme });
    await page.goto(`${server.url}/dashboard-next/`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Sign in to continue' }).isVisible())
      .toBe(true);
    await expectAccessible(page, `/dashboard-next/ (${theme})`);
    await context.close();
  });

  it('an unknown page answers HTTP 404 and shows the not-found page inside the site header and footer', async () => {
    const { context, page } = await newPage(browser, { theme });
    const response = await page.goto(`${server.url}/no/such/page`);
    expect(response?.status()).toBe(404);
    await expect.poll(() => page.getByRole('heading', { name: 'Page not found' }).isVisible()).toBe(true);
    expect(await page.getByRole('banner').isVisible()).toBe(true);
    expect(await page.getByRole('contentinfo').isVisible()).toBe(true);
    expect(await page.title()).toBe('Page not found · Learnforge');
    await expectAccessible(page, `404 (${theme})`);
    await context.close();
  });
});
