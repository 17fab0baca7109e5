import { precompressAssets, preloadKitFonts, routeChunking } from '@learnforge/ui/vite';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  base: '/',
  plugins: [react(), vanillaExtractPlugin(), preloadKitFonts(), precompressAssets()],
  // The manifest names each route's chunks for the size budgets (`npm run size`, .size-limit.js).
  build: {
    outDir: 'dist',
    sourcemap: true,
    manifest: true,
    rolldownOptions: { output: { codeSplitting: routeChunking() } },
  },
  server: { port: 5173, proxy: { '/api': 'http://localhost:8080' } },
  // Generous per-test time: CI runs two suites at once on two cores.
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    testTimeout: 120_000,
    // vitest's 1 s for a poll is as short as testing-library's default (vitest.setup.ts).
    expect: { poll: { timeout: 30_000 } },
  },
});
