import { eq, inArray } from 'drizzle-orm';
import nodemailer from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

/**
 * Delivers outbox rows through SMTP_URL and marks each one sent. Without SMTP_URL the rows stay in
 * the outbox, undelivered; a row that fails stays unsent and is reported in the log.
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
    const rows = await db.select().from(outbox).where(inArray(outbox.id, ids));
    for (const row of rows) {
      if (row.sentAt) continue;
      try {
        await transport.sendMail({ from: config.mailFrom, to: row.to, subject: row.subject, text: row.body });
        await db.update(outbox).set({ sentAt: new Date() }).where(eq(outbox.id, row.id));
        delivered += 1;
      } catch (error) {
        log.warn({ err: error, outboxId: row.id }, 'mail delivery failed; the message stays in the outbox');
      }
    }
  } finally {
    transport.close();
  }
  return delivered;
}
