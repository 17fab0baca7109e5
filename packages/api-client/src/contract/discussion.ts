import { z } from 'zod';
import { endpoint } from './define';
import { dateTime, handle, isoDate, keyedById, listOf, numericId, slug } from './fields';

const area = 'Discussion';
const noPath = (what: string, chosen: string) =>
  `the spec names '${what}' without a path or method; ${chosen}`;

export const discussionEndpoints = keyedById([
  endpoint({
    id: 'discussion-picked-threads-meta',
    area,
    method: 'GET',
    path: 'discussion/picked-threads/meta/',
    query: z.object({ batch_slug: slug.optional() }),
    response: z.object({
      picked_count: z.number().int().min(0),
      answered_count: z.number().int().min(0),
      pending_count: z.number().int().min(0),
      oldest_pending_at: dateTime.nullable(),
    }),
    policy: { cacheSeconds: 0 },
    decided: noPath(
      'picked-threads meta',
      "GET discussion/picked-threads/meta/, counts of the moderator's threads",
    ),
  }),
  endpoint({
    id: 'discussion-ta-timesheet',
    area,
    method: 'GET',
    path: 'discussion/ta-timesheet/',
    query: z.object({ from: isoDate, to: isoDate, ta: handle.optional() }),
    response: listOf(
      z.object({
        date: isoDate,
        threads_answered: z.number().int().min(0),
        minutes_active: z.number().int().min(0),
      }),
    ).extend({ total_minutes: z.number().int().min(0) }),
    decided: noPath('ta-timesheet', 'GET discussion/ta-timesheet/ for a date range'),
  }),
  endpoint({
    id: 'discussion-mark-rating',
    area,
    method: 'PATCH',
    path: 'discussion/threads/{id}/mark-rating/',
    params: z.object({ id: numericId }),
    body: z.object({ is_valid: z.boolean() }),
    response: z.object({
      id: z.number().int(),
      rating: z.number().int().min(1).max(5),
      is_rating_valid: z.boolean(),
    }),
    policy: { revalidates: ['discussion-picked-threads-meta'] },
    decided:
      "the spec writes 'PATCH mark-rating' without a path; a moderator marks one thread's rating valid or not",
  }),
  endpoint({
    id: 'discussion-category-meta',
    area,
    method: 'GET',
    path: 'discussion/category-meta/',
    response: listOf(
      z.object({
        slug,
        name: z.string(),
        threads_count: z.number().int().min(0),
        unanswered_count: z.number().int().min(0),
      }),
    ),
    policy: { cacheSeconds: 300 },
    decided: noPath('category-meta', 'GET discussion/category-meta/'),
  }),
]);
