import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eventEnrollments, events, users } from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import { type OutgoingMessage, queueMessages } from '../mail/outbox';
import type { EventRow } from './event-views';

type EnrollmentRow = typeof eventEnrollments.$inferSelect;

/** The person's place in the waitlist, 1 being next; null when they hold a seat. */
export async function waitlistPosition(db: Db, enrollment: EnrollmentRow): Promise<number | null> {
  if (enrollment.status !== 'waitlisted') return null;
  const [ahead] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(eventEnrollments)
    .where(
      and(
        eq(eventEnrollments.eventId, enrollment.eventId),
        eq(eventEnrollments.status, 'waitlisted'),
        or(
          sql`${eventEnrollments.createdAt} < ${enrollment.createdAt}`,
          and(
            eq(eventEnrollments.createdAt, enrollment.createdAt),
            sql`${eventEnrollments.id} < ${enrollment.id}`,
          ),
        ),
      ),
    );
  return (ahead?.count ?? 0) + 1;
}

/** Locks the event's row: seats are counted and given under it, so two last-seat enrolments queue up. */
async function lockEvent(tx: Db, eventId: number): Promise<EventRow> {
  const [event] = await tx
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.published, true)))
    .for('update');
  if (!event) throw notFound('There is no such event.');
  return event;
}

async function seatsHeld(tx: Db, eventId: number): Promise<number> {
  const [held] = await tx
    .select({ count: sql<number>`count(*)::int` })
    .from(eventEnrollments)
    .where(and(eq(eventEnrollments.eventId, eventId), eq(eventEnrollments.status, 'enrolled')));
  return held?.count ?? 0;
}

/**
 * Enrols the person in one transaction: a seat while the event has seats left, else the end of the waitlist.
 * Enrolling again answers the place they have. Refused (409) once the event has started.
 */
export async function enrol(
  db: Db,
  {
    eventId,
    userId,
    utmSource,
    referredByUserId = null,
    now,
  }: { eventId: number; userId: number; utmSource?: string; referredByUserId?: number | null; now: Date },
) {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const event = await lockEvent(tx, eventId);
    const [existing] = await tx
      .select()
      .from(eventEnrollments)
      .where(and(eq(eventEnrollments.eventId, eventId), eq(eventEnrollments.userId, userId)));
    if (existing) return { event, enrollment: existing, created: false };
    if (event.startsAt <= now)
      throw new HttpError(409, 'registration_closed', `Enrolment for ${event.title} closed when it started.`);
    const full = event.capacity !== null && (await seatsHeld(tx, eventId)) >= event.capacity;
    const [enrollment] = await tx
      .insert(eventEnrollments)
      .values({
        eventId,
        userId,
        status: full ? 'waitlisted' : 'enrolled',
        utmSource: utmSource || null,
        referredByUserId,
        // The time of this insert, under the event's lock, not the default now() (the transaction's start): a
        // transaction that began first but waited for the lock must not queue ahead of the ones it waited for.
        createdAt: sql`clock_timestamp()`,
      })
      .returning();
    return { event, enrollment: enrollment!, created: true };
  });
}

/**
 * Leaves the event in one transaction. A seat given up goes to the first person of the waitlist, whose mail is
 * written in the same transaction; the caller hands `outboxIds` to the mail queue after it commits.
 */
export async function leave(
  db: Db,
  { eventId, userId, publicUrl }: { eventId: number; userId: number; publicUrl: string },
): Promise<{ event: EventRow; promoted: boolean; outboxIds: number[] }> {
  return db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const event = await lockEvent(tx, eventId);
    const [left] = await tx
      .delete(eventEnrollments)
      .where(and(eq(eventEnrollments.eventId, eventId), eq(eventEnrollments.userId, userId)))
      .returning();
    if (!left) throw notFound(`You are not enrolled in ${event.title}.`);
    if (left.status !== 'enrolled') return { event, promoted: false, outboxIds: [] };
    if (event.capacity !== null && (await seatsHeld(tx, eventId)) >= event.capacity)
      return { event, promoted: false, outboxIds: [] };
    const [next] = await tx
      .select({ id: eventEnrollments.id, email: users.email, name: users.name })
      .from(eventEnrollments)
      .innerJoin(users, eq(users.id, eventEnrollments.userId))
      .where(and(eq(eventEnrollments.eventId, eventId), eq(eventEnrollments.status, 'waitlisted')))
      .orderBy(asc(eventEnrollments.createdAt), asc(eventEnrollments.id))
      .limit(1)
      .for('update', { of: eventEnrollments });
    if (!next) return { event, promoted: false, outboxIds: [] };
    await tx
      .update(eventEnrollments)
      .set({ status: 'enrolled', promotedAt: new Date() })
      .where(eq(eventEnrollments.id, next.id));
    // The mail commits with the seat: the promoted person is never left unaware of it.
    const outboxIds = await queueMessages(tx, [seatFreedMail(event, next, publicUrl)]);
    return { event, promoted: true, outboxIds };
  });
}

function seatFreedMail(
  event: EventRow,
  person: { email: string; name: string },
  publicUrl: string,
): OutgoingMessage {
  return {
    to: person.email,
    subject: `You have a seat at ${event.title}`,
    body: `Hello ${person.name},\n\nA seat at ${event.title} came free and it is yours: you were first on the waitlist.\n\nThe event starts ${event.startsAt.toUTCString()}.\nDetails: ${publicUrl}/events/${event.id}\n\nIf you cannot come, leave the event on its page so the next person gets the seat.\n`,
  };
}
