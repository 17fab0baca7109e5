import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { hammer, type Load, root, signIn, startLearnforge } from './harness';
import { type PostgresCluster, startPostgresCluster } from './postgres';

/** Students of the scale seed; the demo institute gets 60% of them (ADR 0021). */
const scale = Number(process.env.BENCH_ORG_SCALE ?? 100_000);
const report = '/api/latest/organization-dashboard/university/aggregated/report/';

function seed(env: Record<string, string>) {
  console.log(`Seeding ${scale} students (once; later runs reuse them)…`);
  const seeded = spawnSync('npm', ['run', 'seed', '--', '--scale', String(scale)], {
    cwd: root,
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('the scale seed failed');
}

/**
 * A PGlite database seeded with `scale` students (`npm run seed -- --scale N`), kept in .bench-data/ between
 * runs: the seed takes minutes, and every later run starts from the same data.
 */
function seededDataDir(): string {
  const dir = join(root, '.bench-data', `org-${scale}`);
  if (existsSync(dir)) return dir;
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  seed({ DATA_DIR: partial });
  renameSync(partial, dir);
  return dir;
}

/** The same students in a PostgreSQL 15 cluster kept in .bench-data/ (postgres.ts); a failed seed starts over. */
async function seededPostgres(): Promise<PostgresCluster> {
  const dir = join(root, '.bench-data', `postgres-org-${scale}`);
  const seededMark = join(dir, 'seeded');
  if (!existsSync(seededMark)) rmSync(dir, { recursive: true, force: true });
  const cluster = await startPostgresCluster(dir);
  try {
    if (!existsSync(seededMark)) {
      seed({ DATABASE_URL: cluster.url });
      writeFileSync(seededMark, `${scale}\n`);
    }
    return cluster;
  } catch (error) {
    cluster.stop();
    throw error;
  }
}

export interface OrgFigures {
  students: number;
  page: Load;
  csvRows: number;
  csvSeconds: number;
  csvMegabytes: number;
  /** Time to the CSV's first byte: a streamed export starts at once. */
  csvFirstByteMs: number;
  /** The same export the first time after the server started. */
  csvColdSeconds: number;
}

/** One CSV download as a browser asks for it (compressed), counted as it arrives. */
async function exportCsv(url: string, cookie: string) {
  const started = performance.now();
  const response = await fetch(url, { headers: { cookie, 'accept-encoding': 'gzip, deflate, br' } });
  let firstByteMs = 0;
  let bytes = 0;
  let lines = 0;
  for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
    firstByteMs ||= performance.now() - started;
    bytes += chunk.length;
    // Counted natively, so the bench spends as little as it can of the time it measures.
    const view = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
    for (let at = view.indexOf(0x0a); at !== -1; at = view.indexOf(0x0a, at + 1)) lines++;
  }
  // The header line is not a row; demo names hold no line breaks.
  return { rows: lines - 1, bytes, firstByteMs, seconds: (performance.now() - started) / 1000 };
}

/**
 * The aggregated report's first page under 50 concurrent admins, and one full CSV export, on PGlite (the default
 * database) or on PostgreSQL 15.
 */
export async function measureOrgDashboard(database: 'pglite' | 'postgres' = 'pglite'): Promise<OrgFigures> {
  const cluster = database === 'postgres' ? await seededPostgres() : undefined;
  const server = await startLearnforge(
    cluster
      ? { env: { SEED_DEMO_DATA: '0', DATABASE_URL: cluster.url } }
      : { dataDir: seededDataDir(), env: { SEED_DEMO_DATA: '0' } },
  );
  try {
    const cookie = await signIn(server.url, 'institute.admin@demo.test');
    const first = (await (await fetch(`${server.url}${report}`, { headers: { cookie } })).json()) as {
      count: number;
    };
    await hammer(`${server.url}${report}`, { seconds: 2, headers: { cookie } }); // warm-up
    const page = await hammer(`${server.url}${report}`, { seconds: 10, headers: { cookie } });
    // The first export after a start is timed apart: it grows PGlite's memory for the sort (about 0.4 s more).
    const cold = await exportCsv(`${server.url}${report}csv/`, cookie);
    const csv = await exportCsv(`${server.url}${report}csv/`, cookie);
    for (const { rows } of [cold, csv])
      if (rows !== first.count) throw new Error(`the CSV has ${rows} rows, the report ${first.count}`);
    return {
      students: first.count,
      page,
      csvRows: csv.rows,
      csvSeconds: csv.seconds,
      csvMegabytes: csv.bytes / 1e6,
      csvFirstByteMs: csv.firstByteMs,
      csvColdSeconds: cold.seconds,
    };
  } finally {
    await server.stop();
    cluster?.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`)
  console.log(await measureOrgDashboard(process.argv[2] === 'postgres' ? 'postgres' : 'pglite'));
