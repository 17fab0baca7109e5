import { type FakeOpenIdIssuer, startFakeOpenIdIssuer } from '@learnforge/server/test/fake-openid-issuer';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { atWidthsLightAndDark, expectAccessible, launchBrowser, newPage } from '../src/browser';
import { layoutProblems } from '../src/layout';
import { type RunningServer, startServer } from '../src/server';

/**
 * Google sign-in in the browser (ADR 0096). The server verifies ID tokens against an OpenID provider on 127.0.0.1
 * with its own keys (the one the server's tests use), and the browser's request for Google's script is answered
 * inside the browser by a stand-in: nothing leaves this machine. The stand-in does what Google's script does for
 * the site: it draws a button in the slot it is given and, when pressed, hands the page an ID token.
 */
const CLIENT_ID = 'learnforge-e2e.apps.googleusercontent.com';
const GOOGLE_SCRIPT = 'https://accounts.google.com/gsi/client';

let issuer: FakeOpenIdIssuer;
let server: RunningServer;
let browser: Browser;
beforeAll(async () => {
  issuer = await startFakeOpenIdIssuer();
  [server, browser] = await Promise.all([
    startServer({
      env: { GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_ISSUER: issuer.issuer, GOOGLE_JWKS_URL: issuer.jwksUrl },
    }),
    launchBrowser(),
  ]);
});
afterAll(async () => {
  await browser?.close();
  await server?.stop();
  await issuer?.close();
});

const inAnHour = () => Math.floor(Date.now() / 1000) + 3600;

/** Google's script for this context: the person "chooses" the account whose ID token is `credential`. */
async function googleAnswersWith(context: BrowserContext, account: string, credential: string) {
  const script = `
    (() => {
      let options;
      window.google = { accounts: { id: {
        initialize(given) { options = given; },
        renderButton(parent) {
          const button = document.createElement('button');
          button.type = 'button';
          button.textContent = ${JSON.stringify(`Continue as ${account}`)};
          button.addEventListener('click', () => options.callback({ credential: ${JSON.stringify(credential)} }));
          parent.append(button);
        },
      } } };
    })();`;
  await context.route(GOOGLE_SCRIPT, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: script }),
  );
}

async function openSignIn(page: Page) {
  await page.goto(`${server.url}/login`);
  const dialog = page.getByRole('dialog', { name: 'Sign in to Learnforge' });
  await expect.poll(() => dialog.isVisible()).toBe(true);
  return dialog;
}

describe('Google sign-in in the browser', () => {
  it('a new person continues with Google, gets a learner account, and stays signed in after a reload', async () => {
    const { context, page } = await newPage(browser);
    const token = await issuer.token({
      sub: 'google-sub-e2e-meera',
      aud: CLIENT_ID,
      exp: inAnHour(),
      email: 'meera.e2e@example.test',
      email_verified: true,
      name: 'Meera Iyer',
    });
    await googleAnswersWith(context, 'Meera Iyer', token);
    const dialog = await openSignIn(page);
    const google = dialog.getByRole('button', { name: 'Continue as Meera Iyer' });
    await expect.poll(() => google.isVisible()).toBe(true);
    // Our own stand-in button goes once Google's is drawn.
    expect(await dialog.getByRole('button', { name: 'Continue with Google' }).count()).toBe(0);
    const layout: string[] = [];
    await atWidthsLightAndDark(page, [390, 1366], async (width, theme) => {
      await expectAccessible(page, `sign-in dialog with Google at ${width} px (${theme})`);
      layout.push(...(await layoutProblems(page)).map((problem) => `${width} px, ${theme}: ${problem}`));
    });
    expect(layout).toEqual([]);

    await google.click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome, Meera Iyer' }).isVisible())
      .toBe(true);
    await page.reload();
    await expect
      .poll(() => page.getByRole('button', { name: 'Account menu for Meera Iyer' }).isVisible())
      .toBe(true);
    await context.close();
  });

  it('a token Google made for another site is refused, and the dialog says why', async () => {
    const { context, page } = await newPage(browser, { theme: 'dark' });
    const token = await issuer.token({
      sub: 'google-sub-e2e-other',
      aud: 'another-site.apps.googleusercontent.com',
      exp: inAnHour(),
      email: 'other.e2e@example.test',
      email_verified: true,
      name: 'Omar Other',
    });
    await googleAnswersWith(context, 'Omar Other', token);
    const dialog = await openSignIn(page);
    await dialog.getByRole('button', { name: 'Continue as Omar Other' }).click();
    await expect
      .poll(() =>
        dialog.getByText('This Google sign-in was made for another site, not this one.').isVisible(),
      )
      .toBe(true);
    // Nobody is signed in: the dialog stays, and the account menu never appears.
    expect(await dialog.isVisible()).toBe(true);
    expect(await page.getByRole('button', { name: /^Account menu/ }).count()).toBe(0);
    await expectAccessible(page, 'sign-in dialog, Google refused (dark)');
    await context.close();
  });

  it("when Google's script cannot load, the dialog says so and the email form still signs in", async () => {
    const { context, page } = await newPage(browser);
    await context.route(GOOGLE_SCRIPT, (route) => route.abort('connectionfailed'));
    const dialog = await openSignIn(page);
    await expect
      .poll(() =>
        dialog
          .getByText(
            'Google sign-in could not load. Check your connection, or sign in with your email below.',
          )
          .isVisible(),
      )
      .toBe(true);
    // The stand-in button stays, disabled, and is described by the reason.
    const standIn = dialog.getByRole('button', { name: 'Continue with Google' });
    expect(await standIn.isDisabled()).toBe(true);
    expect(await standIn.getAttribute('aria-describedby')).toBe('google-sign-in-status');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('learner@demo.test');
    await dialog.getByLabel('Password').fill('learnforge');
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Welcome, Asha Learner' }).isVisible())
      .toBe(true);
    await context.close();
  });
});
