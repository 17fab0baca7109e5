import type { Database } from './client';

/** How often PGlite's planner statistics are refreshed: it has no autovacuum daemon to do it. */
const REFRESH_EVERY_MS = 6 * 60 * 60 * 1000;

/**
 * PGlite has no autovacuum, so without this the planner keeps the row counts of the first start and picks
 * sequential scans on tables that have since grown (ADR 0060). PostgreSQL's autovacuum does it there.
 * Returns the function that stops the schedule.
 */
export function schedulePlannerStatistics(database: Database, everyMs = REFRESH_EVERY_MS): () => void {
  if (database.kind !== 'pglite') return () => {};
  const timer = setInterval(() => {
    database.pglite!.exec('analyze').catch((error) => console.warn('planner statistics:', error));
  }, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
