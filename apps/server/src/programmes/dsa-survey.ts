import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  batchEnrollments,
  batches,
  dsaApplications,
  dsaSurveyQuestions,
  dsaSurveyResponses,
} from '../db/schema';
import { HttpError, notFound } from '../http/errors';

/** A batch that has a DSA-to-development survey, found by its slug or id; 404 for any other batch. */
export async function programmeBatch(db: Db, where: { slug: string } | { id: number }) {
  const [batch] = await db
    .select({ id: batches.id, slug: batches.slug, name: batches.name })
    .from(batches)
    .where('slug' in where ? eq(batches.slug, where.slug) : eq(batches.id, where.id));
  const [question] = batch
    ? await db
        .select({ id: dsaSurveyQuestions.id })
        .from(dsaSurveyQuestions)
        .where(eq(dsaSurveyQuestions.batchId, batch.id))
        .limit(1)
    : [];
  if (!batch || !question) throw notFound('There is no DSA-to-development programme for this batch.');
  return batch;
}

/**
 * The survey as the page's state machine reads it (001 §3): the questions in order, the learner's answers,
 * `currentQuestion` the first one not answered yet (so a reload resumes there), and whether the last one
 * was submitted, which is what completes the survey and makes the application.
 */
export async function surveyState(db: Db, userId: number, batch: { id: number; name: string }) {
  const batchId = batch.id;
  const questions = await db
    .select()
    .from(dsaSurveyQuestions)
    .where(eq(dsaSurveyQuestions.batchId, batchId))
    .orderBy(asc(dsaSurveyQuestions.position));
  const responses = await db
    .select({ questionId: dsaSurveyResponses.questionId, answer: dsaSurveyResponses.answer })
    .from(dsaSurveyResponses)
    .where(
      and(
        eq(dsaSurveyResponses.userId, userId),
        inArray(
          dsaSurveyResponses.questionId,
          questions.map((question) => question.id),
        ),
      ),
    );
  const [application] = await db
    .select({ status: dsaApplications.status })
    .from(dsaApplications)
    .where(and(eq(dsaApplications.userId, userId), eq(dsaApplications.batchId, batchId)));
  const answered = new Set(responses.map((response) => response.questionId));
  const firstOpen = questions.findIndex((question) => !answered.has(question.id));
  const last = questions.at(-1);
  return {
    questions,
    application: application ?? null,
    view: {
      batchId,
      batch_name: batch.name,
      hasAttemptedSurvey: responses.length > 0,
      hasCompletedSurvey: application !== undefined,
      currentQuestion: firstOpen === -1 ? questions.length : firstOpen,
      submittedLastQuestion: last !== undefined && answered.has(last.id),
      questions: questions.map((question) => ({
        id: question.id,
        text: question.text,
        kind: question.kind,
        options: question.options,
      })),
      responses: questions.flatMap((question) => {
        const response = responses.find((row) => row.questionId === question.id);
        return response ? [{ question_id: question.id, answer: response.answer }] : [];
      }),
    },
  };
}

export async function isEnrolledIn(db: Db, userId: number, batchId: number) {
  const [row] = await db
    .select({ userId: batchEnrollments.userId })
    .from(batchEnrollments)
    .where(and(eq(batchEnrollments.batchId, batchId), eq(batchEnrollments.userId, userId)));
  return row !== undefined;
}

/**
 * A DSA-to-development batch is registered for at the end of its survey (001 §7): refuses registration
 * before the survey is complete or after the application was turned down. Other batches pass untouched.
 */
export async function assertSurveyLetsRegister(db: Db, userId: number, batchId: number): Promise<void> {
  const [question] = await db
    .select({ id: dsaSurveyQuestions.id })
    .from(dsaSurveyQuestions)
    .where(eq(dsaSurveyQuestions.batchId, batchId))
    .limit(1);
  if (!question) return;
  const [application] = await db
    .select({ status: dsaApplications.status })
    .from(dsaApplications)
    .where(and(eq(dsaApplications.userId, userId), eq(dsaApplications.batchId, batchId)));
  if (!application)
    throw new HttpError(
      409,
      'survey_incomplete',
      'Complete the DSA-to-development survey to register for this batch.',
    );
  if (application.status === 'rejected')
    throw new HttpError(409, 'application_rejected', 'Your application to this batch was not accepted.');
}
