import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Database, Db } from '../db/client';
import { outbox } from '../db/schema';
import type { JobQueue } from '../queue/queue';

export interface OutgoingMessage {
  to: string;
  subject: string;
  body: string;
}

/** Rows inserted per statement, so a mail to a whole course stays within the driver's parameter limit. */
const INSERT_CHUNK = 1000;

/**
 * Puts messages in the outbox and returns their ids for `deliverOutbox`. Pass the transaction that
 * records what was sent, so the record and its messages commit together.
 */
export async function queueMessages(db: Db, messages: OutgoingMessage[]): Promise<number[]> {
  const ids: number[] = [];
  for (let start = 0; start < messages.length; start += INSERT_CHUNK) {
    const rows = await db
      .insert(outbox)
      .values(messages.slice(start, start + INSERT_CHUNK))
      .returning({ id: outbox.id });
    ids.push(...rows.map((row) => row.id));
  }
  return ids;
}

/** Messages of one sending printed in full when MAIL_TO_LOG is on; a mail to a whole course is only counted past this. */
const PRINTED_PER_SENDING = 3;

/** Outbox rows per mail job: a mail to a whole course becomes several jobs that the workers share. */
const IDS_PER_JOB = 1000;

/**
 * Hands committed outbox rows to the mail queue (ADR 0045, 0061): a worker delivers them after the answer,
 * retries with backoff while the SMTP server refuses, and keeps the job as a dead letter for staff after the
 * last attempt. Call it after the transaction that queued the rows has committed.
 */
export async function queueDelivery(queue: Pick<JobQueue, 'send'>, ids: number[]): Promise<void> {
  for (let start = 0; start < ids.length; start += IDS_PER_JOB)
    await queue.send('mail', { outboxIds: ids.slice(start, start + IDS_PER_JOB) });
}

/**
 * One mail job: delivers whichever of its rows are still unsent (a retry sends only those). Throws when the
 * SMTP server refused some, so the queue tries again later; without SMTP_URL there is nothing to retry.
 */
export async function deliverMailJob(
  db: Db,
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailToLog'>,
  ids: number[],
  log: Parameters<typeof deliverOutbox>[3],
): Promise<void> {
  const { lastError } = await deliverOutbox(db, config, ids, log);
  if (!config.smtpUrl) return;
  const unsent = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(inArray(outbox.id, ids), isNull(outbox.sentAt)));
  if (unsent.length > 0)
    throw new Error(
      `${unsent.length} of ${ids.length} messages were not delivered (${lastError ?? 'no answer'}); the next attempt sends those only.`,
    );
}

/**
 * Delivers outbox rows through SMTP_URL and marks each one sent. Without SMTP_URL the rows stay in
 * the outbox, undelivered; a row that fails stays unsent and is reported in the log.
 *
 * MAIL_TO_LOG (which `npm start` turns on when SMTP_URL is unset) also prints undelivered messages to
 * the server's log, so a person trying the platform locally can read a sign-up or reset code. They stay
 * unsent in the outbox: nothing was delivered. Runs in the mail job (`deliverMailJob`), never in a request.
 */
async function deliverOutbox(
  db: Db,
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailToLog'>,
  ids: number[],
  log: { info: (details: object, message: string) => void; warn: (details: object, message: string) => void },
): Promise<{ delivered: number; lastError?: string }> {
  if (ids.length === 0) return { delivered: 0 };
  if (!config.smtpUrl) {
    if (config.mailToLog) await printUndelivered(db, ids, log);
    return { delivered: 0 };
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  let delivered = 0;
  let lastError: string | undefined;
  try {
    for (let start = 0; start < ids.length; start += INSERT_CHUNK) {
      const rows = await db
        .select()
        .from(outbox)
        .where(inArray(outbox.id, ids.slice(start, start + INSERT_CHUNK)));
      for (const row of rows) {
        if (row.sentAt) continue;
        try {
          await transport.sendMail({
            from: config.mailFrom,
            to: row.to,
            subject: row.subject,
            text: row.body,
          });
          await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
          delivered += 1;
        } catch (error) {
          lastError = (error as Error).message;
          log.warn({ err: error, outboxId: row.id }, 'mail delivery failed; the message stays in the outbox');
        }
      }
    }
  } finally {
    transport.close();
  }
  return lastError === undefined ? { delivered } : { delivered, lastError };
}

async function printUndelivered(
  db: Db,
  ids: number[],
  log: { info: (details: object, message: string) => void },
) {
  const rows = await db
    .select()
    .from(outbox)
    .where(inArray(outbox.id, ids.slice(0, PRINTED_PER_SENDING)));
  for (const row of rows) {
    log.info(
      { outboxId: row.id, to: row.to, subject: row.subject },
      `mail not sent (SMTP_URL is unset); it reads:\n${row.body}`,
    );
  }
  if (ids.length > PRINTED_PER_SENDING) {
    log.info(
      { count: ids.length - PRINTED_PER_SENDING },
      'more mail of this sending left in the outbox unprinted',
    );
  }
}

/** Unsent rows this old have lost their job: queueing follows the request's commit within milliseconds. */
const ORPHAN_AFTER_MINUTES = 5;
/**
 * Older rows are left alone: pg-boss moves finished jobs to its archive after 12 hours (the sweep reads both)
 * and deletes them after 7 days, and a row whose job was discarded (cancelled, ADR 0061) must not come back.
 */
const ORPHAN_WITHIN_HOURS = 24;
/** One sweeper at a time across instances (pg_try_advisory_xact_lock), so an orphan is queued once. */
const SWEEP_LOCK = 0x6d61696c; // "mail"

const UNQUEUED_ROWS = sql`
  select o.id from outbox o
  where o.sent_at is null
    and o.created_at < now() - make_interval(mins => ${ORPHAN_AFTER_MINUTES})
    and o.created_at > now() - make_interval(hours => ${ORPHAN_WITHIN_HOURS})
    and not exists (
      select 1 from pgboss.job j where j.name = 'mail' and j.data -> 'outboxIds' @> to_jsonb(o.id)
    )
    and not exists (
      select 1 from pgboss.archive a where a.name = 'mail' and a.data -> 'outboxIds' @> to_jsonb(o.id)
    )
  order by o.id`;
const idsOf = (result: unknown) => (result as { rows: { id: number }[] }).rows.map((row) => Number(row.id));

/**
 * Queues outbox rows that no mail job names: a crash between the request's commit and `queueDelivery` (two
 * connections) leaves such rows unsent (issue 18). Rows of a failed or discarded job are named by that job and
 * stay as they are. Returns how many rows were queued.
 */
export async function sweepUnqueuedMail(
  database: Pick<Database, 'db' | 'kind'>,
  queue: Pick<JobQueue, 'send'>,
): Promise<number> {
  // PGlite is one process's own database (no other sweeper), and its one connection would deadlock a
  // transaction that waits on the queue's insert.
  if (database.kind === 'pglite') {
    const ids = idsOf(await database.db.execute(UNQUEUED_ROWS));
    await queueDelivery(queue, ids);
    return ids.length;
  }
  // PostgreSQL: the queue inserts on its own connections while this transaction holds the sweep lock.
  return database.db.transaction(async (tx) => {
    const locked = await tx.execute(sql`select pg_try_advisory_xact_lock(${SWEEP_LOCK}) as locked`);
    if (!(locked as unknown as { rows: { locked: boolean }[] }).rows[0]?.locked) return 0;
    const ids = idsOf(await tx.execute(UNQUEUED_ROWS));
    await queueDelivery(queue, ids);
    return ids.length;
  });
}
