import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../src/actions';
import { launchBrowser, newPage } from '../src/browser';
import { type RunningServer, sharedServer } from '../src/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  // Reads only: no other file renames this problem or course (admin files edit records of their own).
  server = sharedServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** Console errors and warnings, and uncaught errors, from the moment the page is opened. */
function watchConsole(page: Page): string[] {
  const messages: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error' || message.type() === 'warning')
      messages.push(`${message.type()}: ${message.text()}`);
  });
  page.on('pageerror', (error) => messages.push(`uncaught: ${error.message}`));
  return messages;
}

describe('an anonymous visitor', () => {
  it.each([
    ['/', 'Learn, practise and get hired'],
    ['/explore', 'Explore problems'],
    ['/problems/sum-of-two-numbers/1', 'Sum of Two Numbers'],
    ['/terms-of-service', 'Terms of service'],
  ])('opens %s with a clean console (no 401, no React Router warning)', async (path, heading) => {
    const { context, page } = await newPage(browser);
    const messages = watchConsole(page);
    await page.goto(`${server.url}${path}`);
    await expect.poll(() => page.getByRole('heading', { name: heading, level: 1 }).isVisible()).toBe(true);
    await page.waitForLoadState('networkidle');
    expect(messages).toEqual([]);
    await context.close();
  });
});

describe('page titles name what the page shows', () => {
  it('titles a problem page by the problem and a course page by the course', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/problems/sum-of-two-numbers/1`);
    await expect.poll(() => page.title()).toBe('Sum of Two Numbers · Learnforge');
    await page.goto(`${server.url}/courses/python-foundations`);
    await expect.poll(() => page.title()).toBe('Python Foundations · Learnforge');
    await context.close();
  });
});

describe('footer links follow the visitor', () => {
  it('a signed-in learner is offered neither a new account, the organization dashboard nor the staff tools', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'student1@demo.test');
    await page.goto(`${server.url}/explore`);
    const footer = page.getByRole('contentinfo');
    await expect.poll(() => footer.getByRole('link', { name: 'Practice problems' }).isVisible()).toBe(true);
    for (const name of ['Create an account', 'Organization dashboard', 'Staff tools'])
      expect(await footer.getByRole('link', { name }).count(), name).toBe(0);
    await context.close();
  });
});
