// npm run chromatic: publishes the design system's Storybook to Chromatic for review in the browser
// and Chromatic's own visual diffs (docs/adr/0029-chromatic-and-screenshot-baselines.md).
// Without CHROMATIC_PROJECT_TOKEN it publishes nothing and says why; tests never call it.
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';

const token = process.env.CHROMATIC_PROJECT_TOKEN;
if (!token) {
  console.log(
    [
      'npm run chromatic: nothing published, because CHROMATIC_PROJECT_TOKEN is not set.',
      'Set it to the project token from chromatic.com (Manage → Configure) to upload the Storybook of',
      'packages/ui there. Visual regressions are still caught without it: `npm test` compares every',
      'story against the screenshots committed in packages/ui/src/visual/__screenshots__ (ADR 0029).',
    ].join('\n'),
  );
  process.exit(0);
}

const root = resolve(import.meta.dirname, '..');
const outputDir = resolve(root, 'node_modules/.cache/chromatic-storybook');
// Chromatic serves the build from its own root, not under the app server's /storybook/ prefix.
const build = spawnSync('npx', ['storybook', 'build', '-o', outputDir, '--quiet'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, STORYBOOK_BASE: './' },
});
if (build.status !== 0) process.exit(build.status ?? 1);

const { run } = await import('chromatic/node');
const result = await run({
  flags: {
    projectToken: token,
    storybookBuildDir: outputDir,
    // Changes are reviewed in Chromatic's UI; the committed baselines are what fails a build.
    exitZeroOnChanges: true,
  },
});
process.exit(result.code ?? 1);
