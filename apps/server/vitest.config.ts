import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'test/**/*.test.ts'],
    // Migrates and seeds once per learners count; every file opens its own copy (ADR 0031).
    globalSetup: ['test/global-setup.ts'],
    // The files share a worker's module graph instead of importing the server afresh for each (ADR 0032): each file
    // still opens its own database copy and its own app, and nothing the server keeps lives at module level.
    isolate: false,
    // PGlite takes seconds to open on a busy 2-core machine (TOOLCHAIN gotcha 8).
    hookTimeout: 180_000,
    // CI runs this suite beside the browser suite and another suite on two cores: a limit bounds a wait (a mail the
    // queue sends, a verdict), it is not a speed check, and vitest's 1 s for a poll is too short there.
    testTimeout: 300_000,
    expect: { poll: { timeout: 30_000 } },
  },
});
