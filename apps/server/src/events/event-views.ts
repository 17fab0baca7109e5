import { and, asc, desc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contests, eventEnrollments, events, recurringEvents } from '../db/schema';
import { notFound } from '../http/errors';

export type EventRow = typeof events.$inferSelect;

/** Seats held and waitlist length per event, counted for the events asked about only. */
export async function seatCounts(db: Db, eventIds: number[]) {
  const counts = new Map<number, { enrolled: number; waitlisted: number }>();
  if (eventIds.length === 0) return counts;
  const rows = await db
    .select({
      eventId: eventEnrollments.eventId,
      enrolled: sql<number>`count(*) filter (where ${eventEnrollments.status} = 'enrolled')::int`,
      waitlisted: sql<number>`count(*) filter (where ${eventEnrollments.status} = 'waitlisted')::int`,
    })
    .from(eventEnrollments)
    .where(inArray(eventEnrollments.eventId, eventIds))
    .groupBy(eventEnrollments.eventId);
  for (const row of rows) counts.set(row.eventId, { enrolled: row.enrolled, waitlisted: row.waitlisted });
  return counts;
}

export async function seriesSlugs(db: Db, rows: EventRow[]) {
  const ids = [...new Set(rows.map((row) => row.recurringEventId).filter((id): id is number => id !== null))];
  const slugs = new Map<number, string>();
  if (ids.length === 0) return slugs;
  const found = await db
    .select({ id: recurringEvents.id, slug: recurringEvents.slug })
    .from(recurringEvents)
    .where(inArray(recurringEvents.id, ids));
  for (const row of found) slugs.set(row.id, row.slug);
  return slugs;
}

export function cardOf(
  row: EventRow,
  counts: Map<number, { enrolled: number; waitlisted: number }>,
  slugs: Map<number, string>,
) {
  return {
    id: row.id,
    slug: row.slug,
    title: row.title,
    type: row.type,
    banner_image: row.bannerImage,
    starts_at: row.startsAt.toISOString(),
    ends_at: row.endsAt.toISOString(),
    is_online: row.isOnline,
    city: row.city,
    is_free: row.isFree,
    registrations_count: counts.get(row.id)?.enrolled ?? 0,
    capacity: row.capacity,
    recurring_event_slug: row.recurringEventId === null ? null : (slugs.get(row.recurringEventId) ?? null),
  };
}

/** Cards of `rows` with their seat counts and series, in the order given. */
export async function cardsOf(db: Db, rows: EventRow[]) {
  const [counts, slugs] = await Promise.all([
    seatCounts(
      db,
      rows.map((row) => row.id),
    ),
    seriesSlugs(db, rows),
  ]);
  return rows.map((row) => cardOf(row, counts, slugs));
}

/** The contest slugs of contest occurrences, by event id. */
export async function contestSlugs(db: Db, rows: EventRow[]) {
  const ids = rows.map((row) => row.contestId).filter((id): id is number => id !== null);
  const byContest = new Map<number, string>();
  if (ids.length)
    for (const contest of await db
      .select({ id: contests.id, slug: contests.slug })
      .from(contests)
      .where(inArray(contests.id, ids)))
      byContest.set(contest.id, contest.slug);
  return (row: EventRow) => (row.contestId === null ? null : (byContest.get(row.contestId) ?? null));
}

/** Upcoming: not yet over, soonest first. Past: over, latest first. Published events only. */
export function eventsWhen(status: 'upcoming' | 'past', now: Date) {
  return status === 'upcoming'
    ? {
        where: and(eq(events.published, true), gt(events.endsAt, now)),
        order: [asc(events.startsAt), asc(events.id)],
      }
    : {
        where: and(eq(events.published, true), lte(events.endsAt, now)),
        order: [desc(events.startsAt), desc(events.id)],
      };
}

export async function publishedEvent(db: Db, id: number): Promise<EventRow> {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, id), eq(events.published, true)));
  if (!row) throw notFound('There is no such event.');
  return row;
}
