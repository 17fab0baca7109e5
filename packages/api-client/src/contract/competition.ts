import { z } from 'zod';
import { endpoint, fileDownload } from './define';
import { isoDateTime, listOf, pageQuery, paginated } from './schemas';

const registration = z.object({
  registered: z.boolean(),
  name: z.string().nullable(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  institute: z.string().nullable(),
  graduation_year: z.number().int().nullable(),
});
const registrationForm = z.object({
  name: z.string().trim().min(1, 'Enter your name').max(200),
  email: z.email('Enter a valid e-mail address'),
  phone: z
    .string()
    .trim()
    .regex(/^\+?[0-9 -]{6,20}$/, 'Enter a phone number of 6 to 20 digits'),
  institute: z.string().trim().min(1, 'Enter your college or company').max(200),
  graduation_year: z
    .number('Enter the year you graduate')
    .int('Enter the year you graduate')
    .min(1950, 'Enter a year from 1950')
    .max(2100, 'Enter a year up to 2100'),
});
const rankRow = z.object({ rank: z.number().int(), handle: z.string(), name: z.string(), score: z.number() });

export const competitionEndpoints = {
  'olympics-register-get': endpoint({
    id: 'olympics-register-get',
    area: 'Competition',
    method: 'GET',
    path: 'geek-olympics/register/',
    response: registration,
  }),
  'olympics-register-post': endpoint({
    id: 'olympics-register-post',
    area: 'Competition',
    method: 'POST',
    path: 'geek-olympics/register/',
    body: registrationForm,
    response: registration,
    policy: {
      revalidates: [
        'olympics-register-get',
        'olympics-leaderboard-my-rank',
        'olympics-leaderboard',
        'olympics-leaderboard-institutes',
      ],
    },
  }),
  'olympics-list': endpoint({
    id: 'olympics-list',
    area: 'Competition',
    method: 'GET',
    path: 'courses/geeks-olympics-list/',
    response: listOf(
      z.object({
        course_slug: z.string(),
        course_name: z.string(),
        start_time: isoDateTime,
        end_time: isoDateTime,
        /** The contest the round is sat in; null for a round of named problems only. */
        contest_slug: z.string().nullable(),
        /** Problems whose first accepted submission inside the round's window earns `points`, once (ADR 0106). */
        problems: z.array(
          z.object({ slug: z.string(), title: z.string(), points: z.number().int().positive() }),
        ),
      }),
    ),
    policy: { public: true },
  }),
  'olympics-leaderboard': endpoint({
    id: 'olympics-leaderboard',
    area: 'Competition',
    method: 'GET',
    path: 'leaderboard/geeks-olympic/',
    query: pageQuery,
    response: paginated(rankRow.extend({ institute: z.string().nullable() })),
    policy: { public: true },
  }),
  'olympics-leaderboard-institutes': endpoint({
    id: 'olympics-leaderboard-institutes',
    area: 'Competition',
    method: 'GET',
    path: 'leaderboard/geeks-olympic/institutes/',
    query: pageQuery,
    response: paginated(
      z.object({
        rank: z.number().int(),
        institute: z.string(),
        score: z.number(),
        participants: z.number().int(),
      }),
    ),
    policy: { public: true },
  }),
  'olympics-leaderboard-my-rank': endpoint({
    id: 'olympics-leaderboard-my-rank',
    area: 'Competition',
    method: 'GET',
    path: 'leaderboard/geeks-olympic/my-rank/',
    response: z.object({ rank: z.number().int().nullable(), score: z.number(), total: z.number().int() }),
  }),
  'summer-training-registration-get': endpoint({
    id: 'summer-training-registration-get',
    area: 'Summer training',
    method: 'GET',
    path: 'user-details-registration/',
    response: registration.extend({ preferred_track: z.string().nullable() }),
  }),
  'summer-training-registration-post': endpoint({
    id: 'summer-training-registration-post',
    area: 'Summer training',
    method: 'POST',
    path: 'user-details-registration/',
    body: registrationForm.extend({ preferred_track: z.string().trim().min(1, 'Choose a track').max(100) }),
    response: registration.extend({ preferred_track: z.string().nullable() }),
    policy: { revalidates: ['summer-training-registration-get'] },
    summary: 'Registration data refreshes afterwards (002 §4).',
  }),
  'x-summer-training-tracks': endpoint({
    id: 'x-summer-training-tracks',
    area: 'Summer training',
    method: 'GET',
    path: 'user-details-registration/tracks/',
    response: listOf(z.object({ slug: z.string(), name: z.string(), seats_left: z.number().int() })),
    policy: { public: true, cacheSeconds: 0 },
    summary: 'The tracks a summer-training registration chooses from, with the seats each has left.',
  }),
  'x-summer-training-registrations': endpoint({
    id: 'x-summer-training-registrations',
    area: 'Summer training',
    method: 'GET',
    path: 'user-details-registration/manage/',
    query: pageQuery.extend({ track: z.string().trim().min(1).max(100).optional() }),
    response: z.object({
      tracks: z.array(
        z.object({
          slug: z.string(),
          name: z.string(),
          seats: z.number().int(),
          taken: z.number().int(),
        }),
      ),
      ...paginated(
        z.object({
          name: z.string(),
          email: z.string(),
          phone: z.string(),
          institute: z.string(),
          graduation_year: z.number().int(),
          track: z.string(),
          registered_at: isoDateTime,
        }),
      ).shape,
    }),
    policy: { cacheSeconds: 0 },
    summary:
      "The staff's view of summer training (ADR 0088): every track with its seats and seats taken, and the registrations (of one track with ?track=), newest first, 50 a page unless page_size says.",
  }),
  'x-summer-training-registrations-csv': endpoint({
    id: 'x-summer-training-registrations-csv',
    area: 'Summer training',
    method: 'GET',
    path: 'user-details-registration/manage/csv/',
    query: z.object({ track: z.string().trim().min(1).max(100).optional() }),
    response: fileDownload,
    policy: { download: 'text/csv' },
    summary:
      'The same registrations as a streamed CSV; cells a spreadsheet would run as a formula are quoted.',
  }),
} as const;
