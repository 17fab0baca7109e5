import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectAccessible, launchBrowser, newPage, switchTheme, type ThemeName } from '../src/browser';
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

const TABS = ['My Courses', 'Course Management', 'User Repository', 'Aggregated Report', 'Access Management'];

/** Signs in through the login page and comes back to `path` of the organization dashboard. */
async function openAs(email: string, path: string, theme: ThemeName = 'light') {
  const { context, page } = await newPage(browser, { theme });
  await page.goto(`${server.url}/login?next=${encodeURIComponent(`/organization-dashboard/${path}`)}`);
  const dialog = page.getByRole('dialog', { name: 'Sign in to Learnforge' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password').fill('learnforge');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/organization-dashboard\//);
  return { context, page };
}

const sections = (page: Page) => page.getByRole('navigation', { name: 'Dashboard sections' });

async function tabNames(page: Page): Promise<string[]> {
  await expect.poll(() => sections(page).getByRole('link').count()).toBeGreaterThan(0);
  return sections(page).getByRole('link').allTextContents();
}

/** Rows the table has rendered now (it is virtualized), as their Email cells. */
async function renderedEmails(page: Page, table: string, emailColumn: number): Promise<string[]> {
  return page
    .getByRole('table', { name: table, exact: true })
    .locator('tbody tr:not([aria-hidden])')
    .evaluateAll(
      (rows, column) =>
        rows
          .map((row) => row.querySelectorAll('td')[column]?.textContent?.trim() ?? '')
          .filter((text) => text.includes('@')),
      emailColumn,
    );
}

/** The CSV's rows (RFC 4180 quoting), header first. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (quoted) {
      if (char === '"' && text[index + 1] === '"') {
        field += '"';
        index += 1;
      } else if (char === '"') quoted = false;
      else field += char;
    } else if (char === '"') quoted = true;
    else if (char === ',') {
      row.push(field);
      field = '';
    } else if (char === '\n' || char === '\r') {
      if (char === '\r' && text[index + 1] === '\n') index += 1;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
    } else field += char;
  }
  if (field || row.length) rows.push([...row, field]);
  return rows.filter((cells) => cells.some((cell) => cell !== ''));
}

describe('organization dashboard', () => {
  it('shows an institute admin five tabs and a company admin four', async () => {
    const institute = await openAs('institute.admin@demo.test', 'my-courses');
    await expect
      .poll(() => institute.page.getByRole('heading', { name: 'Demo Institute of Technology' }).isVisible())
      .toBe(true);
    expect(await tabNames(institute.page)).toEqual(TABS);
    await institute.context.close();

    const company = await openAs('company.admin@demo.test', 'my-courses');
    await expect
      .poll(() => company.page.getByRole('heading', { name: 'Demo Company' }).isVisible())
      .toBe(true);
    expect(await tabNames(company.page)).toEqual(TABS.filter((tab) => tab !== 'Aggregated Report'));
    await company.context.close();
  });

  it('sends ?organization=demo-institute as slug on every dashboard call of a super admin', async () => {
    const { context, page } = await openAs('admin@demo.test', 'my-courses?organization=demo-institute');
    const dashboardCalls: string[] = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (
        /^\/api\/latest\/(organization-dashboard\/|csv\/|dashboard\/candidates\/|edit_history\/)/.test(
          url.pathname,
        )
      )
        dashboardCalls.push(`${request.method()} ${url.pathname}${url.search}`);
    });
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Demo Institute of Technology' }).isVisible())
      .toBe(true);
    for (const tab of TABS) {
      await sections(page).getByRole('link', { name: tab }).click();
      // Each tab is a lazy route: the address and the open tab change once its chunk has loaded.
      await expect
        .poll(() => sections(page).getByRole('link', { name: tab }).getAttribute('aria-current'))
        .toBe('page');
      await expect.poll(() => page.url()).toContain('organization=demo-institute');
      await expect.poll(() => page.getByRole('table').first().isVisible()).toBe(true);
    }
    await sections(page).getByRole('link', { name: 'My Courses' }).click();
    await page.getByRole('table', { name: 'My courses' }).getByRole('link').first().click();
    await expect.poll(() => page.getByRole('table', { name: 'Batch leaderboard' }).isVisible()).toBe(true);
    await page.getByRole('tab', { name: 'Report Stats' }).click();
    await expect.poll(() => page.getByRole('button', { name: 'Edit tier values' }).isVisible()).toBe(true);

    expect(dashboardCalls.length).toBeGreaterThanOrEqual(8);
    const withoutSlug = dashboardCalls.filter(
      (call) => new URL(call.split(' ')[1] ?? '', server.url).searchParams.get('slug') !== 'demo-institute',
    );
    expect(withoutSlug).toEqual([]);
    await context.close();
  });

  it('downloads an aggregated-report CSV with the same rows as the table', async () => {
    const { context, page } = await openAs('institute.admin@demo.test', 'aggregated-report?page_size=500');
    const table = page.getByRole('table', { name: 'Aggregated report', exact: true });
    await expect.poll(() => table.getByRole('link').count()).toBeGreaterThan(0);
    const summary = await page
      .getByText(/^[\d,]+ rows?$/)
      .first()
      .textContent();
    const total = Number((summary ?? '').replace(/[^\d]/g, ''));
    expect(total).toBeGreaterThan(0);
    expect(total).toBeLessThanOrEqual(500);
    const headers = await table.getByRole('columnheader').allTextContents();
    const emailColumn = headers.indexOf('Email');
    const top = await renderedEmails(page, 'Aggregated report', emailColumn);
    await page.getByRole('region', { name: 'Aggregated report', exact: true }).evaluate((scroller) => {
      scroller.scrollTop = scroller.scrollHeight;
    });
    await expect
      .poll(async () => (await renderedEmails(page, 'Aggregated report', emailColumn)).at(-1))
      .not.toBe(top.at(-1));
    const bottom = await renderedEmails(page, 'Aggregated report', emailColumn);

    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Download the aggregated report as CSV' }).click();
    const download = await downloading;
    const stream = await download.createReadStream();
    const chunks: Buffer[] = [];
    for await (const chunk of stream) chunks.push(chunk as Buffer);
    const [header = [], ...rows] = parseCsv(Buffer.concat(chunks).toString('utf8'));
    const csvEmail = header.findIndex((name) => /e-?mail/i.test(name));
    expect(csvEmail).toBeGreaterThanOrEqual(0);
    const csvEmails = rows.map((row) => row[csvEmail] ?? '');
    expect(csvEmails).toHaveLength(total);
    expect(csvEmails.slice(0, top.length)).toEqual(top);
    expect(csvEmails.slice(-bottom.length)).toEqual(bottom);
    await context.close();
  });

  it('grants access by CSV: the learner shows among active users and a licence is used', async () => {
    const { context, page } = await openAs('company.admin@demo.test', 'access-management');
    const deals = page.getByRole('table', { name: 'Deals' });
    await expect
      .poll(() => deals.getByRole('button', { name: /^Manage access of deal/ }).count())
      .toBeGreaterThan(0);
    // A student enrolled in the deal's batch who has no access yet.
    const candidate = await page.evaluate(async () => {
      const get = async (path: string) => (await fetch(`/api/latest/organization-dashboard/${path}`)).json();
      const dealList = await get('company/deals/?page_size=100');
      for (const deal of dealList.results) {
        const active = await get(`company/deals/${deal.deal_id}/active-users/?page_size=500`);
        const granted = new Set(active.results.map((user: { email: string }) => user.email));
        const enrolled = await get(`progress/?batch_slug=${deal.batch.slug}&page_size=500`);
        const free = enrolled.results.find((student: { email: string }) => !granted.has(student.email));
        if (free && deal.remaining_licenses > 0)
          return { dealNumber: deal.deal_number as string, email: free.email as string };
      }
      return null;
    });
    expect(candidate).not.toBeNull();
    const { dealNumber, email } = candidate!;
    await deals.getByRole('button', { name: `Manage access of deal ${dealNumber}` }).click();
    const dialog = page.getByRole('dialog', { name: `Manage access: deal ${dealNumber}` });
    const remaining = () =>
      dialog
        .locator('dt', { hasText: 'Remaining licences' })
        .locator('xpath=following-sibling::dd[1]')
        .textContent();
    await expect.poll(remaining).toMatch(/\d/);
    const before = Number((await remaining())?.replace(/[^\d]/g, ''));

    await dialog.getByLabel('CSV file').setInputFiles({
      name: 'grant.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(`email\n${email}\n`),
    });
    await dialog.getByRole('button', { name: 'Upload' }).click();
    // The dialog also has a status line that announces revokes: read the upload's.
    await expect
      .poll(() =>
        dialog
          .getByRole('status')
          .filter({ hasText: /rows done/ })
          .textContent(),
      )
      .toBe('1 of 1 rows done.');
    await expect.poll(async () => Number((await remaining())?.replace(/[^\d]/g, ''))).toBe(before - 1);
    await dialog.getByRole('searchbox', { name: 'Search active users' }).fill(email);
    await expect
      .poll(() =>
        dialog
          .getByRole('table', { name: 'Active users' })
          .getByRole('cell', { name: email, exact: true })
          .count(),
      )
      .toBe(1);
    await context.close();
  });

  it('shows a company admin the access error for demo-institute', async () => {
    const { context, page } = await openAs(
      'company.admin@demo.test',
      'my-courses?organization=demo-institute',
    );
    await expect
      .poll(() =>
        page.getByRole('heading', { name: 'You do not have access to this organization' }).isVisible(),
      )
      .toBe(true);
    expect(await sections(page).count()).toBe(0);
    await expectAccessible(page, 'access error');
    await context.close();
  });

  it('every tab passes axe, light and dark', async () => {
    const { context, page } = await openAs('institute.admin@demo.test', 'my-courses');
    for (const tab of TABS) {
      await sections(page).getByRole('link', { name: tab }).click();
      await expect
        .poll(() => sections(page).getByRole('link', { name: tab }).getAttribute('aria-current'))
        .toBe('page');
      await expect.poll(() => page.getByRole('table').first().getByRole('row').count()).toBeGreaterThan(1);
      await expect.poll(() => page.getByText('Loading…').count()).toBe(0);
      // The tab's data is loaded once and read in both themes, switched in place.
      await expectAccessible(page, `${tab} (light)`);
      await switchTheme(page, 'dark');
      await expectAccessible(page, `${tab} (dark)`);
      await switchTheme(page, 'light');
    }
    await context.close();
  }, 180_000);

  // The batch views and the report card use the same kit parts in both themes; one theme keeps the run short.
  it('every batch view and a report card pass axe (dark theme)', { timeout: 600_000 }, async () => {
    const { context, page } = await openAs('institute.admin@demo.test', 'my-courses', 'dark');
    const batchLink = page.getByRole('table', { name: 'My courses' }).getByRole('link').first();
    const batchName = (await batchLink.textContent()) ?? '';
    await batchLink.click();
    // The batch page is titled with the batch's name, not its slug.
    await expect
      .poll(() => page.getByRole('heading', { name: batchName, exact: true }).isVisible())
      .toBe(true);
    const views = page.getByRole('tablist', { name: 'Batch reports' }).getByRole('tab');
    await expect.poll(() => views.count()).toBe(8);
    for (const view of await views.allTextContents()) {
      await page.getByRole('tab', { name: view }).click();
      await expect.poll(() => page.getByRole('tab', { name: view, selected: true }).count()).toBe(1);
      await expect
        .poll(() =>
          page
            .getByRole('status')
            .filter({ hasText: /^Loading/ })
            .count(),
        )
        .toBe(0);
      await expectAccessible(page, `batch ${view} (dark)`);
    }
    await page.getByRole('tab', { name: 'Leaderboard' }).click();
    await page.getByRole('table', { name: 'Batch leaderboard' }).getByRole('link').first().click();
    await expect.poll(() => page.getByRole('heading', { name: 'Peer analysis' }).isVisible()).toBe(true);
    await expect.poll(() => page.getByRole('table', { name: 'Student and peers' }).isVisible()).toBe(true);
    // Each count says what it counts: practice solves anywhere, and batch problems solved.
    const card = page.getByRole('region', { name: 'Report card' });
    expect(await card.getByText('Practice problems solved, all of Learnforge').count()).toBe(1);
    expect(await card.getByText('Batch problems solved, all batches').count()).toBe(1);
    expect(await card.getByText(/^Problems( solved)?$/).count()).toBe(0);
    await expectAccessible(page, 'report card (dark)');
    await context.close();
  });
});
