import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from './fixture';

// Only the path without a token is tested: with one, the script talks to Chromatic's cloud, which tests
// never do (ADR 0029).
describe('npm run chromatic', () => {
  it('publishes nothing without CHROMATIC_PROJECT_TOKEN, says why and names the check that still runs', () => {
    const env = { ...process.env };
    delete env.CHROMATIC_PROJECT_TOKEN;
    const run = spawnSync(process.execPath, [join(repoRoot, 'scripts/chromatic.mjs')], {
      cwd: repoRoot,
      encoding: 'utf8',
      env,
    });
    expect(run.status).toBe(0);
    expect(run.stdout).toContain('nothing published, because CHROMATIC_PROJECT_TOKEN is not set');
    expect(run.stdout).toContain('packages/ui/src/visual/__screenshots__');
  });
});
