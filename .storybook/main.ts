import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StorybookConfig } from '@storybook/react-vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { preloadKitFonts } from '../packages/ui/vite/index.mjs';
import { lateFoundDependencies } from './optimize-deps';

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
      plugins: [vanillaExtractPlugin(), preloadKitFonts()],
      optimizeDeps: { include: lateFoundDependencies },
      // The server hosts the static build under /storybook/, so built asset URLs must start there;
      // `npm run chromatic` builds for Chromatic's own root with STORYBOOK_BASE=./.
      ...(configType === 'PRODUCTION' ? { base: process.env.STORYBOOK_BASE ?? '/storybook/' } : {}),
    });
  },
};

export default config;
