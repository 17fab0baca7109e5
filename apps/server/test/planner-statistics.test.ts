import { describe, expect, it } from 'vitest';
import { schedulePlannerStatistics } from '../src/db/planner-statistics';
import { openSeededPglite } from './seeded-copies';

// PGlite only (ADR 0060): it has no autovacuum, so the server refreshes planner statistics itself. The PostgreSQL
// pass leaves this file out (postgres-job.sh), as it would open the same embedded database again.
describe('PGlite planner statistics', () => {
  it('refreshes PGlite planner statistics on a schedule, as autovacuum would', async () => {
    const database = await openSeededPglite(1);
    const analysed = async () =>
      Number(
        (
          await database.pglite!.query<{ n: number }>(
            `select count(*)::int as n from pg_stat_user_tables where last_analyze is not null`,
          )
        ).rows[0]!.n,
      );
    const before = await analysed();
    const stop = schedulePlannerStatistics(database, 50);
    await expect.poll(analysed, { timeout: 20_000 }).toBeGreaterThan(before);
    stop();
    await database.close();
  });
});
