import { readFileSync } from 'node:fs';
import type { Browser, Cookie } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pdfText } from '../../apps/server/test/pdf-text';
import { openAccountMenuLink, signIn, signUp } from '../src/actions';
import {
  atWidthsLightAndDark,
  expectAccessible,
  launchBrowser,
  newPage,
  type ThemeName,
} from '../src/browser';
import { layoutProblems } from '../src/layout';
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

const COURSE = 'Data Structures and Algorithms - Self Paced';
// The buyer's session, kept for the refund step after the purchase.
let buyerCookies: Cookie[] = [];

describe('finding a course and paying for its next batch', () => {
  it('searches from the header, filters, signs up, enrols with a coupon, pays on the sandbox and gets the invoice', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    await page.goto(server.url);
    await page.getByRole('banner').getByRole('link', { name: 'Courses' }).first().click();
    await page.waitForURL('**/courses');
    // The demo's sale runs for a week from the seed day: its banner counts down to the end.
    const sale = page.getByRole('region', { name: /Winter sale/ });
    await expect.poll(() => sale.getByRole('timer').textContent()).toMatch(/Sale Ends in/);
    await page.getByRole('searchbox', { name: 'Search courses' }).fill('algorithms');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await page.getByRole('combobox', { name: 'Type' }).selectOption({ label: 'Self-paced' });
    await page.waitForURL(/search=algorithms.*type=1|type=1.*search=algorithms/);
    // The header's search has a status line of its own: read the catalogue's.
    await expect
      .poll(() => page.getByRole('status', { name: 'Courses found' }).textContent())
      .toMatch(/^1 course for/);
    await expectAccessible(page, 'catalogue, filtered');
    await page.getByRole('link', { name: `View ${COURSE}` }).click();
    await page.waitForURL('**/courses/dsa-self-paced');
    await expect.poll(() => page.getByRole('heading', { level: 1, name: COURSE }).isVisible()).toBe(true);
    expect(await page.getByRole('link', { name: 'Sign in to enrol' }).isVisible()).toBe(true);
    // A visitor asks a counsellor to call: a lead for the CRM, thanked in place.
    const counselling = page.getByRole('form', { name: `Ask a counsellor about ${COURSE}` });
    await counselling.getByRole('textbox', { name: 'Name' }).fill('Ravi Visitor');
    await counselling.getByRole('textbox', { name: 'Email' }).fill(`ravi${Date.now()}@example.test`);
    await counselling.getByRole('textbox', { name: 'Phone' }).fill('12');
    await counselling.getByRole('button', { name: 'Request a call' }).click();
    await expect
      .poll(() => counselling.getByRole('textbox', { name: 'Phone' }).getAttribute('aria-invalid'))
      .toBe('true');
    await counselling.getByRole('textbox', { name: 'Phone' }).fill('+91 98450 12345');
    await counselling.getByRole('combobox', { name: 'When should we call?' }).selectOption('Evening');
    await counselling.getByRole('button', { name: 'Request a call' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^Thank you, Ravi\./ })
          .isVisible(),
      )
      .toBe(true);

    const email = `buyer${Date.now()}@example.test`;
    await signUp(page, server.url, 'Meera Buyer', email);
    await page.goto(`${server.url}/courses/dsa-self-paced`);
    // Two intakes on sale: the primary action sells the next one, the picker offers the other.
    const picker = page.getByRole('group', { name: 'Choose a batch' });
    await expect.poll(() => picker.getByRole('radio').count()).toBe(2);
    expect(await picker.getByRole('radio', { name: /^DSA Next Intake/ }).isChecked()).toBe(true);
    expect(
      await picker.getByRole('radio', { name: /^DSA Weekend Intake · starts .* · ₹4,499 · Hindi/ }).count(),
    ).toBe(1);
    await page.getByRole('button', { name: 'Enrol in DSA Next Intake' }).click();
    await page.waitForURL('**/checkout?**');
    await page.getByRole('textbox', { name: 'Coupon code' }).fill('welcome20');
    await page.getByRole('button', { name: 'Apply coupon' }).click();
    await expect
      .poll(() => page.getByRole('status', { name: 'Coupon' }).textContent())
      .toBe('Coupon WELCOME20 applied: you save ₹500.00.');
    await page.getByRole('combobox', { name: 'Your state (for the GST invoice)' }).selectOption('Karnataka');
    // `npm start` pays on the sandbox, and checkout says so before anyone pays (ADR 0057).
    expect(await page.getByText('Test payments', { exact: true }).isVisible()).toBe(true);
    await expectAccessible(page, 'checkout with a coupon');
    await page.getByRole('button', { name: 'Pay ₹4,499.00' }).click();

    await page.waitForURL('**/sandbox-gateway/pay/**');
    const gatewayPage = new URL(page.url()).pathname;
    await expectAccessible(page, 'sandbox gateway page');
    await page.getByRole('radio', { name: 'Success', exact: true }).check();
    await page.getByRole('button', { name: 'Pay ₹4,499.00' }).click();
    await page.waitForURL('**/checkout/complete**');
    const completeUrl = new URL(page.url());
    const received = page.getByRole('status', { name: 'Payment received' });
    await expect.poll(() => received.isVisible()).toBe(true);
    expect(await received.textContent()).toContain('You are enrolled in the batch dsa-public-next-intake');
    await expectAccessible(page, 'payment received');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('link', { name: 'Download the invoice (PDF)' }).click(),
    ]);
    const text = pdfText(readFileSync((await download.path())!));
    expect(text).toEqual(
      expect.arrayContaining([
        'Billed to',
        'Name: Meera Buyer',
        'Coupon WELCOME20: -INR 500.00',
        'CGST @ 9%: INR 343.14',
        'SGST @ 9%: INR 343.15',
        'Total paid: INR 4,499.00',
      ]),
    );

    // The batch is in My courses.
    await openAccountMenuLink(page, 'My courses');
    await page.waitForURL('**/my-courses');
    await expect.poll(() => page.getByText('DSA Next Intake').first().isVisible()).toBe(true);

    // The course page now knows: its action is the learner's own batch, and only the other intake is on offer.
    await page.goto(`${server.url}/courses/dsa-self-paced`);
    const nextBatch = page.getByRole('region', { name: 'Next batch' });
    const own = nextBatch.getByRole('link', { name: 'Go to your batch' });
    await expect.poll(() => own.getAttribute('href')).toBe('/batch/dsa-public-next-intake');
    expect(await nextBatch.getByText('You are enrolled in this batch.').isVisible()).toBe(true);
    expect(await nextBatch.getByRole('button', { name: /Enrol in DSA Next Intake/ }).count()).toBe(0);
    // The other intake's offer can arrive after the learner's own batch (a clean-clone run read no radio yet).
    await expect.poll(() => nextBatch.getByRole('radio').count()).toBe(1);
    await expect
      .poll(() =>
        nextBatch.getByRole('button', { name: 'Enrol in the chosen batch: DSA Weekend Intake' }).isVisible(),
      )
      .toBe(true);

    // Every screen of the flow at both widths, light and dark.
    const screens = [
      ['catalogue', '/courses?search=algorithms&type=1'],
      ['course-home', '/courses'],
      ['classroom-courses', '/courses/offline-courses?city=Bengaluru'],
      ['gate-courses', '/courses/gate-courses'],
      ['course-landing', '/courses/dsa-self-paced'],
      ['sandbox-gateway', gatewayPage],
      ['payment-complete', `${completeUrl.pathname}${completeUrl.search}`],
    ] as const;
    const cookies = await context.cookies();
    buyerCookies = cookies;
    await context.close();
    // Each screen loads once and is read at both widths and in both themes, switched in place.
    const view = await newPage(browser);
    await view.context.addCookies(cookies);
    for (const [name, path] of screens) {
      await view.page.setViewportSize({ width: 390, height: 900 });
      await view.page.goto(`${server.url}${path}`);
      await expect.poll(() => view.page.getByRole('heading', { level: 1 }).first().isVisible()).toBe(true);
      await atWidthsLightAndDark(view.page, [390, 1366], async (width, theme) => {
        expect(await view.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await expectAccessible(view.page, `${name} at ${width} px (${theme})`);
        await saveScreenshot(view.page, `${name}-${width}-${theme}`);
      });
    }
    await view.context.close();
  }, 600_000);

  it('refunds the seat from the batch page: the reason is asked beside its field, access ends, and Payments offers the credit note', async () => {
    expect(buyerCookies.length, 'the purchase above signed the buyer in').toBeGreaterThan(0);
    const { context, page } = await newPage(browser);
    await context.addCookies(buyerCookies);
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(`${server.url}/batch/dsa-public-next-intake`);
    const form = page.getByRole('form', { name: 'Ask for a refund' });
    await expect.poll(() => form.isVisible()).toBe(true);
    expect(await form.textContent()).toContain('You can get ₹4,499.00 back until');
    await atWidthsLightAndDark(page, [390, 1366], async (width, theme) => {
      await form.scrollIntoViewIfNeeded();
      expect(await layoutProblems(page), `batch page with the refund form at ${width} px (${theme})`).toEqual(
        [],
      );
      await expectAccessible(page, `batch page with the refund form at ${width} px (${theme})`);
    });

    // No reason: the server's refusal stands beside the field, and nothing is refunded.
    const submit = form.getByRole('button', { name: 'Refund my seat' });
    await submit.click();
    const reason = form.getByRole('textbox', { name: 'Why do you want a refund?' });
    await expect.poll(() => reason.getAttribute('aria-invalid')).toBe('true');
    expect(await form.getByText('Say why you want a refund').isVisible()).toBe(true);
    // Said beside the field only: no notice repeats it.
    expect(await page.getByRole('alert').filter({ hasText: 'Some fields are invalid.' }).count()).toBe(0);

    await reason.fill('The weekend intake suits my working week better.');
    await submit.click();
    await expect
      .poll(() =>
        page.getByText('Refunded ₹4,499.00. Your access to DSA Next Intake has ended.').isVisible(),
      )
      .toBe(true);
    // The batch page follows at once: no chapters, and the way back to the course.
    await expect
      .poll(() => page.getByRole('link', { name: `See ${COURSE} and how to join` }).isVisible())
      .toBe(true);
    await expectAccessible(page, 'batch page after the refund');
    // The rating card, for enrolled learners, steps aside without a notice: the page itself says the access ended.
    expect(await page.getByRole('alert').filter({ hasText: 'You are not enrolled in this batch.' }).count()).toBe(0);

    // Payments: the order is refunded, and its credit note is a real PDF against the invoice.
    await page.goto(`${server.url}/payments`);
    const orders = page.getByRole('table', { name: /Your orders \(1\)/ });
    await expect.poll(() => orders.textContent()).toMatch(/Refunded/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      orders.getByRole('link', { name: /^Credit note for / }).click(),
    ]);
    const text = pdfText(readFileSync((await download.path())!));
    expect(text).toEqual(
      expect.arrayContaining(['Credit note', 'Name: Meera Buyer', 'Total credited: INR 4,499.00']),
    );
    expect(text.some((line) => line.startsWith('Against invoice: '))).toBe(true);
    await context.close();
  });
});

describe('paying for a batch and closing the tab', () => {
  it('still lands in the batch: the gateway tells the server, not the closed page', async () => {
    // A demo student no other file signs in as: their institute's DSA batch is theirs already, and they buy the
    // public intake too. The page offers it once it knows which batch is theirs.
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 900 });
    await signIn(page, server.url, 'student110@demo.test');
    await page.goto(`${server.url}/courses/dsa-self-paced`);
    await expect
      .poll(() => page.getByText(/^You are enrolled in another batch of this course\./).isVisible())
      .toBe(true);
    await page.getByRole('button', { name: 'Also enrol in DSA Next Intake', exact: true }).click();
    await page.waitForURL('**/checkout?**');
    await page.getByRole('combobox', { name: 'Your state (for the GST invoice)' }).selectOption('Goa');
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL('**/sandbox-gateway/pay/**');
    // Pay, then the tab closes before the gateway's redirect brings the browser back: only the webhook is left.
    await page.route('**/checkout/complete**', (route) => route.abort());
    await page.getByRole('radio', { name: 'Success', exact: true }).check();
    await Promise.all([
      page.waitForRequest('**/checkout/complete**'),
      page.getByRole('button', { name: /^Pay ₹/ }).click(),
    ]);
    await page.close();

    const later = await context.newPage();
    await later.setViewportSize({ width: 390, height: 900 });
    await later.goto(`${server.url}/my-courses`);
    await expect
      .poll(async () => {
        await later.reload();
        // The page fetches its list after it loads: give it a moment before asking the server again.
        return later
          .getByText('DSA Next Intake')
          .first()
          .waitFor({ timeout: 15_000 })
          .then(
            () => true,
            () => false,
          );
      })
      .toBe(true);
    await later.goto(`${server.url}/payments`);
    await expect
      .poll(() => later.getByRole('table', { name: /Your orders \(1\)/ }).textContent())
      .toMatch(/Paid/);
    await context.close();
  });
});

describe('the course admin keeps the sale banners', () => {
  it('previews the seeded sale and refuses a window that ends before it starts beside that date, at 390 and 1366 px, light and dark', async () => {
    // One sign-in; each theme opens a page with its cookies and looks at both widths.
    const signedIn = await newPage(browser);
    await signIn(signedIn.page, server.url, 'course.admin@demo.test');
    const cookies = await signedIn.context.cookies();
    await signedIn.context.close();
    for (const theme of ['light', 'dark'] as ThemeName[]) {
      const { context, page } = await newPage(browser, { theme });
      await context.addCookies(cookies);
      for (const width of [1366, 390]) {
        await page.setViewportSize({ width, height: 900 });
        await page.goto(`${server.url}/dashboard-next/sale-banners`);
        const banner = page.getByRole('region', { name: /^Winter sale/ });
        await expect
          .poll(() => banner.getByText(/Running now: learners read "Sale Ends in"/).isVisible())
          .toBe(true);
        expect(await page.title()).toBe('Sale banners · Staff tools · Learnforge');
        expect(await banner.getByRole('spinbutton', { name: 'Discount it announces (%)' }).inputValue()).toBe(
          '20',
        );
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectAccessible(page, `sale banners at ${width} px (${theme})`);
        await saveScreenshot(page, `sale-banners-${width}-${theme}`);
        if (width === 1366 && theme === 'light') {
          // Nothing is saved: the server refuses, and says so beside the banner's end date.
          await banner.getByLabel('Sale ends (UTC)').fill('2020-01-01T00:00');
          await page.getByRole('button', { name: 'Save banners' }).click();
          await expect
            .poll(() => banner.getByText('A sale must end after it starts.', { exact: false }).isVisible())
            .toBe(true);
          expect(await banner.getByLabel('Sale ends (UTC)').getAttribute('aria-invalid')).toBe('true');
          await expectAccessible(page, 'sale banners with a refused window');
          // The edit stays unsaved: leaving asks first, and staying is not what this step is about.
          page.once('dialog', (dialog) => dialog.accept());
        }
        await page.goto(`${server.url}/dashboard-next/section-ordering`);
        const sections = page.getByRole('list', { name: 'Course home sections, in order' });
        await expect
          .poll(() => sections.getByRole('heading', { level: 2 }).first().textContent())
          .toBe('1. Starting soon');
        expect(await page.title()).toBe('Course home sections · Staff tools · Learnforge');
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectAccessible(page, `section ordering at ${width} px (${theme})`);
        await saveScreenshot(page, `section-ordering-${width}-${theme}`);
        if (width === 390 && theme === 'dark') {
          // Free courses up one place, saved, seen on the course home; then back, so other files see the default.
          await page.getByRole('button', { name: 'Move Free courses up' }).click();
          expect(await sections.getByRole('heading', { level: 2 }).nth(5).textContent()).toBe(
            '6. Free courses',
          );
          await page.getByRole('button', { name: 'Save the order' }).click();
          await expect
            .poll(() =>
              page
                .getByRole('status')
                .filter({ hasText: /^Saved\./ })
                .isVisible(),
            )
            .toBe(true);
          const home = await page.request.get(`${server.url}/api/latest/courses/home/`);
          const keys = ((await home.json()) as { sections: { key: string }[] }).sections.map(
            (section) => section.key,
          );
          expect(keys.indexOf('free')).toBeLessThan(keys.indexOf('premium'));
          await page.getByRole('button', { name: 'Move Free courses down' }).click();
          await page.getByRole('button', { name: 'Save the order' }).click();
          await expect
            .poll(() => sections.getByRole('heading', { level: 2 }).last().textContent())
            .toBe('7. Free courses');
          await expect
            .poll(() =>
              page
                .getByRole('status')
                .filter({ hasText: /^Saved\./ })
                .isVisible(),
            )
            .toBe(true);
        }
      }
      await context.close();
    }
  });
});
