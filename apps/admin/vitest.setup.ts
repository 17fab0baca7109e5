import { configure } from '@testing-library/react';

// Lazy routes and chunks load slowly when CI runs two suites at once on two cores: the default
// 1 s for findBy/waitFor would fail a correct page that simply has not arrived yet.
configure({ asyncUtilTimeout: 30_000 });
