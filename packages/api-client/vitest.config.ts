import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    // The type tests (src/**/*.test-d.ts: misuse of ids and inputs must not compile) are part of this
    // package's TypeScript project, so `npm run typecheck` (tsc -b) checks them, once (ADR 0028).
  },
});
