import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    // Each test starts a real CLI (dependency-cruiser, knip, node) on a 2-core machine shared with other suites.
    testTimeout: 120_000,
  },
});
