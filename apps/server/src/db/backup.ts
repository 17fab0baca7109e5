import { execFile } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { readFile, rename, writeFile } from 'node:fs/promises';
import { promisify } from 'node:util';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { latestMigrationTag } from './client';

/**
 * `npm run db:backup` / `db:restore` (ADR 0060): PGlite's data directory as one tarball, PostgreSQL through
 * pg_dump/pg_restore. Beside each backup goes a manifest with every table's row count and checksum, taken from
 * the same snapshot the dump holds; a restore recomputes them and fails unless every table matches.
 */

/** Every table's row count and an md5 over its rows' text, in an order that does not depend on storage. */
export type TableChecksums = Record<string, { rows: number; checksum: string }>;

export interface BackupManifest {
  kind: 'pglite' | 'postgres';
  migration: string;
  createdAt: string;
  tables: TableChecksums;
}

type Query = (text: string) => Promise<{ rows: Record<string, unknown>[] }>;

/** The project's tables, the job queue's and the migration journal's. */
const SCHEMAS = ['public', 'pgboss', 'drizzle'];

async function tableChecksums(query: Query): Promise<TableChecksums> {
  const { rows: tables } = await query(`
    select table_schema as schema, table_name as name from information_schema.tables
    where table_type = 'BASE TABLE' and table_schema in (${SCHEMAS.map((name) => `'${name}'`).join(', ')})
    order by 1, 2`);
  const result: TableChecksums = {};
  for (const { schema, name } of tables as { schema: string; name: string }[]) {
    const qualified = `"${schema}"."${name.replaceAll('"', '""')}"`;
    const { rows } = await query(`
      select count(*)::int as rows,
             coalesce(md5(string_agg(md5(t::text), '' order by md5(t::text))), '') as checksum
      from ${qualified} t`);
    result[`${schema}.${name}`] = { rows: Number(rows[0]!.rows), checksum: String(rows[0]!.checksum) };
  }
  return result;
}

/** Tables whose rows or checksum differ between two sets, as readable lines; empty when they match. */
export function compareChecksums(expected: TableChecksums, actual: TableChecksums): string[] {
  const names = [...new Set([...Object.keys(expected), ...Object.keys(actual)])].sort();
  const differences: string[] = [];
  for (const name of names) {
    const want = expected[name];
    const got = actual[name];
    if (!want) differences.push(`${name}: in the restored database only`);
    else if (!got) differences.push(`${name}: missing from the restored database`);
    else if (want.rows !== got.rows)
      differences.push(`${name}: ${want.rows} rows backed up, ${got.rows} restored`);
    else if (want.checksum !== got.checksum) differences.push(`${name}: same row count, different contents`);
  }
  return differences;
}

const manifestPath = (file: string) => `${file}.manifest.json`;
const run = promisify(execFile);

/** Where the data is: a PostgreSQL URL, or a PGlite data directory. */
export type BackupSource = { databaseUrl: string } | { dataDir: string };

/**
 * Writes a backup of the database to `file` and its manifest beside it. PGlite runs inside one process: stop
 * the server that uses the data directory first. PostgreSQL may stay in use: the dump and the checksums read
 * one exported snapshot.
 */
export async function backupDatabase(source: BackupSource, file: string): Promise<BackupManifest> {
  const partial = `${file}.partial`;
  let tables: TableChecksums;
  if ('databaseUrl' in source) {
    const client = new pg.Client({ connectionString: source.databaseUrl });
    await client.connect();
    try {
      await client.query('begin isolation level repeatable read, read only');
      const { rows } = await client.query<{ snapshot: string }>('select pg_export_snapshot() as snapshot');
      tables = await tableChecksums((text) => client.query(text));
      await run('pg_dump', [
        '--format=custom',
        '--no-owner',
        `--snapshot=${rows[0]!.snapshot}`,
        `--file=${partial}`,
        `--dbname=${source.databaseUrl}`,
      ]);
      await client.query('commit');
    } finally {
      await client.end();
    }
  } else {
    if (!existsSync(`${source.dataDir}/PG_VERSION`))
      throw new Error(`There is no database in ${source.dataDir} (DATA_DIR) to back up.`);
    const database = new PGlite(source.dataDir);
    try {
      tables = await tableChecksums((text) => database.query(text));
      const dump = await database.dumpDataDir('gzip');
      await writeFile(partial, Buffer.from(await dump.arrayBuffer()));
    } finally {
      await database.close();
    }
  }
  const manifest: BackupManifest = {
    kind: 'databaseUrl' in source ? 'postgres' : 'pglite',
    migration: latestMigrationTag(),
    createdAt: new Date().toISOString(),
    tables,
  };
  await writeFile(manifestPath(file), `${JSON.stringify(manifest, null, 2)}\n`);
  // Renamed last: a file at the named path is always a complete backup.
  await rename(partial, file);
  return manifest;
}

/**
 * Restores `file` into an empty target (a data directory that does not exist or is empty, or a PostgreSQL
 * database with no tables of ours) and checks every table against the manifest. Returns the differences
 * (none on success); the restored database is left in place either way, for a person to look at.
 */
export async function restoreDatabase(file: string, target: BackupSource): Promise<string[]> {
  const manifest = JSON.parse(await readFile(manifestPath(file), 'utf8')) as BackupManifest;
  const targetKind = 'databaseUrl' in target ? 'postgres' : 'pglite';
  if (manifest.kind !== targetKind)
    throw new Error(
      `This is a ${manifest.kind} backup; restore it with${manifest.kind === 'postgres' ? '' : 'out'} DATABASE_URL.`,
    );
  let restored: TableChecksums;
  if ('databaseUrl' in target) {
    const client = new pg.Client({ connectionString: target.databaseUrl });
    await client.connect();
    try {
      const { rows } = await client.query(
        `select count(*)::int as tables from information_schema.tables where table_schema in ('public', 'pgboss', 'drizzle')`,
      );
      if (rows[0].tables > 0)
        throw new Error('The target database already has tables: restore into an empty database.');
      await run('pg_restore', ['--no-owner', '--exit-on-error', `--dbname=${target.databaseUrl}`, file]);
      restored = await tableChecksums((text) => client.query(text));
    } finally {
      await client.end();
    }
  } else {
    if (existsSync(target.dataDir) && readdirSync(target.dataDir).length > 0)
      throw new Error(`${target.dataDir} (DATA_DIR) is not empty: move it aside or choose another DATA_DIR.`);
    const database = new PGlite(target.dataDir, { loadDataDir: new Blob([await readFile(file)]) });
    try {
      restored = await tableChecksums((text) => database.query(text));
    } finally {
      await database.close();
    }
  }
  return compareChecksums(manifest.tables, restored);
}
