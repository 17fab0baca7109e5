import { IST_OFFSET_MS, indiaDay } from '@learnforge/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { batches, batchStudyPlans, courses, users } from '../db/schema';
import { queueDelivery, queueMessages } from '../mail/outbox';
import type { JobQueue } from '../queue/queue';
import { learnerAccess } from './learning';

const DAY_MS = 86_400_000;

export type StudyPlan = typeof batchStudyPlans.$inferSelect;

/** The instant `HH:MM` India time (reminder times are India's) falls on the India calendar day `day` (YYYY-MM-DD). */
function reminderInstant(day: string, time: string): Date {
  const [hours, minutes] = time.split(':').map(Number) as [number, number];
  return new Date(Date.parse(`${day}T00:00:00Z`) + (hours * 60 + minutes) * 60_000 - IST_OFFSET_MS);
}

/**
 * The next reminder of a plan after `after`: the first study day (a chosen weekday, 0 = Sunday, on or after the
 * start date) whose reminder time is still ahead. Null only for a plan without days, which the contract refuses.
 */
export function nextReminder(
  plan: Pick<StudyPlan, 'daysOfWeek' | 'startDate' | 'reminderTime'>,
  after: Date,
): { day: string; at: Date } | null {
  const from = Math.max(
    Date.parse(`${plan.startDate}T00:00:00Z`),
    Date.parse(`${indiaDay(after)}T00:00:00Z`),
  );
  for (let offset = 0; offset <= 7; offset++) {
    const day = new Date(from + offset * DAY_MS);
    const dayText = day.toISOString().slice(0, 10);
    const at = reminderInstant(dayText, plan.reminderTime);
    if (plan.daysOfWeek.includes(day.getUTCDay()) && at > after) return { day: dayText, at };
  }
  return null;
}

export interface StudyReminderJob {
  planId: number;
  version: number;
  day: string;
}

/** Queues the plan's next reminder; a job of an older version of the plan finds it changed and drops itself. */
export async function scheduleStudyReminder(
  queue: Pick<JobQueue, 'schedule'>,
  plan: StudyPlan,
  after = new Date(),
): Promise<Date | null> {
  const next = nextReminder(plan, after);
  if (!next) return null;
  await queue.schedule(
    'study-reminder',
    { planId: plan.id, version: plan.version, day: next.day } satisfies StudyReminderJob,
    { startAfter: next.at, singletonKey: `study-${plan.id}-${plan.version}-${next.day}` },
  );
  return next.at;
}

/**
 * The reminder job (ADR 0086): mails the learner on a study day of their plan, unless the plan changed or went
 * since, their access to the batch ended (reminders stop), or that day's mail was written already (the marker is
 * written with the mail, so a retry never mails twice). Then queues the next study day's reminder.
 */
export async function runStudyReminderJob(
  db: Db,
  queue: Pick<JobQueue, 'send' | 'schedule'>,
  publicUrl: string,
  job: StudyReminderJob,
): Promise<void> {
  const outcome = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const [row] = await tx
      .select({
        plan: batchStudyPlans,
        batch: batches,
        course: courses,
        email: users.email,
        name: users.name,
      })
      .from(batchStudyPlans)
      .innerJoin(batches, eq(batches.id, batchStudyPlans.batchId))
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .innerJoin(users, eq(users.id, batchStudyPlans.userId))
      .where(and(eq(batchStudyPlans.id, job.planId), eq(batchStudyPlans.version, job.version)))
      .for('update', { of: batchStudyPlans });
    if (!row) return null;
    const access = await learnerAccess(tx, row.plan.userId, row.batch, row.course);
    if (!access.hasAccess) return null;
    if (row.plan.lastRemindedOn !== null && row.plan.lastRemindedOn >= job.day)
      return { plan: row.plan, ids: [] };
    await tx
      .update(batchStudyPlans)
      .set({ lastRemindedOn: job.day })
      .where(eq(batchStudyPlans.id, row.plan.id));
    const hours = row.plan.hoursPerDay;
    const ids = await queueMessages(tx, [
      {
        to: row.email,
        subject: `Study day: ${row.batch.name}`,
        body:
          `Hello ${row.name},\n\nToday is a study day in your plan for ${row.batch.name}: ` +
          `${hours} ${hours === 1 ? 'hour' : 'hours'}.\n\nContinue where you left off: ${publicUrl}/batch/${row.batch.slug}\n\n` +
          'Change or stop these reminders in the study plan on the batch page.\n',
      },
    ]);
    return { plan: row.plan, ids };
  });
  if (!outcome) return;
  await queueDelivery(queue, outcome.ids);
  await scheduleStudyReminder(queue, outcome.plan, reminderInstant(job.day, outcome.plan.reminderTime));
}

export const studyPlanOfLearner = async (db: Db, batchId: number, userId: number) =>
  (
    await db
      .select()
      .from(batchStudyPlans)
      .where(and(eq(batchStudyPlans.batchId, batchId), eq(batchStudyPlans.userId, userId)))
      .limit(1)
  )[0] ?? null;

/** Bumps the plan's version with a change, so reminders queued for the old plan drop themselves. */
export const nextVersion = sql`${batchStudyPlans.version} + 1`;
