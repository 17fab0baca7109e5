import { eq } from 'drizzle-orm';
import type { Handler, PublicHandler } from '../../api/registry';
import { sessions, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { byEmail, dummyHash, loadUser, loginRules, normalizeEmail } from '../accounts';
import { createCaptcha } from '../captcha';
import { verifyPassword } from '../passwords';
import {
  clearSessionCookie,
  createSession,
  deleteSession,
  SESSION_COOKIE,
  setSessionCookie,
} from '../sessions';
import { clearFailures, recordFailure, refuseWhileBlocked, throttleKey } from '../throttle';
import { startSignup } from './sign-up';

export const handleAuthCaptcha: PublicHandler<'x-auth-captcha'> = async ({ config }) => {
  const challenge = await createCaptcha(config.captchaSecret);
  return { ...challenge, parameters: { ...challenge.parameters } };
};

export const handleUserAuthLoginSignup: PublicHandler<'user-auth-login-signup'> = async (context) => {
  const {
    input,
    database: { db },
    config,
    request,
    reply,
  } = context;
  const { email, password } = input.body;
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
  return startSignup(context);
};

export const handleAuthSession: PublicHandler<'x-auth-session'> = ({ user }) => ({ user: user ?? null });

export const handleAuthLogout: PublicHandler<'x-auth-logout'> = async ({
  database: { db },
  request,
  reply,
}) => {
  const token = request.cookies[SESSION_COOKIE];
  if (token) await deleteSession(db, token);
  clearSessionCookie(request, reply);
  return { ok: true as const };
};

export const handleAuthLogoutEverywhere: Handler<'x-auth-logout-everywhere'> = async ({
  user,
  database: { db },
  request,
  reply,
}) => {
  // Every session of this person, on every device, this one included.
  await db.delete(sessions).where(eq(sessions.userId, user.id));
  clearSessionCookie(request, reply);
  return { ok: true as const };
};
