import type { Page } from 'playwright-core';

/**
 * What is wrong with the page's layout: sideways scroll, and every visible link, button and field that is
 * not the element a click at its centre would reach (something covers it, or it lies outside the page).
 */
export function layoutProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth)
      problems.push(`the page scrolls sideways by ${root.scrollWidth - root.clientWidth} px`);
    const describe = (element: Element) =>
      `${element.tagName.toLowerCase()} "${(element.getAttribute('aria-label') ?? element.textContent ?? '').trim().slice(0, 40)}"`;
    const controls = Array.from(
      document.querySelectorAll<HTMLElement>(
        'a[href], button, input:not([type="hidden"]), select, textarea, [role="tab"]',
      ),
    );
    for (const control of controls) {
      const style = getComputedStyle(control);
      const box = control.getBoundingClientRect();
      // Visually hidden inputs (a checkbox drawn by its label) are reached through their label.
      if (box.width < 4 || box.height < 4 || style.visibility === 'hidden' || style.opacity === '0') continue;
      if (control.closest('[aria-hidden="true"], [inert]')) continue;
      control.scrollIntoView({ block: 'center', inline: 'center' });
      // A link that wraps onto two lines is clicked on one of its lines, not in the gap its box spans.
      const centre = control.getClientRects()[0] ?? control.getBoundingClientRect();
      const x = centre.left + centre.width / 2;
      const y = centre.top + centre.height / 2;
      if (x < 0 || x > root.clientWidth) {
        problems.push(`${describe(control)} lies outside the page (x ${Math.round(x)})`);
        continue;
      }
      const hit = document.elementFromPoint(x, y);
      if (!hit) continue;
      const label = hit.closest('label');
      const reached =
        hit === control ||
        control.contains(hit) ||
        (label !== null && (label.contains(control) || label.htmlFor === control.id));
      if (!reached) problems.push(`${describe(control)} is covered by ${describe(hit)}`);
    }
    window.scrollTo(0, 0);
    return problems;
  });
}

/**
 * `layoutProblems` at each width, resizing the loaded page as a person resizes a window: media queries and
 * resize listeners apply without a reload. One load per page instead of one per width took the two layout
 * files from about 140 s to about 60 s (ADR 0032). Each problem names the width and `where`.
 */
export async function layoutProblemsAtWidths(
  page: Page,
  widths: readonly number[],
  where: string,
): Promise<string[]> {
  const found: string[] = [];
  const height = page.viewportSize()?.height ?? 900;
  for (const width of widths) {
    await page.setViewportSize({ width, height });
    // Two frames: the resize's style, layout and any state a resize listener sets are committed.
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))),
    );
    found.push(...(await layoutProblems(page)).map((problem) => `${where} at ${width} px: ${problem}`));
  }
  return found;
}
