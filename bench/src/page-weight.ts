import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtChunks } from '@learnforge/ui/vite';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import { build, type Plugin, type Rollup } from 'vite';
import { launchChromium, root } from './harness';

const gzipped = (bytes: Uint8Array | string) => gzipSync(bytes, { level: 9 }).length;

const floorSource = `import { createRoot } from 'react-dom/client';
createRoot(document.getElementById('root')).render(<h1>Hello</h1>);`;

function virtualEntry(source: string): Plugin {
  return {
    name: 'floor-entry',
    resolveId: (id) => (id.endsWith('floor-entry') ? '\0floor-entry.tsx' : undefined),
    load: (id) => (id === '\0floor-entry.tsx' ? source : undefined),
  };
}

/** The floor of every app's JS: a bare React 19 "hello" built by Vite for production, gzip level 9. */
export async function reactFloorJsBytes(): Promise<number> {
  const output = (await build({
    configFile: false,
    logLevel: 'silent',
    root: `${root}/apps/learner`,
    mode: 'production',
    plugins: [virtualEntry(floorSource), react()],
    build: { write: false, minify: true, rollupOptions: { input: 'floor-entry' } },
  })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
  return (Array.isArray(output) ? output : [output])
    .flatMap((result) => result.output)
    .reduce((sum, chunk) => sum + (chunk.type === 'chunk' ? gzipped(chunk.code) : 0), 0);
}

/** One script a page fetched: its address, its size at gzip level 9, and when it arrived after navigation began. */
export interface FetchedScript {
  url: string;
  bytes: number;
  afterMs: number;
}

/**
 * Every script the browser fetched for a page until the network went quiet (the network log), each counted at
 * gzip level 9 (the floor is counted the same way).
 */
export async function pageScripts(
  browser: Browser,
  url: string,
  { cookie, ready, width = 1366 }: { cookie?: string; ready: string; width?: number },
): Promise<FetchedScript[]> {
  const context = await browser.newContext({ viewport: { width, height: 900 } });
  if (cookie) {
    const { origin } = new URL(url);
    await context.addCookies(
      cookie.split('; ').map((pair) => {
        const [name, ...value] = pair.split('=');
        return { name: name!, value: value.join('='), url: origin };
      }),
    );
  }
  const page = await context.newPage();
  const started = Date.now();
  const scripts = new Map<string, Promise<FetchedScript>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok()) {
      const afterMs = Date.now() - started;
      scripts.set(
        response.url(),
        response.body().then((body) => ({ url: response.url(), bytes: gzipped(body), afterMs })),
      );
    }
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector(ready, { timeout: 30_000 });
    return await Promise.all(scripts.values());
  } finally {
    await context.close();
  }
}

/** The JS a page needs once the network is quiet: the sum of `pageScripts`. */
export async function pageJsBytes(
  browser: Browser,
  url: string,
  options: { cookie?: string; ready: string; width?: number },
): Promise<number> {
  return (await pageScripts(browser, url, options)).reduce((sum, script) => sum + script.bytes, 0);
}

/** The JS a built app's page runs before it renders (entry plus the page's chunks), gzip level 9. */
export function firstRenderJsBytes(app: string, ...pageSources: string[]): number {
  return builtChunks(join(root, app))
    .page(...pageSources)
    .reduce((sum, file) => sum + gzipped(readFileSync(file)), 0);
}

// `npx tsx bench/src/page-weight.ts URL [width]`: the network log of one page of a running server, script by script.
if (import.meta.url === `file://${process.argv[1]}`) {
  const [url, width] = process.argv.slice(2);
  if (!url) throw new Error('usage: page-weight.ts URL [width]');
  const browser = await launchChromium();
  try {
    const scripts = await pageScripts(browser, url, { ready: 'main h1', width: Number(width ?? 1366) });
    for (const script of scripts.sort((a, b) => a.afterMs - b.afterMs))
      console.log(
        `${(script.bytes / 1024).toFixed(1).padStart(7)} KiB ${String(script.afterMs).padStart(6)} ms  ${new URL(script.url).pathname}`,
      );
    const total = scripts.reduce((sum, script) => sum + script.bytes, 0);
    console.log(
      `${(total / 1024).toFixed(1)} KiB of JS in ${scripts.length} scripts once the network was quiet`,
    );
  } finally {
    await browser.close();
  }
}
