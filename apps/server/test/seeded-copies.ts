import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../src/db/client';
import { seedDemoData } from '../src/seed/generate';

// Migrating and seeding takes most of a test file's start-up on a busy machine (about 30 s of 35 at load 20),
// and every file wants the same seeded data. So each `learners` count is migrated and seeded once per run,
// and every test file opens its own copy: a PGlite data-directory tarball, or a PostgreSQL template database
// (ADR 0031). Files never share a live database, so they still run in parallel and may write freely.

const copiesDir = () => inject('seededCopiesDir');

/** PGlite in memory, seeded with `learners` learners: a copy of a snapshot made once per run. */
export async function openSeededPglite(learners: number): Promise<Database> {
  const snapshot = join(copiesDir(), `pglite-${learners}.tar`);
  if (existsSync(snapshot)) {
    return openDatabase({ dataDir: 'memory', loadDataDir: new Blob([readFileSync(snapshot)]) });
  }
  const database = await openDatabase({ dataDir: 'memory' });
  await seedDemoData(database.db, { learners });
  const dump = await database.dumpDataDir?.();
  if (dump) {
    // Two files may seed the same count at once: each writes its own file and the rename makes it whole.
    const partial = `${snapshot}.${process.pid}-${Math.random().toString(36).slice(2)}`;
    writeFileSync(partial, Buffer.from(await dump.arrayBuffer()));
    renameSync(partial, snapshot);
  }
  return database;
}

/**
 * A fresh PostgreSQL database for one test file, created from a template that was migrated and seeded with
 * `learners` learners the first time any file asked for that count. Returns the new database's URL.
 */
export async function createSeededPostgres(adminUrl: string, learners: number): Promise<string> {
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  const template = `lf_seed_${learners}`;
  const copy = `lf_copy_${process.pid}_${Date.now()}_${Math.random().toString(36).slice(2, 8)}`;
  try {
    // One file at a time builds a template; the others wait here and then find it ready.
    await admin.query('select pg_advisory_lock($1)', [learners]);
    try {
      const exists = await admin.query('select 1 from pg_database where datname = $1', [template]);
      if (exists.rowCount === 0) {
        const building = `${template}_building`;
        await admin.query(`drop database if exists ${building}`);
        await admin.query(`create database ${building}`);
        const database = await openDatabase({
          databaseUrl: withDatabase(adminUrl, building),
          dataDir: 'memory',
        });
        try {
          await seedDemoData(database.db, { learners });
        } finally {
          await database.close();
        }
        // Renamed only when complete, so a half-seeded template is never copied.
        await admin.query(`alter database ${building} rename to ${template}`);
      }
      await admin.query(`create database ${copy} template ${template}`);
    } finally {
      await admin.query('select pg_advisory_unlock($1)', [learners]);
    }
  } finally {
    await admin.end();
  }
  return withDatabase(adminUrl, copy);
}

/** Drops one test file's copy when its server closes, while other files still run (a drop takes about 1 s). */
export async function dropPostgresCopy(adminUrl: string, copyUrl: string): Promise<void> {
  const database = new URL(copyUrl).pathname.slice(1);
  const pg = (await import('pg')).default;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${database} with (force)`);
  } finally {
    await admin.end();
  }
}

/** Drops every template and copy that a run of the server tests made on this PostgreSQL, all at once. */
export async function dropSeededPostgres(adminUrl: string): Promise<void> {
  const pg = (await import('pg')).default;
  const pool = new pg.Pool({ connectionString: adminUrl, max: 8 });
  try {
    const { rows } = await pool.query<{ datname: string }>(
      "select datname from pg_database where datname like 'lf\\_seed\\_%' or datname like 'lf\\_copy\\_%'",
    );
    await Promise.all(
      rows.map(({ datname }) => pool.query(`drop database if exists ${datname} with (force)`)),
    );
  } finally {
    await pool.end();
  }
}

function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}
