import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestProject } from 'vitest/node';
import { dropSeededPostgres } from './seeded-copies';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Where the seeded PGlite snapshots of this run live (one per learners count). */
    seededCopiesDir: string;
  }
}

/** Once per run: a folder for seeded snapshots, and no PostgreSQL templates left from an earlier run. */
export default async function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'lf-seeded-'));
  project.provide('seededCopiesDir', dir);
  const databaseUrl = process.env.DATABASE_URL;
  // Templates from an earlier run may hold an older schema.
  if (databaseUrl) await dropSeededPostgres(databaseUrl);
  return async () => {
    rmSync(dir, { recursive: true, force: true });
    if (databaseUrl) await dropSeededPostgres(databaseUrl);
  };
}
