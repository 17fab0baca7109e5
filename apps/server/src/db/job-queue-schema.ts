import type { PGlite } from '@electric-sql/pglite';
import type pg from 'pg';
import PgBoss from 'pg-boss';

/** The job queue's tables live in their own schema, created and versioned by pg-boss itself (ADR 0045). */
export const JOB_QUEUE_SCHEMA = 'pgboss';

/**
 * Creates the job queue's schema when the database has none, beside the migrations, so every copy of a
 * migrated database (the test template, a restored backup) carries it and a server starts its queue at once.
 * Later pg-boss versions migrate their own schema when the queue starts.
 */
export async function installJobQueueSchema(run: PGlite | pg.Pool): Promise<void> {
  const probe = `select exists (select 1 from information_schema.tables where table_schema = '${JOB_QUEUE_SCHEMA}' and table_name = 'version') as found`;
  const exists =
    'exec' in run ? await run.query<{ found: boolean }>(probe) : await run.query<{ found: boolean }>(probe);
  if (exists.rows[0]?.found) return;
  const plan = PgBoss.getConstructionPlans(JOB_QUEUE_SCHEMA);
  // One script with its own transaction and advisory lock: two instances starting together create it once.
  if ('exec' in run) await run.exec(plan);
  else await run.query(plan);
}
