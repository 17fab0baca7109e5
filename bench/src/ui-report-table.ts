import { resolve } from 'node:path';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { chromium } from 'playwright-core';
import { createServer, type Plugin } from 'vite';

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

let page = reportTablePage;

function benchPage(): Plugin {
  return {
    name: 'report-table-bench',
    resolveId: (id) => (id === 'virtual:report-table-bench' ? '\0report-table-bench.js' : undefined),
    load: (id) => (id === '\0report-table-bench.js' ? page : undefined),
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        if (request.url !== '/') return next();
        // Through transformIndexHtml so the React plugin can inject its refresh preamble.
        server
          .transformIndexHtml(
            '/',
            '<!doctype html><html lang="en"><body><div id="root"></div><script type="module" src="/@id/virtual:report-table-bench"></script></body></html>',
          )
          .then((html) => {
            response.setHeader('content-type', 'text/html');
            response.end(html);
          }, next);
      });
    },
  };
}

/** Scroll frames of the ReportTable story with 100,000 rows, or of the floor page (`floor: true`) in the same way. */
export async function measureReportTable({ floor = false } = {}): Promise<{
  maxRows: number;
  medianMs: number;
  p95Ms: number;
}> {
  page = floor ? floorPage : reportTablePage;
  const server = await createServer({
    configFile: false,
    // Production React, as learners get it; development React checks every render and would dominate the frames.
    mode: 'production',
    define: { 'process.env.NODE_ENV': JSON.stringify('production') },
    logLevel: 'silent',
    root: ui,
    plugins: [benchPage(), vanillaExtractPlugin(), react()],
    server: { host: '127.0.0.1', port: 0 },
  });
  await server.listen();
  const address = server.httpServer?.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const browser = await chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-dev-shm-usage', '--no-first-run'],
  });
  try {
    const tab = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    tab.on('pageerror', (error) => console.error(error.message));
    // tsx names functions with a `__name` helper that the page does not have; the scroll script needs it.
    await tab.addInitScript('globalThis.__name = (fn) => fn;');
    await tab.goto(`http://127.0.0.1:${port}/`);
    await tab.waitForSelector('table[aria-rowcount="100001"]', { timeout: 60_000 });
    return await tab.evaluate(async () => {
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
      return { maxRows, medianMs: at(0.5), p95Ms: at(0.95) };
    });
  } finally {
    await browser.close();
    await server.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = await measureReportTable();
  console.log(
    `  ReportTable 100,000 rows: at most ${result.maxRows} rows in the DOM; frame median ${result.medianMs.toFixed(1)} ms, p95 ${result.p95Ms.toFixed(1)} ms`,
  );
}
