import AxeBuilder from '@axe-core/playwright';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

/** Debian's Chromium (TOOLCHAIN.md): npm tools cannot download a browser here. */
/**
 * Headless Chromium. `fakeCamera` gives it a test-pattern camera whose use is allowed without a prompt,
 * for the webcam steps of a proctored contest.
 */
export function launchBrowser({ fakeCamera = false }: { fakeCamera?: boolean } = {}): Promise<Browser> {
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
      ...(fakeCamera ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] : []),
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
  await recordCspViolations(context);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Every page of the suite runs under the server's Content-Security-Policy; each violation the
 * browser reports (the same event that sends the report to /api/csp-report) is kept on the page.
 */
async function recordCspViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __cspViolations: string[] }).__cspViolations = seen;
    document.addEventListener('securitypolicyviolation', (event) => {
      seen.push(
        `${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} (${event.sourceFile}:${event.lineNumber})`,
      );
    });
  });
}

/** Fails when the page (or any frame of it) has met a CSP violation so far. */
async function expectNoCspViolations(page: Page, where: string): Promise<void> {
  const violations: string[] = [];
  for (const frame of page.frames()) {
    const found = await frame
      .evaluate(() => (window as unknown as { __cspViolations?: string[] }).__cspViolations ?? [])
      .catch(() => [] as string[]);
    violations.push(...found);
  }
  expect(violations, `CSP violations on ${where}`).toEqual([]);
}

/** Fails on any serious or critical axe violation (WCAG 2.1 A and AA rules) of what the page shows now, or any CSP violation. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  await expectNoCspViolations(page, where);
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
