import { fileURLToPath } from 'node:url';
import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { playwright } from '@vitest/browser-playwright';
import { configDefaults, defineConfig } from 'vitest/config';
import { lateFoundDependencies } from '../../.storybook/optimize-deps';
import { chromiumLaunch } from './vite/index.mjs';

const storybookConfigDir = fileURLToPath(new URL('../../.storybook', import.meta.url));
// The dark pass reads only the story files with a `dark-theme` story (.storybook/dark/main.ts).
const darkStorybookConfigDir = fileURLToPath(new URL('../../.storybook/dark', import.meta.url));

// Debian's Chromium (never a downloaded browser), launched as every test and bench launches it.
const chromium = playwright({ launchOptions: chromiumLaunch });

/**
 * Every story runs as a test in Chromium, with the a11y addon failing on any axe violation. The dark pass runs
 * only stories tagged `dark-theme` (portalled overlays and colours of their own: code, diffs, charts, video):
 * every other dark colour is a token pair that palettes.test.ts proves, and the screenshot grid shows each
 * story in dark as well (ADR 0031).
 */
function storybookProject(name: string, theme: 'light' | 'dark') {
  const tags = theme === 'dark' ? { include: ['dark-theme'] } : {};
  return {
    // No shared root plugins: Storybook's viteFinal adds vanilla-extract itself.
    plugins: [
      storybookTest({
        configDir: theme === 'dark' ? darkStorybookConfigDir : storybookConfigDir,
        initialGlobals: { theme },
        tags,
      }),
    ],
    test: {
      name,
      // One page for all story files: per-file isolation re-runs Storybook's setup each time (~3 s a file).
      isolate: false,
      // The editor's stories wait for its lazy chunks from the dev server; beside the server suites one took over 15 s,
      // and a play function's waits may each take 30 s (.storybook/preview.tsx).
      testTimeout: 120_000,
      browser: {
        enabled: true,
        headless: true,
        provider: chromium,
        instances: [{ browser: 'chromium' as const }],
        // The first story file waits for Vite to bundle Storybook; on a loaded machine that outlasts the 30 s default.
        connectTimeout: 180_000,
      },
    },
  };
}

export default defineConfig({
  test: {
    projects: [
      {
        plugins: [vanillaExtractPlugin(), react()],
        test: {
          name: 'unit',
          environment: 'happy-dom',
          include: ['src/**/*.test.{ts,tsx}'],
          // Screenshot tests need a real browser: they run in the visual project only.
          exclude: [...configDefaults.exclude, 'src/**/*.visual.test.tsx'],
          setupFiles: ['./src/test/setup.ts'],
          // Typing plus an axe pass in happy-dom takes seconds when CI runs two suites on two cores, and compiling a
          // lazy chunk took over 20 s there.
          testTimeout: 120_000,
          // vitest's 1 s for a poll is as short as testing-library's default (src/test/setup.ts).
          expect: { poll: { timeout: 30_000 } },
        },
      },
      {
        plugins: [vanillaExtractPlugin(), react()],
        optimizeDeps: { include: lateFoundDependencies },
        test: {
          name: 'visual',
          include: ['src/**/*.visual.test.tsx'],
          // A grid waits for its lazy chunks (up to 40 s from the dev server: the donut's drawing took over 15 s
          // in two clean-clone runs beside the server suites), then is screenshotted until two shots agree.
          testTimeout: 120_000,
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' as const, viewport: { width: 1280, height: 900 } }],
            connectTimeout: 180_000,
            // Baselines are committed in src/visual/__screenshots__; any changed pixel fails.
            expect: {
              toMatchScreenshot: {
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.1 },
                // Time to get two screenshots that agree: 5 s by default, which a loaded CI machine overran.
                timeout: 30_000,
              },
            },
          },
        },
      },
      storybookProject('storybook', 'light'),
      storybookProject('storybook-dark', 'dark'),
    ],
  },
});
