import { createHash, randomBytes } from 'node:crypto';
import { hasPremium, isRole, type Role } from '@learnforge/domain';
import { and, count, eq, gt, lt, ne } from 'drizzle-orm';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { KeptUntilWrite } from '../api/read-cache';
import { SAFE_METHODS } from '../http/csrf';
import type { Database, Db } from '../db/client';
import { organizations, sessions, users } from '../db/schema';

export const SESSION_COOKIE = 'lf_session';
const REMEMBER_ME_DAYS = 30;
const SHORT_SESSION_HOURS = 12;

export interface SessionUser {
  id: number;
  handle: string;
  name: string;
  email: string;
  roles: Role[];
  premiumPlanId: number | null;
  organization: { id: number; slug: string; name: string; type: 'company' | 'institute' } | null;
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export async function createSession(
  db: Db,
  userId: number,
  rememberMe: boolean,
): Promise<{ token: string; expiresAt: Date }> {
  const token = randomBytes(32).toString('base64url');
  const lifetimeMs = rememberMe ? REMEMBER_ME_DAYS * 86_400_000 : SHORT_SESSION_HOURS * 3_600_000;
  const expiresAt = new Date(Date.now() + lifetimeMs);
  await db.insert(sessions).values({ tokenHash: hashToken(token), userId, expiresAt, rememberMe });
  // Expired sessions are swept here rather than by a timer, so a stateless server needs no scheduler.
  await db.delete(sessions).where(lt(sessions.expiresAt, new Date()));
  return { token, expiresAt };
}

/**
 * A new password, in the caller's transaction: every session of the account ends (a thief's included)
 * and a fresh one starts for the browser that changed it.
 */
export async function replacePassword(tx: Db, userId: number, passwordHash: string) {
  await tx.update(users).set({ passwordHash }).where(eq(users.id, userId));
  await tx.delete(sessions).where(eq(sessions.userId, userId));
  return createSession(tx, userId, true);
}

/** Live sessions of this user other than the one whose token is given. */
const otherSessionsOf = (userId: number, currentToken: string) =>
  and(
    eq(sessions.userId, userId),
    ne(sessions.tokenHash, hashToken(currentToken)),
    gt(sessions.expiresAt, new Date()),
  );

export async function countOtherSessions(db: Db, userId: number, currentToken: string): Promise<number> {
  const [row] = await db
    .select({ others: count() })
    .from(sessions)
    .where(otherSessionsOf(userId, currentToken));
  return row?.others ?? 0;
}

/** Ends every session of this user except the given one; returns how many ended. */
export async function endOtherSessions(db: Db, userId: number, currentToken: string): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(and(eq(sessions.userId, userId), ne(sessions.tokenHash, hashToken(currentToken))))
    .returning({ userId: sessions.userId });
  return ended.length;
}

export async function deleteSession(db: Db, token: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.tokenHash, hashToken(token)));
}

/** A user with their organization, as the session reports them. */
export async function findUserById(db: Db, userId: number): Promise<SessionUser | null> {
  const [row] = await db
    .select({ user: users, organization: organizations })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(eq(users.id, userId));
  return row ? toSessionUser(row.user, row.organization) : null;
}

export async function findSessionUser(db: Db, token: string): Promise<SessionUser | null> {
  const row = await findSessionRow(db, token);
  return row && sessionUserOf(row);
}

/** A session as stored: its user, their organization, and when it ends. */
interface SessionRow {
  user: typeof users.$inferSelect;
  organization: typeof organizations.$inferSelect | null;
  expiresAt: Date;
}

async function findSessionRow(db: Db, token: string): Promise<SessionRow | null> {
  const [row] = await db
    .select({ user: users, organization: organizations, expiresAt: sessions.expiresAt })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .where(and(eq(sessions.tokenHash, hashToken(token)), gt(sessions.expiresAt, new Date())))
    .limit(1);
  return row ?? null;
}

/** What a stored session says now: nobody once it has ended; premium as of this moment. */
function sessionUserOf(row: SessionRow): SessionUser | null {
  return row.expiresAt > new Date() ? toSessionUser(row.user, row.organization) : null;
}

/** The bus topic on which an instance tells the others that sessions began, ended or changed. */
const SESSIONS_CHANGED = 'sessions:changed';
/** Where calls read the session: the API, and the image upload the spec places at the root (/util/uploadImage.php). */
const SESSION_PATHS = ['/api/', '/util/'];

/**
 * Reads the signed-in person of every API request and image upload (`request.user`). A session is kept in memory for
 * `keptMs` (ADR 0112): every signed-in call read it from the database, and on PGlite, which runs one query at a
 * time, that one query was most of a cached report page's cost. A kept session is dropped before `keptMs` is up
 * by any write (this instance's or another's, as the read caches are), and by any sign-in, sign-out or password
 * change (a write under /api/auth/), here and on the other instances; its end and premium are checked on every
 * read. `keptMs` 0 reads the database every time.
 */
export function registerSessionLoading(app: FastifyInstance, database: Database, keptMs: number): void {
  const bus = database.live;
  const kept = new KeptUntilWrite<SessionRow | null>(keptMs, 10_000);
  const unsubscribe = bus.subscribe(SESSIONS_CHANGED, () => kept.forget(bus));
  app.addHook('onClose', async () => unsubscribe());
  // Callback hooks, not async ones: they run on every request, and most have nothing to do.
  app.addHook('preHandler', (request, _reply, done) => {
    const token = SESSION_PATHS.some((path) => request.url.startsWith(path))
      ? request.cookies[SESSION_COOKIE]
      : undefined;
    if (!token) return done();
    const row =
      keptMs > 0
        ? kept.get(bus, hashToken(token), () => findSessionRow(database.db, token))
        : findSessionRow(database.db, token);
    row.then((found) => {
      request.user = found && sessionUserOf(found);
      done();
    }, done);
  });
  app.addHook('onSend', (request, reply, payload, done) => {
    if (!request.url.startsWith('/api/auth/') || SAFE_METHODS.has(request.method) || reply.statusCode >= 400)
      return done(null, payload);
    kept.forget(bus);
    bus.publish(SESSIONS_CHANGED, null).then(() => done(null, payload), done);
  });
}

function toSessionUser(
  user: typeof users.$inferSelect,
  organization: typeof organizations.$inferSelect | null,
): SessionUser {
  return {
    id: user.id,
    handle: user.handle,
    name: user.name,
    email: user.email,
    // The column is text[]; only names of the domain's role table count.
    roles: user.roles.filter(isRole),
    // Every check reads premium from here (problems, batches, the header's badge): a plan whose paid period
    // has ended reads as none, at once and everywhere (ADR 0063).
    premiumPlanId: hasPremium(user, new Date()) ? user.premiumPlanId : null,
    organization: organization
      ? { id: organization.id, slug: organization.slug, name: organization.name, type: organization.type }
      : null,
  };
}

/** HttpOnly and SameSite=Lax always; Secure when the request came over HTTPS (directly or via a trusted proxy). */
export function setSessionCookie(
  request: FastifyRequest,
  reply: FastifyReply,
  token: string,
  expiresAt: Date,
  rememberMe: boolean,
) {
  reply.setCookie(SESSION_COOKIE, token, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
    // Without "remember me" the cookie ends with the browser session; the server expiry still applies.
    ...(rememberMe ? { expires: expiresAt } : {}),
  });
}

export function clearSessionCookie(request: FastifyRequest, reply: FastifyReply) {
  reply.clearCookie(SESSION_COOKIE, {
    path: '/',
    httpOnly: true,
    sameSite: 'lax',
    secure: request.protocol === 'https',
  });
}
