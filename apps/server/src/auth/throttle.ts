import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authThrottle } from '../db/schema';
import { tooManyAttempts } from '../http/shared-limits';

/**
 * Failed attempts counted per key in the database, so every server instance sees the same count
 * (ADR 0034). Past a key's allowance each further failure blocks the key for twice as long as the
 * one before (30 s, 1 min, 2 min, … up to 15 min): a growing delay, never a permanent lock that
 * anyone could put on a victim's account by typing wrong passwords.
 */
export interface ThrottleRule {
  /** Failures allowed inside the window before the delay starts. */
  allowance: number;
  windowMs: number;
}

const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 15 * 60_000;

export const throttleKey = {
  loginAccount: (email: string) => `login:account:${email}`,
  loginAddress: (address: string) => `login:address:${address}`,
  googleAddress: (address: string) => `google:address:${address}`,
  resetAccount: (email: string) => `reset:account:${email}`,
  resetAddress: (address: string) => `reset:address:${address}`,
  forgotAddress: (address: string) => `forgot:address:${address}`,
  forgotAccount: (email: string) => `forgot:account:${email}`,
  signupAddress: (address: string) => `signup:address:${address}`,
  signupAccount: (email: string) => `signup:account:${email}`,
  signupConfirmAddress: (address: string) => `signup-confirm:address:${address}`,
  signupConfirmAccount: (email: string) => `signup-confirm:account:${email}`,
};

/** 429 with Retry-After when any of these keys is blocked now. Call before checking the secret. */
export async function refuseWhileBlocked(db: Db, keys: string[]): Promise<void> {
  const rows = await db
    .select({ blockedUntil: authThrottle.blockedUntil })
    .from(authThrottle)
    .where(inArray(authThrottle.key, keys));
  const now = Date.now();
  const until = Math.max(0, ...rows.map((row) => row.blockedUntil?.getTime() ?? 0));
  if (until > now) throw tooManyAttempts(until - now);
}

/** One counted key and its allowance. */
export interface Limit {
  key: string;
  rule: ThrottleRule;
}

/**
 * The two limits on a call about one account from one client address (the account's allowance, and
 * the address's across accounts): 429 while either is blocked. Returns both, for `recordFailure`.
 */
export async function refuseWhileAddressOrAccountBlocked(
  db: Db,
  address: Limit,
  account: Limit,
): Promise<Limit[]> {
  const limits = [address, account];
  await refuseWhileBlocked(
    db,
    limits.map((limit) => limit.key),
  );
  return limits;
}

/** Counts one failure (or one attempt, for calls limited by volume) against each key, starting delays past the allowance. */
export async function recordFailure(db: Db, entries: Limit[]): Promise<void> {
  for (const { key, rule } of entries) {
    const windowSeconds = Math.ceil(rule.windowMs / 1000);
    // One statement per key: concurrent failures on several instances all count (no read-modify-write race).
    await db.execute(sql`
      insert into auth_throttle (key, failures, window_started_at, blocked_until)
      values (${key}, 1, now(), null)
      on conflict (key) do update set
        failures = case
          when auth_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds}) then 1
          else auth_throttle.failures + 1 end,
        window_started_at = case
          when auth_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds}) then now()
          else auth_throttle.window_started_at end,
        blocked_until = case
          when auth_throttle.window_started_at < now() - make_interval(secs => ${windowSeconds}) then null
          when auth_throttle.failures + 1 < ${rule.allowance} then auth_throttle.blocked_until
          else now() + make_interval(secs => least(
            ${MAX_DELAY_MS / 1000}::float8,
            ${FIRST_DELAY_MS / 1000}::float8 * power(2, auth_throttle.failures + 1 - ${rule.allowance})
          ))
        end`);
  }
}

/** A correct secret clears the account's count; the address keeps its count (spraying spreads over accounts). */
export async function clearFailures(db: Db, keys: string[]): Promise<void> {
  await db.delete(authThrottle).where(inArray(authThrottle.key, keys));
}
