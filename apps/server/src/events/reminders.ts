import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { eventEnrollments, eventReminders, events, recurringEventSubscriptions, users } from '../db/schema';
import { queueDelivery, queueMessages } from '../mail/outbox';
import type { JobQueue } from '../queue/queue';

const DAY_MS = 86_400_000;

/**
 * Queues the reminder of an event for the day before it starts (at once when that is past). One waiting job
 * per event: a second enrolment finds it queued already (the queue's singleton key).
 */
export async function scheduleReminder(
  queue: Pick<JobQueue, 'schedule'>,
  event: { id: number; startsAt: Date },
): Promise<void> {
  const due = new Date(Math.max(Date.now(), event.startsAt.getTime() - DAY_MS));
  await queue.schedule(
    'event-reminder',
    { eventId: event.id },
    {
      startAfter: due,
      singletonKey: `event-${event.id}`,
    },
  );
}

/** Reminders for the next occurrence of every series the person subscribed to, once they subscribe. */
export async function scheduleSeriesReminders(
  db: Db,
  queue: Pick<JobQueue, 'schedule'>,
  recurringEventId: number,
): Promise<void> {
  const upcoming = await db
    .select({ id: events.id, startsAt: events.startsAt })
    .from(events)
    .where(
      and(
        eq(events.recurringEventId, recurringEventId),
        eq(events.published, true),
        gt(events.startsAt, new Date()),
      ),
    );
  for (const event of upcoming) await scheduleReminder(queue, event);
}

/**
 * The reminder job: mail to everyone holding a seat and every subscriber of the event's series, except who
 * was reminded already (recorded in the same transaction as their mail), so a retried job never mails twice.
 * An event that has started by the time the job runs is not reminded of.
 */
export async function runReminderJob(
  db: Db,
  queue: Pick<JobQueue, 'send'>,
  publicUrl: string,
  { eventId }: { eventId: number },
): Promise<void> {
  const ids = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [event] = await tx.select().from(events).where(eq(events.id, eventId));
    if (!event?.published || event.startsAt <= new Date()) return [];
    const seated = tx
      .select({ userId: eventEnrollments.userId })
      .from(eventEnrollments)
      .where(and(eq(eventEnrollments.eventId, eventId), eq(eventEnrollments.status, 'enrolled')));
    const subscribed =
      event.recurringEventId === null
        ? sql`select null::int where false`
        : sql`select ${recurringEventSubscriptions.userId} from ${recurringEventSubscriptions}
              where ${recurringEventSubscriptions.recurringEventId} = ${event.recurringEventId}`;
    const recipients = await tx.execute(sql`
      insert into ${eventReminders} (event_id, user_id)
      select ${eventId}, people.user_id from (${seated} union ${subscribed}) as people(user_id)
      on conflict do nothing
      returning user_id`);
    const userIds = (recipients as unknown as { rows: { user_id: number }[] }).rows.map((row) =>
      Number(row.user_id),
    );
    if (userIds.length === 0) return [];
    const people = await tx
      .select({ email: users.email, name: users.name })
      .from(users)
      .where(
        sql`${users.id} in (${sql.join(
          userIds.map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    const where = event.isOnline ? 'online' : (event.city ?? 'in person');
    return queueMessages(
      tx,
      people.map((person) => ({
        to: person.email,
        subject: `Reminder: ${event.title}`,
        body: `Hello ${person.name},\n\n${event.title} starts ${event.startsAt.toUTCString()} (${where}).\n\nDetails and the calendar file: ${publicUrl}/events/${event.id}\n`,
      })),
    );
  });
  await queueDelivery(queue, ids);
}
