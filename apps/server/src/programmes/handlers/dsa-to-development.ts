import { and, eq, gt, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { recordFunnelEvent } from '../../crm/attribution';
import type { Db } from '../../db/client';
import { batches, courseLeads, dsaApplications, dsaSurveyResponses, users } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { isEnrolledIn, programmeBatch, surveyState } from '../dsa-survey';

export const handleSurveyGet: Handler<'dsa-survey-response-get'> = async ({
  input,
  user,
  database: { db },
}) => {
  const batch = await programmeBatch(db, { slug: input.query.batch_slug });
  return (await surveyState(db, user.id, batch)).view;
};

/**
 * Answers one question. Questions are answered in order (an earlier one can be changed until the survey is
 * complete); the last one, sent with `is_last_question`, completes the survey and applies to the batch, in
 * the same transaction as the answer.
 */
export const handleSurveyAnswer: Handler<'dsa-survey-response-post'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { body } = input;
  const batch = await programmeBatch(db, { slug: body.batch_slug });
  await db.transaction(async (tx) => {
    // One learner's answers are taken one at a time, so two tabs cannot both complete the survey.
    await tx.execute(sql`select pg_advisory_xact_lock(${user.id}, ${batch.id})`);
    const { questions, application, view } = await surveyState(tx as unknown as Db, user.id, batch);
    if (application) throw new HttpError(409, 'survey_completed', 'You have already completed this survey.');
    const index = questions.findIndex((question) => question.id === body.question_id);
    const question = questions[index];
    if (!question)
      throw badRequest('This question is not part of the survey.', {
        question_id: 'This question is not part of the survey',
      });
    if (index > view.currentQuestion)
      throw new HttpError(409, 'answer_in_order', `Answer question ${view.currentQuestion + 1} first.`);
    const isLast = index === questions.length - 1;
    if (body.is_last_question !== isLast)
      throw badRequest(isLast ? 'This is the last question.' : 'This is not the last question.', {
        is_last_question: isLast ? 'This is the last question' : 'This is not the last question',
      });
    if (question.kind === 'choice' && !question.options.includes(body.answer))
      throw badRequest('Choose one of the options.', { answer: 'Choose one of the options' });
    await tx
      .insert(dsaSurveyResponses)
      .values({ userId: user.id, questionId: question.id, answer: body.answer })
      .onConflictDoUpdate({
        target: [dsaSurveyResponses.userId, dsaSurveyResponses.questionId],
        set: { answer: body.answer, answeredAt: new Date() },
      });
    // Reaching the last question means every earlier one is answered (the order check above).
    if (isLast)
      await tx.insert(dsaApplications).values({ userId: user.id, batchId: batch.id }).onConflictDoNothing();
  });
  return (await surveyState(db, user.id, batch)).view;
};

/** India by the account's country, else by an Indian calling code on its phone: fees and batches differ. */
function isIndian(person: { country: string | null; phone: string | null }) {
  const country = person.country?.trim().toLowerCase();
  if (country) return country === 'in' || country === 'india';
  return person.phone?.replace(/\s/g, '').startsWith('+91') ?? false;
}

export const handleProgrammeRegistration: Handler<'dsa-batch-registration'> = async ({
  input,
  user,
  database: { db },
}) => {
  const batch = await programmeBatch(db, { id: input.query.batch_id });
  const [person] = await db
    .select({ country: users.country, phone: users.phone })
    .from(users)
    .where(eq(users.id, user.id));
  const [application] = await db
    .select({ status: dsaApplications.status })
    .from(dsaApplications)
    .where(and(eq(dsaApplications.userId, user.id), eq(dsaApplications.batchId, batch.id)));
  const hasRegistered = await isEnrolledIn(db, user.id, batch.id);
  return {
    hasRegistered,
    batchId: batch.id,
    applicationStatus: hasRegistered
      ? ('enrolled' as const)
      : (application?.status ?? ('not_applied' as const)),
    isIndianUser: person ? isIndian(person) : false,
  };
};

type LeadKind = 'dsa_interest' | 'dsa_visit' | 'dsa_brochure_click';

/** A CRM lead for the programme's batch, at most one of a kind per person per hour (reloads are not interest). */
async function recordLead(db: Db, userId: number, batchSlug: string, kind: LeadKind, pageUrl: string | null) {
  const batch = await programmeBatch(db, { slug: batchSlug });
  return recordLeadFor(db, userId, batch, kind, pageUrl);
}

async function recordLeadFor(
  db: Db,
  userId: number,
  batch: Awaited<ReturnType<typeof programmeBatch>>,
  kind: LeadKind,
  pageUrl: string | null,
) {
  const [recent] = await db
    .select({ id: courseLeads.id })
    .from(courseLeads)
    .where(
      and(
        eq(courseLeads.kind, kind),
        eq(courseLeads.userId, userId),
        eq(courseLeads.batchId, batch.id),
        gt(courseLeads.createdAt, sql`now() - interval '1 hour'`),
      ),
    )
    .limit(1);
  if (recent) return;
  const [person] = await db
    .select({ name: users.name, email: users.email, phone: users.phone, courseId: batches.courseId })
    .from(users)
    .innerJoin(batches, eq(batches.id, batch.id))
    .where(eq(users.id, userId));
  await db.insert(courseLeads).values({
    kind,
    userId,
    batchId: batch.id,
    courseId: person?.courseId ?? null,
    name: person?.name ?? null,
    email: person?.email ?? null,
    phone: person?.phone ?? null,
    pageUrl,
  });
}

export const handleInterested: Handler<'dsa-interested-in-course'> = async ({
  input,
  user,
  database: { db },
}) => {
  await recordLead(db, user.id, input.body.batch_slug, 'dsa_interest', input.body.page_url);
  return { message: 'Thank you: a counsellor will call you about this programme.' };
};

export const handleProgrammeVisit: Handler<'dsa-crm-visit'> = async ({ input, user, database: { db } }) => {
  const batch = await programmeBatch(db, { slug: input.body.batch_slug });
  await recordLeadFor(db, user.id, batch, 'dsa_visit', null);
  // The CRM's funnel, with the campaign the browser carried (ADR 0082).
  await recordFunnelEvent(db, {
    userId: user.id,
    action: 'program_visit',
    target: input.body.batch_slug,
    batchId: batch.id,
    campaign: input.body.first_touch,
  });
  return { message: 'Recorded.' };
};

export const handleBrochureClick: Handler<'dsa-crm-brochure-click'> = async ({
  input,
  user,
  database: { db },
}) => {
  const batch = await programmeBatch(db, { slug: input.body.batch_slug });
  await recordLeadFor(db, user.id, batch, 'dsa_brochure_click', null);
  await recordFunnelEvent(db, {
    userId: user.id,
    action: 'brochure_click',
    target: input.body.batch_slug,
    batchId: batch.id,
    campaign: input.body.first_touch,
  });
  return { message: 'Recorded.' };
};
