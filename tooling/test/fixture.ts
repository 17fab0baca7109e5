import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';

export const repoRoot = resolve(import.meta.dirname, '../..');

/** A throwaway directory with the given files (path → content); removed by the returned `remove`. */
export function fixture(files: Record<string, string>) {
  const dir = mkdtempSync(join(tmpdir(), 'learnforge-tooling-'));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return { dir, remove: () => rmSync(dir, { recursive: true, force: true }) };
}

/** Runs a CLI from the repository's node_modules/.bin in `cwd`, as `npm test` would. */
export function runBin(bin: string, args: string[], cwd: string, env: NodeJS.ProcessEnv = {}) {
  const result = spawnSync(join(repoRoot, 'node_modules/.bin', bin), args, {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, ...env },
  });
  return { status: result.status, stdout: result.stdout, stderr: result.stderr };
}
