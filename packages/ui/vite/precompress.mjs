// Plain JavaScript: Vite loads the apps' configs with Node, which does not run TypeScript from a linked package.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** Text formats worth compressing; images and woff2 fonts are compressed already. */
const compressible = /\.(?:html|js|mjs|css|svg|json|txt|webmanifest|wasm)$/;
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(path);
    else if (entry.isFile()) yield path;
  }
}

/**
 * Writes `file.br` (quality 11) and `file.gz` (level 9) beside every compressible file of the build,
 * so the server sends them as they are instead of compressing each response (issue 15: per-request
 * gzip cut an entry chunk from 421 to 53 req/s, and the on-the-fly brotli was larger than this one).
 * @returns {import('vite').Plugin}
 */
export function precompressAssets() {
  let outDir = 'dist';
  return {
    name: 'learnforge:precompress-assets',
    apply: 'build',
    configResolved(config) {
      outDir = resolve(config.root, config.build.outDir);
    },
    async closeBundle() {
      const work = [];
      for await (const path of filesUnder(outDir)) {
        if (!compressible.test(path) || (await stat(path)).size < MIN_BYTES) continue;
        work.push(
          readFile(path).then((body) =>
            Promise.all([
              brotli(body, {
                params: {
                  [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
                  [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
                },
              }).then((compressed) => writeFile(`${path}.br`, compressed)),
              gzipAsync(body, { level: 9 }).then((compressed) => writeFile(`${path}.gz`, compressed)),
            ]),
          ),
        );
      }
      await Promise.all(work);
    },
  };
}
