import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fillSignUp } from '../src/actions';
import { expectAccessible, launchBrowser, newPage } from '../src/browser';
import { mailCount, nextMailTo, sharedMailbox } from '../src/mailbox';
import { type RunningServer, startServer } from '../src/server';

let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  [server, browser] = await Promise.all([startServer({ smtpUrl: sharedMailbox().smtpUrl }), launchBrowser()]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
});

async function signIn(page: Page, email: string) {
  const dialog = page.getByRole('dialog', { name: 'Sign in to Learnforge' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password').fill('learnforge');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
}

describe('signing in', () => {
  it('a demo learner signs in through the login modal, and a reload keeps the session', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/`);
    await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign in to Learnforge' });
    await expect.poll(() => dialog.isVisible()).toBe(true);
    expect(await dialog.getByRole('checkbox', { name: 'Remember me' }).isChecked()).toBe(true);
    await expectAccessible(page, 'login modal');

    // This server is the file's own: the learner's first visit says "Welcome", not "Welcome back".
    await signIn(page, 'learner@demo.test');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome, Asha Learner' }).isVisible())
      .toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome, Asha Learner' }).isVisible())
      .toBe(true);
    await expectAccessible(page, 'home, signed in');

    // Sign out sits in the menu under the learner's name.
    await page.getByRole('button', { name: 'Account menu for Asha Learner' }).click();
    await page.getByRole('button', { name: 'Sign out' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Learn, practise and get hired' }).isVisible())
      .toBe(true);
    await context.close();
  });

  it('a wrong password is explained in the modal', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    const dialog = page.getByRole('dialog', { name: 'Sign in to Learnforge' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill('learner@demo.test');
    await dialog.getByLabel('Password').fill('not the password');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => dialog.getByRole('alert').textContent()).toBe('Email or password is incorrect.');
    await context.close();
  });

  it('an institute admin signs in from the organization dashboard and lands back on it', async () => {
    const { context, page } = await newPage(browser, { theme: 'dark' });
    await page.goto(`${server.url}/organization-dashboard/`);
    await page.getByRole('link', { name: 'Sign in' }).first().click();
    await signIn(page, 'institute.admin@demo.test');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Demo Institute of Technology' }).isVisible())
      .toBe(true);
    expect(
      await page.getByRole('navigation', { name: 'Dashboard sections' }).getByRole('link').allTextContents(),
    ).toEqual([
      'My Courses',
      'Course Management',
      'User Repository',
      'Aggregated Report',
      'Access Management',
    ]);
    await expectAccessible(page, 'organization dashboard (dark)');
    await context.close();
  });

  it('a learner who opens the staff tools is told they lack access', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/login?next=${encodeURIComponent('/dashboard-next/')}`);
    await signIn(page, 'learner@demo.test');
    await expect
      .poll(() => page.getByRole('heading', { name: 'You do not have access to this area' }).isVisible())
      .toBe(true);
    await expectAccessible(page, 'staff tools, forbidden');
    await context.close();
  });
});

/** Fills the sign-up form and solves the in-browser captcha; the caller presses Create account. */
describe('signing up', () => {
  it('a new person signs up, confirms with the mailed code, and is still there after a server restart', async () => {
    const { context, page } = await newPage(browser);
    const dialog = await fillSignUp(page, server.url, 'Nora New', 'nora@example.test');
    await expectAccessible(page, 'signup modal');
    const since = mailCount();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => dialog.getByText('Check your mail: we sent a message to').isVisible()).toBe(true);
    // The message that says what to do next has the keyboard focus.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toContain('Check your mail');
    await expectAccessible(page, 'signup confirmation step');
    const code = /confirmation code is (\d{6})/.exec(await nextMailTo('nora@example.test', since))?.[1];
    expect(code).toMatch(/^\d{6}$/);
    await dialog.getByRole('textbox', { name: 'Code from the email' }).fill(code!);
    await dialog.getByRole('button', { name: 'Confirm account' }).click();
    await expect.poll(() => page.getByRole('heading', { name: 'Welcome, Nora New' }).isVisible()).toBe(true);
    await context.close();

    await server.stop();
    server = await startServer({ dataDir: server.dataDir, smtpUrl: sharedMailbox().smtpUrl });
    const again = await newPage(browser);
    await again.page.goto(`${server.url}/login`);
    const loginDialog = again.page.getByRole('dialog', { name: 'Sign in to Learnforge' });
    await loginDialog.getByRole('textbox', { name: 'Email' }).fill('nora@example.test');
    await loginDialog.getByLabel('Password').fill('a good password');
    await loginDialog.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => again.page.getByRole('heading', { name: 'Welcome back, Nora New' }).isVisible())
      .toBe(true);
    await again.context.close();
  });

  it('a taken address gets the same page; its owner is mailed a link that opens the password reset', async () => {
    const { context, page } = await newPage(browser, { theme: 'dark' });
    const dialog = await fillSignUp(page, server.url, 'Someone Else', 'setter2@demo.test');
    const since = mailCount();
    await dialog.getByRole('button', { name: 'Create account' }).click();
    await expect.poll(() => dialog.getByText('Check your mail: we sent a message to').isVisible()).toBe(true);
    expect(await dialog.getByRole('alert').count()).toBe(0);

    const mail = await nextMailTo('setter2@demo.test', since);
    expect(mail).toContain('You already have a Learnforge account');
    const link = /(http\S+\/login\?view=forgot&email=\S+?)\.?\s/.exec(mail)?.[1];
    expect(link?.startsWith(server.url)).toBe(true);
    await page.goto(link!);
    const reset = page.getByRole('dialog', { name: 'Reset your password' });
    await expect
      .poll(() => reset.getByRole('textbox', { name: 'Email' }).inputValue())
      .toBe('setter2@demo.test');
    await expectAccessible(page, 'reset from the account-exists mail (dark)');
    await context.close();
  });
});

describe('forgot password', () => {
  it('a learner asks for a code, reads it in the mail, sets a new password and signs in with it', async () => {
    const email = 'student9@demo.test';
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/login`);
    const login = page.getByRole('dialog', { name: 'Sign in to Learnforge' });
    await login.getByRole('button', { name: 'Forgot password?' }).click();
    const reset = page.getByRole('dialog', { name: 'Reset your password' });
    await reset.getByRole('textbox', { name: 'Email' }).fill(email);
    await reset.getByRole('checkbox', { name: "I'm not a robot" }).click();
    await expect.poll(() => reset.getByText('Verified.').isVisible()).toBe(true);
    const since = mailCount();
    await reset.getByRole('button', { name: 'Send reset code' }).click();
    await expect
      .poll(() =>
        reset.getByText('If an account exists for this email, we have sent a reset code to it.').isVisible(),
      )
      .toBe(true);
    const code = /Your code is (\d{6})/.exec(await nextMailTo(email, since))?.[1];
    expect(code).toMatch(/^\d{6}$/);

    // A wrong code is refused beside the code field, and the right one still works after it.
    const wrong = code === '000000' ? '111111' : '000000';
    await reset.getByRole('textbox', { name: 'Code from the email' }).fill(wrong);
    await reset.getByLabel('New password', { exact: true }).fill('a fresh passphrase 42');
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await expect.poll(() => reset.getByText('The code is wrong or has expired.').isVisible()).toBe(true);
    await expectAccessible(page, 'reset form with a refused code');
    await reset.getByRole('textbox', { name: 'Code from the email' }).fill(code!);
    await reset.getByRole('button', { name: 'Set new password' }).click();
    await expect
      .poll(() => page.getByText('Your password has been changed. You can sign in now.').isVisible())
      .toBe(true);
    await context.close();

    const again = await newPage(browser);
    await again.page.goto(`${server.url}/login`);
    const dialog = again.page.getByRole('dialog', { name: 'Sign in to Learnforge' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
    await dialog.getByLabel('Password').fill('learnforge');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => dialog.getByRole('alert').isVisible()).toBe(true);
    await dialog.getByLabel('Password').fill('a fresh passphrase 42');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect.poll(() => dialog.isVisible()).toBe(false);
    await again.context.close();
  });
});
