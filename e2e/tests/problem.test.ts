import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

describe('solving a problem', () => {
  it('a learner writes Python in the editor, submits it to the real judge and sees it accepted', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/login?next=${encodeURIComponent('/problems/sum-of-two-numbers/1')}`);
    const dialog = page.getByRole('dialog', { name: 'Sign in to Learnforge' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill('learner@demo.test');
    await dialog.getByLabel('Password').fill('learnforge');
    await dialog.getByRole('button', { name: 'Sign in' }).click();

    await expect
      .poll(() => page.getByRole('heading', { name: 'Sum of Two Numbers', level: 1 }).isVisible())
      .toBe(true);
    await page.getByLabel('Language').selectOption({ label: 'Python 3' });
    const editor = page.getByRole('textbox', { name: 'Code editor' });
    await expect.poll(() => editor.isVisible()).toBe(true);
    await editor.click();
    await page.keyboard.press('ControlOrMeta+A');
    // insertText types as a paste would, so the editor's bracket closing does not double anything.
    await page.keyboard.insertText('a, b = map(int, input().split())\nprint(a + b)\n');
    await expectAccessible(page, 'problem page');

    await page.getByRole('button', { name: 'Submit' }).click();
    const result = page.getByRole('region', { name: 'Result' });
    await expect.poll(() => result.textContent(), { timeout: 60_000 }).toMatch(/Correct/);
    await context.close();
  });
});
