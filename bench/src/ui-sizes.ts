import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Plugin, type Rollup } from 'vite';

// Gzipped (level 9) size of each chart and of the code editor plus one language, each bundled on its own
// and minified like an app build, with React left out (every app already pays for it).
const ui = resolve(import.meta.dirname, '../../packages/ui/src/components');
const entries: Record<string, string> = {
  ChartLine: `export { ChartLine } from '${ui}/ChartLine';`,
  ChartBar: `export { ChartBar } from '${ui}/ChartBar';`,
  ChartDonut: `export { ChartDonut } from '${ui}/ChartDonut';`,
  // The editor the problem page loads: the project's CodeMirror setup (its lazy parts left out) and Python.
  'CodeMirror editor + Python': `export { default } from '${ui}/CodeEditor/CodeMirrorEditor';\nexport { python } from '@codemirror/lang-python';`,
};

function virtualEntry(source: string): Plugin {
  return {
    name: 'ui-size-entry',
    resolveId: (id) => (id.endsWith('ui-size-entry') ? '\0ui-size-entry.tsx' : undefined),
    load: (id) => (id === '\0ui-size-entry.tsx' ? source : undefined),
  };
}

export interface UiPartSize {
  name: string;
  /** The entry and its static imports. */
  bytes: number;
  /** Everything the part may load, its dynamic imports included. */
  withLazyParts: number;
}

export async function measureUiSizes(): Promise<UiPartSize[]> {
  const results: UiPartSize[] = [];
  for (const [name, source] of Object.entries(entries)) {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root: resolve(import.meta.dirname, '../../packages/ui'),
      plugins: [virtualEntry(source), vanillaExtractPlugin()],
      build: {
        write: false,
        minify: true,
        lib: { entry: 'ui-size-entry', formats: ['es'], fileName: 'entry' },
        rollupOptions: { external: ['react', 'react-dom', 'react/jsx-runtime'] },
      },
    })) as Rollup.RollupOutput[] | Rollup.RollupOutput;
    const files = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
    // The entry and what it imports statically: what loads with the part. Its dynamic imports (the editor's
    // search panel, completion and other languages) load later, when used, and are not counted.
    const byName = new Map(files.map((file) => [file.fileName, file]));
    const counted = new Set<string>();
    const visit = (fileName: string) => {
      const file = byName.get(fileName);
      if (!file || counted.has(fileName)) return;
      counted.add(fileName);
      if (file.type === 'chunk') for (const imported of file.imports) visit(imported);
    };
    for (const file of files) if (file.type === 'chunk' && file.isEntry) visit(file.fileName);
    const gzipped = (file: (typeof files)[number]) =>
      gzipSync(file.type === 'chunk' ? file.code : Buffer.from(file.source), { level: 9 }).length;
    const bytes = [...counted].reduce((sum, fileName) => sum + gzipped(byName.get(fileName)!), 0);
    const withLazyParts = files.reduce((sum, file) => sum + gzipped(file), 0);
    results.push({ name, bytes, withLazyParts });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { name, bytes, withLazyParts } of await measureUiSizes())
    console.log(
      `  ${name}: ${(bytes / 1024).toFixed(1)} KB gz, ${(withLazyParts / 1024).toFixed(1)} KB with its lazy parts`,
    );
}
