import { ROLES } from '@learnforge/domain';
import { z } from 'zod';
import { endpoint } from './define';
import { firstTouch } from './fields';

/**
 * The auth service under /api/auth/ (ARCHITECTURE.md "Auth and roles"). Login and signup are the
 * spec's `user-auth-login-signup` row and forgot-password is `login-forgot-password`; these are the
 * other calls the apps need to sign people in and out.
 */

export const sessionUser = z.object({
  id: z.number().int(),
  handle: z.string(),
  name: z.string(),
  email: z.string(),
  roles: z.array(z.enum(ROLES)),
  premiumPlanId: z.number().int().nullable(),
  organization: z
    .object({
      id: z.number().int(),
      slug: z.string(),
      name: z.string(),
      type: z.enum(['company', 'institute']),
    })
    .nullable(),
});
export type SessionUser = z.infer<typeof sessionUser>;

/** An ALTCHA proof-of-work challenge, as the server signs it. */
export const captchaChallenge = z.looseObject({
  parameters: z.looseObject({ nonce: z.string(), salt: z.string(), algorithm: z.string() }),
  signature: z.string().optional(),
});

export const authEndpoints = {
  'x-auth-session': endpoint({
    id: 'x-auth-session',
    area: 'Auth',
    method: 'GET',
    path: '/api/auth/session',
    base: 'root',
    // Nobody signed in is a normal answer (`user: null`), not an error: anonymous pages keep a clean console.
    response: z.object({ user: sessionUser.nullable() }),
    policy: { public: true, neverCache: true },
    summary: 'The signed-in user, or `user: null` when nobody is signed in.',
  }),
  'x-auth-logout': endpoint({
    id: 'x-auth-logout',
    area: 'Auth',
    method: 'POST',
    path: '/api/auth/logout',
    base: 'root',
    response: z.object({ ok: z.literal(true) }),
    policy: { public: true, revalidates: ['x-auth-session'] },
    summary: 'Ends the session and clears the cookie.',
  }),
  'x-auth-logout-everywhere': endpoint({
    id: 'x-auth-logout-everywhere',
    area: 'Auth',
    method: 'POST',
    path: '/api/auth/logout-everywhere',
    base: 'root',
    response: z.object({ ok: z.literal(true) }),
    policy: { revalidates: ['x-auth-session'] },
    summary: 'Ends every session of the signed-in person, on every device, and clears this cookie.',
  }),
  'x-auth-captcha': endpoint({
    id: 'x-auth-captcha',
    area: 'Auth',
    method: 'GET',
    path: '/api/auth/captcha',
    base: 'root',
    response: captchaChallenge,
    policy: { public: true, neverCache: true },
    summary: 'A fresh self-hosted proof-of-work challenge for the signup and forgot-password forms.',
  }),
  'x-auth-signup-confirm': endpoint({
    id: 'x-auth-signup-confirm',
    area: 'Auth',
    method: 'POST',
    path: '/api/auth/signup/confirm',
    base: 'root',
    body: z.object({
      email: z.email(),
      code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the email.'),
      first_touch: firstTouch,
    }),
    response: z.object({ user: sessionUser }),
    policy: { public: true, firstTouch: true, revalidates: ['x-auth-session'] },
    summary:
      'Creates the account a sign-up asked for, with the code mailed to its address, and signs this browser in. A code is burnt after 5 wrong tries; a newer sign-up replaces it.',
  }),
  'x-auth-reset-password': endpoint({
    id: 'x-auth-reset-password',
    area: 'Auth',
    method: 'POST',
    path: '/api/auth/reset-password',
    base: 'root',
    body: z.object({
      email: z.email(),
      code: z.string().regex(/^\d{6}$/, 'Enter the 6-digit code from the email.'),
      password: z.string().min(8, 'Use at least 8 characters.').max(200),
    }),
    response: z.object({ ok: z.literal(true) }),
    policy: { public: true },
    summary:
      'Sets a new password with the code the forgot-password email sent, ends every session of the account and signs this browser in. A code is burnt after 5 wrong tries; a newer code replaces it.',
  }),
  'x-auth-sessions': endpoint({
    id: 'x-auth-sessions',
    area: 'Auth',
    method: 'GET',
    path: '/api/auth/sessions',
    base: 'root',
    response: z.object({
      /** Live sessions of the signed-in person on other browsers and devices (this one not counted). */
      others: z.number().int().min(0),
    }),
    policy: { neverCache: true },
    summary: 'How many other sessions the signed-in person has, for the account security screen.',
  }),
  'x-auth-sessions-end-others': endpoint({
    id: 'x-auth-sessions-end-others',
    area: 'Auth',
    method: 'POST',
    path: '/api/auth/sessions/end-others',
    base: 'root',
    response: z.object({ ended: z.number().int().min(0) }),
    policy: { revalidates: ['x-auth-sessions'] },
    summary:
      '"Sign out of all devices": ends every other session of the signed-in person on the server; this browser stays signed in.',
  }),
  'x-auth-change-password': endpoint({
    id: 'x-auth-change-password',
    area: 'Auth',
    method: 'POST',
    path: '/api/auth/change-password',
    base: 'root',
    body: z.object({
      current_password: z.string().min(1, 'Enter your current password.').max(200),
      new_password: z.string().min(8, 'Use at least 8 characters.').max(200),
    }),
    response: z.object({ ok: z.literal(true) }),
    policy: { revalidates: ['x-auth-sessions'] },
    summary:
      'Changes the password after checking the current one (wrong tries count like failed sign-ins), ends every session of the account and starts a fresh one for this browser, and mails the owner a notice.',
  }),
} as const;
