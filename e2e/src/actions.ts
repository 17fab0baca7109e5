import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { mailCount, nextMailTo } from './mailbox';

/** Signs in as a demo account (password `learnforge`) through the login page of the server at `baseUrl`. */
export async function signIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  const dialog = page.getByRole('dialog', { name: 'Sign in to Learnforge' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password').fill('learnforge');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

/**
 * Signs in as a demo account through the sign-in call, for steps about what comes after it: the browser
 * context gets the session cookie without the login page's round trip (`signIn` is the person's way).
 */
export async function signInThroughApi(page: Page, baseUrl: string, email: string): Promise<void> {
  const login = await page.request.post(`${baseUrl}/api/auth/login`, {
    data: { email, password: 'learnforge' },
    headers: { origin: baseUrl },
  });
  expect(login.ok(), `signing in as ${email}`).toBe(true);
}

/** Opens the tab named `name` and waits until it is the selected one. */
export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect
    .poll(() => page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected'))
    .toBe('true');
}

/** Opens the sign-up form and fills it in, the captcha solved; returns the dialog, not yet submitted. */
export async function fillSignUp(page: Page, baseUrl: string, name: string, email: string) {
  await page.goto(`${baseUrl}/signup`);
  const dialog = page.getByRole('dialog', { name: 'Create your Learnforge account' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password').fill('a good password');
  // Ticking starts the proof of work; the box shows as ticked once it is verified.
  await dialog.getByRole('checkbox', { name: "I'm not a robot" }).click();
  await expect.poll(() => dialog.getByText('Verified.').isVisible()).toBe(true);
  return dialog;
}

/** Signs a new person up as they would: the form, then the code mailed to them (ADR 0033). */
export async function signUp(page: Page, baseUrl: string, name: string, email: string): Promise<void> {
  const dialog = await fillSignUp(page, baseUrl, name, email);
  const since = mailCount();
  await dialog.getByRole('button', { name: 'Create account' }).click();
  const code = /confirmation code is (\d{6})/.exec(await nextMailTo(email, since))?.[1];
  expect(code).toMatch(/^\d{6}$/);
  await dialog.getByRole('textbox', { name: 'Code from the email' }).fill(code ?? '');
  await dialog.getByRole('button', { name: 'Confirm account' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

/**
 * Opens the account menu under the signed-in person's name in the site header, follows its link `name`
 * and waits for that page's address (lazy routes commit the address after the click).
 */
export async function openAccountMenuLink(page: Page, name: string): Promise<void> {
  const banner = page.getByRole('banner');
  await banner.getByRole('button', { name: /^Account menu for / }).click();
  const link = banner.getByRole('link', { name, exact: true });
  const href = await link.getAttribute('href');
  await link.click();
  expect(href, `the account menu's "${name}" link has an address`).not.toBeNull();
  await page.waitForURL(new URL(href ?? '', page.url()).href);
}

/**
 * Signs the recruiter contract in force through its calls unless the signed-in recruiter has: for steps about what
 * comes after it, which must not depend on running after the step that signs in the browser.
 */
export async function signRecruiterContractThroughApi(page: Page, baseUrl: string): Promise<void> {
  const api = `${baseUrl}/api/latest`;
  const permission = await (await page.request.get(`${api}/job-portal/check-permission/`)).json();
  if (permission.hasSignedLegalContract) return;
  const contract = await (await page.request.get(`${api}/job-portal/legal-contract/`)).json();
  const signed = await page.request.post(`${api}/job-portal/legal-contract/`, {
    data: { version: contract.version, accept: true, signatory_name: 'Rita', signatory_designation: 'Lead' },
    headers: { origin: baseUrl },
  });
  expect(signed.ok(), 'signing the recruiter contract').toBe(true);
}
