import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../src/actions';
import { expectAccessible, launchBrowser, newPage } from '../src/browser';
import { type RunningServer, sharedServer } from '../src/server';

/**
 * The three built apps work under the server's Content-Security-Policy (no inline script allowed)
 * and the policy really is enforced. Every other e2e file also fails on a violation, through
 * expectAccessible.
 */
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('security headers in the browser', () => {
  it('the built pages carry the policy, and an injected inline script is blocked and reported', async () => {
    const { context, page } = await newPage(browser);
    const response = await page.goto(`${server.url}/`);
    const headers = response!.headers();
    expect(headers['content-security-policy']).toContain("script-src 'self';");
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');

    const reports: string[] = [];
    page.on('request', (request) => {
      if (request.url().endsWith('/api/csp-report')) reports.push(request.postData() ?? '');
    });
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
    });
    expect(await page.evaluate(() => (window as { __injected?: boolean }).__injected)).toBeUndefined();
    await expect.poll(() => reports.length).toBeGreaterThan(0);
    const recorded = await page.evaluate(() => (window as { __cspViolations?: string[] }).__cspViolations);
    expect(recorded).toEqual([expect.stringMatching(/^script-src-elem blocked inline/)]);
    await context.close();
  });

  it('a learner solves with the code editor, an institute admin and a course admin use their apps, with no violation', async () => {
    const learner = await newPage(browser);
    await signIn(learner.page, server.url, 'learner@demo.test');
    await learner.page.goto(`${server.url}/problems/sum-of-two-numbers/1`);
    await expect
      .poll(() => learner.page.getByRole('heading', { name: 'Sum of Two Numbers' }).isVisible())
      .toBe(true);
    await expectAccessible(learner.page, 'problem page');
    await learner.context.close();

    const institute = await newPage(browser);
    await signIn(institute.page, server.url, 'institute.admin@demo.test');
    await institute.page.goto(`${server.url}/organization-dashboard/`);
    await expect
      .poll(() => institute.page.getByRole('heading', { name: 'Demo Institute of Technology' }).isVisible())
      .toBe(true);
    await expectAccessible(institute.page, 'organization dashboard');
    await institute.context.close();

    const staff = await newPage(browser);
    await signIn(staff.page, server.url, 'course.admin@demo.test');
    await staff.page.goto(`${server.url}/dashboard-next/courses?search=java`);
    // The course editor's e2e file renames this course on the shared server; either name will do.
    await expect
      .poll(() =>
        staff.page
          .getByRole('link', { name: /^Java Backend/ })
          .first()
          .isVisible(),
      )
      .toBe(true);
    await expectAccessible(staff.page, 'course list');
    await staff.context.close();
  });
});
