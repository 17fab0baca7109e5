import { sql } from 'drizzle-orm';
import type { Database } from '../db/client';
import { authThrottle } from '../db/schema';
import { HttpError } from './errors';

/** At most `max` calls per `windowMs` under one key (a learner, a client address). */
export interface CallLimit {
  key: string;
  max: number;
  windowMs: number;
}

interface Window {
  calls: number;
  startedAt: number;
}

/** PGlite's counters, per open database: every instance sharing it lives in this process. */
const countersInMemory = new WeakMap<Database, Map<string, Window>>();
/** Past this many keys, windows that are over are dropped (a key lives at most one window after its last call). */
const SWEEP_AT = 10_000;

/**
 * PGlite is one process's embedded database (no other process can open its data directory), so the
 * instances that share it share this memory: counting here holds the same limit without a write per
 * call. A contest's answer saves were paying one `auth_throttle` upsert each (ADR 0064).
 */
function countInMemory(database: Database, { key, windowMs }: CallLimit, now: number): Window {
  let counters = countersInMemory.get(database);
  if (!counters) {
    counters = new Map();
    countersInMemory.set(database, counters);
  }
  if (counters.size >= SWEEP_AT)
    for (const [old, window] of counters) if (window.startedAt + windowMs <= now) counters.delete(old);
  const window = counters.get(key);
  if (!window || window.startedAt + windowMs <= now) {
    const fresh = { calls: 1, startedAt: now };
    counters.set(key, fresh);
    return fresh;
  }
  window.calls++;
  return window;
}

/**
 * Counts this call against each limit where every server instance sees it: on PostgreSQL in the
 * database (the `auth_throttle` rows the sign-in limits use, ADR 0033/0034), so instances behind a load
 * balancer count the same calls and a restart forgets nothing; on PGlite in this process's memory,
 * which every instance on that database shares. A fixed window: past `max`, 429 with `Retry-After`
 * until the window that was filled ends.
 */
export async function countCall(database: Database, limits: CallLimit[]): Promise<void> {
  let waitMs = 0;
  const { db } = database;
  for (const limit of limits) {
    const { key, max, windowMs } = limit;
    if (database.kind === 'pglite') {
      const now = Date.now();
      const window = countInMemory(database, limit, now);
      if (window.calls > max) waitMs = Math.max(waitMs, window.startedAt + windowMs - now);
      continue;
    }
    const windowOver = sql`${authThrottle.windowStartedAt} <= now() - make_interval(secs => ${windowMs / 1000})`;
    // One statement per key: calls on several instances at once all count (no read-modify-write race).
    const [counted] = await db
      .insert(authThrottle)
      .values({ key, failures: 1 })
      .onConflictDoUpdate({
        target: authThrottle.key,
        set: {
          failures: sql`case when ${windowOver} then 1 else ${authThrottle.failures} + 1 end`,
          windowStartedAt: sql`case when ${windowOver} then now() else ${authThrottle.windowStartedAt} end`,
        },
      })
      .returning({ calls: authThrottle.failures, windowStartedAt: authThrottle.windowStartedAt });
    if (counted && counted.calls > max)
      waitMs = Math.max(waitMs, counted.windowStartedAt.getTime() + windowMs - Date.now());
  }
  if (waitMs > 0) throw tooManyAttempts(waitMs);
}

/** 429 with `Retry-After` in whole seconds (at least 1). */
export function tooManyAttempts(waitMs: number): HttpError {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  return new HttpError(429, 'rate_limited', `Too many attempts. Try again in ${seconds} s.`, undefined, {
    'retry-after': String(seconds),
  });
}
