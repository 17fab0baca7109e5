import { z } from 'zod';
import { endpoint } from './define';
import { attemptStatus, isoDateTime, pageQuery, paginated } from './schemas';

const area = 'Daily problem';
const dailyProblem = z.object({
  date: z.string(),
  problem_id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  difficulty: z.enum(['basic', 'easy', 'medium', 'hard']),
  reward_points: z.number().int(),
  status: attemptStatus,
});
/** The learner's IANA time zone; streak days are their local calendar days (UTC when absent; ADR 0015). */
const timeZoneQuery = { tz: z.string().max(64).optional() };
const dateRange = pageQuery.extend({ from: z.string().optional(), to: z.string().optional() });
const learnerDateRange = dateRange.extend(timeZoneQuery);

export const dailyProblemEndpoints = {
  'pod-today': endpoint({
    id: 'pod-today',
    area,
    method: 'GET',
    path: 'problems-of-day/problem/today/',
    response: z.object({ results: dailyProblem, date: z.string(), current_date: isoDateTime }),
    policy: { public: true, anonymous: true, readsDateHeader: true, dateHeaderField: 'current_date' },
    summary: 'Fetched without user data; current_date comes from the Date response header (002 §3).',
  }),
  'pod-previous': endpoint({
    id: 'pod-previous',
    area,
    method: 'GET',
    path: 'problems-of-day/problems/previous/',
    query: dateRange,
    response: paginated(dailyProblem),
    // The archive of past daily problems is browsable before signing in, like the problems themselves;
    // a signed-in learner also gets whether they solved each (ADR 0022).
    policy: { public: true },
  }),
  'pod-my-profile': endpoint({
    id: 'pod-my-profile',
    area,
    method: 'GET',
    path: 'problems-of-day/my-pod-profile/',
    query: z.object(timeZoneQuery),
    response: z.object({
      time_zone: z.string(),
      today: z.string(),
      solved_today: z.boolean(),
      day_ends_at: isoDateTime,
      current_streak: z.number().int(),
      longest_streak: z.number().int(),
      solved_count: z.number().int(),
      reward_points: z.number().int(),
    }),
  }),
  'pod-user-solved': endpoint({
    id: 'pod-user-solved',
    area,
    method: 'GET',
    path: 'problems-of-day/user/solved/',
    query: learnerDateRange,
    response: z.object({
      results: z.array(z.object({ date: z.string(), problem_id: z.number().int(), solved_on: z.string() })),
    }),
  }),
  'pod-stats-history': endpoint({
    id: 'pod-stats-history',
    area,
    method: 'GET',
    path: 'problems-of-day/stats/history/',
    query: learnerDateRange,
    response: paginated(
      z.object({
        date: z.string(),
        solved_on: z.string(),
        points: z.number().int(),
        reason: z.string(),
      }),
    ),
  }),
} as const;
