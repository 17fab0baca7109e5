import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../src/actions';
import { expectAccessible, launchBrowser, newPage } from '../src/browser';
import { layoutProblems } from '../src/layout';
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

/** The name of the focused element, as a screen reader would announce the control. */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const focused = document.activeElement;
    const labelled = focused instanceof HTMLInputElement ? focused.labels?.[0]?.textContent?.trim() : null;
    return focused?.getAttribute('aria-label') ?? labelled ?? focused?.tagName;
  });

/** A deal of the company with at least two active users, and the first of them (rendered in view). */
async function dealWithUsers(page: Page): Promise<{ dealNumber: string; email: string }> {
  const found = await page.evaluate(async () => {
    const get = async (path: string) => (await fetch(`/api/latest/organization-dashboard/${path}`)).json();
    const deals = await get('company/deals/?page_size=100');
    for (const deal of deals.results) {
      const active = await get(`company/deals/${deal.deal_id}/active-users/?page_size=50`);
      if (active.results.length >= 2)
        return { dealNumber: deal.deal_number as string, email: active.results[0].email as string };
    }
    return null;
  });
  expect(found).not.toBeNull();
  return found!;
}

async function openAccessManagement(page: Page) {
  await signIn(page, server.url, 'company.admin@demo.test');
  await page.goto(`${server.url}/organization-dashboard/access-management`);
  await page.waitForURL(/access-management/);
  await expect
    .poll(() => page.getByRole('button', { name: /^Manage access of deal/ }).count())
    .toBeGreaterThan(0);
}

describe('Manage access', () => {
  it('gives focus back to the Manage button that opened it, and to the History button', async () => {
    const { context, page } = await newPage(browser);
    await openAccessManagement(page);
    const { dealNumber } = await dealWithUsers(page);
    for (const [opener, dialogName] of [
      [`Manage access of deal ${dealNumber}`, `Manage access: deal ${dealNumber}`],
      [`Edit history of deal ${dealNumber}`, `Edit history of deal ${dealNumber}`],
    ] as const) {
      await page.getByRole('button', { name: opener }).click();
      const dialog = page.getByRole('dialog', { name: dialogName });
      await expect.poll(() => dialog.isVisible()).toBe(true);
      await page.keyboard.press('Escape');
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect.poll(() => focusedLabel(page)).toBe(opener);
    }
    await context.close();
  });

  it('keeps the Revoke confirmation open while the search is still narrowing the list, and revokes', async () => {
    const { context, page } = await newPage(browser);
    await openAccessManagement(page);
    const { dealNumber, email } = await dealWithUsers(page);
    await page.getByRole('button', { name: `Manage access of deal ${dealNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Manage access: deal ${dealNumber}` });
    const users = dialog.getByRole('table', { name: 'Active users' });
    await expect.poll(() => users.getByRole('cell', { name: email, exact: true }).count()).toBe(1);
    // Type the search and press Revoke before the search (300 ms after typing) narrows the list.
    await dialog.getByRole('searchbox', { name: 'Search active users' }).fill(email);
    await users.getByRole('button', { name: `Revoke access of ${email}` }).click();
    const confirm = page.getByRole('alertdialog', { name: `Revoke access of ${email}?` });
    await expect.poll(() => confirm.isVisible()).toBe(true);
    await expect.poll(() => page.url()).toContain('user_search=');
    // The list narrows behind the modal confirmation (hidden from the accessibility tree meanwhile).
    await expect.poll(() => page.locator('table button[aria-label^="Revoke access of"]').count()).toBe(1);
    await page.waitForTimeout(500);
    expect(await confirm.isVisible()).toBe(true);
    await expectAccessible(page, 'revoke confirmation');
    await confirm.getByRole('button', { name: 'Revoke access' }).click();
    await expect.poll(() => confirm.isVisible()).toBe(false);
    await expect.poll(() => users.getByRole('cell', { name: email, exact: true }).count()).toBe(0);
    // The revoked row's button is gone: with nobody left in the narrowed list, focus goes to the search,
    // and the notice says what happened.
    await expect.poll(() => focusedLabel(page)).toBe('Search active users');
    await expect
      .poll(() =>
        dialog
          .getByRole('status')
          .filter({ hasText: `${email} no longer has access.` })
          .count(),
      )
      .toBeGreaterThan(0);

    // In the whole list, focus goes to the Revoke button of the person who takes the revoked row's place.
    await dialog.getByRole('searchbox', { name: 'Search active users' }).fill('');
    await expect.poll(() => page.url()).not.toContain('user_search=');
    const revokeButtons = users.getByRole('button', { name: /^Revoke access of / });
    await expect.poll(() => revokeButtons.count()).toBeGreaterThan(1);
    // The whole list may show from the cache first, the person revoked above still in it, until it refreshes.
    await expect.poll(() => users.getByRole('cell', { name: email, exact: true }).count()).toBe(0);
    const [first, second] = await revokeButtons.evaluateAll((buttons) =>
      buttons.slice(0, 2).map((button) => button.getAttribute('aria-label')),
    );
    await users.getByRole('button', { name: first!, exact: true }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke access' }).click();
    await expect.poll(() => page.getByRole('alertdialog').count()).toBe(0);
    await expect.poll(() => focusedLabel(page)).toBe(second);
    await context.close();
  });
});

describe('a super admin on the organization dashboard', () => {
  it('picks an organization by searching for it, and lands on its first tab', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 900 });
    await signIn(page, server.url, 'admin@demo.test');
    await page.goto(`${server.url}/organization-dashboard/`);
    await page.waitForURL(/organization-dashboard\/my-courses/);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Choose an organization', level: 1 }).isVisible())
      .toBe(true);
    expect(await layoutProblems(page)).toEqual([]);
    await expectAccessible(page, 'organization picker');
    await page.getByRole('searchbox', { name: 'Search organizations' }).fill('institute');
    const choices = page.getByRole('navigation', { name: 'Organizations' }).getByRole('link');
    await expect.poll(() => choices.allTextContents()).toEqual(['Demo Institute of Technology']);
    await choices.first().click();
    await expect.poll(() => page.url()).toContain('organization=demo-institute');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Demo Institute of Technology', level: 1 }).isVisible())
      .toBe(true);
    await expect.poll(() => page.title()).toBe('My Courses · Demo Institute of Technology · Learnforge');
    await context.close();
  });

  it("picks the organization of a deal's edit history in the staff tools, instead of a 400", async () => {
    const { context, page } = await newPage(browser, { theme: 'dark' });
    await page.setViewportSize({ width: 390, height: 900 });
    await signIn(page, server.url, 'admin@demo.test');
    const deals = await page.request.get(
      `${server.url}/api/latest/organization-dashboard/company/deals/?slug=demo-company&page_size=1`,
    );
    const dealId = (await deals.json()).results[0].deal_id as number;
    await page.goto(`${server.url}/dashboard-next/edit-history/organization_deal/${dealId}`);
    await page.waitForURL(/edit-history/);
    const picker = page.getByRole('navigation', { name: 'Organizations' }).getByRole('link');
    await expect.poll(() => picker.count()).toBeGreaterThan(1);
    await page.getByRole('searchbox', { name: 'Search organizations' }).fill('company');
    await expect.poll(() => picker.allTextContents()).toEqual(['Demo Company']);
    expect(await layoutProblems(page)).toEqual([]);
    await expectAccessible(page, 'deal history organization picker (dark)');
    await picker.first().click();
    await expect.poll(() => page.url()).toContain('organization=demo-company');
    await expect
      .poll(() => page.getByRole('list', { name: 'Changes, newest first' }).getByRole('article').count())
      .toBeGreaterThan(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    await context.close();
  });
});

describe('a batch attendance sheet', () => {
  it('is named by the class, never by its slug', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'institute.admin@demo.test');
    await page.goto(
      `${server.url}/organization-dashboard/my-courses/batches/dsa-institute-2026/live-classes`,
    );
    await page.waitForURL(/live-classes/);
    const opener = page.getByRole('button', { name: /^Attendance of / }).first();
    await expect.poll(() => opener.isVisible()).toBe(true);
    const title = ((await opener.getAttribute('aria-label')) ?? '').replace(/^Attendance of /, '');
    await opener.click();
    const sheet = page.getByRole('dialog', { name: `Attendance sheet: ${title}` });
    await expect.poll(() => sheet.isVisible()).toBe(true);
    const slug = new URL(page.url()).searchParams.get('class');
    expect(slug).toBeTruthy();
    expect(await sheet.textContent()).not.toContain(slug);
    await context.close();
  });
});
