import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { build, type Plugin, type Rollup } from 'vite';
import { launchChromium, load, percentile } from './harness';

// ReportTable with 100,000 rows in Chromium: the most table rows ever in the DOM, and the median and 95th
// percentile frame interval while a script scrolls 400 frames of 240 px each.
const ui = resolve(import.meta.dirname, '../../packages/ui');

const reportTablePage = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
import { composeStories } from '@storybook/react-vite';
import * as stories from '${ui}/src/components/ReportTable/ReportTable.stories';
import { ThemeProvider } from '${ui}/src/theme/ThemeProvider';
const { HundredThousandRows } = composeStories(stories);
createRoot(document.getElementById('root')).render(
  createElement(ThemeProvider, { theme: 'light' }, createElement(HundredThousandRows)),
);`;

/** The floor: production React with a plain scrolling region and nothing to render on scroll. */
const floorPage = `import { createElement } from 'react';
import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(
  createElement('section', { style: { height: '800px', overflow: 'auto' } },
    createElement('table', { 'aria-rowcount': 100001, style: { height: '3000000px' } },
      createElement('tbody', null, createElement('tr', null, createElement('td', null, 'floor'))))),
);`;

/** The page's script as a virtual module, built by Vite like an app's entry. */
function benchEntry(source: string): Plugin {
  return {
    name: 'report-table-bench',
    resolveId: (id) => (id === 'virtual:report-table-bench' ? '\0report-table-bench.js' : undefined),
    load: (id) => (id === '\0report-table-bench.js' ? source : undefined),
  };
}

/**
 * The page built as an app is built for learners (`vite build`, production React, minified), kept in memory and
 * served with its CSS from a plain HTTP server. The dev server would hand out development React, whose checks on
 * every render made the frames two to three times longer than people get them.
 */
async function servedBuild(source: string): Promise<{ url: string; close: () => Promise<void> }> {
  const output = (await build({
    configFile: false,
    mode: 'production',
    logLevel: 'silent',
    root: ui,
    plugins: [benchEntry(source), vanillaExtractPlugin(), react()],
    build: {
      write: false,
      minify: true,
      sourcemap: false,
      rollupOptions: { input: 'virtual:report-table-bench' },
    },
  })) as Rollup.RollupOutput | Rollup.RollupOutput[];
  const files = new Map<string, { body: string | Uint8Array; type: string }>();
  let entry = '';
  const styles: string[] = [];
  for (const file of (Array.isArray(output) ? output : [output]).flatMap((result) => result.output)) {
    const path = `/${file.fileName}`;
    if (file.type === 'chunk') {
      files.set(path, { body: file.code, type: 'text/javascript' });
      if (file.isEntry) entry = path;
    } else {
      const type = path.endsWith('.css') ? 'text/css' : 'application/octet-stream';
      files.set(path, { body: file.source, type });
      if (type === 'text/css') styles.push(path);
    }
  }
  const html = `<!doctype html><html lang="en"><head>${styles.map((href) => `<link rel="stylesheet" href="${href}">`).join('')}</head><body><div id="root"></div><script type="module" src="${entry}"></script></body></html>`;
  files.set('/', { body: html, type: 'text/html' });
  const server = createServer((request, response) => {
    const file = files.get(new URL(request.url ?? '/', 'http://127.0.0.1').pathname);
    if (!file) {
      response.writeHead(404).end();
      return;
    }
    response.writeHead(200, { 'content-type': file.type }).end(file.body);
  });
  await new Promise<void>((listening) => server.listen(0, '127.0.0.1', listening));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}/`,
    close: () => new Promise((closed) => server.close(() => closed())),
  };
}

/** Scroll frames of the ReportTable story with 100,000 rows, or of the floor page (`floor: true`) in the same way. */
export async function measureReportTable({ floor = false } = {}): Promise<{
  maxRows: number;
  medianMs: number;
  p95Ms: number;
  /**
   * Frames that took longer than one and a half of the median frame: frames the page missed. Headless Chromium's
   * frame clock wavers by a tenth of a millisecond, so a p95 of 16.8 ms can be a page that missed none.
   */
  dropped: number;
  /** The main thread's CPU time over the scroll, per frame. */
  cpuPerFrameMs: number;
  /** The 95th percentile of the main thread's tasks, in CPU time. */
  taskP95Ms: number;
}> {
  const served = await servedBuild(floor ? floorPage : reportTablePage);
  const browser = await launchChromium();
  try {
    const tab = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    tab.on('pageerror', (error) => console.error(error.message));
    // tsx names functions with a `__name` helper that the page does not have; the scroll script needs it.
    await tab.addInitScript('globalThis.__name = (fn) => fn;');
    await tab.goto(served.url);
    await tab.waitForSelector('table[aria-rowcount="100001"]', { timeout: 60_000 });
    // Thread time (CPU the page's main thread used, from Chromium's trace) hardly depends on the machine's load,
    // unlike the frame intervals, which a busy machine stretches whatever the page does.
    await browser.startTracing(tab, { categories: ['toplevel'] });
    const frames = await tab.evaluate(async () => {
      const region = document.querySelector('table[aria-rowcount="100001"]')?.closest<HTMLElement>('section');
      if (!region) throw new Error('ReportTable did not render');
      const frames: number[] = [];
      let maxRows = 0;
      let last = await new Promise<number>((done) => requestAnimationFrame(done));
      for (let frame = 0; frame < 400; frame++) {
        region.scrollTop += 240;
        const now = await new Promise<number>((done) => requestAnimationFrame(done));
        frames.push(now - last);
        last = now;
        maxRows = Math.max(maxRows, region.querySelectorAll('tr').length);
      }
      frames.sort((a, b) => a - b);
      const at = (share: number) =>
        frames[Math.min(frames.length - 1, Math.floor(frames.length * share))] ?? 0;
      const medianMs = at(0.5);
      return {
        maxRows,
        medianMs,
        p95Ms: at(0.95),
        dropped: frames.filter((ms) => ms > medianMs * 1.5).length,
      };
    });
    const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8')) as {
      traceEvents: {
        name: string;
        ph: string;
        tid: number;
        pid: number;
        tdur?: number;
        args?: { name?: string };
      }[];
    };
    // The page's renderer main thread: of the renderers' main threads, the one that ran the scroll.
    const mains = traceEvents
      .filter(
        (event) => event.ph === 'M' && event.name === 'thread_name' && event.args?.name === 'CrRendererMain',
      )
      .map((thread) =>
        traceEvents
          .filter(
            (event) =>
              event.ph === 'X' &&
              event.name.endsWith('RunTask') &&
              event.pid === thread.pid &&
              event.tid === thread.tid,
          )
          .map((event) => (event.tdur ?? 0) / 1000),
      );
    const tasks = mains.sort((a, b) => b.length - a.length)[0] ?? [];
    const cpuMs = tasks.reduce((sum, ms) => sum + ms, 0);
    return { ...frames, cpuPerFrameMs: cpuMs / 400, taskP95Ms: percentile(tasks, 95) };
  } finally {
    await browser.close();
    await served.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const floor = await measureReportTable({ floor: true });
  const result = await measureReportTable();
  console.log(
    `  ReportTable 100,000 rows: at most ${result.maxRows} rows in the DOM; frame median ${result.medianMs.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms, ${result.dropped} of 400 frames missed; floor (a plain scrolling region, same run) median ${floor.medianMs.toFixed(1)} ms, p95 ${floor.p95Ms.toFixed(1)} ms, ${floor.dropped} missed; p95 ratio ${(result.p95Ms / floor.p95Ms).toFixed(2)}×; main-thread CPU per frame ${result.cpuPerFrameMs.toFixed(2)} ms (floor ${floor.cpuPerFrameMs.toFixed(2)} ms), task p95 ${result.taskP95Ms.toFixed(2)} ms (floor ${floor.taskP95Ms.toFixed(2)} ms); load ${load()}`,
  );
}
