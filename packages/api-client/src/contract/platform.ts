import { z } from 'zod';
import { sessionUser } from './auth';
import { endpoint } from './define';
import { dateTime, firstTouch, message, slug } from './fields';
import { listOf, upload } from './schemas';

const area = 'Other';
const recommendationBasis = z.enum(['history', 'popular']);

/** A job of the durable queue that failed every attempt (ADR 0045, 0061). */
const deadLetter = z.object({
  id: z.uuid(),
  queue: z.enum([
    'judge',
    'mail',
    'certificate',
    'event-reminder',
    'study-reminder',
    'access-end-mail',
    'contest-rank-points',
    'object-delete',
  ]),
  /** What the job was for, in words: "Submission 42", "3 messages". */
  summary: z.string(),
  /** The last attempt's error. */
  error: z.string(),
  attempts: z.number().int().min(1),
  failed_at: dateTime,
  /** Mail and certificates can be tried again; a judge job cannot (its learner was told to submit again). */
  retryable: z.boolean(),
});

export const platformEndpoints = {
  'x-admin-dead-letters': endpoint({
    id: 'x-admin-dead-letters',
    area,
    method: 'GET',
    path: 'admin/jobs/dead-letters/',
    response: listOf(deadLetter),
    summary:
      'Jobs that failed every attempt (undelivered mail, lost judge runs), newest first: super admins only.',
  }),
  'x-admin-dead-letter-retry': endpoint({
    id: 'x-admin-dead-letter-retry',
    area,
    method: 'POST',
    path: 'admin/jobs/dead-letters/{id}/retry/',
    params: z.object({ id: z.uuid() }),
    response: message,
    summary: 'Puts a failed mail or certificate job back in its queue for another round of attempts.',
    policy: { revalidates: ['x-admin-dead-letters'] },
  }),
  'x-admin-dead-letter-discard': endpoint({
    id: 'x-admin-dead-letter-discard',
    area,
    method: 'DELETE',
    path: 'admin/jobs/dead-letters/{id}/',
    params: z.object({ id: z.uuid() }),
    response: message,
    summary: 'Removes a failed job from the dead letters for good (its mail stays unsent in the outbox).',
    policy: { revalidates: ['x-admin-dead-letters'] },
  }),
  'util-upload-image': endpoint({
    id: 'util-upload-image',
    area,
    method: 'POST',
    path: '/util/uploadImage.php',
    base: 'root',
    body: z.object({ image: upload }),
    response: z.object({ url: z.string() }),
    policy: { bodyEncoding: 'multipart' },
    decided: 'method not shown: POST, multipart with one image field (PNG, JPEG, WebP, GIF; at most 2 MB)',
  }),
  'websocket-endpoint': endpoint({
    id: 'websocket-endpoint',
    area,
    method: 'GET',
    path: 'ws/',
    response: z.object({ type: z.string(), payload: z.unknown() }),
    policy: { websocket: true },
    decided:
      'address not shown: a WebSocket upgrade at ws/ under the version prefix; the response schema is one JSON message',
  }),
  'google-signin-verify': endpoint({
    id: 'google-signin-verify',
    area,
    method: 'POST',
    path: '/api/auth/google/',
    base: 'root',
    body: z.object({ credential: z.string().min(1).max(10_000), first_touch: firstTouch }),
    response: z.object({
      user: sessionUser,
      /** `signed_in`: the Google account was already linked; `linked`: linked now by its verified address; `created`: a new learner. */
      account: z.enum(['signed_in', 'linked', 'created']),
    }),
    policy: { public: true, firstTouch: true, revalidates: ['x-auth-session'] },
    summary:
      'Signs in with a Google ID token (OpenID Connect: issuer, audience, expiry and signature checked, ADR 0096): the linked account, else the account with its verified e-mail (then linked), else a new learner. 404 `google_not_configured` when the site has no GOOGLE_CLIENT_ID.',
    decided:
      'path and method not shown: POST /api/auth/google/ beside login and signup, with the Google ID token as credential',
  }),
  'x-auth-providers': endpoint({
    id: 'x-auth-providers',
    area,
    method: 'GET',
    path: '/api/auth/providers/',
    base: 'root',
    response: z.object({
      /** The OAuth client id for Google Identity Services; null: Google sign-in is not set up here. */
      google: z.object({ client_id: z.string() }).nullable(),
    }),
    policy: { public: true, cacheSeconds: 3600 },
    summary:
      'Which outside sign-ins this site offers, so the sign-in form shows "Continue with Google" only when set up.',
  }),
  'recommendations-api': endpoint({
    id: 'recommendations-api',
    area,
    method: 'GET',
    path: 'recommendations/',
    query: z.object({
      /** Where the list shows: the learner home (problems and courses) or a problem page (problems only). */
      context: z.enum(['home', 'problem']).default('home'),
      /** On a problem page, that problem: never recommended on its own page. */
      slug: slug.optional(),
    }),
    response: z.object({
      problems: z.object({
        /**
         * `history`: picked from the learner's own solved and unsolved problems; `popular`: they have worked on
         * no problem yet, so the problems most learners solved this week (labelled so).
         */
        basis: recommendationBasis,
        items: z
          .array(
            z.object({
              slug,
              title: z.string(),
              difficulty: z.enum(['basic', 'easy', 'medium', 'hard']),
              /** Only ever true for someone who may open premium problems: locked ones are never offered. */
              premium: z.boolean(),
              /** Why, in the learner's own terms: "Because you solved Two Sum (arrays)". */
              reason: z.string(),
            }),
          )
          .max(5),
      }),
      /** Courses the learner is not enrolled in; always empty on a problem page. */
      courses: z.object({
        /** `history`: from their enrolments and practised topics; `popular`: most enrolled this week. */
        basis: recommendationBasis,
        items: z.array(z.object({ slug, name: z.string(), reason: z.string() })).max(3),
      }),
    }),
    policy: { cacheSeconds: 0 },
    decided:
      "path and method not shown: GET recommendations/?context=home|problem&slug= under the version prefix, the signed-in learner's own (ADR 0097)",
  }),
} as const;
