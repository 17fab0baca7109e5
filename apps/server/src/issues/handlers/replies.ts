import { eq } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import { issues, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { queueDelivery, queueMessages } from '../../mail/outbox';
import { addActivity } from '../issue-views';
import { replyText, sanitizeReply, subjectTag } from '../reply-mail';

/**
 * A staff reply (001 §7 email-reply-queue): kept in the ticket's activity as sanitized HTML and mailed to
 * the reporter through the job queue (ADR 0061), after the transaction that records it has committed.
 */
export const handleIssuesEmailReplyQueue: Handler<'issues-email-reply-queue'> = async ({
  input,
  user,
  request,
  database: { db },
}) => {
  const html = sanitizeReply(input.body.body_html);
  const text = replyText(html);
  if (text === '')
    throw badRequest('The reply has no text left once cleaned.', { body_html: 'Write a reply' });
  const [ticket] = await db
    .select({ issue: issues, email: users.email })
    .from(issues)
    .innerJoin(users, eq(users.id, issues.reporterId))
    .where(eq(issues.id, input.path.id));
  if (!ticket) throw notFound('There is no such issue.');
  const { issue } = ticket;
  const statusAfter = input.body.status_after;
  const outboxIds = await db.transaction(async (tx) => {
    const t = tx as unknown as Db;
    await addActivity(t, [{ issueId: issue.id, actorId: user.id, kind: 'staff_reply', text: html }]);
    if (statusAfter && statusAfter !== issue.status)
      await addActivity(t, [
        { issueId: issue.id, actorId: user.id, kind: 'status', text: `Status set to ${statusAfter}.` },
      ]);
    await t
      .update(issues)
      .set({ updatedAt: new Date(), ...(statusAfter ? { status: statusAfter } : {}) })
      .where(eq(issues.id, issue.id));
    const body = `${text}\n\n— ${user.name}, Learnforge support\n\nReply to this mail to add to your request; keep the subject as it is.`;
    const subject = `Re: ${issue.title} ${subjectTag(issue.id, issue.replyToken)}`;
    return queueMessages(
      t,
      [ticket.email, ...input.body.cc].map((to) => ({ to, subject, body })),
    );
  });
  await queueDelivery(request.server.jobQueue, outboxIds);
  return { queued: true as const, queue_id: outboxIds.join(',') };
};
