import { createHash, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { EndpointRegistry } from '../api/registry';
import type { Db } from '../db/client';
import { outbox, passwordResets, users } from '../db/schema';
import { badRequest, HttpError, unauthorized } from '../http/errors';
import { createCaptcha, verifyCaptcha } from './captcha';
import { hashPassword, verifyPassword } from './passwords';
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  findUserById,
  SESSION_COOKIE,
  setSessionCookie,
} from './sessions';

// The forgot-password answer is markup (001 §8): the app shows it as an error when it has alert-danger, else as info.
const alert = (kind: 'info' | 'danger', text: string) =>
  `<div class="alert alert-${kind}" role="alert">${text}</div>`;
const RESET_CODE_TTL_MS = 30 * 60 * 1000;
const MIN_PASSWORD = 8;

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

/** Per address and per account, so one attacker cannot lock everyone behind a shared NAT out of their accounts. */
function loginRateKey(request: FastifyRequest): string {
  const body = request.body as { email?: unknown } | undefined;
  const params = request.params as { action?: string };
  const email = typeof body?.email === 'string' ? normalizeEmail(body.email) : '';
  return `${params.action ?? ''}|${request.ip}|${email}`;
}

/** The auth service (/api/auth/): login, signup, session, logout, captcha, forgot and reset password. */
export function registerAuthEndpoints(registry: EndpointRegistry, loginRateLimit: number): void {
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
        const [user] = await db.select().from(users).where(byEmail(email));
        // Verify against a dummy hash when the account is unknown, so timing does not reveal which emails exist.
        const ok = await verifyPassword(password, user?.passwordHash ?? (await dummyHash()));
        if (!user || !ok) throw new HttpError(401, 'invalid_credentials', 'Email or password is incorrect.');
        const session = await createSession(db, user.id, rememberMe);
        setSessionCookie(request, reply, session.token, session.expiresAt, rememberMe);
        return { user: await loadUser(db, user.id) };
      }
      if (!name?.trim()) throw badRequest('Some fields are invalid.', { name: 'Enter your name.' });
      if (password.length < MIN_PASSWORD) {
        throw badRequest('Some fields are invalid.', {
          password: `Use at least ${MIN_PASSWORD} characters.`,
        });
      }
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
    { config: { rateLimit: { max: loginRateLimit, timeWindow: '1 minute', keyGenerator: loginRateKey } } },
  );

  registry.implement('x-auth-session', 'public', ({ user }) => ({ user: user ?? null }));

  registry.implement('x-auth-logout', 'public', async ({ database: { db }, request, reply }) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    clearSessionCookie(request, reply);
    return { ok: true as const };
  });

  registry.implement(
    'login-forgot-password',
    'public',
    async ({ input, database: { db }, config }) => {
      const { email, captcha } = input.body;
      if (!(await verifyCaptcha(db, config.captchaSecret, captcha))) {
        return { markup: alert('danger', 'Captcha verification failed. Please try again.') };
      }
      const [user] = await db.select().from(users).where(byEmail(email));
      if (user) {
        const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
        await db.transaction(async (tx) => {
          await tx.insert(passwordResets).values({
            userId: user.id,
            codeHash: createHash('sha256').update(code).digest('hex'),
            expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
          });
          await tx.insert(outbox).values({
            to: user.email,
            subject: 'Your Learnforge password reset code',
            body: `Your code is ${code}. It expires in 30 minutes. If you did not ask for it, ignore this email.`,
          });
        });
      }
      // Same answer whether or not the account exists, so the form cannot be used to discover accounts.
      return {
        markup: alert('info', 'If an account exists for this email, we have sent a reset code to it.'),
      };
    },
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
  );

  registry.implement(
    'x-auth-reset-password',
    'public',
    async ({ input, database: { db } }) => {
      const { email, code, password } = input.body;
      const codeHash = createHash('sha256').update(code).digest('hex');
      const updated = await db.transaction(async (tx) => {
        const [reset] = await tx
          .select({ id: passwordResets.id, userId: passwordResets.userId })
          .from(passwordResets)
          .innerJoin(users, eq(users.id, passwordResets.userId))
          .where(
            sql`${byEmail(email)} and ${passwordResets.codeHash} = ${codeHash}
              and ${passwordResets.usedAt} is null and ${passwordResets.expiresAt} > now()`,
          );
        if (!reset) return false;
        await tx.update(passwordResets).set({ usedAt: new Date() }).where(eq(passwordResets.id, reset.id));
        await tx
          .update(users)
          .set({ passwordHash: await hashPassword(password) })
          .where(eq(users.id, reset.userId));
        return true;
      });
      if (!updated)
        throw badRequest('The code is wrong or has expired.', { code: 'The code is wrong or has expired.' });
      return { ok: true as const };
    },
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
  );
}

let dummy: Promise<string> | undefined;
/** A real hash of a random password, made once, to spend the same time on unknown emails. */
function dummyHash(): Promise<string> {
  dummy ??= hashPassword(createHash('sha256').update(String(Math.random())).digest('hex'));
  return dummy;
}
