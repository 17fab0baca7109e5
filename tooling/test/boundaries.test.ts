import { copyFileSync, existsSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { fixture, repoRoot, runBin } from './fixture';

// `npm run boundaries` runs dependency-cruiser with the repository's own config. These tests run the
// same config over small trees laid out like the monorepo and check which imports it refuses.

let cleanup: (() => void) | undefined;
afterEach(() => cleanup?.());

/** Runs `depcruise` as `npm run boundaries` does (its default `err` output, exit code = errors). */
function cruise(files: Record<string, string>) {
  const tree = fixture(files);
  cleanup = tree.remove;
  copyFileSync(join(repoRoot, 'tsconfig.base.json'), join(tree.dir, 'tsconfig.base.json'));
  const roots = ['apps', 'packages'].filter((root) => existsSync(join(tree.dir, root)));
  const run = runBin(
    'depcruise',
    [...roots, '--config', join(repoRoot, '.dependency-cruiser.cjs')],
    tree.dir,
  );
  // "  error no-cross-feature: apps/a.ts → apps/b.ts"; a cycle lists its next files on the lines below.
  const violations = [...run.stdout.matchAll(/^\s*error ([\w-]+): (\S+) →(?: (\S+))?/gm)].map(
    ([, rule, from, to]) => ({ rule, from, to }),
  );
  return { status: run.status, violations, output: run.stdout + run.stderr };
}

describe('npm run boundaries (dependency-cruiser)', () => {
  it('passes a tree where features share through src/shared and packages', () => {
    const result = cruise({
      'apps/learner/src/features/explore/explore-page.tsx':
        "import { streak } from '../../shared/streak';\nimport { rule } from '../../../../../packages/domain/src/index';\nexport const page = [streak, rule];\n",
      'apps/learner/src/features/problems/problem-page.tsx':
        "import { streak } from '../../shared/streak';\nexport const page = streak;\n",
      'apps/learner/src/shared/streak.ts': 'export const streak = 3;\n',
      'packages/domain/src/index.ts': "import { limit } from './limits';\nexport const rule = limit;\n",
      'packages/domain/src/limits.ts': 'export const limit = 1;\n',
    });
    expect(result.output).toContain('no dependency violations found');
    expect(result.violations).toEqual([]);
    expect(result.status).toBe(0);
  });

  it('fails on a new circular import, type-only imports included', () => {
    const result = cruise({
      'packages/app-shell/src/session.ts':
        "import type { Layout } from './layout';\nexport type Session = Layout;\n",
      'packages/app-shell/src/layout.ts':
        "import type { Session } from './session';\nexport type Layout = { session?: Session };\n",
    });
    expect(result.status).not.toBe(0);
    expect(result.violations.map((violation) => violation.rule)).toEqual(['no-circular']);
    expect(result.output).toMatch(
      /session\.ts →\s+packages\/app-shell\/src\/layout\.ts|layout\.ts →\s+packages\/app-shell\/src\/session\.ts/,
    );
  });

  it('fails when one feature of an app imports another', () => {
    const result = cruise({
      'apps/org-dashboard/src/features/batch/batch-page.tsx':
        "import { meta } from '../dashboard/dashboard-page';\nexport const page = meta;\n",
      'apps/org-dashboard/src/features/dashboard/dashboard-page.tsx': 'export const meta = 1;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.violations).toContainEqual({
      rule: 'no-cross-feature',
      from: 'apps/org-dashboard/src/features/batch/batch-page.tsx',
      to: 'apps/org-dashboard/src/features/dashboard/dashboard-page.tsx',
    });
  });

  it('fails when the domain imports a package or a Node module', () => {
    const result = cruise({
      'packages/domain/src/index.ts':
        "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;\n",
    });
    expect(result.status).not.toBe(0);
    expect(result.violations.map((violation) => violation.rule)).toEqual(['domain-is-pure']);
  });

  it('fails when ui imports the api-client, or a browser app imports the server or another app', () => {
    const result = cruise({
      'packages/ui/src/Table.tsx':
        "import { client } from '../../api-client/src/index';\nexport const table = client;\n",
      'packages/api-client/src/index.ts': 'export const client = 1;\n',
      'apps/admin/src/app/router.tsx':
        "import { config } from '../../../server/src/config';\nimport { page } from '../../../learner/src/app/page';\nexport const routes = [config, page];\n",
      'apps/server/src/config.ts': 'export const config = 1;\n',
      'apps/learner/src/app/page.tsx': 'export const page = 1;\n',
    });
    expect(result.status).not.toBe(0);
    expect(result.violations.map((violation) => violation.rule).sort()).toEqual([
      'no-app-to-app',
      'no-app-to-app',
      'no-server-code-in-browser',
      'ui-does-not-fetch',
    ]);
  });
});
