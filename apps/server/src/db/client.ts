import { mkdirSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { to as copyTo } from 'pg-copy-streams';
import { inProcessBus, type LiveBus, postgresBus } from '../live/bus';
import { installJobQueueSchema } from './job-queue-schema';
import * as schema from './schema';

type Schema = typeof schema;
/** The query layer, the same type whether it runs on PGlite or on PostgreSQL. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
type DatabaseKind = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  kind: DatabaseKind;
  /** Tag of the newest migration applied, e.g. `0000_init`. */
  migration: string;
  /** Statements run through `db` since it opened; tests hold the main reads to a query budget with it. */
  readonly queries: { count: number };
  /** Live events (ADR 0044): in this process on PGlite, LISTEN/NOTIFY across instances on PostgreSQL. */
  live: LiveBus;
  /**
   * The rows of `select` (SQL text with its values written in) as CSV with a header line, written by
   * the database itself: `COPY … TO STDOUT` on PostgreSQL (streamed), `COPY … TO '/dev/blob'` on PGlite.
   */
  copyCsv(select: string): Readable;
  /** PostgreSQL only: where it is, for the processes' own connections (LISTEN, the job queue, backups). */
  connectionString?: string;
  /** PGlite only: the embedded database itself (the job queue runs its statements on it). */
  pglite?: PGlite;
  /** PGlite only: the whole data directory as a tarball, to open copies of this database from. */
  dumpDataDir?: () => Promise<Blob>;
  close(): Promise<void>;
}

export interface DatabaseOptions {
  /** `postgres://...` runs on a real PostgreSQL; otherwise PGlite. */
  databaseUrl?: string | undefined;
  /** PGlite data directory; `memory` (tests) keeps everything in memory. */
  dataDir: string | 'memory';
  /** PGlite only: start from a copy of another database (a `dumpDataDir` tarball) instead of an empty one. */
  loadDataDir?: Blob | undefined;
}

const migrationsFolder = resolve(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export function latestMigrationTag(): string {
  const journal = JSON.parse(readFileSync(join(migrationsFolder, 'meta/_journal.json'), 'utf8')) as {
    entries: { tag: string }[];
  };
  return journal.entries.at(-1)?.tag ?? 'none';
}

/** The advisory lock key that serialises migrations across processes on one PostgreSQL database. */
const MIGRATION_LOCK = 7_318_018;

/** Opens the database and applies the committed migrations before anything else touches it. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  const migration = latestMigrationTag();
  const queries = { count: 0 };
  const logger = {
    logQuery: () => {
      queries.count++;
    },
  };
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle connection that PostgreSQL ends (a restart, an administrator, a dropped database) is an
    // 'error' event on the pool; unheard, it would crash the server. The pool replaces the connection.
    pool.on('error', (error) => console.warn('database: an idle connection failed', error.message));
    const db = drizzlePg(pool, { schema, logger });
    // Instances started together would apply the same new migration at once, and PostgreSQL refuses the second
    // CREATE TABLE: one process migrates at a time, the others wait and then find nothing left to apply.
    const lock = await pool.connect();
    try {
      await lock.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
      await migratePg(db, { migrationsFolder });
      await installJobQueueSchema(pool);
    } finally {
      await lock.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
      lock.release();
    }
    const live = await postgresBus(options.databaseUrl, (message, error) => console.warn(message, error));
    return {
      db: db as unknown as Db,
      kind: 'postgres',
      connectionString: options.databaseUrl,
      migration,
      queries,
      live,
      copyCsv: (select) => {
        const out = new PassThrough();
        pool.connect().then(
          (connection) => {
            queries.count++;
            const copy = connection.query(copyTo(`COPY (${select}) TO STDOUT WITH (FORMAT csv, HEADER)`));
            copy.once('error', (error) => {
              connection.release(error);
              out.destroy(error);
            });
            copy.once('end', () => connection.release());
            copy.pipe(out);
          },
          (error: Error) => out.destroy(error),
        );
        return out;
      },
      close: async () => {
        await live.close();
        await pool.end();
      },
    };
  }
  let client: PGlite;
  const loadDataDir = options.loadDataDir ? { loadDataDir: options.loadDataDir } : {};
  if (options.dataDir === 'memory') {
    client = new PGlite(loadDataDir);
  } else {
    mkdirSync(options.dataDir, { recursive: true });
    client = new PGlite(options.dataDir, loadDataDir);
  }
  const db = drizzlePglite(client, { schema, logger });
  // A loaded copy is already migrated; this then only reads the migrations table.
  await migratePglite(db, { migrationsFolder });
  await installJobQueueSchema(client);
  const live = inProcessBus();
  return {
    db: db as unknown as Db,
    kind: 'pglite',
    pglite: client,
    migration,
    queries,
    live,
    copyCsv: (select) =>
      Readable.from(
        (async function* () {
          queries.count++;
          const result = await client.query(`COPY (${select}) TO '/dev/blob' WITH (FORMAT csv, HEADER)`);
          // PGlite writes the whole COPY into one blob; it goes out in chunks the socket can take.
          const bytes = result.blob ? new Uint8Array(await result.blob.arrayBuffer()) : new Uint8Array();
          for (let start = 0; start < bytes.length; start += 1 << 16)
            yield bytes.subarray(start, start + (1 << 16));
        })(),
        { objectMode: false },
      ),
    dumpDataDir: () => client.dumpDataDir('none'),
    close: async () => {
      await live.close();
      await client.close();
    },
  };
}
