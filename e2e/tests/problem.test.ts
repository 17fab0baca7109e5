import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signIn } from '../src/actions';
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
  await server?.stop();
});

const languageLabels: Record<string, string> = {
  cpp: 'C++ 17',
  python3: 'Python 3',
  javascript: 'JavaScript (Node.js)',
  java: 'Java 17',
};

/** Replaces the editor's content as a paste would, so the editor's bracket closing does not double anything. */
async function writeCode(page: Page, code: string) {
  const editor = page.getByRole('textbox', { name: 'Code editor' });
  await expect.poll(() => editor.isVisible()).toBe(true);
  await editor.click();
  await page.keyboard.press('ControlOrMeta+A');
  await page.keyboard.insertText(code);
}

async function submitAndExpectCorrect(page: Page) {
  await page.getByRole('button', { name: 'Submit' }).click();
  const result = page.getByRole('region', { name: 'Result' });
  await expect.poll(() => result.textContent(), { timeout: 120_000 }).toMatch(/Correct/);
}

/** The daily-problem streak the explore page shows under My progress. */
async function streakOnExplore(page: Page): Promise<number> {
  await page.goto(`${server.url}/explore`);
  const progress = page.getByRole('region', { name: 'My progress' });
  await expect.poll(() => progress.textContent()).toMatch(/Daily problem streak\s*\d+ days?/);
  const match = /Daily problem streak\s*(\d+) days?/.exec((await progress.textContent()) ?? '');
  return Number(match?.[1]);
}

describe('solving a problem', () => {
  it('a learner runs on custom input, submits, sees "Correct", finds the code after a reload, and grows the daily streak', async () => {
    const { context, page } = await newPage(browser);
    await page.goto(`${server.url}/login?next=${encodeURIComponent('/explore')}`);
    const dialog = page.getByRole('dialog', { name: 'Sign in to Learnforge' });
    await dialog.getByRole('textbox', { name: 'Email' }).fill('learner@demo.test');
    await dialog.getByLabel('Password').fill('learnforge');
    await dialog.getByRole('button', { name: 'Sign in' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: 'Explore problems', level: 1 }).isVisible())
      .toBe(true);
    const streakBefore = await streakOnExplore(page);
    await expectAccessible(page, 'explore page');

    await page.goto(`${server.url}/problems/sum-of-two-numbers/1`);
    await expect
      .poll(() => page.getByRole('heading', { name: 'Sum of Two Numbers', level: 1 }).isVisible())
      .toBe(true);
    await page.getByLabel('Language').selectOption({ label: 'Python 3' });
    const solution = 'a, b = map(int, input().split())\nprint(a + b)\n';
    await writeCode(page, solution);
    await expectAccessible(page, 'problem page');

    await page.getByRole('textbox', { name: 'Custom input' }).fill('40 2\n');
    await page.getByRole('button', { name: 'Run' }).click();
    const output = page.getByRole('figure', { name: 'Your output' });
    await expect.poll(() => output.textContent(), { timeout: 120_000 }).toContain('42');

    await submitAndExpectCorrect(page);

    await page.reload();
    await expect
      .poll(() => page.getByRole('textbox', { name: 'Code editor' }).textContent())
      .toContain('print(a + b)');
    expect(await page.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('python3');

    // Today's daily problem, solved with its author's solution, grows the streak by one.
    await page.goto(`${server.url}/explore`);
    const daily = page.getByRole('region', { name: 'Problem of the day' }).getByRole('link').first();
    await expect.poll(() => daily.isVisible()).toBe(true);
    await daily.click();
    // The problem page is a lazy route: wait for the address to change before reading the slug.
    await page.waitForURL(/\/problems\/[^/]+\/1/);
    const slug = /\/problems\/([^/]+)\/1/.exec(page.url())?.[1] ?? '';
    const author = (await (
      await page.request.get(`${server.url}/api/latest/hints/solution/?problem_slug=${slug}`)
    ).json()) as { language: string; code: string };
    await page.getByLabel('Language').selectOption({ label: languageLabels[author.language]! });
    await writeCode(page, author.code);
    await submitAndExpectCorrect(page);
    // The verdict counts the day's reward points, and the streak card beside the editor grows at once.
    const result = page.getByRole('region', { name: 'Result' });
    expect(await result.textContent()).toMatch(/\+10 points for the problem of the day/);
    const card = page.getByRole('region', { name: 'Problem of the day' });
    await expect
      .poll(() => card.textContent())
      .toMatch(new RegExp(`Daily problem streak\\s*${streakBefore + 1} days?`));

    // A fresh database: nothing was solved today before this test, whichever problem is today's.
    expect(await streakOnExplore(page)).toBe(streakBefore + 1);
    await context.close();
  }, 300_000);
});

describe("a learner's code on the server (ADR 0096)", () => {
  it('follows them to another device: sent 5 s after typing and at once when the tab closes, the line under the editor saying where it is kept', async () => {
    const problem = `${server.url}/problems/fizz-buzz/1`;
    const open = async (page: Page) => {
      await page.goto(problem);
      await expect
        .poll(() => page.getByRole('heading', { name: 'Fizz Buzz', level: 1 }).isVisible())
        .toBe(true);
      await page.getByLabel('Language').selectOption({ label: 'Python 3' });
    };
    const editorText = (page: Page) => page.getByRole('textbox', { name: 'Code editor' }).textContent();

    const laptop = await newPage(browser);
    await laptop.page.setViewportSize({ width: 1366, height: 900 });
    await signIn(laptop.page, server.url, 'student61@demo.test');
    await open(laptop.page);
    await writeCode(laptop.page, "print('typed on the laptop')\n");
    // The line under the editor says where the code is kept.
    const status = laptop.page
      .getByRole('region', { name: 'Your solution' })
      .getByRole('status')
      .filter({ hasText: /^(Saved|Saving|Not saved)/ });
    await expect.poll(() => status.textContent()).toBe('Saved');
    await atWidthsLightAndDark(laptop.page, [390, 1366], async (width, theme) => {
      expect(await laptop.page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        width,
      );
      expect(await status.isVisible()).toBe(true);
      await expectAccessible(laptop.page, `problem page with a saved draft at ${width} px (${theme})`);
    });
    // Past the 5 s the page waits after the last keystroke, the server has the draft: another device opens it.
    await laptop.page.waitForTimeout(6000);
    const phone = await newPage(browser);
    await phone.page.setViewportSize({ width: 390, height: 900 });
    await signIn(phone.page, server.url, 'student61@demo.test');
    await open(phone.page);
    await expect.poll(() => editorText(phone.page)).toContain('typed on the laptop');

    // Typed and the tab closed at once: the beacon on leaving carries it.
    await writeCode(laptop.page, "print('typed just before closing')\n");
    await laptop.page.close({ runBeforeUnload: true });
    await laptop.context.close();
    await open(phone.page);
    await expect.poll(() => editorText(phone.page)).toContain('typed just before closing');
    await phone.context.close();
  });
});
