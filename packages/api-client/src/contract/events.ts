import { z } from 'zod';
import { endpoint } from './define';
import {
  csvFile,
  dateTime,
  email,
  handle,
  httpUrl,
  isSafeLink,
  keyedById,
  leaderboardRow,
  listOf,
  numericId,
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
  /** People holding a seat (the waitlist not counted). */
  registrations_count: z.number().int().min(0),
  /** Seats; null has no limit. */
  capacity: z.number().int().min(1).nullable(),
  recurring_event_slug: slug.nullable(),
});
/** The caller's place in an event: a seat, or a place in the waitlist (1 is next). */
const enrollmentState = z.object({
  status: z.enum(['enrolled', 'waitlisted']),
  waitlist_position: z.number().int().min(1).nullable(),
});
const eventDetail = eventCard.extend({
  description: z.string(),
  speakers: z.array(
    z.object({ name: z.string(), designation: z.string(), profile_image: httpUrl.nullable() }),
  ),
  join_url: httpUrl.nullable(),
  is_enrolled: z.boolean(),
  enrollment: enrollmentState.nullable(),
  waitlist_count: z.number().int().min(0),
  /** Enrolment is open until the event starts. */
  registration_open: z.boolean(),
  /** A contest occurrence runs on the contest engine: its page is /contest/{contest_slug}. */
  contest_slug: slug.nullable(),
});
const seriesRow = leaderboardRow.extend({ events_attended: z.number().int().min(0) });
const subscription = z.object({ is_subscribed: z.boolean(), subscribers_count: z.number().int().min(0) });
const eventStaffRow = eventCard.extend({
  is_published: z.boolean(),
  waitlist_count: z.number().int().min(0),
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
    policy: { cacheSeconds: 60, public: true },
    summary: 'Upcoming events soonest first (running ones included); past events latest first.',
  }),
  endpoint({
    id: 'events-detail',
    area,
    method: 'GET',
    path: 'events/{id}/',
    params: eventParams,
    response: eventDetail,
    policy: { cacheSeconds: 0, public: true },
    summary: 'join_url is only filled for enrolled callers from an hour before the event starts.',
  }),
  endpoint({
    id: 'events-user-enrollment',
    area,
    method: 'POST',
    path: 'user/enrollment/',
    body: z.object({
      event_id: z.number().int().positive(),
      page_url: pageUrl,
      utm_source: z.string().trim().max(100).optional(),
    }),
    response: statusReply(['WAITLISTED', 'ALREADY_ENROLLED']).extend({
      enrollment: enrollmentState,
    }),
    policy: {
      pageUrl: true,
      revalidates: ['events-detail', 'events-index'],
    },
    summary:
      'A seat while seats are left, else a place in the waitlist. 404 for an unknown event, 409 once it has started.',
  }),
  endpoint({
    id: 'x-events-user-enrollment-cancel',
    area,
    method: 'DELETE',
    path: 'user/enrollment/{id}/',
    params: eventParams,
    response: z.object({ message: z.string(), promoted: z.boolean() }),
    policy: { revalidates: ['events-detail', 'events-index'] },
    summary:
      "Leaves an event (a seat or the waitlist); a freed seat goes to the waitlist's first person, who is mailed.",
  }),
  endpoint({
    id: 'x-events-calendar',
    area,
    method: 'GET',
    path: 'events/{id}/calendar/',
    params: eventParams,
    response: csvFile,
    policy: { download: 'text/calendar', public: true },
    summary: 'The event as an iCalendar (.ics) file for a calendar app.',
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
        title: z.string(),
        starts_at: dateTime,
        image: httpUrl.nullable(),
        link: z.string().refine(isSafeLink),
        alt: z.string(),
        order: z.number().int(),
      }),
    ),
    policy: { cacheSeconds: 300, public: true },
    decided: 'method not shown; GET, it reads the featured upcoming events shown as a carousel',
  }),
  endpoint({
    id: 'events-list',
    area,
    method: 'GET',
    path: 'events/list/',
    query: pageQuery.extend({ search: z.string().trim().max(200).optional(), type: eventType.optional() }),
    response: paginated(eventStaffRow),
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
      z.object({
        handle,
        name: z.string(),
        email,
        status: z.enum(['enrolled', 'waitlisted']),
        enrolled_at: dateTime,
        attended: z.boolean().nullable(),
      }),
    ).extend({ title: z.string() }),
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
      title: z.string(),
      /** Whether the event has started: attendance is marked from then on. */
      started: z.boolean(),
      registrations: z.number().int().min(0),
      waitlisted: z.number().int().min(0),
      attended: z.number().int().min(0),
      /** Attended out of seats held, once attendance is marked; null before. */
      conversion: z.number().min(0).max(1).nullable(),
      by_day: z.array(z.object({ date: z.iso.date(), registrations: z.number().int().min(0) })),
      by_source: z.array(z.object({ utm_source: z.string(), registrations: z.number().int().min(0) })),
    }),
    decided: noPath('aggregated data', 'GET events/{id}/aggregated-data/'),
  }),
  endpoint({
    id: 'x-recurring-events-detail',
    area,
    method: 'GET',
    path: 'recurring-events/{slug}/',
    params: recurringParams,
    response: z.object({
      slug,
      title: z.string(),
      description: z.string(),
      cadence: z.string(),
      upcoming: z.array(eventCard.extend({ contest_slug: slug.nullable() })),
      past: z.array(eventCard.extend({ contest_slug: slug.nullable() })),
    }),
    policy: { cacheSeconds: 60, public: true },
    summary: 'A recurring event and its occurrences.',
  }),
  endpoint({
    id: 'recurring-events-leaderboard',
    area,
    method: 'GET',
    path: 'recurring-events/{slug}/leaderboard/',
    params: recurringParams,
    /** 001 §9: the event leaderboard pages with page and page_size. */
    query: z.object({ page, page_size: pageSize }),
    response: paginated(seriesRow),
    policy: { cacheSeconds: 60, public: true },
    decided: noPath('recurring events leaderboard', 'GET recurring-events/{slug}/leaderboard/'),
    summary: "Contest scores summed over the series' occurrences (the contest engine's attempts).",
  }),
  endpoint({
    id: 'recurring-events-user-ranking',
    area,
    method: 'GET',
    path: 'recurring-events/{slug}/user_ranking/',
    params: recurringParams,
    response: z.object({ user_rank: seriesRow.nullable() }),
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
    response: subscription,
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
    response: subscription,
    policy: { revalidates: ['recurring-events-subscribe-get'] },
    decided: "the spec writes 'subscribe (GET and POST)' without a path; recurring-events/{slug}/subscribe/",
    summary: 'Subscribers are mailed a reminder the day before every occurrence.',
  }),
  endpoint({
    id: 'x-events-attendance',
    area,
    method: 'PUT',
    path: 'events/{id}/attendance/',
    params: eventParams,
    body: z.object({ handles: z.array(handle).min(1).max(500), attended: z.boolean() }),
    response: z.object({ message: z.string(), updated: z.number().int().min(0) }),
    policy: { revalidates: ['events-users', 'events-aggregated-data'] },
    summary:
      'Marks seat holders as attended or not, once the event has started (409 before); 400 naming handles that hold no seat.',
  }),
]);
