import { resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build, type Plugin, type Rollup } from 'vite';

// Gzipped (level 9) size of each chart and of the editor core plus one language, each bundled on its own
// and minified like an app build, with React left out (every app already pays for it).
const ui = resolve(import.meta.dirname, '../../packages/ui/src/components');
const entries: Record<string, string> = {
  ChartLine: `export { ChartLine } from '${ui}/ChartLine';`,
  ChartBar: `export { ChartBar } from '${ui}/ChartBar';`,
  ChartDonut: `export { ChartDonut } from '${ui}/ChartDonut';`,
  'CodeMirror core + Python': `export { default } from '@uiw/react-codemirror';\nexport { python } from '@codemirror/lang-python';`,
};

function virtualEntry(source: string): Plugin {
  return {
    name: 'ui-size-entry',
    resolveId: (id) => (id.endsWith('ui-size-entry') ? '\0ui-size-entry.tsx' : undefined),
    load: (id) => (id === '\0ui-size-entry.tsx' ? source : undefined),
  };
}

export async function measureUiSizes(): Promise<{ name: string; bytes: number }[]> {
  const results: { name: string; bytes: number }[] = [];
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
    const chunks = (Array.isArray(output) ? output : [output]).flatMap((result) => result.output);
    const bytes = chunks.reduce(
      (sum, chunk) =>
        sum + gzipSync(chunk.type === 'chunk' ? chunk.code : Buffer.from(chunk.source), { level: 9 }).length,
      0,
    );
    results.push({ name, bytes });
  }
  return results;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  for (const { name, bytes } of await measureUiSizes())
    console.log(`  ${name}: ${(bytes / 1024).toFixed(1)} KB gz`);
}
