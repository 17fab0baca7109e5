import type { Browser } from 'playwright-core';
import { launchChromium, startLearnforge } from './harness';

// Layout shift of a page while it loads, read by a PerformanceObserver in Chromium: CLS as Lighthouse scores it
// (the largest session window of shifts not caused by input), on a phone-sized viewport with the network and CPU
// slowed as Lighthouse's mobile run slows them, so the API's answers arrive after the first paint as they do on
// a phone. Unlike a timing, the figure does not depend on the machine's load: what moves is what moves.
// `npx tsx bench/src/layout-shift.ts` alone (it starts the server on a fresh demo database); ADR 0094.

interface LayoutShift {
  /** Cumulative layout shift: the largest session window (1 s gap, 5 s cap), as Lighthouse and CrUX count it. */
  cls: number;
  /** The elements that moved in the worst shifts, for the person fixing it. */
  sources: string[];
}

const observeShifts = `(() => {
  window.__shifts = [];
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.hadRecentInput) continue;
      window.__shifts.push({
        at: entry.startTime,
        value: entry.value,
        sources: (entry.sources || []).map((source) => {
          const node = source.node;
          if (!node || !node.tagName) return '(text)';
          const name = node.getAttribute('aria-label') || node.getAttribute('class') || '';
          return node.tagName.toLowerCase() + (name ? '[' + name.slice(0, 60) + ']' : '');
        }),
      });
    }
  }).observe({ type: 'layout-shift', buffered: true });
})();`;

/** Loads `url` in a fresh context, waits for `ready` and a quiet network, and returns its layout shift. */
export async function measureLayoutShift(
  browser: Browser,
  url: string,
  {
    ready,
    width = 412,
    height = 823,
    signedInAs,
  }: { ready: string; width?: number; height?: number; signedInAs?: string },
): Promise<LayoutShift> {
  const context = await browser.newContext({ viewport: { width, height }, deviceScaleFactor: 1 });
  try {
    const page = await context.newPage();
    // A learner's pages load more (their home's cards, recommendations): signed in before the throttled load.
    if (signedInAs) {
      const origin = new URL(url).origin;
      const login = await page.request.post(`${origin}/api/auth/login`, {
        data: { email: signedInAs, password: 'learnforge' },
        headers: { origin },
      });
      if (!login.ok()) throw new Error(`signing in as ${signedInAs}: ${login.status()}`);
    }
    const cdp = await context.newCDPSession(page);
    // Lighthouse's mobile settings: 150 ms round trip, 1.6 Mbit/s down, 750 kbit/s up, CPU 4× slower.
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', {
      offline: false,
      latency: 150,
      downloadThroughput: (1.6 * 1024 * 1024) / 8,
      uploadThroughput: (750 * 1024) / 8,
    });
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(observeShifts);
    await page.goto(url, { waitUntil: 'networkidle', timeout: 120_000 });
    await page.waitForSelector(ready, { timeout: 60_000 });
    // A last frame for shifts that the final answers cause.
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 500))));
    const shifts = (await page.evaluate('window.__shifts')) as {
      at: number;
      value: number;
      sources: string[];
    }[];
    let worst = 0;
    let window = 0;
    let windowStart = 0;
    let previous = Number.NEGATIVE_INFINITY;
    for (const shift of shifts) {
      if (shift.at - previous > 1000 || shift.at - windowStart > 5000) {
        window = 0;
        windowStart = shift.at;
      }
      window += shift.value;
      previous = shift.at;
      worst = Math.max(worst, window);
    }
    const sources = [...shifts]
      .sort((a, b) => b.value - a.value)
      .slice(0, 3)
      .flatMap((shift) => shift.sources.map((source) => `${source} (${shift.value.toFixed(3)})`));
    return { cls: worst, sources };
  } finally {
    await context.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  // LEARNFORGE_URL measures a server that is already running (its demo data) instead of starting one.
  const server = process.env.LEARNFORGE_URL
    ? { url: process.env.LEARNFORGE_URL, stop: async () => {} }
    : await startLearnforge();
  const browser = await launchChromium();
  try {
    // student235 has seeded practice and a batch, so their home and problem page show every card.
    for (const [name, path, ready, signedInAs] of [
      ['learner home', '/', 'main h1', undefined],
      ['problem page', '/problems/sum-of-two-numbers/1', 'main h1', undefined],
      ['learner home, signed in', '/', 'main h1', 'student235@demo.test'],
      ['problem page, signed in', '/problems/sum-of-two-numbers/1', 'main h1', 'student235@demo.test'],
    ] as const) {
      // 390 px as well: a phone where the demo's practice shortcuts no longer fit one line (ADR 0103).
      for (const [width, height] of [
        [390, 844],
        [412, 823],
        [1366, 900],
      ] as const) {
        const shift = await measureLayoutShift(browser, `${server.url}${path}`, {
          ready,
          width,
          height,
          signedInAs,
        });
        console.log(
          `  ${name} at ${width} px: CLS ${shift.cls.toFixed(3)}${shift.sources.length ? ` (${shift.sources.join('; ')})` : ''}`,
        );
      }
    }
  } finally {
    await browser.close();
    await server.stop();
  }
}
