import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authThrottle } from '../db/schema';
import { HttpError } from './errors';

/** At most `max` calls per `windowMs` under one key (a learner, a client address). */
export interface CallLimit {
  key: string;
  max: number;
  windowMs: number;
}

/**
 * Counts this call against each limit in the database (the `auth_throttle` rows the sign-in limits use,
 * ADR 0033/0034), so every server instance counts the same calls and a restart forgets nothing. A fixed
 * window: past `max`, 429 with `Retry-After` until the window that was filled ends.
 */
export async function countCall(db: Db, limits: CallLimit[]): Promise<void> {
  let waitMs = 0;
  for (const { key, max, windowMs } of limits) {
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
