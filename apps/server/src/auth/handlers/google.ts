import { randomBytes } from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { PublicHandler } from '../../api/registry';
import { campaignColumns } from '../../crm/attribution';
import type { Db } from '../../db/client';
import { pendingSignups, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { byEmail, loadUser, loginRules, normalizeEmail, uniqueHandle } from '../accounts';
import { type GoogleIdentity, verifyGoogleIdToken } from '../google-id-token';
import { hashPassword } from '../passwords';
import { createSession, setSessionCookie } from '../sessions';
import { recordFailure, refuseWhileBlocked, throttleKey } from '../throttle';

const googleNotConfigured = () =>
  new HttpError(
    404,
    'google_not_configured',
    'Google sign-in is not set up on this site. Sign in with your e-mail and password.',
  );

/** `GET /api/auth/providers/`: the sign-in form shows "Continue with Google" only when this names a client id. */
export const handleAuthProviders: PublicHandler<'x-auth-providers'> = ({ config }) => ({
  google: config.google ? { client_id: config.google.clientId } : null,
});

/**
 * `POST /api/auth/google/` (ADR 0096): a verified Google ID token signs in the account linked to that Google
 * account; else the account whose address Google verified, which is linked now; else a new learner. Refused
 * tokens count against the client address like wrong passwords (the login limits), so the call cannot be used
 * to try forged tokens at speed.
 */
export const handleGoogleSignIn: PublicHandler<'google-signin-verify'> = async ({
  input,
  database: { db },
  config,
  request,
  reply,
}) => {
  if (!config.google) throw googleNotConfigured();
  const addressLimit = { key: throttleKey.googleAddress(request.ip), rule: loginRules(config).address };
  await refuseWhileBlocked(db, [addressLimit.key]);
  let identity: GoogleIdentity;
  try {
    identity = await verifyGoogleIdToken(config.google, input.body.credential);
  } catch (error) {
    if (error instanceof HttpError && error.status === 401) await recordFailure(db, [addressLimit]);
    throw error;
  }
  // Hashed before the transaction: a Google-made account gets a password nobody knows ("Forgot password" sets one).
  const unusablePassword = await hashPassword(randomBytes(32).toString('base64url'));
  const outcome = await db.transaction(async (tx) => {
    // Two first sign-ins of one person at once (a double click, two restored tabs) would both find no account
    // and both insert it, and the second would fail on the unique address. One at a time per Google account:
    // the second waits here, then finds the account the first made and signs in to it.
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`google-sign-in:${identity.subject}`}))`);
    const { userId, account } = await accountFor(tx, identity, unusablePassword, input.body.first_touch);
    return { userId, account, session: await createSession(tx, userId, true) };
  });
  setSessionCookie(request, reply, outcome.session.token, outcome.session.expiresAt, true);
  if (outcome.account === 'created') reply.status(201);
  return { user: await loadUser(db, outcome.userId), account: outcome.account };
};

async function accountFor(
  tx: Db,
  identity: GoogleIdentity,
  unusablePassword: string,
  firstTouch: Parameters<typeof campaignColumns>[0],
): Promise<{ userId: number; account: 'signed_in' | 'linked' | 'created' }> {
  const [linked] = await tx
    .select({ id: users.id })
    .from(users)
    .where(eq(users.googleSubject, identity.subject));
  if (linked) return { userId: linked.id, account: 'signed_in' };
  const address = normalizeEmail(identity.email);
  // Row lock: two first sign-ins with the same Google account at once link it once.
  const [byAddress] = await tx
    .select({ id: users.id, googleSubject: users.googleSubject })
    .from(users)
    .where(byEmail(address))
    .for('update');
  if (byAddress) {
    if (byAddress.googleSubject && byAddress.googleSubject !== identity.subject)
      throw new HttpError(
        409,
        'google_account_mismatch',
        'This e-mail address is already linked to a different Google account. Sign in with that one or with your password.',
      );
    await tx
      .update(users)
      .set({ googleSubject: identity.subject })
      .where(and(eq(users.id, byAddress.id), isNull(users.googleSubject)));
    return { userId: byAddress.id, account: 'linked' };
  }
  const [created] = await tx
    .insert(users)
    .values({
      email: address,
      name: identity.name ?? address.split('@')[0]!,
      handle: await uniqueHandle(tx, address),
      passwordHash: unusablePassword,
      googleSubject: identity.subject,
      ...campaignColumns(firstTouch),
    })
    .returning({ id: users.id });
  if (!created) throw new Error('creating the Google account returned no row');
  // A sign-up for this address still waiting for its mailed code is settled: the account exists now.
  await tx
    .update(pendingSignups)
    .set({ usedAt: new Date() })
    .where(and(eq(pendingSignups.email, address), isNull(pendingSignups.usedAt)));
  return { userId: created.id, account: 'created' };
}
