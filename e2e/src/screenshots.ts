import { mkdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { BrowserContext, Page } from 'playwright-core';

/** Where the learner pages' screenshots land for people to look at (git-ignored: they are not baselines). */
const screenshotDir = resolve(import.meta.dirname, '../screenshots');

/** Saves what the viewport shows as `e2e/screenshots/<name>.png` and returns the path. */
export async function saveScreenshot(page: Page, name: string): Promise<string> {
  mkdirSync(screenshotDir, { recursive: true });
  const path = join(screenshotDir, `${name}.png`);
  await page.screenshot({ path });
  return path;
}

/** Counts the page's layout shifts from its first paint on, as Lighthouse's CLS does (shifts after input excluded). */
export async function recordLayoutShifts(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const state = { total: 0 };
    (window as unknown as { __layoutShift: typeof state }).__layoutShift = state;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        hadRecentInput: boolean;
      })[])
        if (!entry.hadRecentInput) state.total += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

/** The cumulative layout shift of the page so far (after `recordLayoutShifts`). */
export function layoutShift(page: Page): Promise<number> {
  return page.evaluate(
    () => (window as unknown as { __layoutShift?: { total: number } }).__layoutShift?.total ?? 0,
  );
}
