import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { users } from '../db/schema';
import { badRequest, HttpError, unauthorized } from '../http/errors';
import { serverPasswordProblem } from './password-policy';
import { hashPassword } from './passwords';
import { findUserById } from './sessions';
import type { ThrottleRule } from './throttle';

// The forgot-password answer is markup (001 §8): the app shows it as an error when it has alert-danger, else as info.
export const alert = (kind: 'info' | 'danger', text: string) =>
  `<div class="alert alert-${kind}" role="alert">${text}</div>`;

export const RESET_CODE_TTL_MS = 30 * 60 * 1000;

/**
 * Wrong tries a mailed code (password reset, sign-up) survives; the fifth burns it and a new one must be
 * asked for.
 */
export const MAILED_CODE_MAX_TRIES = 5;

export const FIFTEEN_MINUTES = 15 * 60_000;

/** Failed sign-ins allowed per account and per address before the growing delay (throttle.ts). */
export const loginRules = (config: Config) => ({
  account: { allowance: config.loginRateLimit, windowMs: FIFTEEN_MINUTES } satisfies ThrottleRule,
  address: { allowance: config.loginAddressLimit, windowMs: FIFTEEN_MINUTES } satisfies ThrottleRule,
});

/** Codes asked for (a few per account, so the form cannot flood a mailbox) and wrong codes tried. */
export const resetRules = (config: Config) => ({
  forgotAccount: { allowance: 5, windowMs: FIFTEEN_MINUTES } satisfies ThrottleRule,
  resetAccount: { allowance: 2 * MAILED_CODE_MAX_TRIES, windowMs: FIFTEEN_MINUTES } satisfies ThrottleRule,
  address: { allowance: config.loginAddressLimit, windowMs: FIFTEEN_MINUTES } satisfies ThrottleRule,
});

export const normalizeEmail = (email: string) => email.trim().toLowerCase();

export const byEmail = (email: string) => sql`lower(${users.email}) = ${normalizeEmail(email)}`;

export async function uniqueHandle(db: Db, emailAddress: string): Promise<string> {
  const base =
    emailAddress
      .split('@')[0]!
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '')
      .slice(0, 20) || 'learner';
  for (let attempt = 0; attempt < 20; attempt++) {
    const candidate = attempt === 0 ? base : `${base}${randomInt(100, 100_000)}`;
    const taken = await db.select({ id: users.id }).from(users).where(eq(users.handle, candidate)).limit(1);
    if (taken.length === 0) return candidate;
  }
  throw new HttpError(409, 'handle_unavailable', 'Could not pick a profile handle; try again.');
}

export async function loadUser(db: Db, userId: number) {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  return user;
}

export function refuseWeakPassword(password: string, email: string, field = 'password'): void {
  const problem = serverPasswordProblem(password, email);
  if (problem) throw badRequest(problem, { [field]: problem });
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** A six-digit code to mail, and the hash that is stored instead of it. */
export function newMailedCode(): { code: string; codeHash: string } {
  const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
  return { code, codeHash: sha256(code).toString('hex') };
}

export const mailedCodeMatches = (code: string, codeHash: string) =>
  timingSafeEqual(sha256(code), Buffer.from(codeHash, 'hex'));

export const wrongCode = () =>
  badRequest('The code is wrong or has expired.', { code: 'The code is wrong or has expired.' });

/** The answer to a wrong code, once its row counts `failedAttempts` wrong tries. */
export function wrongCodeAfter(failedAttempts: number): HttpError {
  if (failedAttempts < MAILED_CODE_MAX_TRIES) return wrongCode();
  const message = 'Too many wrong codes: this code no longer works. Ask for a new one.';
  return badRequest(message, { code: message });
}

let dummy: Promise<string> | undefined;

/** A real hash of a random password, made once, to spend the same time on unknown emails. */
export function dummyHash(): Promise<string> {
  dummy ??= hashPassword(createHash('sha256').update(String(Math.random())).digest('hex'));
  return dummy;
}
