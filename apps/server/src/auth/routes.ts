import { createHash, randomInt, timingSafeEqual } from 'node:crypto';
import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { EndpointRegistry } from '../api/registry';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { passwordResets, sessions, users } from '../db/schema';
import { badRequest, HttpError, unauthorized } from '../http/errors';
import { deliverOutbox, queueMessages } from '../mail/outbox';
import { createCaptcha, verifyCaptcha } from './captcha';
import { serverPasswordProblem } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  findUserById,
  SESSION_COOKIE,
  setSessionCookie,
} from './sessions';
import { clearFailures, recordFailure, refuseWhileBlocked, type ThrottleRule, throttleKey } from './throttle';

// The forgot-password answer is markup (001 §8): the app shows it as an error when it has alert-danger, else as info.
const alert = (kind: 'info' | 'danger', text: string) =>
  `<div class="alert alert-${kind}" role="alert">${text}</div>`;
const RESET_CODE_TTL_MS = 30 * 60 * 1000;
/** Wrong codes a reset code survives; the fifth burns it and a new one must be asked for. */
const RESET_CODE_MAX_TRIES = 5;
const FIFTEEN_MINUTES = 15 * 60_000;

/** Failed sign-ins allowed per account and per address before the growing delay (throttle.ts). */
const loginRules = (config: Config) => ({
  account: { allowance: config.loginRateLimit, windowMs: FIFTEEN_MINUTES } satisfies ThrottleRule,
  address: { allowance: config.loginAddressLimit, windowMs: FIFTEEN_MINUTES } satisfies ThrottleRule,
});
/** Codes asked for (a few per account, so the form cannot flood a mailbox) and wrong codes tried. */
const resetRules = (config: Config) => ({
  forgotAccount: { allowance: 5, windowMs: FIFTEEN_MINUTES } satisfies ThrottleRule,
  resetAccount: { allowance: 2 * RESET_CODE_MAX_TRIES, windowMs: FIFTEEN_MINUTES } satisfies ThrottleRule,
  address: { allowance: config.loginAddressLimit, windowMs: FIFTEEN_MINUTES } satisfies ThrottleRule,
});

const normalizeEmail = (email: string) => email.trim().toLowerCase();
const byEmail = (email: string) => sql`lower(${users.email}) = ${normalizeEmail(email)}`;

async function uniqueHandle(db: Db, emailAddress: string): Promise<string> {
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

async function loadUser(db: Db, userId: number) {
  const user = await findUserById(db, userId);
  if (!user) throw unauthorized();
  return user;
}

function refuseWeakPassword(password: string, email: string): void {
  const problem = serverPasswordProblem(password, email);
  if (problem) throw badRequest(problem, { password: problem });
}

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** The auth service (/api/auth/): login, signup, session, logout, captcha, forgot and reset password. */
export function registerAuthEndpoints(registry: EndpointRegistry): void {
  registry.implement('x-auth-captcha', 'public', async ({ config }) => {
    const challenge = await createCaptcha(config.captchaSecret);
    return { ...challenge, parameters: { ...challenge.parameters } };
  });

  registry.implement(
    'user-auth-login-signup',
    'public',
    async ({ input, database: { db }, config, request, reply }) => {
      const { email, password, name, captcha } = input.body;
      if (input.path.action === 'login') {
        const rememberMe = input.body.rememberMe ?? true;
        const rules = loginRules(config);
        const accountKey = throttleKey.loginAccount(normalizeEmail(email));
        const addressKey = throttleKey.loginAddress(request.ip);
        await refuseWhileBlocked(db, [accountKey, addressKey]);
        const [user] = await db.select().from(users).where(byEmail(email));
        // Verify against a dummy hash when the account is unknown, so timing does not reveal which emails exist.
        const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
        if (!user || !ok) {
          await recordFailure(db, [
            { key: accountKey, rule: rules.account },
            { key: addressKey, rule: rules.address },
          ]);
          throw new HttpError(401, 'invalid_credentials', 'Email or password is incorrect.');
        }
        await clearFailures(db, [accountKey]);
        const session = await createSession(db, user.id, rememberMe);
        setSessionCookie(request, reply, session.token, session.expiresAt, rememberMe);
        return { user: await loadUser(db, user.id) };
      }
      if (!name?.trim()) throw badRequest('Some fields are invalid.', { name: 'Enter your name.' });
      refuseWeakPassword(password, email);
      if (!(await verifyCaptcha(db, config.captchaSecret, captcha))) {
        throw badRequest('Please complete the captcha.', { captcha: 'Please complete the captcha.' });
      }
      const [existing] = await db.select({ id: users.id }).from(users).where(byEmail(email));
      if (existing) {
        throw new HttpError(409, 'email_taken', 'An account with this email already exists.', {
          email: 'An account with this email already exists.',
        });
      }
      const [created] = await db
        .insert(users)
        .values({
          email: normalizeEmail(email),
          name: name.trim(),
          handle: await uniqueHandle(db, email),
          passwordHash: await hashPassword(password),
        })
        .returning({ id: users.id });
      const session = await createSession(db, created!.id, true);
      setSessionCookie(request, reply, session.token, session.expiresAt, true);
      reply.status(201);
      return { user: await loadUser(db, created!.id) };
    },
  );

  registry.implement('x-auth-session', 'public', ({ user }) => ({ user: user ?? null }));

  registry.implement('x-auth-logout', 'public', async ({ database: { db }, request, reply }) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  registry.implement(
    'x-auth-logout-everywhere',
    'signed-in',
    async ({ user, database: { db }, request, reply }) => {
      // Every session of this person, on every device, this one included.
      await db.delete(sessions).where(eq(sessions.userId, user.id));
      clearSessionCookie(request, reply);
      return { ok: true as const };
    },
  );

  registry.implement(
    'login-forgot-password',
    'public',
    async ({ input, database: { db }, config, request }) => {
      const { email, captcha } = input.body;
      const address = normalizeEmail(email);
      const rules = resetRules(config);
      const limits = [
        { key: throttleKey.forgotAddress(request.ip), rule: rules.address },
        { key: throttleKey.forgotAccount(address), rule: rules.forgotAccount },
      ];
      await refuseWhileBlocked(
        db,
        limits.map((limit) => limit.key),
      );
      await recordFailure(db, limits);
      if (!(await verifyCaptcha(db, config.captchaSecret, captcha))) {
        return { markup: alert('danger', 'Captcha verification failed. Please try again.') };
      }
      const [user] = await db.select().from(users).where(byEmail(email));
      if (user) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        const queued = await db.transaction(async (tx) => {
          // A new code replaces every earlier one: only the latest mail works.
          await tx
            .update(passwordResets)
            .set({ usedAt: new Date() })
            .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
          await tx.insert(passwordResets).values({
            userId: user.id,
            codeHash: sha256(code).toString('hex'),
            expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
          });
          return queueMessages(tx, [
            {
              to: user.email,
              subject: 'Your Learnforge password reset code',
              body: `Your code is ${code}. It expires in 30 minutes and works for ${RESET_CODE_MAX_TRIES} tries. If you did not ask for it, ignore this email.`,
            },
          ]);
        });
        // Not awaited: the answer must take as long for an unknown address as for a known one.
        void deliverOutbox(db, config, queued, request.log).catch((error: unknown) =>
          request.log.warn({ err: error }, 'reset code delivery failed; it stays in the outbox'),
        );
      }
      // Same answer whether or not the account exists, so the form cannot be used to discover accounts.
      return {
        markup: alert('info', 'If an account exists for this email, we have sent a reset code to it.'),
      };
    },
  );

  registry.implement(
    'x-auth-reset-password',
    'public',
    async ({ input, database: { db }, config, request, reply }) => {
      const { email, code, password } = input.body;
      const address = normalizeEmail(email);
      const rules = resetRules(config);
      const limits = [
        { key: throttleKey.resetAddress(request.ip), rule: rules.address },
        { key: throttleKey.resetAccount(address), rule: rules.resetAccount },
      ];
      await refuseWhileBlocked(
        db,
        limits.map((limit) => limit.key),
      );
      refuseWeakPassword(password, address);
      const wrongCode = () =>
        badRequest('The code is wrong or has expired.', { code: 'The code is wrong or has expired.' });
      const [reset] = await db
        .select({
          id: passwordResets.id,
          userId: passwordResets.userId,
          codeHash: passwordResets.codeHash,
          failedAttempts: passwordResets.failedAttempts,
        })
        .from(passwordResets)
        .innerJoin(users, eq(users.id, passwordResets.userId))
        .where(
          and(
            byEmail(address),
            isNull(passwordResets.usedAt),
            gt(passwordResets.expiresAt, new Date()),
            lt(passwordResets.failedAttempts, RESET_CODE_MAX_TRIES),
          ),
        )
        .orderBy(desc(passwordResets.id))
        .limit(1);
      if (!reset || !timingSafeEqual(sha256(code), Buffer.from(reset.codeHash, 'hex'))) {
        await recordFailure(db, limits);
        if (!reset) throw wrongCode();
        const [burnt] = await db
          .update(passwordResets)
          .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
          .where(eq(passwordResets.id, reset.id))
          .returning({ failedAttempts: passwordResets.failedAttempts });
        if ((burnt?.failedAttempts ?? 0) >= RESET_CODE_MAX_TRIES) {
          const message = 'Too many wrong codes: this code no longer works. Ask for a new one.';
          throw badRequest(message, { code: message });
        }
        throw wrongCode();
      }
      const passwordHash = await hashPassword(password);
      const session = await db.transaction(async (tx) => {
        // The code works once, the password changes, and every session of the account ends together.
        const [claimed] = await tx
          .update(passwordResets)
          .set({ usedAt: new Date() })
          .where(and(eq(passwordResets.id, reset.id), isNull(passwordResets.usedAt)))
          .returning({ id: passwordResets.id });
        if (!claimed) return null;
        await tx.update(users).set({ passwordHash }).where(eq(users.id, reset.userId));
        await tx.delete(sessions).where(eq(sessions.userId, reset.userId));
        return createSession(tx, reset.userId, true);
      });
      if (!session) throw wrongCode();
      await clearFailures(db, [throttleKey.resetAccount(address), throttleKey.loginAccount(address)]);
      setSessionCookie(request, reply, session.token, session.expiresAt, true);
      return { ok: true as const };
    },
  );
}

let dummy: Promise<string> | undefined;
/** A real hash of a random password, made once, to spend the same time on unknown emails. */
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(createHash('sha256').update(String(Math.random())).digest('hex'));
  return dummy;
}
