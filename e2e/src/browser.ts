import AxeBuilder from '@axe-core/playwright';
import { chromiumLaunch } from '@learnforge/ui/vite';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { expect } from 'vitest';

/**
 * Headless Chromium. `fakeCamera` gives it a test-pattern camera whose use is allowed without a prompt,
 * for the webcam steps of a proctored contest. `debuggingPort` opens Chromium's debugging port on 127.0.0.1,
 * for Lighthouse to drive this browser (lighthouse-budget.test.ts).
 */
export function launchBrowser({
  fakeCamera = false,
  debuggingPort,
}: {
  fakeCamera?: boolean;
  debuggingPort?: number;
} = {}): Promise<Browser> {
  return chromium.launch({
    ...chromiumLaunch,
    args: [
      ...chromiumLaunch.args,
      '--disable-quic',
      ...(fakeCamera ? ['--use-fake-device-for-media-stream', '--use-fake-ui-for-media-stream'] : []),
      ...(debuggingPort
        ? [`--remote-debugging-port=${debuggingPort}`, '--remote-debugging-address=127.0.0.1']
        : []),
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
  // Playwright's 30 s default for an action or a navigation is too short for CI's loaded two cores; a wait ends as soon
  // as its condition holds, so a longer limit costs nothing on a quiet machine.
  context.setDefaultTimeout(60_000);
  context.setDefaultNavigationTimeout(90_000);
  const page = await context.newPage();
  return { context, page };
}

/**
 * Switches the loaded page to `theme` in place, as a choice made in another tab of the site does (every app on the
 * origin follows the saved choice, theme-state.ts), with the system preference to match: the page then looks as a
 * fresh load in that theme does, without a second sign-in or load.
 */
export async function switchTheme(page: Page, theme: ThemeName): Promise<void> {
  await page.emulateMedia({ colorScheme: theme });
  // A page outside the apps (the sandbox payment gateway) has no theme root: it follows the system preference alone.
  const themed = await page.evaluate((value) => {
    if (document.querySelector('[data-theme]') === null) return false;
    const saved = JSON.stringify(value);
    window.localStorage.setItem('learnforge-theme', saved);
    window.dispatchEvent(
      new StorageEvent('storage', {
        key: 'learnforge-theme',
        newValue: saved,
        storageArea: window.localStorage,
      }),
    );
    return true;
  }, theme);
  if (themed)
    await expect
      .poll(() =>
        page.evaluate(
          (value) =>
            Array.from(document.querySelectorAll('[data-theme]')).every(
              (root) => root.getAttribute('data-theme') === value,
            ),
          theme,
        ),
      )
      .toBe(true);
  // Two frames: the new colours are styled and painted before anything reads them.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
  );
}

/**
 * Runs `check` on the loaded page (opened by `newPage` in the light theme) at each width, light then dark: the
 * window is resized in place and the theme switched in place, so one sign-in and one load serve every view (ADR
 * 0032). The page is light again afterwards, so the next load matches its context's saved choice.
 */
export async function atWidthsLightAndDark(
  page: Page,
  widths: readonly number[],
  check: (width: number, theme: ThemeName) => Promise<void>,
): Promise<void> {
  const height = page.viewportSize()?.height ?? 900;
  for (const theme of ['light', 'dark'] as ThemeName[]) {
    if (theme === 'dark') await switchTheme(page, 'dark');
    for (const width of widths) {
      await page.setViewportSize({ width, height });
      await page.evaluate(
        () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
      );
      await check(width, theme);
    }
  }
  await switchTheme(page, 'light');
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

/**
 * Waits, at most 2 s, for the page's animations that end (a toast sliding in, a dialog opening) to end. axe reads
 * colours as painted, and a toast halfway through fading in has the contrast of its half opacity. A spinner's
 * animation never ends and is not waited for.
 */
async function animationsSettled(page: Page): Promise<void> {
  await page
    .evaluate(() =>
      Promise.race([
        Promise.all(
          document
            .getAnimations()
            .filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime)))
            .map((animation) => animation.finished.catch(() => undefined)),
        ),
        new Promise((done) => setTimeout(done, 2000)),
      ]),
    )
    .catch(() => undefined);
}

/** Fails on any serious or critical axe violation (WCAG 2.1 A and AA rules) of what the page shows now, or any CSP violation. */
export async function expectAccessible(page: Page, where: string): Promise<void> {
  await expectNoCspViolations(page, where);
  await animationsSettled(page);
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    // Only violations are read: axe then builds a selector for one node of the other result types instead of for
    // every node, the slow tail of a run on a large page (axe-core's documented speed-up).
    .options({ resultTypes: ['violations'] })
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
