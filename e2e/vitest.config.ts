import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // One real server and one Chromium per file; running files one at a time keeps 2 cores responsive.
    fileParallelism: false,
    testTimeout: 120_000,
    hookTimeout: 300_000,
    // A person waits a few seconds for a page on a busy machine; so do the polls.
    expect: { poll: { timeout: 20_000, interval: 100 } },
  },
});
