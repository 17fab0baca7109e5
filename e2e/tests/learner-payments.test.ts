import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openAccountMenuLink, signIn, signInThroughApi } from '../src/actions';
import { expectPageLikeBaseline } from '../src/baselines';
import {
  atWidthsLightAndDark,
  expectAccessible,
  launchBrowser,
  newPage,
  type ThemeName,
} from '../src/browser';
import { layoutProblems } from '../src/layout';
import { mailCount, nextMailTo } from '../src/mailbox';
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
    await openAccountMenuLink(page, 'Payments');
    await expect.poll(() => page.getByText('No payments yet').isVisible()).toBe(true);
    await expectAccessible(page, 'payments, empty');

    // Checkout's own calls open an order at the gateway; unpaid, it is pending (ADR 0048).
    const order = await page.request.post(`${server.url}/api/latest/premium/payment`, {
      data: { plan_id: 1, page_url: '/premium/checkout/' },
      headers: { origin: server.url },
    });
    expect(order.ok()).toBe(true);
    const { gfgOrderId, transaction_token } = (await order.json()) as {
      gfgOrderId: string;
      transaction_token: string;
    };
    const atGateway = await page.request.post(`${server.url}/api/latest/payment/create-order/`, {
      data: { transaction_token, billing_state: 'Karnataka', page_url: '/premium/checkout/' },
      headers: { origin: server.url },
    });
    expect(atGateway.ok()).toBe(true);
    await page.reload();
    const table = page.getByRole('table', { name: /Your orders \(1\)/ });
    await expect.poll(() => table.isVisible()).toBe(true);
    const row = table.getByRole('row', { name: new RegExp(gfgOrderId) });
    expect(await row.textContent()).toMatch(/Pending/);
    expect(await row.textContent()).toMatch(/₹/);
    await context.close();
  });

  it('at 390 and 1366 px, light and dark, no sideways scroll and no serious axe finding', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 900 });
    await signIn(page, server.url, email);
    await page.goto(`${server.url}/payments`);
    await expect.poll(() => page.getByRole('table', { name: /Your orders/ }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Payments · Learnforge');
    await atWidthsLightAndDark(page, [390, 1366], async (width, theme) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `payments at ${width} px (${theme})`);
      await saveScreenshot(page, `payments-${width}-${theme}`);
      await expectPageLikeBaseline(page, `payments-${width}-${theme}`);
    });
    await context.close();
  });
});

// A student no other file signs in as, who only looks at the plan page.
const planViewer = 'student47@demo.test';

describe('the premium plan page', () => {
  it('lists the plans with nothing covering a control, at 390 and 1366 px, light and dark', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, server.url, planViewer);
    await page.goto(`${server.url}/premium/checkout/`);
    await expect.poll(() => page.getByRole('radio', { name: /Premium Yearly/ }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Premium checkout · Learnforge');
    await atWidthsLightAndDark(page, [390, 1366], async (width, theme) => {
      expect(await layoutProblems(page)).toEqual([]);
      await expectAccessible(page, `premium plan page at ${width} px (${theme})`);
      await saveScreenshot(page, `premium-plan-${width}-${theme}`);
    });
    await context.close();
  });
});

// A student no other file signs in as, who buys premium twice: once declined, once with the tab closed.
const premiumBuyer = 'student45@demo.test';

/** Premium checkout up to the sandbox gateway's page, which is labelled as test payments throughout. */
async function payForPremiumOnSandbox(page: import('playwright-core').Page) {
  await page.goto(`${server.url}/premium/checkout/`);
  await page.getByRole('radio', { name: /Premium Monthly/ }).check();
  await page.getByRole('button', { name: 'Continue to payment' }).click();
  const state = page.getByRole('combobox', { name: 'Your state (for the GST invoice)' });
  await expect.poll(() => state.isVisible()).toBe(true);
  expect(await page.getByText('Test payments', { exact: true }).isVisible()).toBe(true);
  await state.selectOption('Goa');
  await page.getByRole('button', { name: /^Pay ₹/ }).click();
  await page.waitForURL('**/sandbox-gateway/pay/**');
  expect(await page.getByText('Test payments', { exact: true }).isVisible()).toBe(true);
}

describe('paying for premium when it goes wrong', () => {
  it('a declined payment says so and grants nothing; paid with the tab closed, the webhook still grants it', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, server.url, premiumBuyer);

    await payForPremiumOnSandbox(page);
    await page.getByRole('radio', { name: 'Failure (card declined)' }).check();
    await page.getByRole('button', { name: /^Pay ₹/ }).click();
    await page.waitForURL('**/checkout/complete**');
    const failed = page.getByRole('alert').filter({ hasText: 'Payment failed' });
    await expect.poll(() => failed.isVisible()).toBe(true);
    expect(await failed.textContent()).toContain('you were not charged');
    await expectAccessible(page, 'payment failed');
    await page.goto(`${server.url}/premium/checkout/`);
    await expect.poll(() => page.getByRole('button', { name: 'Continue to payment' }).isVisible()).toBe(true);
    expect(await page.getByText('You already have premium').count()).toBe(0);

    // Pay, then the gateway's redirect never brings the browser back, as when the tab is closed first: only the
    // webhook is left. The tab stays on its error page instead of being closed mid-navigation: closing waits for
    // Chromium with no limit of its own, and one CI rehearsal spent this test's whole timeout in it or after it.
    await payForPremiumOnSandbox(page);
    await page.route('**/checkout/complete**', (route) => route.abort());
    await page.getByRole('radio', { name: 'Success', exact: true }).check();
    await Promise.all([
      page.waitForRequest('**/checkout/complete**'),
      page.getByRole('button', { name: /^Pay ₹/ }).click(),
    ]);

    const later = await context.newPage();
    await later.goto(`${server.url}/payments`);
    const table = later.getByRole('table', { name: /Your orders \(2\)/ });
    await expect
      .poll(async () => {
        await later.reload();
        await table.waitFor();
        return (await table.textContent()) ?? '';
      })
      .toMatch(/Paid/);
    expect(await table.textContent()).toMatch(/Failed/);
    expect(await later.getByRole('link', { name: /^Invoice for / }).count()).toBe(1);
    await later.goto(`${server.url}/premium/checkout/`);
    await expect.poll(() => later.getByText('You already have premium').isVisible()).toBe(true);
    await context.close();
  });
});

describe('rewards', () => {
  it('spins the wheel once, redeems a reward, and the points add up on the account page', async () => {
    // A demo student no other file signs in as, who has earned more than 50 points by solving (fixed seed).
    const email = 'student150@demo.test';
    const { context, page } = await newPage(browser);
    await signInThroughApi(page, server.url, email);
    const details = await page.request.get(`${server.url}/api/latest/user/details/`);
    expect(((await details.json()) as { reward_points: number }).reward_points).toBeGreaterThanOrEqual(50);
    await context.clearCookies();
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, server.url, email);
    await page
      .getByRole('banner')
      .getByRole('button', { name: /Account menu for/ })
      .click();
    await page.getByRole('banner').getByRole('link', { name: 'Rewards' }).click();
    await page.waitForURL('**/rewards');
    // The rest on a phone's width.
    await page.setViewportSize({ width: 390, height: 900 });
    const points = page.getByRole('status', { name: 'Your points' });
    await expect.poll(() => points.textContent()).toMatch(/^You have \d+ points\.$/);
    const start = Number((await points.textContent())!.match(/\d+/)![0]);
    expect(await page.title()).toBe('Rewards · Learnforge');

    // A learner who asked their system for less motion: the wheel lands on the prize without turning.
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.getByRole('button', { name: 'Spin the wheel' }).click();
    const won = page.getByRole('status').filter({ hasText: /^You won \d+ points\.$/ });
    await expect.poll(() => won.isVisible()).toBe(true);
    // The wheel is a picture hidden from screen readers, so it is found by its turn, not by a role.
    const wheel = await page.evaluate(() => {
      const disc = document.querySelector<HTMLElement>('[aria-hidden="true"] > [style*="rotate"]');
      if (!disc) return null;
      return {
        turn: disc.style.transform,
        lasts: getComputedStyle(disc).transitionDuration,
      };
    });
    // Without the preference the disc turns for 3 s; with it the turn to the prize lasts 1 ms.
    expect(wheel).toMatchObject({
      turn: expect.stringMatching(/^rotate\(\d+(\.\d+)?deg\)$/),
      lasts: '0.001s',
    });
    await page.emulateMedia({ reducedMotion: 'no-preference' });
    const prize = Number((await won.textContent())!.match(/\d+/)![0]);
    await expect.poll(() => points.textContent()).toBe(`You have ${start + prize} points.`);

    await page.getByRole('button', { name: 'Redeem Profile badge: Early riser' }).click();
    await expect
      .poll(() =>
        page
          .getByRole('status')
          .filter({ hasText: /^Redeemed: order RW-/ })
          .isVisible(),
      )
      .toBe(true);
    await expect.poll(() => points.textContent()).toBe(`You have ${start + prize - 50} points.`);
    const orders = page.getByRole('list', { name: 'Reward orders' });
    await expect.poll(() => orders.textContent()).toMatch(/Profile badge: Early riser, 50 points, Placed/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(page, 'rewards after a spin and a redeem');
    await saveScreenshot(page, 'rewards-390-light');

    await page.goto(`${server.url}/account`);
    await expect.poll(() => page.getByText(`${start + prize - 50} points to spend`).isVisible()).toBe(true);
    // Tomorrow's spin: today's is used.
    await page.goto(`${server.url}/rewards`);
    await expect
      .poll(() => page.getByText(/^You have spun today\. The next spin opens/).isVisible())
      .toBe(true);
    expect(await page.getByRole('button', { name: 'Spin the wheel' }).count()).toBe(0);
    await context.close();
  });
});

describe('the rewards store from both sides', () => {
  it('a course admin stocks a shipped reward, the learner redeems it and gives an address, support cancels and the points come back', async () => {
    // Staff sign in once; each theme and width below reuses the cookies.
    const staff = async (email: string) => {
      const signedIn = await newPage(browser);
      await signIn(signedIn.page, server.url, email);
      const cookies = await signedIn.context.cookies();
      await signedIn.context.close();
      return cookies;
    };
    const admin = await newPage(browser);
    await admin.context.addCookies(await staff('course.admin@demo.test'));
    await admin.page.setViewportSize({ width: 1366, height: 900 });
    await admin.page.goto(`${server.url}/dashboard-next/rewards`);
    const adding = admin.page.getByRole('form', { name: 'Add a reward' });
    await adding.getByRole('textbox', { name: 'Name' }).fill('Learnforge keychain');
    await adding.getByRole('spinbutton', { name: 'Price in points' }).fill('0');
    await adding.getByRole('button', { name: 'Add the reward' }).click();
    await expect
      .poll(() => adding.getByRole('spinbutton', { name: 'Price in points' }).getAttribute('aria-invalid'))
      .toBe('true');
    await adding.getByRole('spinbutton', { name: 'Price in points' }).fill('5');
    await adding.getByRole('spinbutton', { name: 'Stock' }).fill('1');
    await adding.getByRole('checkbox', { name: 'Shipped to the learner (asks for an address)' }).check();
    await adding.getByRole('button', { name: 'Add the reward' }).click();
    const keychain = admin.page.getByRole('form', { name: 'Edit Learnforge keychain' });
    await expect.poll(() => keychain.getByText('1 in stock').isVisible()).toBe(true);
    // Taking away more than is left is refused by the server, beside the stock field.
    await keychain.getByRole('spinbutton', { name: 'Add to stock (negative takes away)' }).fill('-2');
    await keychain.getByRole('button', { name: 'Save Learnforge keychain' }).click();
    await expect.poll(() => keychain.getByText('Only 1 left: take away at most 1.').isVisible()).toBe(true);
    await keychain.getByRole('spinbutton', { name: 'Add to stock (negative takes away)' }).fill('0');
    await admin.context.close();

    // The learner (student150, left with at least 5 points by the step above) redeems it on a phone.
    const learner = await newPage(browser);
    await signIn(learner.page, server.url, 'student150@demo.test');
    await learner.page.setViewportSize({ width: 390, height: 900 });
    await learner.page.goto(`${server.url}/rewards`);
    const points = learner.page.getByRole('status', { name: 'Your points' });
    await expect.poll(() => points.textContent()).toMatch(/^You have \d+ points\.$/);
    const before = Number((await points.textContent())!.match(/\d+/)![0]);
    await learner.page.getByRole('button', { name: 'Redeem Learnforge keychain' }).click();
    await expect.poll(() => points.textContent()).toBe(`You have ${before - 5} points.`);
    const address = learner.page.getByRole('form', { name: /^Shipping address for Learnforge keychain/ });
    await address.getByRole('textbox', { name: 'Phone' }).fill('12');
    await address.getByRole('button', { name: 'Save the address' }).click();
    await expect
      .poll(() => address.getByRole('textbox', { name: 'Phone' }).getAttribute('aria-invalid'))
      .toBe('true');
    expect(await address.getByText('Enter the house and street.').isVisible()).toBe(true);
    await saveScreenshot(learner.page, 'rewards-address-390-light');
    // The form waiting for the address, and the profile, at the other widths and themes.
    const learnerCookies = await learner.context.cookies();
    const otherLooks = async (
      path: string,
      name: string,
      ready: (page: Page) => Promise<boolean>,
      looks: readonly (readonly [number, ThemeName])[] = [
        [1366, 'light'],
        [390, 'dark'],
        [1366, 'dark'],
      ],
    ) => {
      for (const [width, theme] of looks) {
        const view = await newPage(browser, { theme });
        await view.context.addCookies(learnerCookies);
        await view.page.setViewportSize({ width, height: 900 });
        await view.page.goto(`${server.url}${path}`);
        await expect.poll(() => ready(view.page)).toBe(true);
        expect(await view.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
          width,
        );
        await expectAccessible(view.page, `${name} at ${width} px (${theme})`);
        await saveScreenshot(view.page, `${name}-${width}-${theme}`);
        await view.context.close();
      }
    };
    await otherLooks('/rewards', 'rewards-address', (page) =>
      page.getByRole('button', { name: 'Save the address' }).isVisible(),
    );
    await address.getByRole('textbox', { name: 'Phone' }).fill('+91 98450 15015');
    await address.getByRole('textbox', { name: 'House and street' }).fill('15 Residency Road');
    await address.getByRole('textbox', { name: 'City' }).fill('Bengaluru');
    await address.getByRole('textbox', { name: 'State' }).fill('Karnataka');
    await address.getByRole('textbox', { name: 'PIN code' }).fill('560025');
    await address.getByRole('button', { name: 'Save the address' }).click();
    const orders = learner.page.getByRole('list', { name: 'Reward orders' });
    await expect
      .poll(() => orders.textContent())
      .toMatch(
        /Learnforge keychain, 5 points, Placed.*Ships to .*15 Residency Road, Bengaluru, Karnataka, 560025, India\./,
      );
    expect(await learner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await expectAccessible(learner.page, 'rewards with a shipping address');

    // Support finds it waiting to ship, with the address, and cancels it: the points and the keychain come back.
    const supportCookies = await staff('support@demo.test');
    for (const [width, theme] of [
      [1366, 'light'],
      [390, 'dark'],
      [390, 'light'],
      [1366, 'dark'],
    ] as const) {
      const view = await newPage(browser, { theme });
      await view.context.addCookies(supportCookies);
      await view.page.setViewportSize({ width, height: 900 });
      await view.page.goto(`${server.url}/dashboard-next/rewards`);
      const order = view.page
        .getByRole('listitem')
        .filter({ has: view.page.getByRole('heading', { name: /^Learnforge keychain for / }) });
      await expect.poll(() => order.getByText(/Ship to .*15 Residency Road/).isVisible()).toBe(true);
      expect(await view.page.title()).toBe('Rewards store · Staff tools · Learnforge');
      expect(await view.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(view.page, `staff rewards store at ${width} px (${theme})`);
      await saveScreenshot(view.page, `staff-rewards-${width}-${theme}`);
      if (width === 1366 && theme === 'dark') {
        await order.getByRole('button', { name: /^Cancel RW-/ }).click();
        await view.page.getByRole('alertdialog').getByRole('button', { name: 'Cancel the order' }).click();
        await expect.poll(() => order.count()).toBe(0);
        const shelf = view.page.getByRole('form', { name: 'Edit Learnforge keychain' });
        await expect.poll(() => shelf.getByText('1 in stock').isVisible()).toBe(true);
      }
      await view.context.close();
    }
    await learner.page.reload();
    await expect.poll(() => points.textContent()).toBe(`You have ${before} points.`);
    await expect.poll(() => orders.textContent()).toMatch(/Learnforge keychain, 5 points, Cancelled/);
    // The public profile shows what is left to spend.
    await learner.page.goto(`${server.url}/profile/student150`);
    const toSpend = learner.page.getByText('Points to spend').locator('..');
    await expect.poll(() => toSpend.textContent()).toBe(`Points to spend${before}`);
    expect(await learner.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await saveScreenshot(learner.page, 'profile-points-390-light');
    // The profile only gained a figure: its opposite corner is enough.
    await otherLooks(
      '/profile/student150',
      'profile-points',
      (page) => page.getByText('Points to spend').isVisible(),
      [[1366, 'dark']],
    );
    await learner.context.close();
  }, 600_000);
});

describe('premium problems', () => {
  const premiumProblem = '/problems/longest-increasing-subsequence/1';

  it('are marked and filtered on Explore, and locked for a visitor with a way to premium, at 390 and 1366 px, light and dark', async () => {
    for (const theme of ['light', 'dark'] as ThemeName[]) {
      const { context, page } = await newPage(browser, { theme });
      await page.setViewportSize({ width: 390, height: 900 });
      await page.goto(`${server.url}/explore`);
      await page.getByRole('checkbox', { name: 'Premium only' }).click();
      await page.waitForURL('**/explore?premium=true');
      const rows = page.getByRole('table', { name: /Problems/ }).getByRole('row');
      await expect.poll(() => rows.count()).toBe(3);
      expect(await rows.nth(1).textContent()).toContain('Premium');

      await page.goto(`${server.url}${premiumProblem}`);
      const lock = page.getByRole('heading', { name: 'This is a premium problem' });
      await expect.poll(() => lock.isVisible()).toBe(true);
      expect(await page.title()).toBe('Longest Increasing Subsequence · Learnforge');
      // What it is, never what it asks: no statement and no editor.
      expect(await page.getByRole('tab', { name: 'Description' }).count()).toBe(0);
      expect(await page.getByRole('button', { name: 'Submit' }).count()).toBe(0);
      expect(await page.getByRole('link', { name: 'Already premium? Sign in' }).isVisible()).toBe(true);
      for (const width of [390, 1366]) {
        await page.setViewportSize({ width, height: 900 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expectAccessible(page, `locked premium problem at ${width} px (${theme})`);
        await saveScreenshot(page, `problem-premium-locked-${width}-${theme}`);
      }
      await page.getByRole('link', { name: 'Get premium to unlock it' }).click();
      await page.waitForURL('**/premium/checkout/');
      await context.close();
    }
  });

  // Runs after the test above that leaves premiumBuyer with a paid plan.
  it('open to the member, who wears the Premium badge; cancelling asks first, removes the badge and locks them again', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, server.url, premiumBuyer);
    await page.goto(`${server.url}${premiumProblem}`);
    await expect.poll(() => page.getByRole('tab', { name: 'Description' }).isVisible()).toBe(true);
    expect(await page.getByText('strictly increasing subsequence').isVisible()).toBe(true);
    // The header learns of the plan from the session it fetches after the page: wait for the badge to show.
    const badge = page.getByRole('link', { name: 'Premium member: your plan' });
    await expect.poll(() => badge.isVisible()).toBe(true);

    await badge.click();
    await page.waitForURL('**/premium/checkout/');
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    const dialog = page.getByRole('alertdialog', { name: 'Cancel your premium subscription?' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    await expectAccessible(page, 'cancel premium dialog');
    await dialog.getByRole('button', { name: 'Keep premium' }).click();
    expect(await badge.isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Cancel subscription' }).click();
    await dialog.getByRole('button', { name: 'Cancel subscription' }).click();
    await expect.poll(() => page.getByText('Your premium is cancelled').isVisible()).toBe(true);
    await expect.poll(() => badge.count()).toBe(0);

    await page.goto(`${server.url}${premiumProblem}`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'This is a premium problem' }).isVisible())
      .toBe(true);
    await context.close();
  });
});

// A student no other file signs in as (learner-profile uses student44): this one's password changes below.
const securityEmail = 'student46@demo.test';

describe('the account security screen', () => {
  it('at 390 and 1366 px, light and dark, no sideways scroll and no serious axe finding', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 900 });
    await signIn(page, server.url, securityEmail);
    await page.goto(`${server.url}/account/security`);
    await expect.poll(() => page.getByRole('button', { name: 'Change password' }).isVisible()).toBe(true);
    expect(await page.title()).toBe('Account security · Learnforge');
    await atWidthsLightAndDark(page, [390, 1366], async (width, theme) => {
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
      await expectAccessible(page, `account security at ${width} px (${theme})`);
      await saveScreenshot(page, `account-security-${width}-${theme}`);
    });
    await context.close();
  });

  it('signs every other device out on the server, then changes the password with the current one', async () => {
    const phone = await newPage(browser);
    await signIn(phone.page, server.url, securityEmail);
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 1366, height: 900 });
    await signIn(page, server.url, securityEmail);
    await openAccountMenuLink(page, 'Account security');
    await expect.poll(() => page.getByText(/also signed in on \d+ other device/).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Sign out of all other devices' }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Sign out of all other devices?' });
    await confirm.getByRole('button', { name: 'Sign out other devices' }).click();
    await expect
      .poll(() => page.getByRole('status', { name: 'Sessions' }).textContent())
      .toMatch(/Signed out of \d+ other device/);
    const phoneSession = await phone.page.request.get(`${server.url}/api/auth/session`);
    expect(((await phoneSession.json()) as { user: unknown }).user).toBeNull();
    await phone.context.close();

    const form = page.getByRole('form', { name: 'Change password' });
    await form.getByLabel('Current password').fill('not my password');
    await form.getByLabel('New password').fill('amber-tundra-5512');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => form.getByText('This is not your current password.').isVisible()).toBe(true);
    await expect.poll(() => form.getByLabel('Current password').getAttribute('aria-invalid')).toBe('true');
    const since = mailCount();
    await form.getByLabel('Current password').fill('learnforge');
    await form.getByRole('button', { name: 'Change password' }).click();
    await expect.poll(() => page.getByText(/Your password is changed/).isVisible()).toBe(true);
    expect(await nextMailTo(securityEmail, since)).toContain(
      'password of your Learnforge account was just changed',
    );
    // This browser stays signed in with the fresh session.
    const session = await page.request.get(`${server.url}/api/auth/session`);
    expect(((await session.json()) as { user: { email: string } }).user.email).toBe(securityEmail);
    await context.close();
  });
});
