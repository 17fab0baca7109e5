import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

/** Debian's Chromium (TOOLCHAIN.md): npm tools cannot download a browser here. */
export function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
      '--disable-quic',
    ],
  });
}

export type ThemeName = 'light' | 'dark';

/** A fresh browser profile; `theme` is the person's saved choice, as the theme switch stores it. */
export async function newPage(
  browser: Browser,
  { theme = 'light' as ThemeName } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ colorScheme: theme });
  await context.addInitScript((value) => {
    window.localStorage.setItem('learnforge-theme', JSON.stringify(value));
  }, theme);
  const page = await context.newPage();
  return { context, page };
}

/** Fails on any serious or critical axe violation (WCAG 2.1 A and AA rules) of what the page shows now. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  const summary = serious.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
  );
  expect(summary, `axe on ${where}`).toEqual([]);
}
