import { eq } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Config } from '../../config';
import { users } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { type OutgoingMessage, queueDelivery, queueMessages } from '../../mail/outbox';
import { loginRules, normalizeEmail, refuseWeakPassword } from '../accounts';
import { hashPassword, verifyPassword } from '../passwords';
import {
  countOtherSessions,
  endOtherSessions,
  replacePassword,
  SESSION_COOKIE,
  setSessionCookie,
} from '../sessions';
import { clearFailures, recordFailure, refuseWhileAddressOrAccountBlocked, throttleKey } from '../throttle';

/** The account security screen (issue 23): other sessions, "sign out of all devices", change password. */

export const handleAuthSessions: Handler<'x-auth-sessions'> = async ({
  user,
  database: { db },
  request,
}) => ({
  others: await countOtherSessions(db, user.id, request.cookies[SESSION_COOKIE] ?? ''),
});

export const handleAuthSessionsEndOthers: Handler<'x-auth-sessions-end-others'> = async ({
  user,
  database: { db },
  request,
}) => ({ ended: await endOtherSessions(db, user.id, request.cookies[SESSION_COOKIE] ?? '') });

export const handleAuthChangePassword: Handler<'x-auth-change-password'> = async ({
  input,
  user,
  database: { db },
  config,
  request,
  reply,
}) => {
  const { current_password: currentPassword, new_password: newPassword } = input.body;
  // A wrong current password is a password guess (by whoever holds a stolen session): it counts like a failed sign-in.
  const rules = loginRules(config);
  const limits = await refuseWhileAddressOrAccountBlocked(
    db,
    { key: throttleKey.loginAddress(request.ip), rule: rules.address },
    { key: throttleKey.loginAccount(normalizeEmail(user.email)), rule: rules.account },
  );
  const [stored] = await db
    .select({ passwordHash: users.passwordHash })
    .from(users)
    .where(eq(users.id, user.id));
  if (!stored || !(await verifyPassword(currentPassword, stored.passwordHash))) {
    await recordFailure(db, limits);
    throw badRequest('Your current password is not right.', {
      current_password: 'This is not your current password.',
    });
  }
  if (newPassword === currentPassword)
    throw badRequest('Choose a new password.', {
      new_password: 'This is your current password; choose a different one.',
    });
  refuseWeakPassword(newPassword, user.email, 'new_password');
  const passwordHash = await hashPassword(newPassword);
  const { session, queued } = await db.transaction(async (tx) => ({
    session: await replacePassword(tx, user.id, passwordHash),
    queued: await queueMessages(tx, [passwordChangedMail(config, user.email)]),
  }));
  await clearFailures(db, [throttleKey.loginAccount(normalizeEmail(user.email))]);
  setSessionCookie(request, reply, session.token, session.expiresAt, true);
  void queueDelivery(request.server.jobQueue, queued).catch((error: unknown) =>
    request.log.warn({ err: error }, 'password-change notice could not be queued; it stays in the outbox'),
  );
  return { ok: true as const };
};

function passwordChangedMail(config: Config, address: string): OutgoingMessage {
  return {
    to: address,
    subject: 'Your Learnforge password was changed',
    body: [
      'The password of your Learnforge account was just changed, and every other device was signed out.',
      `If it was you, there is nothing to do. If it was not, reset your password now at ${config.publicUrl}/login?${new URLSearchParams({ view: 'forgot', email: address })} and then sign out of all devices from ${config.publicUrl}/account/security.`,
    ].join('\n\n'),
  };
}
