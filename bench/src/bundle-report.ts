import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { builtChunks } from '@learnforge/ui/vite';
import { SourceMapConsumer } from 'source-map-js';
import { root } from './harness';

// What a page's JS is made of: each chunk of its first render and of its lazy parts, gzip level 9 (as the
// size budgets and the bench count), with the packages inside each chunk read from its source map.
// `npm run bench:bundle -w @learnforge/bench` after a build (`npm run build`); ADR 0062.

const gz = (text: string | Buffer) => gzipSync(text, { level: 9 }).length;
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** The package (or the repository folder) that wrote each piece of the chunk, by its source map. */
function packagesIn(file: string): { name: string; bytes: number }[] {
  const code = readFileSync(file, 'utf8');
  const lines = code.split('\n');
  const consumer = new SourceMapConsumer(JSON.parse(readFileSync(`${file}.map`, 'utf8')));
  const mappings: { line: number; column: number; source: string | null }[] = [];
  consumer.eachMapping((mapping) =>
    mappings.push({ line: mapping.generatedLine, column: mapping.generatedColumn, source: mapping.source }),
  );
  const pieces = new Map<string, string[]>();
  mappings.forEach((mapping, index) => {
    const next = mappings[index + 1];
    const line = lines[mapping.line - 1] ?? '';
    const end = next && next.line === mapping.line ? next.column : line.length;
    const source = mapping.source ?? '(bundler)';
    const inModules = source.lastIndexOf('node_modules/');
    const parts = source.slice(inModules + 'node_modules/'.length).split('/');
    const name =
      inModules >= 0
        ? parts[0]?.startsWith('@')
          ? `${parts[0]}/${parts[1]}`
          : (parts[0] ?? source)
        : source
            .replace(/^.*?\/(apps|packages)\//, '$1/')
            .split('/')
            .slice(0, 3)
            .join('/');
    const list = pieces.get(name) ?? [];
    list.push(line.slice(mapping.column, end));
    pieces.set(name, list);
  });
  // Each package's pieces gzipped together: an estimate of its share, since gzip works across the chunk.
  return [...pieces]
    .map(([name, list]) => ({ name, bytes: gz(list.join('')) }))
    .sort((a, b) => b.bytes - a.bytes);
}

function report(title: string, files: string[]) {
  const sized = files
    .map((file) => ({ file, bytes: gz(readFileSync(file)) }))
    .sort((a, b) => b.bytes - a.bytes);
  console.log(
    `\n${title}: ${kib(sized.reduce((sum, { bytes }) => sum + bytes, 0))} in ${files.length} files`,
  );
  for (const { file, bytes } of sized) {
    const inside = bytes >= 4096 ? packagesIn(file).slice(0, 5) : [];
    console.log(
      `  ${kib(bytes).padStart(10)}  ${basename(file)}${inside.length ? `  (${inside.map((part) => `${part.name} ${kib(part.bytes)}`).join(', ')})` : ''}`,
    );
  }
}

const learner = builtChunks(join(root, 'apps/learner'));
const problemPage = 'src/features/problems/components/problem-page.tsx';
report('Problem page, first render (entry + page chunks)', learner.page(problemPage));
report(
  'Problem page, the code editor with C++ (lazy)',
  learner.lazy(['CodeEditor/CodeMirrorEditor.tsx', 'CodeEditor/cppLanguage.ts'], {
    on: [problemPage],
  }),
);
report(
  'Problem page, maths (lazy, only with maths)',
  learner.lazy(['MarkdownView/typesetMath.ts'], { on: [problemPage] }),
);
const org = builtChunks(join(root, 'apps/org-dashboard'));
report(
  'Organization dashboard, aggregated report, first render',
  org.page('src/features/aggregated-report/components/aggregated-report-tab.tsx'),
);
report(
  'Organization dashboard, batch page, first render',
  org.page('src/features/batch/components/batch-page.tsx'),
);
