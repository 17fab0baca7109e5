import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';

// findBy and waitFor give up after 1 s by default; CI runs this suite beside the server suites and two browsers on
// two cores, where a lazy chunk compiled by Vite takes many seconds (the apps' setups do the same).
configure({ asyncUtilTimeout: 30_000 });

afterEach(() => {
  cleanup();
});
