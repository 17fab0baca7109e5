import { z } from 'zod';
import { dailyProblemEndpoints } from './daily-problem';
import { endpoint } from './define';
import { classStatus, courseCard, dateTime, isoDate, keyedById, queryFlag, slug } from './fields';
import { problemEndpoints } from './problems';

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

export const exploreEndpoints = keyedById([
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
    ...dailyProblemEndpoints['pod-today'],
    id: 'explore-pod-today',
    area,
    sameRouteAs: 'pod-today',
    decided: 'method not shown; the same call as 002 pod-today (GET, Date header read), served by it',
    summary: "The explore page's problem-of-the-day card.",
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
      /** Contests the caller could open: open ones, and their own batches' (ADR 0055). */
      contests: z
        .array(
          z.object({
            id: z.number().int(),
            slug,
            name: z.string(),
            status_code: classStatus,
            start_time: dateTime,
            end_time: dateTime,
          }),
        )
        .max(20),
      articles: z.array(z.object({ id: z.number().int(), title: z.string(), slug })).max(20),
    }),
    policy: { public: true },
    decided: noPath('global search', 'GET global-search/?q='),
  }),
  endpoint({
    ...problemEndpoints['problem-explore'],
    id: 'explore-problems',
    area,
    sameRouteAs: 'problem-explore',
    decided:
      "the spec says 'problems' on the explore page; the same call as 002 problem-explore, served by it",
  }),
  endpoint({
    ...problemEndpoints['problem-explore-user-solved'],
    id: 'explore-solved',
    area,
    sameRouteAs: 'problem-explore-user-solved',
    decided:
      "the spec says 'solved' on the explore page; the same call as 002 problem-explore-user-solved, served by it",
  }),
  endpoint({
    id: 'explore-user-stats',
    area,
    method: 'GET',
    path: 'problems/user/stats/',
    query: z.object({
      include_streak: queryFlag.default(true),
      /** The learner's IANA time zone: the streak counts their own calendar days (ADR 0015). */
      tz: z.string().max(64).optional(),
    }),
    response: z.object({
      solved_total: z.number().int().min(0),
      solved_by_difficulty: z.record(difficulty, z.number().int().min(0)),
      total_by_difficulty: z.record(difficulty, z.number().int().min(0)),
      pod_streak: z.number().int().min(0).nullable(),
    }),
    policy: { cacheSeconds: 0 },
    decided: noPath('user stats', 'GET problems/user/stats/'),
  }),
  endpoint({
    id: 'x-learner-home',
    area,
    method: 'GET',
    path: 'learner/home/',
    response: z.object({
      /** False until the learner has been here before (an earlier sign-in or a submission): "Welcome", not "Welcome back". */
      returning: z.boolean(),
      /** Batches the learner is enrolled in, newest start first (at most 5); empty when there are none. */
      batches: z.array(z.object({ slug, name: z.string(), starts_at: dateTime, ends_at: dateTime })).max(5),
      /** Live and upcoming contests the learner may sit (open ones and their batches'), soonest first. */
      upcoming_contests: z
        .array(
          z.object({
            id: z.number().int(),
            slug,
            name: z.string(),
            status_code: classStatus,
            start_time: dateTime,
            end_time: dateTime,
          }),
        )
        .max(3),
      /** The problem of the newest submission or run, to continue where they left off. */
      last_problem: z
        .object({
          slug,
          title: z.string(),
          difficulty,
          status: attemptStatus,
          last_worked_at: dateTime,
        })
        .nullable(),
      recent_submissions: z
        .array(
          z.object({
            id: z.number().int(),
            problem_slug: slug,
            problem_title: z.string(),
            language: z.string(),
            /** Null while judging or when judging failed. */
            verdict: z.string().nullable(),
            tests_passed: z.number().int().min(0),
            tests_total: z.number().int().min(0),
            created_at: dateTime,
          }),
        )
        .max(5),
    }),
    policy: { cacheSeconds: 0 },
    summary:
      'The signed-in home: where to continue, the latest submissions, batches and contests (what to solve next is recommendations-api).',
  }),
  endpoint({
    id: 'x-learner-profile',
    area,
    method: 'GET',
    path: 'learner/profile/{handle}/',
    params: z.object({ handle: slug }),
    response: z.object({
      handle: slug,
      name: z.string(),
      member_since: dateTime,
      organization: z.string().nullable(),
      /** The institute the learner studies at (their organization's, or the one they chose). */
      institute: z.string().nullable(),
      solved_total: z.number().int().min(0),
      solved_by_difficulty: z.record(difficulty, z.number().int().min(0)),
      /** Problems solved in each judge language (a problem solved in two languages counts in both). */
      solved_by_language: z.array(z.object({ language: z.string(), solved: z.number().int().min(0) })),
      submissions_total: z.number().int().min(0),
      /**
       * Points earned: solved problems, the daily problems' reward points, contests, finished courses and
       * the wheel (ADR 0058, 0076). Spending does not lower it.
       */
      points: z.number().int().min(0),
      /** What is left to spend in the rewards store: points earned less what redeems took (and gave back). */
      points_to_spend: z.number().int().min(0),
      current_streak: z.number().int().min(0),
      longest_streak: z.number().int().min(0),
      /** Submissions per UTC day over the last 365 days, days without any left out (the heat-map). */
      calendar: z.array(z.object({ date: isoDate, count: z.number().int().min(1) })),
    }),
    policy: { public: true, cacheSeconds: 0 },
    summary:
      'A learner’s public profile by handle: what they solved, in which languages, streaks and activity. No email.',
  }),
]);
