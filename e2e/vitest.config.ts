import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // One server for every file but the one that restarts it (ADR 0031).
    globalSetup: ['src/global-setup.ts'],
    // One Chromium per file; running files one at a time keeps 2 cores responsive, and keeps files that
    // share the server from seeing each other's writes mid-test.
    fileParallelism: false,
    // CI runs this lane beside the server suites and the ui's browser tests on two cores, where one browser step
    // can take ten times as long as on a quiet machine (ADR 0109's amendment): the limits bound a wait, they are not
    // a speed check (speed is measured in `npm run bench`).
    testTimeout: 360_000,
    hookTimeout: 300_000,
    // A person waits a few seconds for a page on a busy machine; so do the polls, with room for CI's load.
    expect: { poll: { timeout: 60_000, interval: 100 } },
  },
});
