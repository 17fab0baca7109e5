import { ROLES } from '@learnforge/domain';
import { z } from 'zod';
import { sessionUser } from './auth';
import { endpoint } from './define';
import { isoDateTime, listOf, pageQuery, paginated, slug, upload } from './schemas';

/** Screen that asks for consent, e.g. `terms-of-service`. */
const consentSource = z
  .string()
  .trim()
  .regex(/^[a-z0-9-]{1,100}$/);
const institute = z.object({ id: z.number().int(), name: z.string(), city: z.string().nullable() });
const consent = z.object({
  source: z.string(),
  version: z.string(),
  text: z.string(),
  accepted: z.boolean(),
  answered_at: isoDateTime.nullable(),
});
const terms = z.object({
  version: z.string(),
  /** Markdown. */
  content: z.string(),
  published_at: isoDateTime,
  /** The caller accepted this version (false when signed out). */
  accepted: z.boolean(),
  accepted_at: isoDateTime.nullable(),
});

/** The signed-in user as the header, rewards and profile screens read it. */
export const userDetails = z.object({
  handle: z.string(),
  name: z.string(),
  email: z.string(),
  image_url: z.string().nullable(),
  country: z.string().nullable(),
  phone: z.string().nullable(),
  graduation_year: z.number().int().nullable(),
  /** The institute shown: the institute organization that admitted the learner, else the one they chose. */
  institute: z.string().nullable(),
  /** The institute the learner chose (user-profile `institute_id`); null when none is chosen. */
  institute_id: z.number().int().nullable(),
  /** True when an institute organization admitted the learner: their institute is set by its admin. */
  institute_set_by_organization: z.boolean(),
  premiumPlanId: z.number().int().nullable(),
  reward_points: z.number().int(),
  roles: z.array(z.enum(ROLES)),
  organization_slug: z.string().nullable(),
});

export const userEndpoints = {
  'terms-get': endpoint({
    id: 'terms-get',
    area: 'Terms',
    method: 'GET',
    path: 'terms-of-service/',
    query: z.object({ version: z.string().trim().min(1).max(50).optional() }),
    response: terms,
    policy: { public: true },
    summary:
      'The terms in force (or the `version` asked for) and whether the caller accepted them through the terms-of-service consent form.',
  }),
  'terms-update': endpoint({
    id: 'terms-update',
    area: 'Terms',
    method: 'PUT',
    path: 'terms-of-service/',
    body: z.object({
      version: z.string().trim().min(1).max(50),
      content: z.string().trim().min(1).max(100_000),
    }),
    response: terms,
    policy: { bodyEncoding: 'form', revalidates: ['terms-get', 'user-consent-form-get'] },
    summary:
      'Publishes a new version of the terms (super admin, form data, 002 §7); everyone is asked to accept it again.',
  }),
  'user-profile': endpoint({
    id: 'user-profile',
    area: 'User',
    method: 'POST',
    path: '/api/user/profile/',
    base: 'root',
    body: z.object({
      name: z.string().min(1).max(200).optional(),
      country: z.string().max(100).optional(),
      /** An institute from user-institutes-all; null clears the choice. */
      institute_id: z.number().int().positive().nullable().optional(),
      graduation_year: z.number().int().min(1950).max(2100).optional(),
      /** An empty string clears the phone number. */
      phone: z
        .string()
        .regex(/^\+?[0-9 -]{6,20}$/)
        .or(z.literal(''))
        .optional(),
    }),
    response: userDetails,
    policy: { revalidates: ['user-details', 'rewards-user-details', 'x-auth-session'] },
    summary:
      'Updates the fields sent of the caller profile; `country` is a name from the calling-codes list (empty clears it); `institute_id` an institute from user-institutes-all (null clears it), refused for a learner an institute organization admitted, whose institute its admin sets.',
  }),
  'user-auth-login-signup': endpoint({
    id: 'user-auth-login-signup',
    area: 'User',
    method: 'POST',
    path: '/api/auth/{action}/',
    base: 'root',
    params: z.object({ action: z.enum(['login', 'signup']) }),
    // One body for both suffixes: login reads email, password and rememberMe; signup also needs name
    // and the solved captcha, and checks password length (at least 8) itself.
    body: z.object({
      email: z.email(),
      password: z.string().min(1).max(200),
      rememberMe: z.boolean().optional(),
      name: z.string().min(1).max(100).optional(),
      captcha: z.string().max(20_000).optional(),
    }),
    // Login answers the signed-in user. Signup answers the same 202 whether or not the address has an
    // account (ADR 0033): the account is made when the mailed code comes back (`x-auth-signup-confirm`).
    response: z.union([z.object({ user: sessionUser }), z.object({ confirmationSentTo: z.email() })]),
    policy: { public: true, revalidates: ['x-auth-session'] },
    decided:
      'spec: "login or signup at an auth service, with a variable endpoint suffix"; the auth service is /api/auth/ and the suffix is login or signup',
  }),
  'user-details': endpoint({
    id: 'user-details',
    area: 'User',
    method: 'GET',
    path: 'user/details/',
    response: userDetails,
  }),
  'user-write-token': endpoint({
    id: 'user-write-token',
    area: 'User',
    method: 'GET',
    path: '{entityId}/writetoken/',
    params: z.object({ entityId: slug }),
    response: z.object({ token: z.string(), expires_at: isoDateTime }),
    policy: { neverCache: true },
    summary:
      "A short-lived token, bound to the caller's session, that lets a beacon save the caller's own code draft of a problem (entity `code-{problemId}-{userId}`, ADR 0096).",
    decided:
      'the spec names the call only; the one entity with a write token is the problem page code draft (002 §3 userEntityId), saved by sendBeacon when the page is left',
  }),
  'user-institutes-all': endpoint({
    id: 'user-institutes-all',
    area: 'User',
    method: 'GET',
    path: 'institutes/{x}/all/',
    params: z.object({ x: z.string().trim().min(2).max(100) }),
    query: pageQuery,
    response: paginated(institute),
    policy: { public: true },
    summary: 'Institutes with a word of their name starting with {x}, by name, a page at a time.',
  }),
  'user-institutes-institute': endpoint({
    id: 'user-institutes-institute',
    area: 'User',
    method: 'GET',
    path: 'institutes/{x}/institute/',
    params: z.object({ x: z.coerce.number<number>().int().positive() }),
    response: institute,
    policy: { public: true },
    summary: 'Institute with id {x}.',
  }),
  'user-country-calling-codes': endpoint({
    id: 'user-country-calling-codes',
    area: 'User',
    method: 'GET',
    path: 'countrycallingcodes',
    response: listOf(z.object({ country: z.string(), iso2: z.string().length(2), calling_code: z.string() })),
    policy: { public: true, cacheSeconds: 86_400 },
  }),
  'user-get-institute': endpoint({
    id: 'user-get-institute',
    area: 'User',
    method: 'GET',
    path: '/api/get-institute/',
    base: 'root',
    query: z.object({ search: z.string().max(100).optional() }),
    response: listOf(institute),
    policy: { public: true },
    summary:
      "Up to 20 institutes for a form's institute field: a word of the name starts with `search` (the exact name first), by name. Institutes keep no country, so there is no country filter.",
    decided: 'params not shown: `search`, matched as user-institutes-all matches',
  }),
  'user-institute-organization': endpoint({
    id: 'user-institute-organization',
    area: 'User',
    method: 'GET',
    path: '/api/institutes/{x}/organization/',
    base: 'root',
    params: z.object({ x: z.coerce.number<number>().int().positive() }),
    response: z.object({
      organization: z
        .object({ slug: z.string(), name: z.string(), type: z.enum(['company', 'institute']) })
        .nullable(),
    }),
    summary:
      'The institute organization on Learnforge that this directory institute is (same name, any case), or null: forms say "your institute is on Learnforge" from it.',
  }),
  'user-check-permission': endpoint({
    id: 'user-check-permission',
    area: 'User',
    method: 'GET',
    path: 'users/check-permission/',
    query: z.object({ source: z.string().min(1).max(100) }),
    response: z.object({ source: z.string(), allowed: z.boolean() }),
  }),
  'user-resume-upload': endpoint({
    id: 'user-resume-upload',
    area: 'User',
    method: 'POST',
    path: 'jobs/resume/upload/',
    body: z.object({ file: upload }),
    response: z.object({
      /** Where its owner downloads it (always as an attachment, never shown inline). */
      resume_url: z.string(),
      filename: z.string(),
      size: z.number().int().min(0),
      uploaded_at: isoDateTime,
    }),
    policy: { bodyEncoding: 'multipart', revalidates: ['jobs-meta'] },
    summary:
      'A PDF or Word (.docx) résumé, at most 5 MB, its type read from its bytes; replaces the caller’s previous one.',
  }),
  'user-internal-users': endpoint({
    id: 'user-internal-users',
    area: 'User',
    method: 'GET',
    path: 'users/internal/',
    query: z.object({ search: z.string().max(100).optional(), role: z.string().max(50).optional() }),
    response: z.object({
      moderators: z.array(z.object({ handle: z.string(), name: z.string(), email: z.string() })),
    }),
    policy: { cacheSeconds: 3600 },
    summary: 'Moderators for the assigned_to / assigned_by filters; cached 3600 s (002 §6).',
  }),
  'user-dashboard-view': endpoint({
    id: 'user-dashboard-view',
    area: 'User',
    method: 'GET',
    path: 'dashboard/{view}',
    params: z.object({ view: z.enum(['overview', 'courses', 'problems', 'contests']) }),
    response: z.object({
      view: z.string(),
      cards: z.array(z.object({ key: z.string(), label: z.string(), value: z.number() })),
    }),
  }),
  'user-profile-upload-image': endpoint({
    id: 'user-profile-upload-image',
    area: 'User',
    method: 'PATCH',
    path: 'users/profile/upload-image/',
    body: z.object({ image: upload }),
    response: z.object({ image_url: z.string() }),
    policy: { bodyEncoding: 'multipart', revalidates: ['user-details', 'rewards-user-details'] },
    summary: 'PNG, JPEG, GIF or WebP, at most 2 MB; recognised by its bytes, never its name.',
  }),
  'user-spin-the-wheel': endpoint({
    id: 'user-spin-the-wheel',
    area: 'User',
    method: 'GET',
    path: 'wheel/spin-the-wheel/',
    response: z.object({ label: z.string(), points: z.number().int(), spun_at: isoDateTime }),
    policy: { neverCache: true, revalidates: ['user-need-to-spin', 'user-details'] },
  }),
  'user-need-to-spin': endpoint({
    id: 'user-need-to-spin',
    area: 'User',
    method: 'GET',
    path: 'wheel/need-to-spin/',
    response: z.object({ need_to_spin: z.boolean(), next_spin_at: isoDateTime.nullable() }),
  }),
  'user-consent-form-get': endpoint({
    id: 'user-consent-form-get',
    area: 'User',
    method: 'GET',
    path: 'user/consent-form/?source=',
    query: z.object({ source: consentSource }),
    response: consent,
    summary: "The consent form a screen shows (`source`), and the caller's answer to its current version.",
  }),
  'user-consent-form-put': endpoint({
    id: 'user-consent-form-put',
    area: 'User',
    method: 'PUT',
    path: 'user/consent-form/',
    query: z.object({ source: consentSource }),
    body: z.object({ accepted: z.boolean(), version: z.string().trim().min(1).max(50) }),
    response: consent,
    policy: { revalidates: ['user-consent-form-get', 'terms-get'] },
    summary:
      'Answers the consent form of `source`; `version` must be the one shown (409 when it changed since).',
  }),
} as const;
