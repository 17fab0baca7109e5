// turbo's part of `npm test` (ADR 0032): the browser suite (e2e) is the longest chain, so it gets a lane of its own
// that starts as soon as the apps are built, instead of waiting for one of turbo's slots while typechecks and unit
// tests hold them (it used to start 80 s after the builds ended). Everything else runs beside it, two tasks at a
// time, in turbo's usual order. Both lanes always run to the end; the exit code is the first failure's.
import { spawn } from 'node:child_process';

const turbo = (args) =>
  new Promise((done) => {
    const child = spawn('npx', ['turbo', 'run', ...args], { stdio: 'inherit' });
    child.once('exit', (code, signal) => done(code ?? (signal ? 1 : 0)));
  });

// The apps the browser suite serves (and the generated routes every package reads), and the apps' size budgets
// (ADR 0062), before either lane starts: two turbo runs building the same package at once would write the same
// files, and a lane that replayed a build from the cache would rewrite the files the browser suite is serving.
const built = await turbo(['build', 'size', '--continue']);

const [browser, rest] = await Promise.all([
  // --only: the builds it depends on are done above.
  turbo(['test', '--filter=@learnforge/e2e', '--only']),
  (async () => {
    const first = await turbo([
      'typecheck',
      'test',
      'test:postgres',
      '--filter=!@learnforge/e2e',
      '--concurrency=2',
      '--continue',
    ]);
    // e2e's typecheck reads the other packages' declarations, which the run above has just built.
    const e2eTypes = await turbo(['typecheck', '--filter=@learnforge/e2e']);
    return first || e2eTypes;
  })(),
]);
process.exit(built || browser || rest);
