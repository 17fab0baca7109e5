import { and, asc, desc, eq, isNull } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import {
  batches,
  batchTestimonials,
  courses,
  crmCallbacks,
  crmComments,
  dsaSurveyQuestions,
  dsaSurveyResponses,
  funnelEvents,
  paymentOrders,
  paymentRefunds,
  users,
} from '../../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors';
import { learnerByHandle, personByHandle } from '../people';

const author = alias(users, 'comment_author');

const commentColumns = {
  id: crmComments.id,
  author: author.handle,
  author_name: author.name,
  text: crmComments.text,
  createdAt: crmComments.createdAt,
  updatedAt: crmComments.updatedAt,
};

function commentOut(row: {
  id: number;
  author: string;
  author_name: string;
  text: string;
  createdAt: Date;
  updatedAt: Date | null;
}) {
  return {
    id: row.id,
    author: row.author,
    author_name: row.author_name,
    text: row.text,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt?.toISOString() ?? null,
  };
}

async function oneComment(db: Db, id: number) {
  const [row] = await db
    .select(commentColumns)
    .from(crmComments)
    .innerJoin(author, eq(author.id, crmComments.authorId))
    .where(eq(crmComments.id, id));
  if (!row) throw notFound('There is no such comment.');
  return commentOut(row);
}

/** `crm/users/{handle}/comments/`: CRM staff's notes on the person, oldest first like a conversation. */
export const handleComments: Handler<'crm-comments'> = async ({ input, database: { db } }) => {
  const person = await learnerByHandle(db, input.path.handle);
  const rows = await db
    .select(commentColumns)
    .from(crmComments)
    .innerJoin(author, eq(author.id, crmComments.authorId))
    .where(eq(crmComments.userId, person.id))
    .orderBy(asc(crmComments.createdAt), asc(crmComments.id));
  return { results: rows.map(commentOut) };
};

export const handleCommentAdd: Handler<'x-crm-comment-add'> = async ({ input, user, database: { db } }) => {
  const person = await learnerByHandle(db, input.path.handle);
  const [created] = await db
    .insert(crmComments)
    .values({ userId: person.id, authorId: user.id, text: input.body.text })
    .returning({ id: crmComments.id });
  return oneComment(db, created!.id);
};

/** Only the comment's author edits it: a colleague's note stays as they wrote it (403). */
export const handleCommentEdit: Handler<'x-crm-comment-edit'> = async ({ input, user, database: { db } }) => {
  const person = await learnerByHandle(db, input.path.handle);
  const [comment] = await db
    .select({ id: crmComments.id, authorId: crmComments.authorId })
    .from(crmComments)
    .where(and(eq(crmComments.id, input.path.id), eq(crmComments.userId, person.id)));
  if (!comment) throw notFound('There is no such comment.');
  if (comment.authorId !== user.id) throw forbidden('Only its author can edit a comment.');
  await db
    .update(crmComments)
    .set({ text: input.body.text, updatedAt: new Date() })
    .where(eq(crmComments.id, comment.id));
  return oneComment(db, comment.id);
};

const caller = alias(users, 'callback_author');

const callbackColumns = {
  id: crmCallbacks.id,
  applicationStatus: crmCallbacks.applicationStatus,
  batchId: crmCallbacks.batchId,
  comment: crmCallbacks.comment,
  callbackAt: crmCallbacks.callbackAt,
  createdBy: caller.handle,
  createdAt: crmCallbacks.createdAt,
};

function callbackOut(row: {
  id: number;
  applicationStatus: (typeof crmCallbacks.$inferSelect)['applicationStatus'];
  batchId: number | null;
  comment: string;
  callbackAt: Date | null;
  createdBy: string;
  createdAt: Date;
}) {
  return {
    id: row.id,
    application_status: row.applicationStatus,
    batch_id: row.batchId,
    comment: row.comment,
    callback_at: row.callbackAt?.toISOString() ?? null,
    created_by: row.createdBy,
    created_at: row.createdAt.toISOString(),
  };
}

/** `crm/users/{handle}/callback-history/` GET: newest first, each with who logged it. */
export const handleCallbackHistory: Handler<'crm-callback-history-get'> = async ({
  input,
  database: { db },
}) => {
  const person = await learnerByHandle(db, input.path.handle);
  const rows = await db
    .select(callbackColumns)
    .from(crmCallbacks)
    .innerJoin(caller, eq(caller.id, crmCallbacks.createdBy))
    .where(eq(crmCallbacks.userId, person.id))
    .orderBy(desc(crmCallbacks.id));
  return { results: rows.map(callbackOut) };
};

interface CallbackInput {
  application_status: (typeof crmCallbacks.$inferInsert)['applicationStatus'];
  comment?: string | undefined;
  callback_at?: string | undefined;
  batch_id?: number | undefined;
}

/**
 * Checks and writes one callback row (a logged call or an application status change, 001 §4): a
 * scheduled callback needs its time, which must be ahead; a named batch must exist. Errors name the field.
 */
async function postCallback(db: Db, personId: number, staffId: number, body: CallbackInput) {
  const fields: Record<string, string> = {};
  const callbackAt = body.callback_at ? new Date(body.callback_at) : null;
  if (body.application_status === 'callback_scheduled' && !callbackAt)
    fields.callback_at = 'Choose when to call back.';
  if (callbackAt && callbackAt.getTime() < Date.now() - 60_000)
    fields.callback_at = 'Choose a time that is still ahead.';
  if (body.batch_id !== undefined) {
    const [batch] = await db
      .select({ id: batches.id })
      .from(batches)
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .where(and(eq(batches.id, body.batch_id), isNull(batches.organizationId)));
    if (!batch) fields.batch_id = 'There is no such batch.';
  }
  if (Object.keys(fields).length) throw badRequest('Some fields are invalid.', fields);
  const [created] = await db
    .insert(crmCallbacks)
    .values({
      userId: personId,
      batchId: body.batch_id ?? null,
      applicationStatus: body.application_status,
      comment: body.comment ?? '',
      callbackAt,
      createdBy: staffId,
    })
    .returning({ id: crmCallbacks.id });
  const [row] = await db
    .select(callbackColumns)
    .from(crmCallbacks)
    .innerJoin(caller, eq(caller.id, crmCallbacks.createdBy))
    .where(eq(crmCallbacks.id, created!.id));
  if (!row) throw new HttpError(500, 'internal', 'The callback was not saved.');
  return callbackOut(row);
}

export const handleCallbackPost: Handler<'crm-callback-history-post'> = async ({
  input,
  user,
  database: { db },
}) => {
  const person = await learnerByHandle(db, input.path.handle);
  return postCallback(db, person.id, user.id, input.body);
};

/** `crm/update-user-application/`: the status change is posted as callback history (001 §4). */
export const handleUpdateUserApplication: Handler<'crm-update-user-application'> = async ({
  input,
  user,
  database: { db },
}) => {
  const person = await learnerByHandle(db, input.body.handle);
  await postCallback(db, person.id, user.id, input.body);
  return personByHandle(db, person.handle);
};

/**
 * `crm/users/{handle}/product-actions/`: the person's funnel, newest first: the steps the funnel calls
 * recorded and each paid order (read from the orders themselves, so a payment is never missing).
 */
export const handleProductActions: Handler<'crm-product-actions'> = async ({ input, database: { db } }) => {
  const person = await learnerByHandle(db, input.path.handle);
  const [steps, paid] = await Promise.all([
    db
      .select()
      .from(funnelEvents)
      .where(eq(funnelEvents.userId, person.id))
      .orderBy(desc(funnelEvents.createdAt), desc(funnelEvents.id))
      .limit(200),
    db
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.userId, person.id), eq(paymentOrders.status, 'paid')))
      .orderBy(desc(paymentOrders.paidAt))
      .limit(100),
  ]);
  const results = [
    ...steps.map((step) => ({
      action: step.action,
      target: step.target,
      utm_source: step.utmSource,
      utm_medium: step.utmMedium,
      utm_campaign: step.utmCampaign,
      occurred_at: step.createdAt.toISOString(),
    })),
    ...paid.map((order) => ({
      action: 'payment' as const,
      target: `order ${order.orderCode}`,
      utm_source: order.utmSource,
      utm_medium: order.utmMedium,
      utm_campaign: order.utmCampaign,
      occurred_at: (order.paidAt ?? order.createdAt).toISOString(),
    })),
  ].sort((a, b) => b.occurred_at.localeCompare(a.occurred_at));
  return { results };
};

/**
 * `survey-responses/{handle}/`: the person's answers to the questionnaires the platform asks about a
 * batch: the DSA-to-development survey, "Rate this batch" (stars and review) and the refund feedback form.
 */
export const handleSurveyResponses: Handler<'crm-survey-responses'> = async ({ input, database: { db } }) => {
  const person = await learnerByHandle(db, input.path.handle);
  const [surveys, ratings, refunds] = await Promise.all([
    db
      .select({
        slug: batches.slug,
        question: dsaSurveyQuestions.text,
        answer: dsaSurveyResponses.answer,
        at: dsaSurveyResponses.answeredAt,
      })
      .from(dsaSurveyResponses)
      .innerJoin(dsaSurveyQuestions, eq(dsaSurveyQuestions.id, dsaSurveyResponses.questionId))
      .innerJoin(batches, eq(batches.id, dsaSurveyQuestions.batchId))
      .where(eq(dsaSurveyResponses.userId, person.id)),
    db
      .select({
        slug: batches.slug,
        rating: batchTestimonials.rating,
        text: batchTestimonials.text,
        at: batchTestimonials.createdAt,
      })
      .from(batchTestimonials)
      .innerJoin(batches, eq(batches.id, batchTestimonials.batchId))
      .where(eq(batchTestimonials.userId, person.id)),
    db
      .select({
        slug: batches.slug,
        reason: paymentRefunds.reason,
        reasons: paymentRefunds.feedbackReasons,
        comment: paymentRefunds.feedbackComment,
        at: paymentRefunds.refundedAt,
      })
      .from(paymentRefunds)
      .innerJoin(batches, eq(batches.id, paymentRefunds.batchId))
      .where(eq(paymentRefunds.userId, person.id)),
  ]);
  const answers = [
    ...surveys.map((row) => ({
      batch_slug: row.slug,
      question: row.question,
      answer: row.answer,
      answered_at: row.at,
    })),
    ...ratings.flatMap((row) => [
      {
        batch_slug: row.slug,
        question: 'How would you rate this batch?',
        answer: `${row.rating} of 5`,
        answered_at: row.at,
      },
      ...(row.text.trim()
        ? [
            {
              batch_slug: row.slug,
              question: 'What would you tell others about it?',
              answer: row.text,
              answered_at: row.at,
            },
          ]
        : []),
    ]),
    ...refunds.flatMap((row) => [
      {
        batch_slug: row.slug,
        question: 'Why do you want a refund?',
        answer: row.reason,
        answered_at: row.at,
      },
      ...(row.reasons?.length
        ? [
            {
              batch_slug: row.slug,
              question: 'What made you leave?',
              answer: row.reasons.join(', '),
              answered_at: row.at,
            },
          ]
        : []),
      ...(row.comment?.trim()
        ? [
            {
              batch_slug: row.slug,
              question: 'Anything else we should know?',
              answer: row.comment,
              answered_at: row.at,
            },
          ]
        : []),
    ]),
  ];
  return {
    results: answers
      .sort((a, b) => b.answered_at.getTime() - a.answered_at.getTime())
      .map((row) => ({ ...row, answered_at: row.answered_at.toISOString() })),
  };
};
