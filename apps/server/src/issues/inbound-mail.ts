import type { AddressInfo } from 'node:net';
import { and, eq, inArray } from 'drizzle-orm';
import PostalMime from 'postal-mime';
import { SMTPServer, type SMTPServerDataStream } from 'smtp-server';
import type { Db } from '../db/client';
import { issueActivity, issues, users } from '../db/schema';
import { parseSubjectTag } from './reply-mail';

/** 001 §9: the issue e-mail queue's timeout; a message not taken in by then is refused for a retry. */
const INBOUND_TIMEOUT_MS = 5000;
/** A reply is text; anything bigger is an attachment dump, refused. */
const MAX_MESSAGE_BYTES = 1_000_000;

/** SMTP refusals: 5xx is final (the sender gets a bounce), 4xx asks the sending server to try again later. */
class Refusal extends Error {
  constructor(
    readonly responseCode: 451 | 550 | 552,
    message: string,
  ) {
    super(message);
  }
}

/** The new part of a reply: everything above the quoted earlier mail. */
function replyWithoutQuote(text: string): string {
  const kept: string[] = [];
  for (const line of text.replace(/\r\n/g, '\n').split('\n')) {
    if (
      /^\s*>/.test(line) ||
      /^On .+ wrote:\s*$/.test(line.trim()) ||
      /^-{2,}\s*Original Message/i.test(line.trim())
    )
      break;
    kept.push(line);
  }
  return kept.join('\n').trim();
}

/**
 * Puts one inbound message into its ticket: the subject's tag names the ticket and its secret, the sender
 * must be the person who asked, and a ticket that waited on them opens again. A message seen before (the
 * sending server retried after a timeout) is not added twice.
 */
async function receiveReply(db: Db, raw: Buffer, envelopeFrom: string | null): Promise<number> {
  const mail = await PostalMime.parse(raw);
  const tag = parseSubjectTag(mail.subject ?? '');
  if (!tag) throw new Refusal(550, 'No ticket reference in the subject; reply to a support mail as it is.');
  const [ticket] = await db
    .select({ issue: issues, email: users.email })
    .from(issues)
    .innerJoin(users, eq(users.id, issues.reporterId))
    .where(and(eq(issues.id, tag.issueId), eq(issues.replyToken, tag.token)));
  if (!ticket) throw new Refusal(550, 'No such ticket.');
  const sender = (mail.from?.address ?? envelopeFrom ?? '').toLowerCase();
  if (sender !== ticket.email.toLowerCase())
    throw new Refusal(550, 'Only the person who asked for help can reply to this ticket.');
  const text = replyWithoutQuote(mail.text ?? '');
  if (text === '') throw new Refusal(550, 'The reply is empty.');
  const messageId = mail.messageId ?? null;
  return db.transaction(async (tx) => {
    const [added] = await tx
      .insert(issueActivity)
      .values({
        issueId: ticket.issue.id,
        actorId: ticket.issue.reporterId,
        kind: 'email_reply',
        text,
        mailMessageId: messageId,
      })
      .onConflictDoNothing({ target: issueActivity.mailMessageId })
      .returning({ id: issueActivity.id });
    if (!added) return ticket.issue.id;
    const reopen = inArray(issues.status, ['waiting_on_user', 'resolved']);
    const [reopened] = await tx
      .update(issues)
      .set({ status: 'open', updatedAt: new Date() })
      .where(and(eq(issues.id, ticket.issue.id), reopen))
      .returning({ id: issues.id });
    if (reopened)
      await tx.insert(issueActivity).values({
        issueId: ticket.issue.id,
        actorId: ticket.issue.reporterId,
        kind: 'status',
        text: 'Status set to open: the learner replied.',
      });
    else await tx.update(issues).set({ updatedAt: new Date() }).where(eq(issues.id, ticket.issue.id));
    return ticket.issue.id;
  });
}

function readMessage(stream: SMTPServerDataStream): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('error', reject);
    stream.on('end', () => {
      if (stream.sizeExceeded) reject(new Refusal(552, 'The message is too big.'));
      else resolve(Buffer.concat(chunks));
    });
  });
}

function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Refusal(451, 'Taking in the reply took too long; try again later.')),
      ms,
    );
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export interface IssueMailListener {
  port: number;
  close(): Promise<void>;
}

/**
 * An SMTP listener for replies to ticket mail (ADR 0073), on 127.0.0.1 unless told otherwise: the mail
 * server in front of it delivers the support address here. No authentication and no TLS, so it must not face
 * the internet; every message is checked against its ticket's secret and reporter instead.
 */
export async function startIssueMailListener(options: {
  db: Db;
  host: string;
  port: number;
  log: { warn: (object: object, message: string) => void };
  timeoutMs?: number;
}): Promise<IssueMailListener> {
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['AUTH', 'STARTTLS'],
    size: MAX_MESSAGE_BYTES,
    banner: 'Learnforge support replies',
    logger: false,
    onData(stream, session, callback) {
      const from = session.envelope.mailFrom ? session.envelope.mailFrom.address : null;
      withTimeout(
        readMessage(stream).then((raw) => receiveReply(options.db, raw, from)),
        options.timeoutMs ?? INBOUND_TIMEOUT_MS,
      ).then(
        () => callback(),
        (error: unknown) => {
          // Drain what is left, or the client waits on a stream nobody reads.
          stream.resume();
          const refusal =
            error instanceof Refusal
              ? error
              : new Refusal(451, 'The reply could not be stored; try again later.');
          if (!(error instanceof Refusal))
            options.log.warn({ err: error }, 'An inbound support reply failed');
          callback(Object.assign(new Error(refusal.message), { responseCode: refusal.responseCode }));
        },
      );
    },
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(options.port, options.host, () => resolve());
  });
  const address = server.server.address() as AddressInfo;
  return { port: address.port, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
