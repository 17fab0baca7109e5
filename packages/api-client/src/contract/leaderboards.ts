import { z } from 'zod';
import { endpoint } from './define';
import {
  dateTime,
  handle,
  keyedById,
  lastEvaluatedKey,
  leaderboardPage,
  leaderboardRow,
  leaderboardType,
  page,
  paginated,
  slug,
  userSummary,
} from './fields';

const area = 'Leaderboard';
/** 001 §9: page 1 and type current by default. */
const rankingQuery = z.object({
  type: leaderboardType.default('current'),
  page,
  institute: z.string().trim().min(1).max(200).optional(),
});

export const leaderboardEndpoints = keyedById([
  endpoint({
    id: 'leaderboard-ranking',
    area,
    method: 'GET',
    path: 'leaderboard/ranking/',
    query: rankingQuery,
    response: leaderboardPage,
    policy: { cacheSeconds: 60, public: true },
    decided:
      "Ranks learners by the points of the problems they solved (overall, or first solved this calendar month for current), 20 a page, with the caller's own row; there is no country filter, as accounts have no country (ADR 0051).",
  }),
  endpoint({
    id: 'leaderboard-user-ranking',
    area,
    method: 'GET',
    path: 'user_ranking/',
    query: rankingQuery.omit({ page: true }),
    response: z.object({ user_rank: leaderboardRow.nullable() }),
    policy: { cacheSeconds: 0 },
  }),
  endpoint({
    id: 'leaderboard-influencer-rank',
    area,
    method: 'GET',
    path: 'influencer_rank/{event}/',
    params: z.object({ event: slug }),
    query: z.object({ page }),
    response: paginated(
      userSummary.extend({
        rank: z.number().int().min(1),
        referrals_count: z.number().int().min(0),
        points: z.number().min(0),
      }),
    ),
    policy: { cacheSeconds: 300, public: true },
    summary: 'Who brought the most registrations to an event.',
  }),
  endpoint({
    id: 'leaderboard-user-problem-submissions',
    area,
    method: 'POST',
    path: 'user/problems/submissions/',
    body: z.object({
      handle,
      last_evaluated_key: lastEvaluatedKey.optional(),
      page_size: z.number().int().min(1).max(50).default(20),
    }),
    response: z.object({
      submissions: z.array(
        z.object({
          problem_slug: slug,
          problem_title: z.string(),
          language: z.string(),
          verdict: z.enum([
            'correct',
            'wrong',
            'time_limit',
            'memory_limit',
            'runtime_error',
            'compile_error',
          ]),
          submitted_at: dateTime,
        }),
      ),
      last_evaluated_key: lastEvaluatedKey.nullable(),
    }),
    summary: "A ranked user's recent accepted and failed submissions, opened from the leaderboard.",
  }),
]);
