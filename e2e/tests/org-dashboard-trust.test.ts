import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../src/actions';
import { expectAccessible, launchBrowser, newPage } from '../src/browser';
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

const batchSlug = 'dsa-institute-2026';
const batchPath = (view: string, query = '') =>
  `${server.url}/organization-dashboard/my-courses/batches/${batchSlug}/${view}${query}`;

/** The "N rows" count the table shows under its filters. */
async function rowCount(page: Page): Promise<number> {
  const summary = page.getByText(/^[\d,]+ rows?$/).first();
  await expect.poll(() => summary.isVisible()).toBe(true);
  await expect
    .poll(() =>
      page
        .getByRole('status')
        .filter({ hasText: /^Loading/ })
        .count(),
    )
    .toBe(0);
  return Number(((await summary.textContent()) ?? '').replace(/[^\d]/g, ''));
}

/** The batch header's "N students". */
async function headerCount(page: Page): Promise<number> {
  const line = page.getByText(/· [\d,]+ students ·/).first();
  await expect.poll(() => line.isVisible()).toBe(true);
  return Number(/· ([\d,]+) students ·/.exec((await line.textContent()) ?? '')![1]!.replace(/,/g, ''));
}

async function downloadText(page: Page, button: string): Promise<string> {
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: button }).click();
  const stream = await (await downloading).createReadStream();
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

/** The Email column of a simple CSV (the demo names and addresses hold no commas or quotes). */
function csvEmails(text: string): string[] {
  const [header = '', ...lines] = text
    .replace(/^\uFEFF/, '')
    .split(/\r?\n/)
    .filter(Boolean);
  const column = header.split(',').indexOf('Email');
  return lines.map((line) => line.split(',')[column] ?? '');
}

describe('an organization admin can trust what the batch views and their files say', () => {
  it('revokes a learner: the header, leaderboard, progress and consolidated report all count the same people', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'institute.admin@demo.test');
    await page.goto(batchPath('leaderboard'));
    const before = await headerCount(page);
    expect(await rowCount(page)).toBe(before);

    const leaving = await page.evaluate(async (slug) => {
      const get = async (path: string) => (await fetch(`/api/latest/organization-dashboard/${path}`)).json();
      const deals = await get('company/deals/?page_size=100');
      const deal = deals.results.find((row: { batch: { slug: string } }) => row.batch.slug === slug);
      const active = await get(`company/deals/${deal.deal_id}/active-users/?page_size=1`);
      return { dealNumber: deal.deal_number as string, email: active.results[0].email as string };
    }, batchSlug);
    await page.goto(`${server.url}/organization-dashboard/access-management`);
    await page.getByRole('button', { name: `Manage access of deal ${leaving.dealNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Manage access: deal ${leaving.dealNumber}` });
    await dialog.getByRole('searchbox', { name: 'Search active users' }).fill(leaving.email);
    // The search narrows the list first (the rows re-render), then the one row left is revoked.
    await expect
      .poll(() => dialog.getByRole('table', { name: 'Active users' }).getByRole('row').count())
      .toBe(2);
    await dialog.getByRole('button', { name: `Revoke access of ${leaving.email}` }).click();
    await page.getByRole('alertdialog').getByRole('button', { name: 'Revoke access' }).click();
    await expect
      .poll(() => dialog.getByRole('button', { name: `Revoke access of ${leaving.email}` }).count())
      .toBe(0);

    for (const view of ['leaderboard', 'progress', 'consolidated']) {
      await page.goto(batchPath(view));
      expect(await headerCount(page), view).toBe(before - 1);
      expect(await rowCount(page), view).toBe(before - 1);
      await page.goto(batchPath(view, `?search=${encodeURIComponent(leaving.email)}`));
      await expect.poll(() => page.getByText(/^No student/).count()).toBeGreaterThan(0);
    }
    await context.close();
  }, 180_000);

  it('downloads what the screen shows: the leaderboard, progress and consolidated files take the filters in the address', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'institute.admin@demo.test');
    const cases = [
      { view: 'leaderboard', query: '?search=student&score=0-25,26-50', button: 'Download leaderboard CSV' },
      { view: 'progress', query: '?search=student1&range=0-25,26-50,51-75', button: 'Download progress CSV' },
      { view: 'consolidated', query: '?search=student2', button: 'Download report' },
    ];
    for (const { view, query, button } of cases) {
      await page.goto(batchPath(view, `${query}&page_size=500`));
      const shown = await rowCount(page);
      await page.goto(batchPath(view));
      const everyone = await rowCount(page);
      await page.goto(batchPath(view, `${query}&page_size=500`));
      expect(shown, view).toBeGreaterThan(0);
      expect(shown, view).toBeLessThan(everyone);
      const table = page.getByRole('table').first();
      const emailsOnScreen = (await table.getByRole('cell').allTextContents()).filter((text) =>
        text.includes('@'),
      );
      const file = csvEmails(await downloadText(page, button));
      expect(file, view).toHaveLength(shown);
      expect(file, view).toEqual(expect.arrayContaining(emailsOnScreen));
    }
    await context.close();
  }, 180_000);

  it('shows the server’s refusal of a recipient beside the Recipients field of Send mail', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'institute.admin@demo.test');
    await page.goto(batchPath('leaderboard'));
    const table = page.getByRole('table', { name: 'Batch leaderboard' });
    await table.getByRole('checkbox').nth(1).check();
    await page.getByRole('button', { name: 'Mail 1 selected' }).click();
    const dialog = page.getByRole('dialog', { name: 'Send mail' });
    const recipients = dialog.getByRole('textbox', { name: 'Recipients' });
    await recipients.fill(`${await recipients.inputValue()}\nstranger@demo.test`);
    await dialog.getByRole('textbox', { name: 'Subject' }).fill('Mock test on Friday');
    await dialog.getByRole('textbox', { name: 'Message' }).fill('Bring your laptop.');
    await dialog.getByRole('button', { name: 'Send' }).click();
    await expect
      .poll(() =>
        recipients.getAttribute('aria-describedby').then((ids) =>
          page.evaluate(
            (list) =>
              (list ?? '')
                .split(' ')
                .map((id) => document.getElementById(id)?.textContent ?? '')
                .join(' '),
            ids,
          ),
        ),
      )
      .toContain('1 recipient is not in this batch: stranger@demo.test');
    expect(await recipients.getAttribute('aria-invalid')).toBe('true');
    await expectAccessible(page, 'send mail with a refused recipient');
    await context.close();
  }, 120_000);
});
