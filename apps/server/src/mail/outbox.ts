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

/**
 * Delivers outbox rows through SMTP_URL and marks each one sent. Without SMTP_URL the rows stay in
 * the outbox, undelivered; a row that fails stays unsent and is reported in the log. Call it after
 * the transaction that queued the rows has committed.
 */
export async function deliverOutbox(
  db: Db,
  config: Pick<Config, 'smtpUrl' | 'mailFrom'>,
  ids: number[],
  log: { warn: (details: object, message: string) => void },
): Promise<number> {
  if (!config.smtpUrl || ids.length === 0) return 0;
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
