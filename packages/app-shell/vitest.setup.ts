import { configure } from '@testing-library/react';

// findBy and waitFor give up after 1 s by default; CI runs this suite beside the server suites and two browsers on
// two cores, where a render that waits for a call takes seconds (the apps' setups do the same).
configure({ asyncUtilTimeout: 30_000 });
