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
const dateRange = pageQuery.extend({ from: z.string().optional(), to: z.string().optional() });

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
  }),
  'pod-my-profile': endpoint({
    id: 'pod-my-profile',
    area,
    method: 'GET',
    path: 'problems-of-day/my-pod-profile/',
    response: z.object({
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
    query: dateRange,
    response: z.object({ results: z.array(z.object({ date: z.string(), problem_id: z.number().int() })) }),
  }),
  'pod-stats-history': endpoint({
    id: 'pod-stats-history',
    area,
    method: 'GET',
    path: 'problems-of-day/stats/history/',
    query: dateRange,
    response: paginated(
      z.object({
        date: z.string(),
        points: z.number().int(),
        reason: z.string(),
      }),
    ),
  }),
} as const;
