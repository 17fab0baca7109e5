import { and, desc, eq, gt, isNull, lt, sql } from 'drizzle-orm';
import type { PublicHandler, PublicHandlerContext } from '../../api/registry';
import type { Config } from '../../config';
import { campaignColumns } from '../../crm/attribution';
import { pendingSignups, users } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { type OutgoingMessage, queueDelivery, queueMessages } from '../../mail/outbox';
import {
  byEmail,
  FIFTEEN_MINUTES,
  MAILED_CODE_MAX_TRIES,
  mailedCodeMatches,
  newMailedCode,
  normalizeEmail,
  refuseWeakPassword,
  uniqueHandle,
  wrongCode,
  wrongCodeAfter,
} from '../accounts';
import { verifyCaptcha } from '../captcha';
import { hashPassword } from '../passwords';
import { createSession, findUserById, setSessionCookie } from '../sessions';
import {
  recordFailure,
  refuseWhileAddressOrAccountBlocked,
  type ThrottleRule,
  throttleKey,
} from '../throttle';

/** A sign-up code is good for a day: the mail may sit unread for a while. */
const SIGNUP_CODE_TTL_MS = 24 * 60 * 60_000;

/** Sign-ups asked for (each one sends a mail) and wrong confirmation codes tried (ADR 0033). */
const signupRules = (config: Config) => ({
  mailsPerAccount: { allowance: 5, windowMs: FIFTEEN_MINUTES } satisfies ThrottleRule,
  wrongCodesPerAccount: {
    allowance: 2 * MAILED_CODE_MAX_TRIES,
    windowMs: FIFTEEN_MINUTES,
  } satisfies ThrottleRule,
  address: { allowance: config.loginAddressLimit, windowMs: FIFTEEN_MINUTES } satisfies ThrottleRule,
});

/**
 * Sign-up (ADR 0033): the answer is the same 202 whether or not the address has an account, so the form
 * cannot be used to find out who has one. A new address gets a code that creates the account; the owner
 * of a taken address gets a mail saying someone tried, with the ways back into their account.
 */
export async function startSignup({
  input,
  database: { db },
  config,
  request,
  reply,
}: PublicHandlerContext<'user-auth-login-signup'>) {
  const { email, password, name, captcha } = input.body;
  if (!name?.trim()) throw badRequest('Some fields are invalid.', { name: 'Enter your name.' });
  refuseWeakPassword(password, email);
  const address = normalizeEmail(email);
  const rules = signupRules(config);
  const limits = await refuseWhileAddressOrAccountBlocked(
    db,
    { key: throttleKey.signupAddress(request.ip), rule: rules.address },
    { key: throttleKey.signupAccount(address), rule: rules.mailsPerAccount },
  );
  if (!(await verifyCaptcha(db, config.captchaSecret, captcha))) {
    throw badRequest('Please complete the captcha.', { captcha: 'Please complete the captcha.' });
  }
  await recordFailure(db, limits);
  // Hashed on both paths, so a taken address takes as long to answer as a free one.
  const passwordHash = await hashPassword(password);
  const [existing] = await db.select({ email: users.email }).from(users).where(byEmail(address));
  const queued = await db.transaction(async (tx) => {
    if (existing) return queueMessages(tx, [accountExistsMail(config, existing.email)]);
    const { code, codeHash } = newMailedCode();
    // A new sign-up replaces every earlier one for the address: only the latest mail works.
    await tx
      .update(pendingSignups)
      .set({ usedAt: new Date() })
      .where(and(eq(pendingSignups.email, address), isNull(pendingSignups.usedAt)));
    await tx.insert(pendingSignups).values({
      email: address,
      name: name.trim(),
      passwordHash,
      codeHash,
      expiresAt: new Date(Date.now() + SIGNUP_CODE_TTL_MS),
    });
    return queueMessages(tx, [confirmationMail(config, address, code)]);
  });
  // Not awaited: delivery time must not tell a taken address from a free one.
  void queueDelivery(request.server.jobQueue, queued).catch((error: unknown) =>
    request.log.warn({ err: error }, 'sign-up mail could not be queued for delivery; it stays in the outbox'),
  );
  reply.status(202);
  return { confirmationSentTo: address };
}

function confirmationMail(config: Config, address: string, code: string): OutgoingMessage {
  const link = `${config.publicUrl}/signup?${new URLSearchParams({ email: address, code })}`;
  return {
    to: address,
    subject: 'Confirm your Learnforge account',
    body: [
      `Your Learnforge confirmation code is ${code}.`,
      `Enter it on the sign-up form, or open ${link} to finish creating your account.`,
      `It expires in 24 hours and works for ${MAILED_CODE_MAX_TRIES} tries. If you did not sign up, ignore this email: no account is created without the code.`,
    ].join('\n\n'),
  };
}

function accountExistsMail(config: Config, address: string): OutgoingMessage {
  return {
    to: address,
    subject: 'You already have a Learnforge account',
    body: [
      'Someone (probably you) tried to create a Learnforge account with this email address, which already has one. No new account was created.',
      `To sign in, open ${config.publicUrl}/login.`,
      `Forgot your password? Reset it at ${config.publicUrl}/login?${new URLSearchParams({ view: 'forgot', email: address })}.`,
      'If it was not you, you can ignore this email: your account is unchanged.',
    ].join('\n\n'),
  };
}

/** `POST /api/auth/signup/confirm`: the mailed code creates the account and signs this browser in. */
export const handleAuthSignupConfirm: PublicHandler<'x-auth-signup-confirm'> = async ({
  input,
  database: { db },
  config,
  request,
  reply,
}) => {
  const address = normalizeEmail(input.body.email);
  const rules = signupRules(config);
  const limits = await refuseWhileAddressOrAccountBlocked(
    db,
    { key: throttleKey.signupConfirmAddress(request.ip), rule: rules.address },
    { key: throttleKey.signupConfirmAccount(address), rule: rules.wrongCodesPerAccount },
  );
  const [pending] = await db
    .select()
    .from(pendingSignups)
    .where(
      and(
        eq(pendingSignups.email, address),
        isNull(pendingSignups.usedAt),
        gt(pendingSignups.expiresAt, new Date()),
        lt(pendingSignups.failedAttempts, MAILED_CODE_MAX_TRIES),
      ),
    )
    .orderBy(desc(pendingSignups.id))
    .limit(1);
  if (!pending || !mailedCodeMatches(input.body.code, pending.codeHash)) {
    await recordFailure(db, limits);
    if (!pending) throw wrongCode();
    const [counted] = await db
      .update(pendingSignups)
      .set({ failedAttempts: sql`${pendingSignups.failedAttempts} + 1` })
      .where(eq(pendingSignups.id, pending.id))
      .returning({ failedAttempts: pendingSignups.failedAttempts });
    throw wrongCodeAfter(counted?.failedAttempts ?? 0);
  }
  const created = await db.transaction(async (tx) => {
    // The code works once; every other sign-up waiting for this address ends with it.
    const claimed = await tx
      .update(pendingSignups)
      .set({ usedAt: new Date() })
      .where(and(eq(pendingSignups.email, address), isNull(pendingSignups.usedAt)))
      .returning({ id: pendingSignups.id });
    if (!claimed.some((row) => row.id === pending.id)) return null;
    const [taken] = await tx.select({ id: users.id }).from(users).where(byEmail(address));
    if (taken) return 'taken' as const;
    const [created] = await tx
      .insert(users)
      .values({
        email: address,
        name: pending.name,
        handle: await uniqueHandle(tx, address),
        passwordHash: pending.passwordHash,
        // The campaign that brought them, kept from their first landing (ADR 0082).
        ...campaignColumns(input.body.first_touch),
      })
      .returning({ id: users.id });
    const userId = created?.id;
    if (userId === undefined) throw new Error('creating the confirmed account returned no row');
    return { userId, session: await createSession(tx, userId, true) };
  });
  if (!created) throw wrongCode();
  // Whoever answers here has read the address's mail, so saying the account exists reveals nothing.
  if (created === 'taken')
    throw new HttpError(409, 'email_taken', 'This address already has an account. Sign in instead.', {
      email: 'This address already has an account. Sign in instead.',
    });
  setSessionCookie(request, reply, created.session.token, created.session.expiresAt, true);
  reply.status(201);
  const user = await findUserById(db, created.userId);
  if (!user) throw wrongCode();
  return { user };
};
