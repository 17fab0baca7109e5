// Plain JavaScript: Vite and vitest load configs with Node, which does not run TypeScript from a linked package.

/**
 * Debian's Chromium as every test and bench of the project launches it (TOOLCHAIN.md: npm tools cannot download a
 * browser here): Storybook's tests, the end-to-end tests and the bench. The flags are the ones known to work on
 * these machines, with Chromium's own calls home (component updates, sync, background requests) off, so the only
 * traffic is to the local server.
 */
export const chromiumLaunch = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-dev-shm-usage',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
