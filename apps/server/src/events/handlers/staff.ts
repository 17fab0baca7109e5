import { and, asc, desc, eq, gt, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import { pageOf } from '../../db/paging';
import { eventEnrollments, events, users } from '../../db/schema';
import { badRequest, HttpError, notFound } from '../../http/errors';
import { csvDownload, pages } from '../../org-dashboard/csv';
import { cardOf, seatCounts, seriesSlugs } from '../event-views';

async function anyEvent(db: Db, id: number) {
  const [event] = await db.select().from(events).where(eq(events.id, id));
  if (!event) throw notFound('There is no such event.');
  return event;
}

/** Every event, published or not, latest first; `search` matches the title. */
export const handleStaffEvents: Handler<'events-list'> = async ({ input, database: { db } }) => {
  const { search, type } = input.query;
  const where = and(
    search ? ilike(events.title, `%${escapeLike(search)}%`) : undefined,
    type ? eq(events.type, type) : undefined,
  );
  const listed = await pageOf(
    db,
    input.query,
    db.select().from(events).where(where).$dynamic(),
    [desc(events.startsAt), desc(events.id)],
    (row) => row,
  );
  const rows = listed.results;
  const [counts, slugs] = await Promise.all([
    seatCounts(
      db,
      rows.map((row) => row.id),
    ),
    seriesSlugs(db, rows),
  ]);
  return {
    ...listed,
    results: rows.map((row) => ({
      ...cardOf(row, counts, slugs),
      is_published: row.published,
      waitlist_count: counts.get(row.id)?.waitlisted ?? 0,
    })),
  };
};

const personColumns = {
  id: eventEnrollments.id,
  handle: users.handle,
  name: users.name,
  email: users.email,
  status: eventEnrollments.status,
  createdAt: eventEnrollments.createdAt,
  attended: eventEnrollments.attended,
  utmSource: eventEnrollments.utmSource,
};
/** Seats first, then the waitlist, each in the order people came. */
const personOrder = [
  sql`case ${eventEnrollments.status} when 'enrolled' then 0 else 1 end`,
  asc(eventEnrollments.createdAt),
  asc(eventEnrollments.id),
];

export const handleEventUsers: Handler<'events-users'> = async ({ input, database: { db } }) => {
  const event = await anyEvent(db, input.path.id);
  const { search } = input.query;
  const pattern = search ? `%${escapeLike(search)}%` : null;
  const where = and(
    eq(eventEnrollments.eventId, event.id),
    pattern
      ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.handle, pattern))
      : undefined,
  );
  const query = db
    .select(personColumns)
    .from(eventEnrollments)
    .innerJoin(users, eq(users.id, eventEnrollments.userId))
    .where(where)
    .$dynamic();
  const listed = await pageOf(db, input.query, query, personOrder, (row) => ({
    handle: row.handle,
    name: row.name,
    email: row.email,
    status: row.status,
    enrolled_at: row.createdAt.toISOString(),
    attended: row.attended,
  }));
  return { title: event.title, ...listed };
};

type PersonRow = {
  id: number;
  handle: string;
  name: string;
  email: string;
  status: 'enrolled' | 'waitlisted';
  createdAt: Date;
  attended: boolean | null;
  utmSource: string | null;
};

/** Streams who enrolled, a page at a time by enrolment id (formula-safe cells, csv.ts). */
export const handleEventCsv: Handler<'events-csv'> = async ({ input, database: { db } }) => {
  const event = await anyEvent(db, input.path.id);
  const rows = pages<PersonRow>((after) =>
    db
      .select(personColumns)
      .from(eventEnrollments)
      .innerJoin(users, eq(users.id, eventEnrollments.userId))
      .where(
        and(eq(eventEnrollments.eventId, event.id), after ? gt(eventEnrollments.id, after.id) : undefined),
      )
      .orderBy(asc(eventEnrollments.id))
      .limit(500),
  );
  return csvDownload(
    `${event.slug}-enrolments.csv`,
    [
      { header: 'Handle', value: (row) => row.handle },
      { header: 'Name', value: (row) => row.name },
      { header: 'Email', value: (row) => row.email },
      { header: 'Status', value: (row) => (row.status === 'enrolled' ? 'Seat' : 'Waitlist') },
      { header: 'Enrolled at', value: (row) => row.createdAt.toISOString() },
      { header: 'Attended', value: (row) => (row.attended === null ? '' : row.attended ? 'Yes' : 'No') },
      { header: 'Source', value: (row) => row.utmSource ?? '' },
    ],
    rows,
  );
};

export const handleEventAggregates: Handler<'events-aggregated-data'> = async ({
  input,
  database: { db },
}) => {
  const event = await anyEvent(db, input.path.id);
  const ofEvent = eq(eventEnrollments.eventId, event.id);
  const [[totals], byDay, bySource] = await Promise.all([
    db
      .select({
        enrolled: sql<number>`count(*) filter (where ${eventEnrollments.status} = 'enrolled')::int`,
        waitlisted: sql<number>`count(*) filter (where ${eventEnrollments.status} = 'waitlisted')::int`,
        attended: sql<number>`count(*) filter (where ${eventEnrollments.attended})::int`,
        marked: sql<number>`count(*) filter (where ${eventEnrollments.attended} is not null)::int`,
      })
      .from(eventEnrollments)
      .where(ofEvent),
    db
      .select({
        date: sql<string>`to_char(${eventEnrollments.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        registrations: sql<number>`count(*)::int`,
      })
      .from(eventEnrollments)
      .where(ofEvent)
      .groupBy(sql`1`)
      .orderBy(sql`1`),
    db
      .select({
        utm_source: sql<string>`coalesce(${eventEnrollments.utmSource}, 'direct')`,
        registrations: sql<number>`count(*)::int`,
      })
      .from(eventEnrollments)
      .where(ofEvent)
      .groupBy(sql`1`)
      .orderBy(desc(sql`2`), asc(sql`1`)),
  ]);
  const enrolled = totals?.enrolled ?? 0;
  return {
    title: event.title,
    started: event.startsAt <= new Date(),
    registrations: enrolled,
    waitlisted: totals?.waitlisted ?? 0,
    attended: totals?.attended ?? 0,
    conversion:
      (totals?.marked ?? 0) > 0 && enrolled > 0 ? Math.min(1, (totals?.attended ?? 0) / enrolled) : null,
    by_day: byDay,
    by_source: bySource,
  };
};

/** Marks who came among the seat holders; only once the event has started, and only people holding a seat. */
export const handleEventAttendance: Handler<'x-events-attendance'> = async ({ input, database: { db } }) => {
  const event = await anyEvent(db, input.path.id);
  if (event.startsAt > new Date())
    throw new HttpError(409, 'not_started', `${event.title} has not started: mark attendance once it has.`);
  const handles = [...new Set(input.body.handles)];
  const seated = await db
    .select({ id: eventEnrollments.id, handle: users.handle })
    .from(eventEnrollments)
    .innerJoin(users, eq(users.id, eventEnrollments.userId))
    .where(
      and(
        eq(eventEnrollments.eventId, event.id),
        eq(eventEnrollments.status, 'enrolled'),
        inArray(users.handle, handles),
      ),
    );
  const missing = handles.filter((handle) => !seated.some((row) => row.handle === handle));
  if (missing.length)
    throw badRequest('Only people holding a seat can be marked.', {
      handles: `No seat at ${event.title}: ${missing.join(', ')}.`,
    });
  await db
    .update(eventEnrollments)
    .set({ attended: input.body.attended })
    .where(
      inArray(
        eventEnrollments.id,
        seated.map((row) => row.id),
      ),
    );
  return {
    message: `${seated.length} ${seated.length === 1 ? 'person' : 'people'} marked as ${input.body.attended ? 'attended' : 'absent'}.`,
    updated: seated.length,
  };
};
