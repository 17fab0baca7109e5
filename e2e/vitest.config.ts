import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // One server for every file but the one that restarts it (ADR 0031).
    globalSetup: ['src/global-setup.ts'],
    // One Chromium per file; running files one at a time keeps 2 cores responsive, and keeps files that
    // share the server from seeing each other's writes mid-test.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // A person waits a few seconds for a page on a busy machine; so do the polls.
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
