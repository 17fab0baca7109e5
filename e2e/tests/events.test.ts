import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from '../src/actions';
import { expectAccessible, launchBrowser, newPage, type ThemeName } from '../src/browser';
import { type RunningServer, sharedServer } from '../src/server';

// Events (ADR 0070): this file's learners are student130 to student139.
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  server = sharedServer();
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

async function signedInPage(email: string, theme: ThemeName, width: number) {
  const { context, page } = await newPage(browser, { theme });
  await page.setViewportSize({ width, height: 900 });
  await signInThroughApi(page, server.url, email);
  return { context, page };
}

const heading = (page: Page, name: string) =>
  expect.poll(() => page.getByRole('heading', { name, level: 1 }).isVisible()).toBe(true);
const sidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);

describe('events', () => {
  it('a learner enrols in an event and subscribes to a recurring series (light, 1366 px)', async () => {
    const { context, page } = await signedInPage('student130@demo.test', 'light', 1366);
    await page.goto(`${server.url}/events`);
    await heading(page, 'Events');
    await expect.poll(() => page.getByRole('list', { name: 'Featured events' }).isVisible()).toBe(true);
    await page.getByRole('link', { name: 'Open Campus Coding Meetup' }).click();
    await page.waitForURL(/\/events\/\d+$/);
    await heading(page, 'Campus Coding Meetup');
    expect(await page.title()).toContain('Campus Coding Meetup');
    await page.getByRole('button', { name: 'Enrol' }).click();
    await expect
      .poll(() =>
        page.getByRole('status').filter({ hasText: 'You have a seat at Campus Coding Meetup.' }).isVisible(),
      )
      .toBe(true);
    await expect
      .poll(() => page.getByText('You have a seat. We mail you a reminder the day before.').isVisible())
      .toBe(true);
    expect(await page.getByText('1 of 40 seats taken').isVisible()).toBe(true);
    await expectAccessible(page, 'an event page after enrolling (light)');

    await page.goto(`${server.url}/events/rec/weekly-contest`);
    await heading(page, 'Weekly Contest');
    await expect
      .poll(() => page.getByRole('table', { name: 'Weekly Contest leaderboard' }).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Subscribe to Weekly Contest' }).click();
    await expect
      .poll(() => page.getByRole('status').filter({ hasText: 'You are subscribed: we mail you' }).isVisible())
      .toBe(true);
    await expect.poll(() => page.getByRole('button', { name: 'Unsubscribe' }).isVisible()).toBe(true);
    await expectAccessible(page, 'the recurring event page (light)');
    await context.close();
  }, 60_000);

  it('the events pages are axe-clean in the dark theme at 390 px, without sideways scroll', async () => {
    const { context, page } = await signedInPage('student131@demo.test', 'dark', 390);
    await page.goto(`${server.url}/events`);
    await heading(page, 'Events');
    await expect
      .poll(() => page.getByRole('link', { name: 'Open Campus Coding Meetup' }).isVisible())
      .toBe(true);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectAccessible(page, 'the events page (dark, 390 px)');
    await page.getByRole('link', { name: 'Open Campus Coding Meetup' }).click();
    await page.waitForURL(/\/events\/\d+$/);
    await heading(page, 'Campus Coding Meetup');
    await expect.poll(() => page.getByRole('button', { name: 'Enrol' }).isVisible()).toBe(true);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectAccessible(page, 'an event page (dark, 390 px)');
    await page.goto(`${server.url}/events/rec/weekly-contest`);
    await heading(page, 'Weekly Contest');
    await expect
      .poll(() => page.getByRole('table', { name: 'Weekly Contest leaderboard' }).isVisible())
      .toBe(true);
    expect(await sidewaysScroll(page)).toBe(0);
    await expectAccessible(page, 'the recurring event page (dark, 390 px)');
    await context.close();
  }, 60_000);
});
