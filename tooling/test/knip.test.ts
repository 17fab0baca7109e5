import { afterEach, describe, expect, it } from 'vitest';
import { fixture, runBin } from './fixture';

// `npm run knip` fails the build on unused dependencies, files and exports. These tests run the same
// knip binary over a one-package tree to show what it reports and that it exits non-zero.

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

function knip(files: Record<string, string>) {
  const tree = fixture({
    'package.json': JSON.stringify({
      name: 'fixture',
      private: true,
      type: 'module',
      exports: { '.': './src/index.ts' },
      dependencies: { 'left-pad': '1.3.0' },
    }),
    'knip.json': JSON.stringify({ entry: ['src/index.ts'], project: ['src/**/*.ts'] }),
    ...files,
  });
  cleanup = tree.remove;
  const run = runBin('knip', ['--no-progress', '--reporter', 'json'], tree.dir);
  const report = JSON.parse(run.stdout) as {
    issues: { file: string; dependencies: { name: string }[]; exports: { name: string }[] }[];
  };
  return {
    status: run.status,
    unusedDependencies: report.issues.flatMap((issue) => issue.dependencies.map(({ name }) => name)),
    unusedExports: report.issues.flatMap((issue) =>
      issue.exports.map(({ name }) => `${issue.file}: ${name}`),
    ),
  };
}

describe('npm run knip', () => {
  it('fails on a dependency nothing imports and on an export nothing imports', () => {
    const result = knip({
      'src/index.ts': "import { used } from './format';\nexport const label = used('x');\n",
      'src/format.ts':
        'export function used(text: string) {\n  return text.trim();\n}\nexport function unused(text: string) {\n  return text;\n}\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.unusedDependencies).toEqual(['left-pad']);
    expect(result.unusedExports).toEqual(['src/format.ts: unused']);
  });

  it('passes once the dependency is used and the helper is no longer exported', () => {
    const result = knip({
      'src/index.ts':
        "import leftPad from 'left-pad';\nimport { used } from './format';\nexport const label = leftPad(used('x'), 3);\n",
      'src/format.ts':
        'export function used(text: string) {\n  return helper(text);\n}\nfunction helper(text: string) {\n  return text.trim();\n}\n',
    });
    expect(result.unusedDependencies).toEqual([]);
    expect(result.unusedExports).toEqual([]);
    expect(result.status).toBe(0);
  });
});
