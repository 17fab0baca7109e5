import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { backupDatabase, compareChecksums, restoreDatabase } from '../src/db/backup';
import { openDatabase } from '../src/db/client';
import { users } from '../src/db/schema';
import { createSeededPostgres, dropPostgresCopy, openSeededPglite } from './seeded-copies';

// `npm run db:backup` / `db:restore` (ADR 0060): a round trip restores every table with the same row count and
// checksum. On PGlite by default, through pg_dump/pg_restore in CI's PostgreSQL job (DATABASE_URL).
const folder = mkdtempSync(join(tmpdir(), 'lf-backup-'));
const cleanups: (() => Promise<void>)[] = [];
afterAll(async () => {
  for (const cleanup of cleanups) await cleanup();
});

describe('backup and restore', () => {
  it('restores every table with the same row count and checksum, into an empty target only', async () => {
    const adminUrl = process.env.DATABASE_URL;
    if (adminUrl) {
      // PostgreSQL: pg_dump of a seeded copy, pg_restore into a new empty database.
      const source = await createSeededPostgres(adminUrl, 1);
      cleanups.push(() => dropPostgresCopy(adminUrl, source));
      const file = join(folder, 'learnforge.dump');
      const manifest = await backupDatabase({ databaseUrl: source }, file);
      expect(manifest.kind).toBe('postgres');
      expect(manifest.tables['public.users']!.rows).toBeGreaterThan(0);
      const name = `lf_restore_${process.pid}`;
      const target = source.replace(/\/[^/]+$/, `/${name}`);
      const pg = (await import('pg')).default;
      const admin = new pg.Client({ connectionString: adminUrl });
      await admin.connect();
      await admin.query(`create database ${name}`);
      await admin.end();
      cleanups.push(() => dropPostgresCopy(adminUrl, target));
      expect(await restoreDatabase(file, { databaseUrl: target })).toEqual([]);
      await expect(restoreDatabase(file, { databaseUrl: target })).rejects.toThrow(/already has tables/);
      return;
    }
    // PGlite: a seeded data directory on disk, as DATA_DIR holds it, with a row no seed has.
    const seeded = await openSeededPglite(1);
    const dump = await seeded.dumpDataDir!();
    await seeded.close();
    const dataDir = join(folder, 'data');
    const live = await openDatabase({ dataDir, loadDataDir: dump });
    await live.db
      .update(users)
      .set({ name: "Zoë O'Brien\nsecond line" })
      .where(eq(users.email, 'learner@demo.test'));
    const [{ value: people }] = (await live.db.select({ value: count() }).from(users)) as [{ value: number }];
    await live.close();

    const file = join(folder, 'learnforge.tar.gz');
    const manifest = await backupDatabase({ dataDir }, file);
    expect(manifest.kind).toBe('pglite');
    expect(manifest.tables['public.users']).toMatchObject({ rows: people });
    expect(Object.keys(manifest.tables)).toEqual(
      expect.arrayContaining(['pgboss.job', 'drizzle.__drizzle_migrations']),
    );
    // The users checksum covers the edited row: restored with other text, it would not match.
    const restoredDir = join(folder, 'restored');
    expect(await restoreDatabase(file, { dataDir: restoredDir })).toEqual([]);
    await expect(restoreDatabase(file, { dataDir: restoredDir })).rejects.toThrow(/not empty/);
  });

  it('names each table that differs from the backup', () => {
    const backedUp = {
      'public.users': { rows: 3, checksum: 'a' },
      'public.courses': { rows: 2, checksum: 'b' },
      'public.orders': { rows: 1, checksum: 'c' },
    };
    expect(
      compareChecksums(backedUp, {
        'public.users': { rows: 3, checksum: 'x' },
        'public.courses': { rows: 1, checksum: 'b' },
        'public.extra': { rows: 0, checksum: '' },
      }),
    ).toEqual([
      'public.courses: 2 rows backed up, 1 restored',
      'public.extra: in the restored database only',
      'public.orders: missing from the restored database',
      'public.users: same row count, different contents',
    ]);
  });
});
