import { spawnSync } from 'node:child_process';
import { existsSync, renameSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { hammer, type Load, root, signIn, startLearnforge } from './harness';

/** Students of the scale seed; the demo institute gets 60% of them (ADR 0021). */
const scale = Number(process.env.BENCH_ORG_SCALE ?? 100_000);
const report = '/api/latest/organization-dashboard/university/aggregated/report/';

/**
 * A database seeded with `scale` students (`npm run seed -- --scale N`), kept in .bench-data/ between
 * runs: the seed takes minutes, and every later run starts from the same data.
 */
function seededDataDir(): string {
  const dir = join(root, '.bench-data', `org-${scale}`);
  if (existsSync(dir)) return dir;
  const partial = `${dir}.partial`;
  rmSync(partial, { recursive: true, force: true });
  console.log(`Seeding ${scale} students into ${dir} (once; later runs reuse it)…`);
  const seeded = spawnSync('npm', ['run', 'seed', '--', '--scale', String(scale)], {
    cwd: root,
    env: { ...process.env, DATA_DIR: partial },
    stdio: 'inherit',
  });
  if (seeded.status !== 0) throw new Error('the scale seed failed');
  renameSync(partial, dir);
  return dir;
}

export interface OrgFigures {
  students: number;
  page: Load;
  csvRows: number;
  csvSeconds: number;
  csvMegabytes: number;
  /** Time to the CSV's first byte: a streamed export starts at once. */
  csvFirstByteMs: number;
}

/** The aggregated report's first page under 50 concurrent admins, and one full CSV export. */
export async function measureOrgDashboard(): Promise<OrgFigures> {
  const server = await startLearnforge({ dataDir: seededDataDir(), env: { SEED_DEMO_DATA: '0' } });
  try {
    const cookie = await signIn(server.url, 'institute.admin@demo.test');
    const first = (await (await fetch(`${server.url}${report}`, { headers: { cookie } })).json()) as {
      count: number;
    };
    await hammer(`${server.url}${report}`, { seconds: 2, headers: { cookie } }); // warm-up
    const page = await hammer(`${server.url}${report}`, { seconds: 10, headers: { cookie } });
    const started = performance.now();
    const response = await fetch(`${server.url}${report}csv/`, { headers: { cookie } });
    let firstByte = 0;
    let bytes = 0;
    let lines = 0;
    for await (const chunk of response.body as unknown as AsyncIterable<Uint8Array>) {
      firstByte ||= performance.now() - started;
      bytes += chunk.length;
      // Counted natively, so the bench spends as little as it can of the time it measures.
      const view = Buffer.from(chunk.buffer, chunk.byteOffset, chunk.byteLength);
      for (let at = view.indexOf(0x0a); at !== -1; at = view.indexOf(0x0a, at + 1)) lines++;
    }
    const csvSeconds = (performance.now() - started) / 1000;
    // The header line is not a row; demo names hold no line breaks.
    const csvRows = lines - 1;
    if (csvRows !== first.count) throw new Error(`the CSV has ${csvRows} rows, the report ${first.count}`);
    return {
      students: first.count,
      page,
      csvRows,
      csvSeconds,
      csvMegabytes: bytes / 1e6,
      csvFirstByteMs: firstByte,
    };
  } finally {
    await server.stop();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) console.log(await measureOrgDashboard());
