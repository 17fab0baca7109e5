import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInThroughApi } from '../src/actions';
import { atWidthsLightAndDark, expectAccessible, launchBrowser, newPage } from '../src/browser';
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

/** A demo student no other e2e file signs in as (checked at the suite's start), so its runs are its own. */
const email = 'student12@demo.test';

const signIn = (page: Page) => signInThroughApi(page, server.url, email);

/** Replaces the editor's content as a paste would, so the editor's bracket closing does not double anything. */
async function writeCode(page: Page, code: string) {
  const editor = page.getByRole('textbox', { name: 'Code', exact: true });
  await expect.poll(() => editor.isVisible()).toBe(true);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

/** With SCREENSHOT_DIR set, keeps a full-page picture for a person to look at. */
async function keepScreenshot(page: Page, name: string) {
  const dir = process.env.SCREENSHOT_DIR;
  if (dir) await page.screenshot({ path: `${dir}/${name}.png`, fullPage: true });
}

function sideways(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
}

describe('the standalone IDE', () => {
  it('a learner runs Java on stdin on the real judge, shares the link; a visitor opens it read-only and forks it', async () => {
    const { context, page } = await newPage(browser);
    await signIn(page);
    await page.goto(`${server.url}/ide`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Code editor', level: 1 }).isVisible())
      .toBe(true);
    expect(await page.title()).toContain('Code editor');
    await page.getByLabel('Language').selectOption({ label: 'Java 17' });
    await writeCode(
      page,
      'import java.util.*;\npublic class Main {\n  public static void main(String[] a) {\n    Scanner s = new Scanner(System.in);\n    int n = s.nextInt(); long sum = 0;\n    for (int i = 0; i < n; i++) sum += s.nextInt();\n    System.out.println("sum=" + sum);\n  }\n}\n',
    );
    await page.getByRole('textbox', { name: 'Input (stdin)' }).fill('3\n10 20 12\n');
    // Ctrl+' runs, as on a problem page.
    await page.keyboard.press("Control+'");
    const output = page.getByRole('region', { name: 'Output' });
    await expect.poll(() => output.textContent(), { timeout: 120_000 }).toBe('sum=42\n');
    await expectAccessible(page, 'the IDE after a run');
    const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
    expect(link).toMatch(/\/ide\/[0-9a-f]{32}$/);
    await context.close();

    // A visitor without an account opens the link: the code, the input and the output, read-only.
    const visitor = await newPage(browser, { theme: 'dark' });
    await visitor.page.goto(link);
    await expect
      .poll(() => visitor.page.getByRole('heading', { name: /^Java snippet by /, level: 1 }).isVisible())
      .toBe(true);
    const code = visitor.page.getByRole('textbox', { name: 'Code (read-only)' });
    await expect.poll(() => code.getAttribute('aria-readonly')).toBe('true');
    await expect
      .poll(() => visitor.page.getByRole('region', { name: 'Output' }).textContent())
      .toBe('sum=42\n');
    await expectAccessible(visitor.page, 'a shared snippet (dark)');
    await visitor.page.getByRole('button', { name: 'Fork to edit' }).click();
    await visitor.page.waitForURL(/\/ide$/);
    await expect
      .poll(() => visitor.page.getByRole('textbox', { name: 'Code', exact: true }).textContent())
      .toContain('System.out.println("sum=" + sum);');
    expect(await visitor.page.getByRole('textbox', { name: 'Input (stdin)' }).inputValue()).toBe(
      '3\n10 20 12\n',
    );
    // Running needs an account: the visitor is asked to sign in.
    expect(await visitor.page.getByRole('link', { name: 'Sign in' }).isVisible()).toBe(true);
    await visitor.context.close();
  }, 180_000);

  it('at 390 and 1366 px, light and dark, the IDE and a shared link pass axe and do not scroll sideways', async () => {
    const { context, page } = await newPage(browser);
    await page.setViewportSize({ width: 390, height: 900 });
    await signIn(page);
    await page.goto(`${server.url}/ide`);
    await expect.poll(() => page.getByRole('textbox', { name: 'Code', exact: true }).isVisible()).toBe(true);
    await page.getByRole('button', { name: 'Run' }).click();
    await expect
      .poll(() => page.getByRole('region', { name: 'Output' }).textContent(), { timeout: 120_000 })
      .toBe('Hello, World!\n');
    await atWidthsLightAndDark(page, [390, 1366], async (width, theme) => {
      expect(await sideways(page)).toBe(0);
      await expectAccessible(page, `the IDE at ${width} px (${theme})`);
      await keepScreenshot(page, `ide-${width}-${theme}`);
    });
    const link = await page.getByRole('textbox', { name: 'Share link' }).inputValue();
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(link);
    await expect.poll(() => page.getByRole('region', { name: 'Output' }).isVisible()).toBe(true);
    await atWidthsLightAndDark(page, [390, 1366], async (width, theme) => {
      expect(await sideways(page)).toBe(0);
      await expectAccessible(page, `a shared snippet at ${width} px (${theme})`);
      await keepScreenshot(page, `ide-shared-${width}-${theme}`);
    });
    await context.close();
  }, 180_000);
});
