import { createHash, randomInt } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { organizations, outbox, passwordResets, users } from '../db/schema';
import { badRequest, HttpError, unauthorized } from '../http/errors';
import { createCaptcha, verifyCaptcha } from './captcha';
import { hashPassword, verifyPassword } from './passwords';
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  SESSION_COOKIE,
  setSessionCookie,
  toSessionUser,
} from './sessions';

const email = z.string().trim().toLowerCase().email('Enter a valid email address.').max(254);
const loginBody = z.object({
  email,
  password: z.string().min(1, 'Enter your password.').max(200),
  rememberMe: z.boolean().default(true),
});
const signupBody = z.object({
  email,
  password: z.string().min(8, 'Use at least 8 characters.').max(200),
  name: z.string().trim().min(1, 'Enter your name.').max(100),
  captcha: z.unknown().optional(),
});
const forgotPasswordBody = z.object({
  email: z.string().trim().toLowerCase().max(254),
  captcha: z.unknown().optional(),
});
const resetPasswordBody = z.object({
  email,
  code: z
    .string()
    .trim()
    .regex(/^\d{6}$/, 'Enter the 6-digit code from the email.'),
  password: z.string().min(8, 'Use at least 8 characters.').max(200),
});

// The forgot-password answer is markup (001 §8): the app shows it as an error when it has alert-danger, else as info.
const alert = (kind: 'info' | 'danger', text: string) =>
  `<div class="alert alert-${kind}" role="alert">${text}</div>`;
const RESET_CODE_TTL_MS = 30 * 60 * 1000;

function parse<T>(schema: z.ZodType<T>, value: unknown): T {
  const result = schema.safeParse(value ?? {});
  if (!result.success) {
    const fields: Record<string, string> = {};
    for (const issue of result.error.issues) fields[issue.path.join('.') || '_'] ??= issue.message;
    throw badRequest('Some fields are invalid.', fields);
  }
  return result.data;
}

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

export function registerAuthRoutes(app: FastifyInstance, db: Db, config: Config): void {
  async function loadUser(userId: number) {
    const [row] = await db
      .select({ user: users, organization: organizations })
      .from(users)
      .leftJoin(organizations, eq(organizations.id, users.organizationId))
      .where(eq(users.id, userId));
    return row ? toSessionUser(row.user, row.organization) : null;
  }

  app.get('/api/auth/captcha', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
    return createCaptcha(config.captchaSecret);
  });

  app.post(
    '/api/auth/login',
    {
      config: {
        rateLimit: {
          max: config.loginRateLimit,
          timeWindow: '1 minute',
          // Per address and per account, so one attacker cannot lock out everyone behind a shared NAT.
          keyGenerator: (request) => {
            const body = request.body as { email?: unknown } | undefined;
            return `${request.ip}|${typeof body?.email === 'string' ? body.email.toLowerCase() : ''}`;
          },
        },
      },
    },
    async (request, reply) => {
      const body = parse(loginBody, request.body);
      const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${body.email}`);
      // Verify against a dummy hash when the account is unknown, so timing does not reveal which emails exist.
      const ok = await verifyPassword(body.password, user?.passwordHash ?? DUMMY_HASH);
      if (!user || !ok) throw new HttpError(401, 'invalid_credentials', 'Email or password is incorrect.');
      const session = await createSession(db, user.id, body.rememberMe);
      setSessionCookie(request, reply, session.token, session.expiresAt, body.rememberMe);
      return { user: await loadUser(user.id) };
    },
  );

  app.post('/api/auth/signup', async (request, reply) => {
    const body = parse(signupBody, request.body);
    if (!(await verifyCaptcha(db, config.captchaSecret, body.captcha))) {
      throw badRequest('Please complete the captcha.', { captcha: 'Please complete the captcha.' });
    }
    const [existing] = await db
      .select({ id: users.id })
      .from(users)
      .where(sql`lower(${users.email}) = ${body.email}`);
    if (existing) {
      throw new HttpError(409, 'email_taken', 'An account with this email already exists.', {
        email: 'An account with this email already exists.',
      });
    }
    const [created] = await db
      .insert(users)
      .values({
        email: body.email,
        name: body.name,
        handle: await uniqueHandle(db, body.email),
        passwordHash: await hashPassword(body.password),
      })
      .returning({ id: users.id });
    const session = await createSession(db, created!.id, true);
    setSessionCookie(request, reply, session.token, session.expiresAt, true);
    reply.status(201);
    return { user: await loadUser(created!.id) };
  });

  app.post('/api/auth/logout', async (request, reply) => {
    const token = request.cookies[SESSION_COOKIE];
    if (token) await deleteSession(db, token);
    clearSessionCookie(request, reply);
    return { ok: true };
  });

  app.get('/api/auth/session', async (request, reply) => {
    reply.header('cache-control', 'no-store');
    if (!request.user) throw unauthorized();
    return { user: request.user };
  });

  app.post(
    '/api/auth/forgot-password',
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
    async (request) => {
      const body = parse(forgotPasswordBody, request.body);
      if (!email.safeParse(body.email).success)
        return { message: alert('danger', 'Enter a valid email address.') };
      if (!(await verifyCaptcha(db, config.captchaSecret, body.captcha))) {
        return { message: alert('danger', 'Captcha verification failed. Please try again.') };
      }
      const [user] = await db.select().from(users).where(sql`lower(${users.email}) = ${body.email}`);
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
        message: alert('info', 'If an account exists for this email, we have sent a reset code to it.'),
      };
    },
  );

  app.post(
    '/api/auth/reset-password',
    { config: { rateLimit: { max: 5, timeWindow: '1 minute' } } },
    async (request) => {
      const body = parse(resetPasswordBody, request.body);
      const codeHash = createHash('sha256').update(body.code).digest('hex');
      const updated = await db.transaction(async (tx) => {
        const [reset] = await tx
          .select({ id: passwordResets.id, userId: passwordResets.userId })
          .from(passwordResets)
          .innerJoin(users, eq(users.id, passwordResets.userId))
          .where(
            sql`lower(${users.email}) = ${body.email} and ${passwordResets.codeHash} = ${codeHash}
              and ${passwordResets.usedAt} is null and ${passwordResets.expiresAt} > now()`,
          );
        if (!reset) return false;
        await tx.update(passwordResets).set({ usedAt: new Date() }).where(eq(passwordResets.id, reset.id));
        await tx
          .update(users)
          .set({ passwordHash: await hashPassword(body.password) })
          .where(eq(users.id, reset.userId));
        return true;
      });
      if (!updated)
        throw badRequest('The code is wrong or has expired.', { code: 'The code is wrong or has expired.' });
      return { ok: true };
    },
  );
}

// A real scrypt hash of a random password, used only to spend the same time on unknown emails.
const DUMMY_HASH = 'scrypt$32768$8$1$3q2-7wAAAAAAAAAAAAAAAA$qk3S0d7gHh2wq0lq0o9m2R8mB2nq3C2v7cJp1yQm3b8';
