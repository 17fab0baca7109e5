import { z } from 'zod';
import { endpoint } from './define';
import {
  csvFile,
  dateTime,
  email,
  handle,
  httpUrl,
  keyedById,
  leaderboardRow,
  listOf,
  numericId,
  onSuccess,
  page,
  pageQuery,
  pageSize,
  pageUrl,
  paginated,
  slug,
  statusReply,
} from './fields';

const area = 'Events';
const noPath = (what: string, chosen: string) =>
  `the spec names '${what}' without a path or method; ${chosen}`;
const eventParams = z.object({ id: numericId });
const recurringParams = z.object({ slug });

const eventType = z.enum(['webinar', 'workshop', 'contest', 'meetup', 'hackathon']);
const eventCard = z.object({
  id: z.number().int(),
  slug,
  title: z.string(),
  type: eventType,
  banner_image: httpUrl.nullable(),
  starts_at: dateTime,
  ends_at: dateTime,
  is_online: z.boolean(),
  city: z.string().nullable(),
  is_free: z.boolean(),
  registrations_count: z.number().int().min(0),
});

export const eventEndpoints = keyedById([
  endpoint({
    id: 'events-index',
    area,
    method: 'GET',
    path: 'events/',
    query: pageQuery.extend({
      type: eventType.optional(),
      status: z.enum(['upcoming', 'past']).default('upcoming'),
    }),
    response: paginated(eventCard),
    policy: { cacheSeconds: 600, public: true },
  }),
  endpoint({
    id: 'events-detail',
    area,
    method: 'GET',
    path: 'events/{id}/',
    params: eventParams,
    response: eventCard.extend({
      description_html: z.string(),
      speakers: z.array(
        z.object({ name: z.string(), designation: z.string(), profile_image: httpUrl.nullable() }),
      ),
      join_url: httpUrl.nullable(),
      is_enrolled: z.boolean(),
      recurring_event_slug: slug.nullable(),
    }),
    policy: { cacheSeconds: 0, public: true },
    summary: 'join_url is only filled for enrolled callers once the event is about to start.',
  }),
  endpoint({
    id: 'events-user-enrollment',
    area,
    method: 'POST',
    path: 'user/enrollment/',
    body: z.object({ event_id: z.number().int().positive(), page_url: pageUrl }),
    response: statusReply(['ALREADY_ENROLLED', 'REGISTRATION_CLOSED', 'EVENT_FULL']),
    policy: { pageUrl: true, revalidates: ['events-detail'], revalidateWhen: onSuccess },
  }),
  endpoint({
    id: 'events-carousels',
    area,
    method: 'GET',
    path: 'carousels/',
    query: z.object({ placement: z.enum(['events', 'home']).default('events') }),
    response: listOf(
      z.object({
        id: z.number().int(),
        image: httpUrl,
        link: httpUrl,
        alt: z.string(),
        order: z.number().int(),
      }),
    ),
    policy: { cacheSeconds: 3600, public: true },
    decided: 'method not shown; GET, it reads the banner carousel',
  }),
  endpoint({
    id: 'events-list',
    area,
    method: 'GET',
    path: 'events/list/',
    query: pageQuery.extend({ search: z.string().trim().max(200).optional(), type: eventType.optional() }),
    response: paginated(eventCard.extend({ is_published: z.boolean() })),
    policy: { cacheSeconds: 0 },
    decided: noPath('list', 'GET events/list/, the staff list with unpublished events'),
  }),
  endpoint({
    id: 'events-users',
    area,
    method: 'GET',
    path: 'events/{id}/users/',
    params: eventParams,
    query: pageQuery.extend({ search: z.string().trim().max(200).optional() }),
    response: paginated(
      z.object({ handle, name: z.string(), email, enrolled_at: dateTime, attended: z.boolean().nullable() }),
    ),
    decided: noPath('users', 'GET events/{id}/users/, who enrolled in one event'),
  }),
  endpoint({
    id: 'events-csv',
    area,
    method: 'GET',
    path: 'events/{id}/users/csv/',
    params: eventParams,
    response: csvFile,
    policy: { download: 'text/csv' },
    decided: noPath('CSV', 'GET events/{id}/users/csv/, the enrolled users as a file'),
  }),
  endpoint({
    id: 'events-aggregated-data',
    area,
    method: 'GET',
    path: 'events/{id}/aggregated-data/',
    params: eventParams,
    response: z.object({
      registrations: z.number().int().min(0),
      attended: z.number().int().min(0),
      by_day: z.array(z.object({ date: z.iso.date(), registrations: z.number().int().min(0) })),
      by_source: z.array(z.object({ utm_source: z.string(), registrations: z.number().int().min(0) })),
    }),
    decided: noPath('aggregated data', 'GET events/{id}/aggregated-data/'),
  }),
  endpoint({
    id: 'recurring-events-leaderboard',
    area,
    method: 'GET',
    path: 'recurring-events/{slug}/leaderboard/',
    params: recurringParams,
    /** 001 §9: the event leaderboard pages with page and page_size. */
    query: z.object({ page, page_size: pageSize }),
    response: paginated(leaderboardRow.extend({ events_attended: z.number().int().min(0) })),
    policy: { cacheSeconds: 300, public: true },
    decided: noPath('recurring events leaderboard', 'GET recurring-events/{slug}/leaderboard/'),
  }),
  endpoint({
    id: 'recurring-events-user-ranking',
    area,
    method: 'GET',
    path: 'recurring-events/{slug}/user_ranking/',
    params: recurringParams,
    response: z.object({
      user_rank: leaderboardRow.extend({ events_attended: z.number().int().min(0) }).nullable(),
    }),
    policy: { cacheSeconds: 0 },
    decided: noPath(
      'recurring events user_ranking',
      "GET recurring-events/{slug}/user_ranking/, the caller's row",
    ),
  }),
  endpoint({
    id: 'recurring-events-subscribe-get',
    area,
    method: 'GET',
    path: 'recurring-events/{slug}/subscribe/',
    params: recurringParams,
    response: z.object({ is_subscribed: z.boolean(), subscribers_count: z.number().int().min(0) }),
    policy: { cacheSeconds: 0 },
    decided: "the spec writes 'subscribe (GET and POST)' without a path; recurring-events/{slug}/subscribe/",
  }),
  endpoint({
    id: 'recurring-events-subscribe-post',
    area,
    method: 'POST',
    path: 'recurring-events/{slug}/subscribe/',
    params: recurringParams,
    body: z.object({ subscribe: z.boolean() }),
    response: z.object({ is_subscribed: z.boolean(), subscribers_count: z.number().int().min(0) }),
    policy: { revalidates: ['recurring-events-subscribe-get'] },
    decided: "the spec writes 'subscribe (GET and POST)' without a path; recurring-events/{slug}/subscribe/",
  }),
]);
