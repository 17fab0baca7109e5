import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * The JS files a page needs, read from a built app's Vite manifest (`build.manifest: true`), for the
 * size budgets each app checks with size-limit (`npm run size`, ADR 0062). A page is named by the source
 * files of its chunks; a chunk's static imports come with it (the browser fetches them before it runs),
 * its dynamic imports do not (they are chunks of their own, fetched when the code asks).
 */
export function builtChunks(appDir) {
  const manifest = JSON.parse(readFileSync(join(appDir, 'dist/.vite/manifest.json'), 'utf8'));
  const keyOf = (source) => {
    if (manifest[source]) return source;
    const matches = Object.keys(manifest).filter((key) => key.endsWith(source));
    if (matches.length !== 1)
      throw new Error(`size budget: "${source}" names ${matches.length} chunks of ${appDir}'s build`);
    return matches[0];
  };
  const closure = (sources) => {
    const seen = new Set();
    const visit = (key) => {
      if (seen.has(key)) return;
      seen.add(key);
      for (const imported of manifest[key].imports ?? []) visit(imported);
    };
    for (const source of sources) visit(keyOf(source));
    return seen;
  };
  const files = (keys) => [...keys].map((key) => join(appDir, 'dist', manifest[key].file)).sort();
  return {
    /** Every JS file the page with these chunks runs before it can render (the app's entry included). */
    page: (...sources) => files(closure(['index.html', ...sources])),
    /** A lazily loaded part: its chunks that the page `on` (source files as for `page`) has not loaded yet. */
    lazy: (sources, { on = [] } = {}) => {
      const loaded = closure(['index.html', ...on]);
      return files([...closure(sources)].filter((key) => !loaded.has(key)));
    },
  };
}
