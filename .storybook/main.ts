import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';

// Absolute paths: in npm workspaces the vitest plugin otherwise fails to load presets (CriticalPresetLoadError).
function packageDir(name: string): string {
  return dirname(fileURLToPath(import.meta.resolve(`${name}/package.json`)));
}

const config: StorybookConfig = {
  stories: ['../packages/ui/src/**/*.stories.@(ts|tsx)'],
  addons: [
    packageDir('@storybook/addon-docs'),
    packageDir('@storybook/addon-a11y'),
    packageDir('@storybook/addon-vitest'),
  ],
  framework: { name: packageDir('@storybook/react-vite'), options: {} },
  core: { disableTelemetry: true, disableWhatsNewNotifications: true },
  async viteFinal(viteConfig, { configType }) {
    const { mergeConfig } = await import('vite');
    return mergeConfig(viteConfig, {
      plugins: [vanillaExtractPlugin()],
      // Injected by vanilla-extract's transform, so the dependency scan cannot see them; a late discovery
      // reloads the browser mid-run and fails the first test file.
      optimizeDeps: {
        include: [
          '@vanilla-extract/sprinkles/createRuntimeSprinkles',
          '@vanilla-extract/recipes/createRuntimeFn',
          // Found only when a story first renders them; listing them avoids a mid-run reload.
          '@tanstack/react-table',
          '@tanstack/react-virtual',
          '@radix-ui/react-popover',
          'd3-scale',
          'd3-shape',
          'd3-array',
          '@uiw/react-codemirror',
          '@codemirror/lang-cpp',
          '@codemirror/lang-java',
          '@codemirror/lang-javascript',
          '@codemirror/lang-python',
          'diff',
          'highlight.js/lib/core',
          'highlight.js/lib/languages/cpp',
          'highlight.js/lib/languages/java',
          'highlight.js/lib/languages/javascript',
          'highlight.js/lib/languages/python',
          'highlight.js/lib/languages/typescript',
        ],
      },
      // The server hosts the static build under /storybook/, so built asset URLs must start there.
      ...(configType === 'PRODUCTION' ? { base: '/storybook/' } : {}),
    });
  },
};

export default config;
