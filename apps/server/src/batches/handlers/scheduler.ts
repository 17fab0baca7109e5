import { todayInIndia } from '@learnforge/domain';
import { and, eq } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import { batchEnrollments, batches, batchStudyPlans, type courses } from '../../db/schema';
import { badRequest, forbidden, HttpError, notFound } from '../../http/errors';
import { courseTab } from '../course-tabs';
import { requireBatchAccess } from '../learning';
import {
  nextReminder,
  nextVersion,
  type StudyPlan,
  scheduleStudyReminder,
  studyPlanOfLearner,
} from '../study-plans';

/** ADR 0086: the planner is on when the course's Course Intro has it, in its scheduler batches (all when none named). */
async function plannerOffered(db: Db, course: typeof courses.$inferSelect, batchSlug: string) {
  const intro = await courseTab(db, course, 'course-intro');
  return (
    intro.has_scheduler &&
    (intro.scheduler_batches.length === 0 || intro.scheduler_batches.includes(batchSlug))
  );
}

const planView = (plan: StudyPlan, batchSlug: string) => ({
  id: plan.id,
  batch_slug: batchSlug,
  days_of_week: [...plan.daysOfWeek].sort((a, b) => a - b),
  hours_per_day: plan.hoursPerDay,
  start_date: plan.startDate,
  reminder_time: plan.reminderTime,
  next_reminder_at: nextReminder(plan, new Date())?.at.toISOString() ?? null,
});

/** A plan starts today or later (India time), and before the learner's access ends when it ends (ADR 0065). */
function checkStartDate(startDate: string, batchName: string, accessEndsAt: Date | null) {
  if (startDate < todayInIndia())
    throw badRequest('A study plan cannot start in the past.', { start_date: 'Choose today or a later day' });
  if (accessEndsAt && Date.parse(`${startDate}T00:00:00Z`) > accessEndsAt.getTime())
    throw badRequest(`Your access to ${batchName} ends before that day.`, {
      start_date: 'Choose a day before your access ends',
    });
}

const notOffered = (batchName: string) =>
  `The course team has not turned on the study planner for ${batchName}.`;

export const handleBatchSchedulerGet: Handler<'batch-scheduler-get'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch, course } = await requireBatchAccess(db, user, input.query.batch_slug);
  if (!(await plannerOffered(db, course, batch.slug)))
    return { offered: false, message: notOffered(batch.name), schedule: null };
  const plan = await studyPlanOfLearner(db, batch.id, user.id);
  return {
    offered: true,
    message: 'Plan when you study and get a reminder by mail on each study day (India time).',
    schedule: plan ? planView(plan, batch.slug) : null,
  };
};

export const handleBatchSchedulerPost: Handler<'batch-scheduler-post'> = async ({
  input,
  user,
  database: { db },
  request,
}) => {
  const body = input.body;
  const { batch, course, access } = await requireBatchAccess(db, user, body.batch_slug);
  if (access.reason === 'staff') throw forbidden('Study plans are for the learners of the batch.');
  if (!(await plannerOffered(db, course, batch.slug)))
    throw new HttpError(409, 'conflict', notOffered(batch.name));
  checkStartDate(body.start_date, batch.name, access.accessEndsAt);
  const [plan] = await db
    .insert(batchStudyPlans)
    .values({
      batchId: batch.id,
      userId: user.id,
      daysOfWeek: body.days_of_week,
      hoursPerDay: body.hours_per_day,
      startDate: body.start_date,
      reminderTime: body.reminder_time,
    })
    .onConflictDoNothing()
    .returning();
  if (!plan)
    throw new HttpError(
      409,
      'conflict',
      `You already have a study plan for ${batch.name}; change it instead.`,
    );
  await scheduleStudyReminder(request.server.jobQueue, plan);
  return planView(plan, batch.slug);
};

/** The caller's plan by id: someone else's is as absent as a deleted one. */
async function ownPlan(db: Db, userId: number, id: number) {
  const [row] = await db
    .select({ plan: batchStudyPlans, batch: batches })
    .from(batchStudyPlans)
    .innerJoin(batches, eq(batches.id, batchStudyPlans.batchId))
    .where(and(eq(batchStudyPlans.id, id), eq(batchStudyPlans.userId, userId)))
    .limit(1);
  if (!row) throw notFound('There is no such study plan.');
  return row;
}

export const handleBatchSchedulerPatch: Handler<'batch-scheduler-patch'> = async ({
  input,
  user,
  database: { db },
  request,
}) => {
  const { id, batch_slug: batchSlug, ...changes } = input.body;
  const { plan, batch } = await ownPlan(db, user.id, id);
  if (batchSlug !== undefined && batchSlug !== batch.slug)
    throw badRequest('A study plan stays with its batch.', { batch_slug: `This plan is for ${batch.name}.` });
  if (changes.start_date !== undefined && changes.start_date !== plan.startDate) {
    const [enrolment] = await db
      .select({ accessEndsAt: batchEnrollments.accessEndsAt })
      .from(batchEnrollments)
      .where(and(eq(batchEnrollments.batchId, batch.id), eq(batchEnrollments.userId, user.id)));
    checkStartDate(changes.start_date, batch.name, enrolment?.accessEndsAt ?? null);
  }
  const [updated] = await db
    .update(batchStudyPlans)
    .set({
      ...(changes.days_of_week ? { daysOfWeek: changes.days_of_week } : {}),
      ...(changes.hours_per_day !== undefined ? { hoursPerDay: changes.hours_per_day } : {}),
      ...(changes.start_date ? { startDate: changes.start_date } : {}),
      ...(changes.reminder_time ? { reminderTime: changes.reminder_time } : {}),
      version: nextVersion,
      updatedAt: new Date(),
    })
    .where(eq(batchStudyPlans.id, plan.id))
    .returning();
  await scheduleStudyReminder(request.server.jobQueue, updated!);
  return planView(updated!, batch.slug);
};

export const handleBatchSchedulerDelete: Handler<'batch-scheduler-delete'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { plan, batch } = await ownPlan(db, user.id, input.query.id);
  // Its queued reminder finds no plan and mails nothing.
  await db.delete(batchStudyPlans).where(eq(batchStudyPlans.id, plan.id));
  return { message: `Your study plan for ${batch.name} is deleted; no more reminders.` };
};
