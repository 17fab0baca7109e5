import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtChunks } from '@learnforge/ui/vite';
import react from '@vitejs/plugin-react';
import type { Browser } from 'playwright-core';
import { build, type Plugin, type Rollup } from 'vite';
import { root } from './harness';

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

/**
 * The JS a page needs to render: every script the browser fetched until the network went quiet,
 * each counted at gzip level 9 (the floor is counted the same way).
 */
export async function pageJsBytes(
  browser: Browser,
  url: string,
  { cookie, ready }: { cookie?: string; ready: string },
): Promise<number> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 900 } });
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
  const scripts = new Map<string, Promise<Buffer>>();
  page.on('response', (response) => {
    if (response.request().resourceType() === 'script' && response.ok())
      scripts.set(response.url(), response.body());
  });
  try {
    await page.goto(url, { waitUntil: 'networkidle' });
    await page.waitForSelector(ready, { timeout: 30_000 });
    let total = 0;
    for (const body of scripts.values()) total += gzipped(await body);
    return total;
  } finally {
    await context.close();
  }
}

/** The JS a built app's page runs before it renders (entry plus the page's chunks), gzip level 9. */
export function firstRenderJsBytes(app: string, ...pageSources: string[]): number {
  return builtChunks(join(root, app))
    .page(...pageSources)
    .reduce((sum, file) => sum + gzipped(readFileSync(file)), 0);
}
