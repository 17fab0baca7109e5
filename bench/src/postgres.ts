import { execFileSync, spawnSync } from 'node:child_process';
import { chownSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort } from './harness';

/**
 * A PostgreSQL 15 cluster for the bench's PostgreSQL rows, kept in `dir` between runs (the 100k-student seed takes
 * minutes) and listening on 127.0.0.1 only while the bench runs. The same binaries CI installs for the server
 * suite's PostgreSQL pass (`.ci/run`, apps/server/scripts/postgres-job.sh).
 */
const bin = process.env.POSTGRES_BIN ?? '/usr/lib/postgresql/15/bin';

export const postgresInstalled = () => existsSync(join(bin, 'initdb'));

const runningAsRoot = process.getuid?.() === 0;

/** initdb and the server refuse to run as root: as root the cluster belongs to the postgres user. */
function asOwner(command: string, args: string[]) {
  const [file, argv] = runningAsRoot
    ? ['su', ['postgres', '-c', [command, ...args].map((part) => `'${part}'`).join(' ')]]
    : [command, args];
  const result = spawnSync(file, argv, { encoding: 'utf8' });
  if (result.status !== 0) throw new Error(`${command} failed: ${result.stderr || result.stdout}`);
}

export interface PostgresCluster {
  /** `postgres://…` of the cluster's `postgres` database. */
  url: string;
  stop(): void;
}

export async function startPostgresCluster(dir: string): Promise<PostgresCluster> {
  const data = join(dir, 'data');
  const socketDir = mkdtempSync(join(tmpdir(), 'lf-bench-pg-'));
  if (runningAsRoot) {
    execFileSync('chown', ['postgres', socketDir]);
    mkdirSync(dir, { recursive: true });
    chownSync(dir, Number(execFileSync('id', ['-u', 'postgres'], { encoding: 'utf8' })), -1);
  }
  if (!existsSync(join(data, 'PG_VERSION'))) asOwner(join(bin, 'initdb'), ['-D', data, '-U', 'postgres', '--auth=trust']);
  const port = await freePort();
  asOwner(join(bin, 'pg_ctl'), [
    '-D',
    data,
    '-o',
    `-p ${port} -k ${socketDir} -c listen_addresses=127.0.0.1`,
    '-l',
    join(dir, 'log'),
    '-w',
    'start',
  ]);
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    stop: () => {
      asOwner(join(bin, 'pg_ctl'), ['-D', data, '-m', 'fast', '-w', 'stop']);
      rmSync(socketDir, { recursive: true, force: true });
    },
  };
}
