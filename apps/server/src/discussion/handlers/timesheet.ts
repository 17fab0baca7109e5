import { AREA_ROLES, hasRole } from '@learnforge/domain';
import { and, eq, gte, lte, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { batchBySlug } from '../../batches/batch-access';
import { discussionReplies, taTimesheetEntries, users } from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';

/** The longest range one timesheet answer covers: a quarter, day by day. */
const MAX_DAYS = 92;

/** A teaching assistant (the moderator role) logs minutes on one batch for a day that has begun. */
export const handleTimesheetLog: Handler<'x-ta-timesheet-log'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch_slug: batchSlug, date, minutes, note } = input.body;
  // A day ahead of UTC is still today somewhere; anything later is a mistake.
  const latest = new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);
  if (date > latest)
    throw badRequest('You cannot log time for a day that has not come.', {
      date: 'Choose today or an earlier day',
    });
  const { batch } = await batchBySlug(db, batchSlug).catch(() => {
    throw badRequest('There is no such batch.', { batch_slug: 'Choose a batch from the list' });
  });
  const [logged] = await db.transaction(async (tx) => {
    const [sum] = await tx
      .select({ minutes: sql<number>`coalesce(sum(${taTimesheetEntries.minutes}), 0)::int` })
      .from(taTimesheetEntries)
      .where(and(eq(taTimesheetEntries.taId, user.id), eq(taTimesheetEntries.workedOn, date)));
    if ((sum?.minutes ?? 0) + minutes > 720)
      throw badRequest(
        `That would make more than 12 hours on ${date} (${sum?.minutes ?? 0} minutes logged).`,
        {
          minutes: `At most ${720 - (sum?.minutes ?? 0)} more minutes on this day`,
        },
      );
    return tx
      .insert(taTimesheetEntries)
      .values({ taId: user.id, batchId: batch.id, workedOn: date, minutes, note })
      .returning();
  });
  return { id: logged!.id, date: logged!.workedOn, minutes: logged!.minutes, batch_slug: batch.slug };
};

/**
 * Day by day: threads a TA answered (first reply to a thread that day) and minutes logged. A TA reads
 * their own; moderators and course admins name any TA with `ta`, or leave it out for everyone's totals.
 */
export const handleTimesheet: Handler<'discussion-ta-timesheet'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { from, to, ta } = input.query;
  if (from > to)
    throw badRequest('The range ends before it starts.', { to: 'Choose a day on or after the start' });
  const days = (Date.parse(to) - Date.parse(from)) / 86_400_000 + 1;
  if (days > MAX_DAYS)
    throw badRequest(`Ask for at most ${MAX_DAYS} days at a time.`, { to: `At most ${MAX_DAYS} days` });
  let taId: number | null = null;
  if (ta !== undefined) {
    const [person] = await db.select({ id: users.id }).from(users).where(eq(users.handle, ta));
    if (!person) throw notFound('There is no such teaching assistant.');
    taId = person.id;
  } else if (!hasRole(user.roles, ...AREA_ROLES.courseEditor)) {
    taId = user.id;
  }
  const [logged, answered] = await Promise.all([
    db
      .select({
        date: taTimesheetEntries.workedOn,
        minutes: sql<number>`sum(${taTimesheetEntries.minutes})::int`,
      })
      .from(taTimesheetEntries)
      .where(
        and(
          gte(taTimesheetEntries.workedOn, from),
          lte(taTimesheetEntries.workedOn, to),
          taId !== null ? eq(taTimesheetEntries.taId, taId) : undefined,
        ),
      )
      .groupBy(taTimesheetEntries.workedOn),
    db
      .select({
        date: sql<string>`to_char(first_reply, 'YYYY-MM-DD')`,
        threads: sql<number>`count(*)::int`,
      })
      .from(
        db
          .select({
            first_reply: sql`min(${discussionReplies.createdAt} at time zone 'UTC')`.as('first_reply'),
          })
          .from(discussionReplies)
          .innerJoin(users, eq(users.id, discussionReplies.authorId))
          .where(
            and(
              taId !== null ? eq(discussionReplies.authorId, taId) : sql`'moderator' = any(${users.roles})`,
              sql`${discussionReplies.createdAt} >= ${from}::date`,
              sql`${discussionReplies.createdAt} < ${to}::date + 1`,
            ),
          )
          .groupBy(discussionReplies.threadId, discussionReplies.authorId)
          .as('firsts'),
      )
      .groupBy(sql`1`),
  ]);
  const minutes = new Map(logged.map((row) => [row.date, row.minutes]));
  const threads = new Map(answered.map((row) => [row.date, row.threads]));
  const results = [...new Set([...minutes.keys(), ...threads.keys()])].sort().map((date) => ({
    date,
    threads_answered: threads.get(date) ?? 0,
    minutes_active: minutes.get(date) ?? 0,
  }));
  return { results, total_minutes: results.reduce((sum, row) => sum + row.minutes_active, 0) };
};
