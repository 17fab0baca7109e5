import { z } from 'zod';
import { endpoint } from './define';
import {
  courseCard,
  isoDate,
  keyedById,
  listOf,
  pageQuery,
  paginated,
  queryFlag,
  slug,
} from './learner-shared';

const area = 'Explore';
const noPath = (what: string, chosen: string) =>
  `the spec names '${what}' without a path or method; ${chosen}`;
const difficulty = z.enum(['basic', 'easy', 'medium', 'hard']);
/** 002 §3: -1 unattempted, 0 wrong, 1 correct. */
const attemptStatus = z.union([z.literal(-1), z.literal(0), z.literal(1)]);

const problemCard = z.object({
  id: z.number().int(),
  slug,
  title: z.string(),
  difficulty,
  accuracy: z.number().min(0).max(100),
  submissions_count: z.number().int().min(0),
  tags: z.array(z.string()),
  companies: z.array(z.string()),
  status: attemptStatus,
});

const tagQuery = z.string().max(500).optional();

export const learnerExploreEndpoints = keyedById([
  endpoint({
    id: 'explore-problem-tags',
    area,
    method: 'GET',
    path: 'problems/tags/',
    response: z.object({
      topics: z.array(z.object({ slug, name: z.string(), problems_count: z.number().int().min(0) })),
      companies: z.array(z.object({ slug, name: z.string(), problems_count: z.number().int().min(0) })),
    }),
    policy: { cacheSeconds: 3600, public: true },
    decided: 'method not shown; GET, the filter tags of the explore page',
  }),
  endpoint({
    id: 'explore-pod-today',
    area,
    method: 'GET',
    path: 'problems-of-day/problem/today/',
    response: z.object({
      date: isoDate,
      results: problemCard.extend({ streak: z.number().int().min(0), solved_today: z.boolean() }),
    }),
    policy: { readsDateHeader: true, public: true, cacheSeconds: 0 },
    decided:
      'method not shown; GET as in 002 pod-today, the same call; current_date comes from the Date header',
  }),
  endpoint({
    id: 'explore-global-search',
    area,
    method: 'GET',
    path: 'global-search/',
    query: z.object({ q: z.string().trim().min(1).max(200) }),
    response: z.object({
      problems: z.array(problemCard.pick({ id: true, slug: true, title: true, difficulty: true })).max(20),
      courses: z.array(courseCard).max(20),
      articles: z.array(z.object({ id: z.number().int(), title: z.string(), slug })).max(20),
    }),
    policy: { public: true },
    decided: noPath('global search', 'GET global-search/?q='),
  }),
  endpoint({
    id: 'explore-problems',
    area,
    method: 'GET',
    path: 'problems/',
    query: pageQuery.extend({
      pageMode: z.literal('explore').default('explore'),
      search: z.string().trim().max(200).optional(),
      difficulty: difficulty.optional(),
      topics: tagQuery,
      companies: tagQuery,
      status: z.enum(['solved', 'unsolved', 'attempted']).optional(),
      sortBy: z.enum(['submissions', 'accuracy', 'difficulty']).optional(),
    }),
    response: paginated(problemCard),
    policy: { public: true },
    decided:
      "the spec says 'problems' on the explore page; GET problems/?pageMode=explore, the same call as 002 problem-explore",
  }),
  endpoint({
    id: 'explore-solved',
    area,
    method: 'GET',
    path: 'problems/user/solved/',
    query: z.object({ pageMode: z.literal('explore').default('explore') }),
    response: listOf(z.object({ problem_id: z.number().int(), status: attemptStatus })),
    policy: { cacheSeconds: 0 },
    decided:
      "the spec says 'solved' on the explore page; GET problems/user/solved/?pageMode=explore, the same call as 002 problem-explore-user-solved",
  }),
  endpoint({
    id: 'explore-user-stats',
    area,
    method: 'GET',
    path: 'problems/user/stats/',
    query: z.object({ include_streak: queryFlag.default(true) }),
    response: z.object({
      solved_total: z.number().int().min(0),
      solved_by_difficulty: z.record(difficulty, z.number().int().min(0)),
      total_by_difficulty: z.record(difficulty, z.number().int().min(0)),
      pod_streak: z.number().int().min(0).nullable(),
    }),
    policy: { cacheSeconds: 0 },
    decided: noPath('user stats', 'GET problems/user/stats/'),
  }),
]);
