import { eq, inArray } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

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

/**
 * Delivers outbox rows through SMTP_URL and marks each one sent. Without SMTP_URL the rows stay in
 * the outbox, undelivered; a row that fails stays unsent and is reported in the log. Call it after
 * the transaction that queued the rows has committed.
 *
 * MAIL_TO_LOG (which `npm start` turns on when SMTP_URL is unset) also prints undelivered messages to
 * the server's log, so a person trying the platform locally can read a sign-up or reset code. They stay
 * unsent in the outbox: nothing was delivered.
 */
export async function deliverOutbox(
  db: Db,
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'mailToLog'>,
  ids: number[],
  log: { info: (details: object, message: string) => void; warn: (details: object, message: string) => void },
): Promise<number> {
  if (ids.length === 0) return 0;
  if (!config.smtpUrl) {
    if (config.mailToLog) await printUndelivered(db, ids, log);
    return 0;
  }
  const transport = nodemailer.createTransport(config.smtpUrl);
  let delivered = 0;
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
          log.warn({ err: error, outboxId: row.id }, 'mail delivery failed; the message stays in the outbox');
        }
      }
    }
  } finally {
    transport.close();
  }
  return delivered;
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
