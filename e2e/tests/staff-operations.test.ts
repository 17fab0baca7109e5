import { readFile } from 'node:fs/promises';
import nodemailer from 'nodemailer';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn, signInThroughApi } from '../src/actions';
import { expectAccessible, launchBrowser, newPage, switchTheme } from '../src/browser';
import { mailCount, nextMailTo } from '../src/mailbox';
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

const staff = (path: string) => `${server.url}/dashboard-next${path}`;
const hour = 3_600_000;

async function saveSetting(page: Page, key: string, value: string, isNew: boolean) {
  if (isNew) {
    await page.getByRole('button', { name: 'New setting' }).click();
    await page.getByRole('textbox', { name: 'Key' }).fill(key);
  } else {
    await page.getByRole('button', { name: key, exact: true }).click();
  }
  await page.getByRole('textbox', { name: 'Value' }).fill(value);
  await page.getByRole('button', { name: 'Save setting' }).click();
  // The page's own status line (the toast says it too).
  await page
    .getByRole('status')
    .filter({ hasText: `Saved ${key}.` })
    .first()
    .waitFor();
}

describe('staff operations (issue 21)', () => {
  it('a super admin sets the promo banner and the learner catalogue shows it after a reload, without a restart', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'admin@demo.test');
    await page.goto(staff('/settings'));
    await page.getByRole('heading', { level: 1, name: 'Site settings' }).waitFor();
    // The window through the API (the page is the same form as for the text), the text through the page.
    for (const [key, at] of [
      ['promo_banner.starts_at', Date.now() - hour],
      ['promo_banner.ends_at', Date.now() + 24 * hour],
    ] as const) {
      const saved = await page.request.post(`${server.url}/api/latest/key-value/create/`, {
        data: { key, value_type: 'datetime', value: new Date(at).toISOString(), is_public: true },
        headers: { origin: server.url },
      });
      expect(saved.status()).toBe(200);
    }
    await saveSetting(page, 'promo_banner.text', 'Winter sale: 40% off', true);

    const learner = await newPage(browser);
    await learner.page.goto(`${server.url}/courses`);
    await learner.page.getByRole('heading', { level: 2, name: 'Winter sale: 40% off' }).waitFor();
    await saveSetting(page, 'promo_banner.text', 'Winter sale: 50% off', false);
    await learner.page.reload();
    await learner.page.getByRole('heading', { level: 2, name: 'Winter sale: 50% off' }).waitFor();
    await learner.context.close();
    await context.close();
  });

  it('a learner files a help request, support replies by e-mail, the learner’s mailed answer lands in the ticket, and support closes it with a label in one bulk change', async () => {
    const learner = await newPage(browser);
    await signIn(learner.page, server.url, 'student140@demo.test');
    await learner.page.getByRole('link', { name: 'Help', exact: true }).click();
    await learner.page.waitForURL('**/help');
    const title = `Invoice missing ${Date.now()}`;
    await learner.page.getByRole('combobox', { name: 'What is it about?' }).selectOption('payment');
    await learner.page.getByRole('textbox', { name: 'Subject' }).fill(title);
    await learner.page
      .getByRole('textbox', { name: /What happened/ })
      .fill('My invoice for DSA is not on the payments page.');
    await learner.page.getByRole('button', { name: 'Send to support' }).click();
    await learner.page.getByRole('heading', { name: /We have your request #\d+/ }).waitFor();
    await learner.context.close();

    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'support@demo.test');
    // Support answers by e-mail; the learner's answer to that mail comes back into the ticket (ADR 0073).
    await page.goto(staff(`/issues?search=${encodeURIComponent(title)}`));
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await page.waitForURL(/\/issues\/\d+$/);
    await page.getByRole('textbox', { name: 'Reply' }).fill('We have sent the invoice again.');
    const since = mailCount();
    await page.getByRole('button', { name: 'Send reply' }).click();
    await page.getByText('Your reply is on its way to the reporter.').waitFor();
    const mail = (await nextMailTo('student140@demo.test', since)).replace(/\r?\n[ \t]+/g, ' ');
    expect(mail).toContain('We have sent the invoice again.');
    const subject = /^Subject: (.*)$/m.exec(mail)![1]!.trim();
    await nodemailer
      .createTransport({ host: '127.0.0.1', port: server.issueMailPort, secure: false, ignoreTLS: true })
      .sendMail({
        from: 'student140@demo.test',
        to: 'support@learnforge.test',
        subject: `Re: ${subject}`,
        text: 'Found it in my inbox, thank you.\n\nOn Friday, Support wrote:\n> We have sent the invoice again.',
      });
    await page.reload();
    await page.getByRole('heading', { level: 2, name: 'Activity' }).waitFor();
    await page.getByText('Found it in my inbox, thank you.', { exact: true }).waitFor();

    await page.goto(staff(`/issues?search=${encodeURIComponent(title)}`));
    const label = `Invoices ${Date.now()}`;
    await page.getByRole('textbox', { name: 'New label' }).fill(label);
    await page.getByRole('button', { name: 'Add label' }).click();
    await page.getByRole('button', { name: `Delete the label ${label}` }).waitFor();
    const row = page.getByRole('checkbox', { name: new RegExp(`Select #\\d+ ${title}`) });
    await row.check();
    await page.getByRole('combobox', { name: 'Change' }).selectOption('labels');
    await page.getByRole('checkbox', { name: label }).check();
    await page.getByRole('button', { name: 'Apply to 1' }).click();
    await page.getByRole('status').filter({ hasText: 'Updated 1 ticket.' }).first().waitFor();
    await row.check();
    await page.getByRole('combobox', { name: 'To' }).selectOption('closed');
    await page.getByRole('button', { name: 'Apply to 1' }).click();
    await page.getByRole('heading', { level: 2, name: 'Closed (1)' }).waitFor();
    await page.getByRole('link', { name: new RegExp(title) }).click();
    await page.waitForURL(/\/issues\/\d+$/);
    await page.getByText('Status set to closed.').waitFor();
    await page.getByText(`Labels set to ${label}.`).waitFor();
    await context.close();
  });

  it('has no serious axe violation on its screens, light and dark', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'admin@demo.test');
    // Each screen is loaded once and read in both themes, switched in place.
    const inBothThemes = async (where: string) => {
      await expectAccessible(page, `${where} (light)`);
      await switchTheme(page, 'dark');
      await expectAccessible(page, `${where} (dark)`);
      await switchTheme(page, 'light');
    };
    for (const [path, heading] of [
      [staff('/settings'), 'Site settings'],
      [staff('/issues'), 'Issues'],
      [`${server.url}/help`, 'Help'],
    ] as const) {
      await page.goto(path);
      await page.getByRole('heading', { level: 1, name: heading }).waitFor();
      await page.waitForLoadState('networkidle');
      await inBothThemes(path);
    }
    await page.goto(staff('/issues'));
    await page
      .getByRole('link', { name: /^#\d+ / })
      .first()
      .click();
    await page.waitForURL(/\/issues\/\d+$/);
    await page.getByRole('heading', { level: 2, name: 'Activity' }).waitFor();
    await page.waitForLoadState('networkidle');
    await inBothThemes('a ticket');
    await context.close();
  });

  it('a learner starts a thread under a problem and a moderator picks it', async () => {
    const title = `Why does Fizz come first ${Date.now()}`;
    const learner = await newPage(browser);
    await signIn(learner.page, server.url, 'student141@demo.test');
    await learner.page.goto(`${server.url}/problems/fizz-buzz/1?tab=discuss`);
    await learner.page.getByRole('textbox', { name: 'Title' }).fill(title);
    await learner.page.getByRole('combobox', { name: 'About' }).selectOption('doubt');
    await learner.page
      .getByRole('textbox', { name: 'Your question or idea' })
      .fill('My loop prints `Fizz` for 15.\n\n<script>alert(1)</script>');
    await learner.page.getByRole('button', { name: 'Post thread' }).click();
    const thread = learner.page.getByRole('article').filter({ hasText: title });
    await thread.getByText('prints Fizz for 15').waitFor();
    expect(await thread.locator('script').count()).toBe(0);
    await learner.context.close();

    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'moderator@demo.test');
    await page.goto(staff('/moderation?view=unanswered'));
    await page.getByRole('heading', { level: 1, name: 'Moderation' }).waitFor();
    const item = page.getByRole('article').filter({ hasText: title });
    await item.getByRole('button', { name: 'Pick this thread' }).click();
    await item.getByRole('button', { name: 'Take back the pick' }).waitFor();
    await page.getByRole('tab', { name: 'Picked' }).click();
    await page.getByRole('article').filter({ hasText: title }).waitFor();
    await expectAccessible(page, 'the moderation queue');
    await context.close();
  });

  it('a course admin reschedules a live class and uploads its attendance; the learner and the organization see both', async () => {
    const batch = 'system-design-company-2026';
    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'course.admin@demo.test');
    await page.goto(staff('/live-classes'));
    await page.getByRole('heading', { level: 1, name: 'Live classes' }).waitFor();
    await page.getByRole('combobox', { name: 'Batch' }).selectOption(batch);
    const upcoming = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Dynamic programming' }) });
    await upcoming.getByRole('button', { name: 'Reschedule' }).click();
    await upcoming.getByLabel('New start').fill('2031-03-02T10:00');
    await upcoming.getByLabel('New end').fill('2031-03-02T11:30');
    await upcoming.getByRole('textbox', { name: 'Reason' }).fill('The mentor is travelling');
    await upcoming.getByRole('button', { name: 'Save the new time' }).click();
    await upcoming.getByRole('status').filter({ hasText: 'Dynamic programming now starts' }).waitFor();

    const recursion = page
      .getByRole('article')
      .filter({ has: page.getByRole('heading', { name: 'Recursion' }) });
    await recursion.getByRole('button', { name: 'Upload attendance' }).click();
    await recursion.getByLabel('Attendance report').setInputFiles({
      name: 'zoom-report.csv',
      mimeType: 'text/csv',
      buffer: Buffer.from(
        'Name,User Email,Duration (Minutes)\nA,student181@demo.test,50\nHost,host@example.com,90\n',
      ),
    });
    await recursion.getByRole('button', { name: 'Upload the report' }).click();
    await recursion
      .getByRole('status')
      .filter({ hasText: 'Attendance of Recursion: 1 learners recorded from 2 rows.' })
      .waitFor();
    await recursion.getByText('Row 3: host@example.com.').waitFor();
    await expectAccessible(page, 'live classes');
    await context.close();

    const learner = await newPage(browser);
    await signIn(learner.page, server.url, 'student181@demo.test');
    await learner.page.goto(`${server.url}/batch/${batch}`);
    const classes = learner.page.getByRole('region', { name: 'Live classes' });
    await classes.getByRole('article', { name: 'Dynamic programming' }).getByText(/2031/).first().waitFor();
    await classes.getByRole('article', { name: 'Recursion' }).getByText('Attended').waitFor();
    await learner.context.close();

    const org = await newPage(browser);
    await signIn(org.page, server.url, 'company.admin@demo.test');
    await org.page.goto(`${server.url}/organization-dashboard/my-courses/batches/${batch}/live-classes`);
    const report = org.page.getByRole('table', { name: 'Live classes' });
    await report
      .getByRole('row')
      .filter({ hasText: 'Dynamic programming' })
      .filter({ hasText: '2nd Mar, 31 10:00' })
      .waitFor();
    // The report replaced the seeded attendance: one learner attended Recursion now.
    await report
      .getByRole('row')
      .filter({ hasText: 'Recursion' })
      .getByRole('cell', { name: '1', exact: true })
      .waitFor();
    await org.context.close();
  });

  it('CRM staff filter learners by the campaign they came from, add a comment and a callback, and export the CSV', async () => {
    // student170 lands on the premium page from a mail campaign: the visit is recorded with that first touch.
    const learner = await newPage(browser);
    await signInThroughApi(learner.page, server.url, 'student170@demo.test');
    const visited = learner.page.waitForResponse(
      (response) => response.url().includes('/crm/premium/visit/') && response.ok(),
    );
    await learner.page.goto(
      `${server.url}/premium/checkout/?utm_source=crm-e2e-mail&utm_medium=email&utm_campaign=winter-170`,
    );
    await visited;
    await learner.context.close();

    const { context, page } = await newPage(browser);
    await signIn(page, server.url, 'crm@demo.test');
    await page.goto(staff('/'));
    await page.getByRole('link', { name: 'Open crm' }).click();
    await page.waitForURL('**/dashboard-next/crm');
    await page.getByRole('heading', { level: 1, name: 'CRM: learners' }).waitFor();
    await page.getByRole('combobox', { name: 'UTM source' }).selectOption('crm-e2e-mail');
    await page.getByRole('combobox', { name: 'UTM campaign' }).selectOption('winter-170');
    await page.waitForURL(
      /utm_source=crm-e2e-mail.*utm_campaign=winter-170|utm_campaign=winter-170.*utm_source=crm-e2e-mail/,
    );
    await page.getByText('1 learner matches these filters.').waitFor();
    await expectAccessible(page, 'the CRM list (light)');
    await switchTheme(page, 'dark');
    await expectAccessible(page, 'the CRM list (dark)');
    await switchTheme(page, 'light');

    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download these learners (CSV)' }).click();
    const csv = await readFile((await (await downloading).path())!, 'utf8');
    const rows = csv.trim().split('\r\n');
    expect(rows).toHaveLength(2);
    expect(rows[1]).toContain('student170@demo.test');
    expect(rows[1]).toContain('crm-e2e-mail,email,winter-170');

    await page.getByRole('table', { name: 'CRM: learners' }).getByRole('link').first().click();
    await page.waitForURL('**/crm/users/student170');
    await page.getByRole('heading', { level: 2, name: 'Funnel' }).waitFor();
    await page.getByText('Visited premium: premium checkout').waitFor();

    await page.getByRole('textbox', { name: 'New comment' }).fill('Wants the winter batch; asked about EMI.');
    await page.getByRole('button', { name: 'Add comment' }).click();
    await page
      .getByRole('list', { name: 'Comments' })
      .getByText('Wants the winter batch; asked about EMI.')
      .waitFor();

    // A scheduled callback without its time is refused beside the time field.
    await page.getByRole('combobox', { name: 'Application status' }).selectOption('callback_scheduled');
    await page.getByRole('textbox', { name: 'What was said' }).fill('Busy at work, call tomorrow evening.');
    await page.getByRole('button', { name: 'Log callback' }).click();
    await page.getByText('Choose when to call back.').waitFor();
    const tomorrow = new Date(Date.now() + 26 * hour);
    const local = new Date(tomorrow.getTime() - tomorrow.getTimezoneOffset() * 60_000)
      .toISOString()
      .slice(0, 16);
    await page.getByLabel('Call back at').fill(local);
    await page.getByRole('button', { name: 'Log callback' }).click();
    await page.getByRole('status').filter({ hasText: 'Logged: Callback scheduled.' }).waitFor();
    await page
      .getByRole('list', { name: 'Callback history' })
      .getByText('Busy at work, call tomorrow evening.')
      .waitFor();
    await page.waitForLoadState('networkidle');
    await expectAccessible(page, "a learner's CRM page (light)");
    await switchTheme(page, 'dark');
    await expectAccessible(page, "a learner's CRM page (dark)");
    await context.close();
  });
});
