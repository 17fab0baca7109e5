import type { Page } from 'playwright-core';
import { expect } from 'vitest';

/** Signs in as a demo account (password `learnforge`) through the login page of the server at `baseUrl`. */
export async function signIn(page: Page, baseUrl: string, email: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  const dialog = page.getByRole('dialog', { name: 'Sign in to Learnforge' });
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  await dialog.getByLabel('Password').fill('learnforge');
  await dialog.getByRole('button', { name: 'Sign in' }).click();
  await expect.poll(() => dialog.isVisible()).toBe(false);
}

/** Opens the tab named `name` and waits until it is the selected one. */
export async function openTab(page: Page, name: string): Promise<void> {
  await page.getByRole('tab', { name, exact: true }).click();
  await expect
    .poll(() => page.getByRole('tab', { name, exact: true }).getAttribute('aria-selected'))
    .toBe('true');
}
