import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { batchEnrollments, batches, users } from '../db/schema';
import { queueDelivery, queueMessages } from '../mail/outbox';
import type { JobQueue } from '../queue/queue';

/** How long before the end of access the learner is mailed (ADR 0087); the batch page warns from 14 days. */
const ACCESS_END_MAIL_DAYS = 7;
/** How often the sweep runs: an end is mailed at most this much later than seven days before it. */
const SWEEP_EVERY_MS = 60 * 60_000;

const dayOf = (date: Date) =>
  date.toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/**
 * Mails every learner whose access to a batch ends within the next seven days and who was not mailed about that
 * end yet. The marker is written in the same transaction as the mail, so a retried or a second concurrent sweep
 * mails nobody twice (the update's row locks make the second wait, then find the marker set).
 */
export async function mailAccessEndingSoon(
  db: Db,
  queue: Pick<JobQueue, 'send'>,
  publicUrl: string,
  now = new Date(),
): Promise<number> {
  const ids = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const horizon = new Date(now.getTime() + ACCESS_END_MAIL_DAYS * 86_400_000);
    const marked = await tx.execute(sql`
      update ${batchEnrollments}
      set access_end_mailed_for = access_ends_at
      where access_ends_at > ${now.toISOString()}::timestamptz
        and access_ends_at <= ${horizon.toISOString()}::timestamptz
        and access_end_mailed_for is distinct from access_ends_at
      returning batch_id, user_id, access_ends_at`);
    const rows = (
      marked as unknown as { rows: { batch_id: number; user_id: number; access_ends_at: string | Date }[] }
    ).rows;
    if (rows.length === 0) return [];
    const people = await tx
      .select({ id: users.id, email: users.email, name: users.name })
      .from(users)
      .where(
        sql`${users.id} in (${sql.join(
          [...new Set(rows.map((row) => Number(row.user_id)))].map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    const batchRows = await tx
      .select({ id: batches.id, name: batches.name, slug: batches.slug })
      .from(batches)
      .where(
        sql`${batches.id} in (${sql.join(
          [...new Set(rows.map((row) => Number(row.batch_id)))].map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
    return queueMessages(
      tx,
      rows.map((row) => {
        const person = people.find((candidate) => candidate.id === Number(row.user_id))!;
        const batch = batchRows.find((candidate) => candidate.id === Number(row.batch_id))!;
        const endsAt = new Date(row.access_ends_at);
        return {
          to: person.email,
          subject: `Your access to ${batch.name} ends on ${dayOf(endsAt)}`,
          body:
            `Hello ${person.name},\n\nYour access to ${batch.name} ends on ${dayOf(endsAt)}. ` +
            `Finish what you need before then: ${publicUrl}/batch/${batch.slug}\n\n` +
            'To keep learning afterwards, join a new batch on the course page, or ask the course team to extend your access.\n',
        };
      }),
    );
  });
  await queueDelivery(queue, ids);
  return ids.length;
}

/**
 * The access-end job: one sweep, then the next an hour later. Every process queues the first at start under the
 * same singleton key, so one sweep waits at a time however many instances run.
 */
export async function runAccessEndMailJob(
  db: Db,
  queue: Pick<JobQueue, 'send' | 'schedule'>,
  publicUrl: string,
): Promise<void> {
  await mailAccessEndingSoon(db, queue, publicUrl);
  await scheduleAccessEndMail(queue, new Date(Date.now() + SWEEP_EVERY_MS));
}

export const scheduleAccessEndMail = (queue: Pick<JobQueue, 'schedule'>, startAfter = new Date()) =>
  queue.schedule('access-end-mail', {}, { startAfter, singletonKey: 'access-end-mail' });
