import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { PublicHandler } from '../../api/registry';
import { passwordResets, users } from '../../db/schema';
import { queueDelivery, queueMessages } from '../../mail/outbox';
import {
  alert,
  byEmail,
  MAILED_CODE_MAX_TRIES,
  mailedCodeMatches,
  newMailedCode,
  normalizeEmail,
  RESET_CODE_TTL_MS,
  refuseWeakPassword,
  resetRules,
  wrongCode,
  wrongCodeAfter,
} from '../accounts';
import { verifyCaptcha } from '../captcha';
import { hashPassword } from '../passwords';
import { replacePassword, setSessionCookie } from '../sessions';
import { clearFailures, recordFailure, refuseWhileAddressOrAccountBlocked, throttleKey } from '../throttle';

export const handleLoginForgotPassword: PublicHandler<'login-forgot-password'> = async ({
  input,
  database: { db },
  config,
  request,
}) => {
  const { email, captcha } = input.body;
  const address = normalizeEmail(email);
  const rules = resetRules(config);
  const limits = await refuseWhileAddressOrAccountBlocked(
    db,
    { key: throttleKey.forgotAddress(request.ip), rule: rules.address },
    { key: throttleKey.forgotAccount(address), rule: rules.forgotAccount },
  );
  await recordFailure(db, limits);
  if (!(await verifyCaptcha(db, config.captchaSecret, captcha))) {
    return { markup: alert('danger', 'Captcha verification failed. Please try again.') };
  }
  const [user] = await db.select().from(users).where(byEmail(email));
  if (user) {
    const { code, codeHash } = newMailedCode();
    const queued = await db.transaction(async (tx) => {
      // A new code replaces every earlier one: only the latest mail works.
      await tx
        .update(passwordResets)
        .set({ usedAt: new Date() })
        .where(and(eq(passwordResets.userId, user.id), isNull(passwordResets.usedAt)));
      await tx.insert(passwordResets).values({
        userId: user.id,
        codeHash,
        expiresAt: new Date(Date.now() + RESET_CODE_TTL_MS),
      });
      return queueMessages(tx, [
        {
          to: user.email,
          subject: 'Your Learnforge password reset code',
          body: `Your code is ${code}. It expires in 30 minutes and works for ${MAILED_CODE_MAX_TRIES} tries. If you did not ask for it, ignore this email.`,
        },
      ]);
    });
    // Not awaited: the answer must take as long for an unknown address as for a known one.
    void queueDelivery(request.server.jobQueue, queued).catch((error: unknown) =>
      request.log.warn({ err: error }, 'reset code could not be queued for delivery; it stays in the outbox'),
    );
  }
  // Same answer whether or not the account exists, so the form cannot be used to discover accounts.
  return {
    markup: alert('info', 'If an account exists for this email, we have sent a reset code to it.'),
  };
};

export const handleAuthResetPassword: PublicHandler<'x-auth-reset-password'> = async ({
  input,
  database: { db },
  config,
  request,
  reply,
}) => {
  const { email, code, password } = input.body;
  const address = normalizeEmail(email);
  const rules = resetRules(config);
  const limits = await refuseWhileAddressOrAccountBlocked(
    db,
    { key: throttleKey.resetAddress(request.ip), rule: rules.address },
    { key: throttleKey.resetAccount(address), rule: rules.resetAccount },
  );
  refuseWeakPassword(password, address);
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
        lt(passwordResets.failedAttempts, MAILED_CODE_MAX_TRIES),
      ),
    )
    .orderBy(desc(passwordResets.id))
    .limit(1);
  if (!reset || !mailedCodeMatches(code, reset.codeHash)) {
    await recordFailure(db, limits);
    if (!reset) throw wrongCode();
    const [counted] = await db
      .update(passwordResets)
      .set({ failedAttempts: sql`${passwordResets.failedAttempts} + 1` })
      .where(eq(passwordResets.id, reset.id))
      .returning({ failedAttempts: passwordResets.failedAttempts });
    throw wrongCodeAfter(counted?.failedAttempts ?? 0);
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
    return replacePassword(tx, reset.userId, passwordHash);
  });
  if (!session) throw wrongCode();
  await clearFailures(db, [throttleKey.resetAccount(address), throttleKey.loginAccount(address)]);
  setSessionCookie(request, reply, session.token, session.expiresAt, true);
  return { ok: true as const };
};
