import lighthouse, { type Flags } from 'lighthouse';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser } from '../src/browser';
import { freePort, type RunningServer, sharedServer } from '../src/server';

/**
 * Lighthouse 12.8.2's mobile run (its default config: simulated slow 4G and a 4× slower CPU) on the learner home, the
 * problem page and the organization dashboard's aggregated report, against the shared `npm start` server, each
 * failing past its budget (issue 15). This lane runs beside the type checks and the unit tests on two cores, so
 * Lighthouse's timings (FCP, LCP, TBT) and the score made of them move with the load: the budgets here are the
 * figures that do not — layout shift, bytes, requests, what blocks the first render, the audits that pass — and
 * the score only above a floor that a loaded machine still clears. Issue 15's ≥ 95 is judged by `npm run bench`
 * (bench/src/lighthouse.ts) with the load beside it (ADR 0114).
 */

interface Budget {
  path: string;
  /** A signed-in page: the account whose session cookie Lighthouse sends. */
  signedInAs?: string;
  /** Scripts as transferred (gzip, headers included), in KiB: a little above today's figure. */
  scriptKiB: number;
  /** Everything transferred (the document, scripts, styles, the two fonts, the API's answers), in KiB. */
  totalKiB: number;
  requests: number;
}

// Today's figures: home 136.4 / 245.1 KiB, 27 requests; problem page 271.1 / 384.6 KiB, 36 (ADR 0116: the learner's
// build in fewer files; before it 147.0 / 259.7, 38 and 285.7 / 405.5, 51); aggregated report 185.4 / 298.3 KiB, 41
// (ADR 0114). Raising a budget is a visible change in review.
const BUDGETS: Record<string, Budget> = {
  'learner home': { path: '/', scriptKiB: 141, totalKiB: 252, requests: 31 },
  'problem page': { path: '/problems/sum-of-two-numbers/1', scriptKiB: 277, totalKiB: 392, requests: 40 },
  'aggregated report': {
    path: '/organization-dashboard/aggregated-report',
    signedInAs: 'institute.admin@demo.test',
    scriptKiB: 190,
    totalKiB: 306,
    requests: 46,
  },
};

/**
 * The performance score's floor. Measured at a 1-minute load of 3–8 on 2 cores (ADR 0114) the pages score
 * 30–70; a broken page (a script blocking the first paint, a megabyte of new JS, a page that moves) falls far
 * below this, while the load alone does not.
 */
const SCORE_FLOOR = 20;

/**
 * Audits whose outcome comes from the page's bytes, markup and headers, not from how fast the machine ran it; each
 * passes on all three pages today and must keep passing.
 */
const LOAD_INDEPENDENT_AUDITS = [
  'uses-text-compression',
  'unminified-css',
  'unminified-javascript',
  'unused-css-rules',
  'uses-optimized-images',
  'modern-image-formats',
  'uses-responsive-images',
  'offscreen-images',
  'efficient-animated-content',
  'duplicated-javascript',
  'legacy-javascript',
  'total-byte-weight',
  'uses-long-cache-ttl',
  'dom-size',
  'font-display',
  'uses-passive-event-listeners',
  'no-document-write',
  'unsized-images',
  'viewport',
  'redirects',
  'lcp-lazy-loaded',
  'prioritize-lcp-image',
];

/** The metrics the performance score weighs (FCP 10, SI 10, LCP 25, TBT 30, CLS 25). */
const SCORE_METRICS = [
  'first-contentful-paint',
  'speed-index',
  'largest-contentful-paint',
  'total-blocking-time',
  'cumulative-layout-shift',
];

let server: RunningServer;
let browser: Browser;
let debuggingPort: number;
beforeAll(async () => {
  server = sharedServer();
  debuggingPort = await freePort();
  // One Chromium for the three pages; Lighthouse opens a fresh tab in it for each and clears its cache first.
  browser = await launchBrowser({ debuggingPort });
});
afterAll(async () => {
  await browser?.close();
});

/** The session cookie of a demo account, signed in through the sign-in call. */
async function sessionCookie(email: string): Promise<string> {
  const response = await fetch(`${server.url}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: server.url },
    body: JSON.stringify({ email, password: 'learnforge' }),
  });
  expect(response.ok, `signing in as ${email}`).toBe(true);
  return response.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
}

const kib = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

type Report = NonNullable<Awaited<ReturnType<typeof lighthouse>>>['lhr'];

/** The rows of a table audit; Lighthouse types a row's cells loosely, so each is read by name. */
function tableRows(lhr: Report, id: string): Record<string, unknown>[] {
  const details = lhr.audits[id]?.details;
  return details && 'items' in details ? (details.items as unknown as Record<string, unknown>[]) : [];
}

describe('Lighthouse mobile budgets', () => {
  for (const [name, budget] of Object.entries(BUDGETS)) {
    it(`the ${name} stays within its budget`, async () => {
      const url = `${server.url}${budget.path}`;
      const flags: Flags = {
        port: debuggingPort,
        hostname: '127.0.0.1',
        output: 'json',
        logLevel: 'error',
        onlyCategories: ['performance'],
        // Lighthouse gives up on a page without a first paint after 30 s and stops waiting for the load after 45 s
        // of real time; CI's loaded two cores can take longer than a quiet machine (ADR 0109). These bound a wait
        // and change no figure: the metrics are simulated from the load whatever it took.
        maxWaitForFcp: 90_000,
        maxWaitForLoad: 120_000,
        // Only what the test reads: the five metrics the score is made of (with their weights, so the score is the
        // full category's), the request tables and the checked audits. Lighthouse then skips the gatherers nothing
        // here needs, such as the back/forward cache's extra navigation, and a page takes seconds less.
        onlyAudits: [
          ...SCORE_METRICS,
          'network-requests',
          'resource-summary',
          'render-blocking-resources',
          ...LOAD_INDEPENDENT_AUDITS,
        ],
        // Lighthouse's documented way into a page behind a sign-in: the cookie goes with every request.
        ...(budget.signedInAs ? { extraHeaders: { Cookie: await sessionCookie(budget.signedInAs) } } : {}),
      };
      let lhr = (await lighthouse(url, flags))?.lhr;
      // NO_NAVSTART is Lighthouse failing to record its own trace ("Please run Lighthouse again"): it says nothing
      // of the page, and once failed a CI run. Lighthouse is run once more then; any other error fails at once.
      if (lhr?.runtimeError?.code === 'NO_NAVSTART') lhr = (await lighthouse(url, flags))?.lhr;
      expect(lhr?.runtimeError, `Lighthouse on the ${name}`).toBeUndefined();
      if (!lhr) throw new Error(`Lighthouse returned nothing for the ${name}`);

      // The page itself was measured (a lost session would end on the sign-in page), and it asked nothing of any
      // host but this server: no font, script or beacon from elsewhere.
      expect(lhr.finalDisplayedUrl).toBe(url);
      const origins = new Set(
        tableRows(lhr, 'network-requests').map((request) => new URL(String(request.url)).origin),
      );
      expect([...origins]).toEqual([server.url]);

      const summary = tableRows(lhr, 'resource-summary');
      const of = (type: string) => summary.find((item) => item.resourceType === type) ?? {};
      const figures = {
        scriptKiB: kib(Number(of('script').transferSize)),
        totalKiB: kib(Number(of('total').transferSize)),
        requests: Number(of('total').requestCount),
      };
      expect(figures.scriptKiB, `${name}: KiB of script`).toBeLessThanOrEqual(budget.scriptKiB);
      expect(figures.totalKiB, `${name}: KiB transferred`).toBeLessThanOrEqual(budget.totalKiB);
      expect(figures.requests, `${name}: requests`).toBeLessThanOrEqual(budget.requests);

      expect(
        lhr.audits['cumulative-layout-shift']?.numericValue,
        `${name}: cumulative layout shift`,
      ).toBeLessThanOrEqual(0.1);

      // Only stylesheets may hold the first paint: a script in the document's head would block it.
      const blocking = tableRows(lhr, 'render-blocking-resources').map(
        (item) => new URL(String(item.url)).pathname,
      );
      expect(
        blocking.filter((path) => !path.endsWith('.css')),
        `${name}: render-blocking resources other than stylesheets`,
      ).toEqual([]);

      const failing = LOAD_INDEPENDENT_AUDITS.filter((id) => {
        const audit = lhr.audits[id];
        return !audit || (audit.scoreDisplayMode !== 'notApplicable' && audit.score !== 1);
      }).map((id) => `${id}: ${lhr.audits[id]?.displayValue ?? lhr.audits[id]?.title ?? 'missing'}`);
      expect(failing, `${name}: audits that passed before`).toEqual([]);

      const score = Math.round((lhr.categories.performance?.score ?? 0) * 100);
      // The figures beside the budgets, for whoever raises one or reads a failure's load.
      console.info(
        `${name}: score ${score} (TBT ${lhr.audits['total-blocking-time']?.numericValue?.toFixed(0)} ms), ${JSON.stringify(figures)}`,
      );
      expect(score, `${name}: performance score (timings at this machine's load)`).toBeGreaterThanOrEqual(
        SCORE_FLOOR,
      );
    });
  }
});
