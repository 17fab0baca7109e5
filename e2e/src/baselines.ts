import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import pixelmatch from 'pixelmatch';
import type { Locator, Page } from 'playwright-core';
import { PNG } from 'pngjs';
import { expect } from 'vitest';

/** Committed page baselines (`e2e/baselines/<name>.png`); `UPDATE_BASELINES=1` rewrites them. */
const baselineDir = resolve(import.meta.dirname, '../baselines');
/** Where a failed comparison leaves what it saw and the difference (git-ignored, beside the screenshots). */
const failureDir = resolve(import.meta.dirname, '../screenshots');

/**
 * Per pixel, the YIQ distance pixelmatch calls a change (its default; anti-aliased edges never count). On top of
 * that, a page may differ in 0.1 % of its pixels: a glyph's sub-pixel placement moves when a masked region is
 * replaced (a few hundred pixels), while a moved card, a changed colour or a button's new padding changes
 * thousands.
 */
const pixelThreshold = 0.1;
const toleratedShare = 0.001;

/** A demo-data region whose content depends on the day the data was seeded or on other e2e files' writes. */
export interface Changing {
  /** The region: it keeps its width, takes `height` px and shows a grey box instead of its content. */
  region: Locator;
  height: number;
}

/**
 * Compares the viewport with the committed baseline `name`, independent of the machine and of the run:
 * - fonts: every element is forced onto the kit's npm typefaces (Inter Variable, or JetBrains Mono Variable where
 *   the page asked for a monospace face), loaded before the capture, so no system font is drawn but the Debian
 *   fallback `.ci/run` installs for a glyph neither face has;
 * - dates: demo data is dated from the day it is seeded, so every date and time the app writes (en-IN: 26 Nov
 *   2026, 26 November 2026, November 2026, 5:00 pm, a countdown's 21:13:12) reads as one fixed value, and so do
 *   acceptance rates (every file's submissions move them) and order numbers (random);
 * - `changing` regions (a daily rotation, lists other files add to) become fixed-size grey boxes.
 * The page is changed only for the capture and restored after it.
 */
export async function expectPageLikeBaseline(
  page: Page,
  name: string,
  { changing = [] }: { changing?: Changing[] } = {},
): Promise<void> {
  // What a person sees once the page has settled: lazy chunks (the code editor, a language) and every list.
  await page.waitForLoadState('networkidle');
  await expect
    .poll(() =>
      page
        .getByText(/^Loading\b/)
        .filter({ visible: true })
        .count(),
    )
    .toBe(0);
  // Everything changed below is undone after the capture (`undo`), so a loop over widths and themes on one
  // loaded page (atWidthsLightAndDark) goes on with the page as the app left it.
  await page.evaluate(() => {
    (window as unknown as { __baselineUndo: (() => void)[] }).__baselineUndo = [];
  });
  for (const { region, height } of changing)
    await region.evaluateAll((elements, fixed) => {
      const undo = (window as unknown as { __baselineUndo: (() => void)[] }).__baselineUndo;
      for (const element of elements as HTMLElement[]) {
        for (const touched of [element, ...(Array.from(element.children) as HTMLElement[])]) {
          const style = touched.getAttribute('style');
          undo.push(() =>
            style === null ? touched.removeAttribute('style') : touched.setAttribute('style', style),
          );
        }
        element.style.setProperty('height', `${fixed}px`, 'important');
        element.style.setProperty('min-height', '0', 'important');
        element.style.setProperty('overflow', 'hidden', 'important');
        element.style.setProperty('background', '#888', 'important');
        for (const child of Array.from(element.children) as HTMLElement[])
          child.style.setProperty('visibility', 'hidden', 'important');
      }
    }, height);

  const faces = await page.evaluate(async () => {
    const months = 'January|February|March|April|May|June|July|August|September|October|November|December';
    const short = 'Jan|Feb|Mar|Apr|May|Jun|Jul|Aug|Sept|Sep|Oct|Nov|Dec';
    const replacements: [RegExp, string][] = [
      [new RegExp(`\\b\\d{1,2} (${months}) \\d{4}\\b`, 'g'), '1 January 2026'],
      [new RegExp(`\\b\\d{1,2} (${short}) \\d{4}\\b`, 'g'), '1 Jan 2026'],
      [new RegExp(`\\b\\d{1,2}(st|nd|rd|th) (${short}), \\d{2}\\b`, 'g'), '1st Jan, 26'],
      [new RegExp(`\\b(${months}) \\d{4}\\b`, 'g'), 'January 2026'],
      [/\b\d{1,2}:\d{2}[\s\u202f]?(am|pm)\b/gi, '9:00 am'],
      [/\b\d{1,2}:\d{2}:\d{2}\b/g, '00:00:00'],
      // Acceptance rates move with every file's submissions; order numbers are random.
      [/\b\d+(\.\d+)?%/g, '50%'],
      [/\bLF[A-Z0-9]{12,}\b/g, 'LF00000000000000'],
    ];
    const undo = (window as unknown as { __baselineUndo: (() => void)[] }).__baselineUndo;
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      let text = node.nodeValue ?? '';
      for (const [pattern, fixed] of replacements) text = text.replace(pattern, fixed);
      // React writes `{accuracy}%` as two text nodes: the number ends this one, the sign starts the next.
      if (node.nextSibling?.nodeValue?.startsWith('%')) text = text.replace(/\d+(\.\d+)?$/, '50');
      if (text !== node.nodeValue) {
        const original = node.nodeValue;
        const changed = node;
        undo.push(() => {
          changed.nodeValue = original;
        });
        node.nodeValue = text;
      }
    }
    for (const element of Array.from(document.querySelectorAll<HTMLElement>('body *'))) {
      // Typeset maths keeps KaTeX's own faces, which come from npm too.
      if (element.closest('.katex')) continue;
      const style = element.getAttribute('style');
      undo.push(() =>
        style === null ? element.removeAttribute('style') : element.setAttribute('style', style),
      );
      const mono = /mono/i.test(getComputedStyle(element).fontFamily);
      element.style.setProperty(
        'font-family',
        mono ? "'JetBrains Mono Variable'" : "'Inter Variable'",
        'important',
      );
    }
    // `load` waits for a face no text has used yet, which `fonts.ready` alone does not.
    const loaded = await Promise.all([
      document.fonts.load("16px 'Inter Variable'"),
      document.fonts.load("16px 'JetBrains Mono Variable'"),
    ]);
    await document.fonts.ready;
    return loaded.map((list) => list.length);
  });
  expect(faces, 'the kit fonts are loaded before the capture').toEqual([1, 1]);

  const actual = await page.screenshot({ animations: 'disabled', caret: 'hide', scale: 'css' });
  // Newest first, so an element touched twice gets its first saved state back.
  await page.evaluate(() => {
    for (const step of (window as unknown as { __baselineUndo: (() => void)[] }).__baselineUndo.reverse())
      step();
  });
  const baselinePath = join(baselineDir, `${name}.png`);
  if (process.env.UPDATE_BASELINES || (!existsSync(baselinePath) && !process.env.CI)) {
    mkdirSync(baselineDir, { recursive: true });
    writeFileSync(baselinePath, actual);
    return;
  }
  expect(existsSync(baselinePath), `a committed baseline ${baselinePath}`).toBe(true);

  const want = PNG.sync.read(readFileSync(baselinePath));
  const got = PNG.sync.read(actual);
  expect(`${got.width}×${got.height}`, `${name}: the viewport's size`).toBe(`${want.width}×${want.height}`);
  const diff = new PNG({ width: want.width, height: want.height });
  const changed = pixelmatch(want.data, got.data, diff.data, want.width, want.height, {
    threshold: pixelThreshold,
  });
  const tolerated = Math.ceil(want.width * want.height * toleratedShare);
  if (changed > tolerated) {
    mkdirSync(failureDir, { recursive: true });
    writeFileSync(join(failureDir, `${name}-actual.png`), actual);
    writeFileSync(join(failureDir, `${name}-diff.png`), PNG.sync.write(diff));
  }
  expect(
    changed,
    `${name}: pixels changed from e2e/baselines/${name}.png (see e2e/screenshots/${name}-diff.png; UPDATE_BASELINES=1 accepts)`,
  ).toBeLessThanOrEqual(tolerated);
}
