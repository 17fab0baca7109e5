import { and, asc, eq, gt } from 'drizzle-orm';
import type { Handler, PublicHandler } from '../../api/registry';
import { pageOf } from '../../db/paging';
import { eventEnrollments, events } from '../../db/schema';
import { referrerOf } from '../../leaderboards/referrals';
import { queueDelivery } from '../../mail/outbox';
import {
  cardOf,
  cardsOf,
  contestSlugs,
  eventsWhen,
  publishedEvent,
  seatCounts,
  seriesSlugs,
} from '../event-views';
import { eventCalendar } from '../ics';
import { scheduleReminder } from '../reminders';
import { enrol, leave, waitlistPosition } from '../seats';

/** The join link shows from this long before the start, to people holding a seat. */
const JOIN_OPENS_MS = 3_600_000;

export const handleEventsIndex: PublicHandler<'events-index'> = async ({ input, database: { db } }) => {
  const { where, order } = eventsWhen(input.query.status, new Date());
  const filter = input.query.type ? and(where, eq(events.type, input.query.type)) : where;
  const listed = await pageOf(
    db,
    { ...input.query, defaultPageSize: 12 },
    db.select().from(events).where(filter).$dynamic(),
    order,
    (row) => row,
  );
  return { ...listed, results: await cardsOf(db, listed.results) };
};

export const handleEventDetail: PublicHandler<'events-detail'> = async ({
  input,
  user,
  database: { db },
}) => {
  const event = await publishedEvent(db, input.path.id);
  const [counts, slugs, contestOf, [mine]] = await Promise.all([
    seatCounts(db, [event.id]),
    seriesSlugs(db, [event]),
    contestSlugs(db, [event]),
    user
      ? db
          .select()
          .from(eventEnrollments)
          .where(and(eq(eventEnrollments.eventId, event.id), eq(eventEnrollments.userId, user.id)))
      : Promise.resolve([]),
  ]);
  const now = Date.now();
  const seated = mine?.status === 'enrolled';
  return {
    ...cardOf(event, counts, slugs),
    description: event.description,
    speakers: event.speakers,
    join_url: seated && event.startsAt.getTime() - JOIN_OPENS_MS <= now ? event.joinUrl : null,
    is_enrolled: seated,
    enrollment: mine ? { status: mine.status, waitlist_position: await waitlistPosition(db, mine) } : null,
    waitlist_count: counts.get(event.id)?.waitlisted ?? 0,
    registration_open: event.startsAt.getTime() > now,
    contest_slug: contestOf(event),
  };
};

export const handleEnrol: Handler<'events-user-enrollment'> = async ({
  input,
  user,
  database: { db },
  request,
}) => {
  const { event, enrollment, created } = await enrol(db, {
    eventId: input.body.event_id,
    userId: user.id,
    utmSource: input.body.utm_source,
    referredByUserId: await referrerOf(db, input.body.page_url, user.id),
    now: new Date(),
  });
  const place = { status: enrollment.status, waitlist_position: await waitlistPosition(db, enrollment) };
  if (created && enrollment.status === 'enrolled') await scheduleReminder(request.server.jobQueue, event);
  if (!created)
    return {
      status: 'ALREADY_ENROLLED' as const,
      message:
        enrollment.status === 'enrolled'
          ? `You already have a seat at ${event.title}.`
          : `You are already on the waitlist of ${event.title}, number ${place.waitlist_position}.`,
      enrollment: place,
    };
  return enrollment.status === 'enrolled'
    ? { status: 'SUCCESS' as const, message: `You have a seat at ${event.title}.`, enrollment: place }
    : {
        status: 'WAITLISTED' as const,
        message: `${event.title} is full. You are number ${place.waitlist_position} on the waitlist; we mail you if a seat frees up.`,
        enrollment: place,
      };
};

export const handleLeave: Handler<'x-events-user-enrollment-cancel'> = async ({
  input,
  user,
  database: { db },
  config,
  request,
}) => {
  const { event, promoted, outboxIds } = await leave(db, {
    eventId: input.path.id,
    userId: user.id,
    publicUrl: config.publicUrl,
  });
  if (promoted) {
    await queueDelivery(request.server.jobQueue, outboxIds);
    await scheduleReminder(request.server.jobQueue, event);
  }
  return { message: `You left ${event.title}.`, promoted };
};

export const handleEventCalendar: PublicHandler<'x-events-calendar'> = async ({
  input,
  database: { db },
  config,
}) => {
  const event = await publishedEvent(db, input.path.id);
  return {
    filename: `${event.slug}.ics`,
    contentType: 'text/calendar; charset=utf-8',
    body: eventCalendar(event, config.publicUrl),
  };
};

/** Featured events not yet over, soonest first: the carousel of the events page and the home page. */
export const handleEventCarousels: PublicHandler<'events-carousels'> = async ({ database: { db } }) => {
  const rows = await db
    .select()
    .from(events)
    .where(and(eq(events.published, true), eq(events.featured, true), gt(events.endsAt, new Date())))
    .orderBy(asc(events.startsAt), asc(events.id))
    .limit(6);
  return {
    results: rows.map((row, index) => ({
      id: row.id,
      title: row.title,
      starts_at: row.startsAt.toISOString(),
      image: row.bannerImage,
      link: `/events/${row.id}`,
      alt: row.title,
      order: index + 1,
    })),
  };
};
