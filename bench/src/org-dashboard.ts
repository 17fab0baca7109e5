import { mkdtempSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { buildApp } from '../../apps/server/src/app';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase } from '../../apps/server/src/db/client';
import { seedDemoData } from '../../apps/server/src/seed/generate';

// Organization dashboard at scale: aggregated report first page p95 and the full CSV export time.
//   npm run seed -- --scale 100000 && DATA_DIR=.data npx tsx bench/src/org-dashboard.ts
// Without DATA_DIR it seeds a fresh temporary database with BENCH_ORG_SCALE learners (default 100000;
// the scale part is written set-based, see apps/server/src/seed/bulk-learners.ts).
const root = resolve(import.meta.dirname, '../..');
const runs = Number(process.env.BENCH_ORG_RUNS ?? 20);
const dataDir = process.env.DATA_DIR
  ? resolve(root, process.env.DATA_DIR)
  : mkdtempSync(join(tmpdir(), 'lf-bench-org-'));
const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

const config = loadConfig(process.env, { dataDir, databaseUrl: process.env.DATABASE_URL || undefined });
const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
const seedStarted = performance.now();
const seeded = await seedDemoData(database.db, { learners: Number(process.env.BENCH_ORG_SCALE ?? 100_000) });
if (seeded.seeded)
  console.log(
    `Seeded ${seeded.learners} learners in ${((performance.now() - seedStarted) / 1000).toFixed(1)} s`,
  );
// The machine is shared: the figures below mean little without the load they were taken under.
const load = () => `load ${loadavg()[0]!.toFixed(1)} on ${availableParallelism()} cores`;
const app = await buildApp({ config, database });
await app.listen({ port: 0, host: '127.0.0.1' });
const address = app.server.address();
const base = `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
try {
  const login = await fetch(`${base}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email: 'institute.admin@demo.test', password: 'learnforge' }),
  });
  const cookie = login.headers
    .getSetCookie()
    .map((line) => line.split(';')[0])
    .join('; ');
  const report = `${base}/api/latest/organization-dashboard/university/aggregated/report/`;
  let count = 0;
  const samples: number[] = [];
  for (let i = 0; i < runs + 2; i++) {
    const started = performance.now();
    const response = await fetch(report, { headers: { cookie } });
    const body = (await response.json()) as { count: number };
    if (i >= 2) samples.push(performance.now() - started); // two warm-up calls
    count = body.count;
  }
  samples.sort((a, b) => a - b);
  console.log(
    `Aggregated report, first page of ${count} students: p50 ${percentile(samples, 50).toFixed(1)} ms, p95 ${percentile(samples, 95).toFixed(1)} ms (n=${samples.length}; ${load()})`,
  );
  const started = performance.now();
  const csv = await fetch(`${report}csv/`, { headers: { cookie } });
  const text = await csv.text();
  const seconds = (performance.now() - started) / 1000;
  // Demo names, emails and handles hold no commas, quotes or line breaks: the third field is the handle.
  const handles = text
    .split('\r\n')
    .filter(Boolean)
    .slice(1)
    .map((line) => line.split(',')[2]);
  console.log(
    `Aggregated report CSV: ${handles.length} rows, ${(text.length / 1e6).toFixed(1)} MB in ${seconds.toFixed(2)} s (${load()})`,
  );
  if (handles.length !== count || new Set(handles).size !== count) {
    console.error(`The CSV should hold each of the ${count} students once.`);
    process.exitCode = 1;
  }
} finally {
  await app.close();
  await database.close();
}
