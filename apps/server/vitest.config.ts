import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates and seeds once per learners count; every file opens its own copy (ADR 0031).
    globalSetup: ['test/global-setup.ts'],
    // PGlite takes seconds to open on a busy 2-core machine (TOOLCHAIN gotcha 8).
    hookTimeout: 180_000,
    testTimeout: 120_000,
  },
});
