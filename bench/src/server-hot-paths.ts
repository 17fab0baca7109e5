import { hammer, type Load, load, startBareNode, startLearnforge } from './harness';

export interface HotPathFigures {
  /** Bare Node http before and after the server's runs, averaged: the baseline of both rates. */
  bareRate: number;
  health: Load;
  problem: Load;
  bareFixed: Load;
  healthFixed: Load;
  /** The machine's load when each figure was taken. */
  loadAtRates: string;
  loadAtFixed: string;
}

/**
 * Issue 15's server rows against a running server and a bare Node http server, interleaved so that a change
 * of load on the shared machine hits the baseline and the server alike.
 */
export async function measureHotPaths(
  serverUrl: string,
  bareUrl: string,
  seconds: number,
): Promise<HotPathFigures> {
  const health = `${serverUrl}/api/latest/health/`;
  const problem = `${serverUrl}/api/latest/problems/sum-of-two-numbers/`;
  for (const url of [bareUrl, health, problem]) await hammer(url, { seconds: 1 }); // warm-up
  const bareBefore = await hammer(bareUrl, { seconds });
  const healthLoad = await hammer(health, { seconds });
  const problemLoad = await hammer(problem, { seconds });
  const bareAfter = await hammer(bareUrl, { seconds });
  const loadAtRates = load();
  const bareFixed = await hammer(bareUrl, { seconds, rate: 1000 });
  const healthFixed = await hammer(health, { seconds, rate: 1000 });
  return {
    bareRate: (bareBefore.requestsPerSecond + bareAfter.requestsPerSecond) / 2,
    health: healthLoad,
    problem: problemLoad,
    bareFixed,
    healthFixed,
    loadAtRates,
    loadAtFixed: load(),
  };
}

// `npx tsx bench/src/server-hot-paths.ts`: these rows alone, on a fresh demo database (the apps need not be built).
if (import.meta.url === `file://${process.argv[1]}`) {
  const bare = await startBareNode();
  const server = await startLearnforge();
  try {
    const figures = await measureHotPaths(server.url, bare.url, Number(process.env.BENCH_HTTP_SECONDS ?? 5));
    const { bareRate, health, problem, bareFixed, healthFixed } = figures;
    console.log(
      `health ${health.requestsPerSecond.toFixed(0)} req/s ÷ bare ${bareRate.toFixed(0)} = ${(health.requestsPerSecond / bareRate).toFixed(2)}× (${health.non2xx} non-2xx, ${health.errors} errors), load ${figures.loadAtRates}`,
    );
    console.log(
      `problem details ${problem.requestsPerSecond.toFixed(0)} req/s ÷ bare = ${(problem.requestsPerSecond / bareRate).toFixed(2)}× (${problem.non2xx} non-2xx, ${problem.errors} errors), load ${figures.loadAtRates}`,
    );
    console.log(
      `health p99 at 1,000 req/s ${healthFixed.p99Ms} ms (p50 ${healthFixed.p50Ms}), bare ${bareFixed.p99Ms} ms (${healthFixed.non2xx} non-2xx, ${healthFixed.errors} errors), load ${figures.loadAtFixed}`,
    );
  } finally {
    await server.stop();
    await bare.stop();
  }
}
