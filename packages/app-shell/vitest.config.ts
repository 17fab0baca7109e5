import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [vanillaExtractPlugin()],
  test: {
    environment: 'happy-dom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['./vitest.setup.ts'],
    // CI runs this suite beside others on two cores: generous limits for a test and a poll (1 s by default).
    testTimeout: 60_000,
    expect: { poll: { timeout: 30_000 } },
  },
});
