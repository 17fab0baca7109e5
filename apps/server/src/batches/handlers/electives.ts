import { formatLongDate } from '@learnforge/domain';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import { batchElectiveChoices, batchEnrollments, courses, users } from '../../db/schema';
import { editHistory } from '../../db/schema-edit-history';
import { badRequest, forbidden, HttpError } from '../../http/errors';
import { batchBySlug } from '../batch-access';
import { courseTab } from '../course-tabs';
import { requireBatchAccess } from '../learning';

/** ADR 0086: how many of its course's elective courses a learner may choose in a batch. */
const ELECTIVES_PER_BATCH = 2;

/** The batch course's electives (its Details tab), in the course team's order, skipping slugs that name no course. */
export async function offeredElectives(db: Db, course: typeof courses.$inferSelect) {
  const slugs = (await courseTab(db, course, 'details')).electiveCourses.filter(
    (slug) => slug !== course.slug,
  );
  if (slugs.length === 0) return [];
  const rows = await db
    .select({ id: courses.id, slug: courses.slug, name: courses.name })
    .from(courses)
    .where(inArray(courses.slug, slugs));
  return slugs.flatMap((slug) => rows.filter((row) => row.slug === slug));
}

async function chosenIds(db: Db, batchId: number, userId: number) {
  const rows = await db
    .select({ courseId: batchElectiveChoices.courseId })
    .from(batchElectiveChoices)
    .where(and(eq(batchElectiveChoices.batchId, batchId), eq(batchElectiveChoices.userId, userId)));
  return new Set(rows.map((row) => row.courseId));
}

const allowance = (offered: number) => Math.min(ELECTIVES_PER_BATCH, offered);

export const handleBatchElectiveCourses: Handler<'batch-elective-courses'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch, course, access } = await requireBatchAccess(db, user, input.query.batch_slug);
  const offered = await offeredElectives(db, course);
  const chosen = await chosenIds(db, batch.id, user.id);
  return {
    results: offered.map((elective) => ({
      course_id: elective.id,
      course_slug: elective.slug,
      course_name: elective.name,
      is_selected: chosen.has(elective.id),
    })),
    max_electives: allowance(offered.length),
    can_choose: access.reason !== 'staff',
  };
};

/**
 * POST elective-course/add/: adds the learner's choices. Only the batch course's electives, at most the allowance
 * in all, and a choice is final (ADR 0086). Choosing again what is chosen changes nothing. The learner's row is
 * locked for the check and the insert, so two requests at once cannot pass the allowance together.
 */
export const handleBatchElectiveCourseAdd: Handler<'batch-elective-course-add'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch, course, access } = await requireBatchAccess(db, user, input.body.batch_slug);
  if (access.reason === 'staff') throw forbidden('Learners choose their electives; staff only see the list.');
  const offered = await offeredElectives(db, course);
  const wanted = [...new Set(input.body.course_ids)];
  const unknown = wanted.filter((id) => !offered.some((elective) => elective.id === id));
  if (unknown.length > 0)
    throw badRequest(`That course is not an elective of ${batch.name}.`, {
      course_ids: `Choose from the electives of ${batch.name}.`,
    });
  const limit = allowance(offered.length);
  const added = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    await tx.execute(sql`select ${users.id} from ${users} where ${users.id} = ${user.id} for update`);
    const chosen = await chosenIds(tx, batch.id, user.id);
    const fresh = wanted.filter((id) => !chosen.has(id));
    if (chosen.size + fresh.length > limit) {
      const names = offered.filter((elective) => chosen.has(elective.id)).map((elective) => elective.name);
      throw new HttpError(
        409,
        'conflict',
        `You can choose ${limit} elective${limit === 1 ? '' : 's'} in ${batch.name}` +
          (names.length > 0 ? `; you have chosen ${names.join(' and ')}, and choices are final.` : '.'),
        { course_ids: `Choose at most ${limit - chosen.size} more.` },
      );
    }
    if (fresh.length > 0)
      await tx
        .insert(batchElectiveChoices)
        .values(fresh.map((courseId) => ({ batchId: batch.id, userId: user.id, courseId })))
        .onConflictDoNothing();
    return offered.filter((elective) => fresh.includes(elective.id)).map((elective) => elective.name);
  });
  return {
    message:
      added.length === 0
        ? 'You had already chosen that elective.'
        : `You chose ${added.join(' and ')} as ${added.length === 1 ? 'an elective' : 'electives'} of ${batch.name}.`,
  };
};

/** The learner's seat in the batch, by handle: 404 beside the handle when they have none (as access extension). */
async function learnerSeat(db: Db, batch: { id: number; name: string }, handle: string, lock = false) {
  const query = db
    .select({ userId: users.id, name: users.name, accessEndsAt: batchEnrollments.accessEndsAt })
    .from(batchEnrollments)
    .innerJoin(users, eq(users.id, batchEnrollments.userId))
    .where(and(eq(batchEnrollments.batchId, batch.id), eq(users.handle, handle)))
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: batchEnrollments }) : query);
  if (!row) {
    const why = `${handle} is not enrolled in ${batch.name}.`;
    throw new HttpError(404, 'not_found', why, { handle: why });
  }
  return row;
}

/** Every staff change of this learner's electives in the batch, newest first (edit history, ADR 0105). */
async function electiveChanges(db: Db, batchId: number, handle: string) {
  const rows = await db
    .select({ by: users.handle, at: editHistory.changedAt, changes: editHistory.changes })
    .from(editHistory)
    .leftJoin(users, eq(users.id, editHistory.changedBy))
    .where(
      and(
        eq(editHistory.entityType, 'batch_electives'),
        eq(editHistory.entityId, batchId),
        sql`${editHistory.changes} ? ${handle}`,
      ),
    )
    .orderBy(desc(editHistory.changedAt), desc(editHistory.id));
  return rows.map((row) => {
    const change = row.changes[handle] as { from: string[]; to: string[] };
    return {
      changed_by: row.by ?? 'deleted account',
      changed_at: row.at.toISOString(),
      from: change.from,
      to: change.to,
    };
  });
}

async function learnerElectivesOf(
  db: Db,
  batch: { id: number },
  course: typeof courses.$inferSelect,
  learner: { userId: number; name: string; accessEndsAt: Date },
  handle: string,
) {
  const offered = await offeredElectives(db, course);
  const chosen = await chosenIds(db, batch.id, learner.userId);
  return {
    handle,
    name: learner.name,
    access_ends_at: learner.accessEndsAt.toISOString(),
    results: offered.map((elective) => ({
      course_id: elective.id,
      course_slug: elective.slug,
      course_name: elective.name,
      is_selected: chosen.has(elective.id),
    })),
    max_electives: allowance(offered.length),
    changes: await electiveChanges(db, batch.id, handle),
  };
}

/** GET batch/{slug}/electives/{handle}/: a learner's electives as the course team sees them (ADR 0105). */
export const handleBatchLearnerElectives: Handler<'x-batch-learner-electives'> = async ({
  input,
  database: { db },
}) => {
  const { batch, course } = await batchBySlug(db, input.path.slug);
  const learner = await learnerSeat(db, batch, input.path.handle);
  return learnerElectivesOf(db, batch, course, learner, input.path.handle);
};

/**
 * PUT batch/{slug}/electives/{handle}/: course admins replace a learner's electives (ADR 0105). The learner's own
 * rules hold: only the batch's electives, at most the allowance, and only while the learner's access lasts. The
 * seat is locked for the change, so two editors (or the learner choosing) cannot pass the allowance together, and
 * the change is kept in the edit history with who made it.
 */
export const handleBatchLearnerElectivesPut: Handler<'x-batch-learner-electives-put'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch, course } = await batchBySlug(db, input.path.slug);
  const { handle } = input.path;
  const offered = await offeredElectives(db, course);
  const wanted = [...new Set(input.body.course_ids)];
  if (wanted.some((id) => !offered.some((elective) => elective.id === id)))
    throw badRequest(`That course is not an elective of ${batch.name}.`, {
      course_ids: `Choose from the electives of ${batch.name}.`,
    });
  const limit = allowance(offered.length);
  if (wanted.length > limit)
    throw badRequest(`A learner takes at most ${limit} elective${limit === 1 ? '' : 's'} in ${batch.name}.`, {
      course_ids: `Choose at most ${limit}.`,
    });
  const namesOf = (ids: Iterable<number>) => {
    const set = new Set(ids);
    return offered.filter((elective) => set.has(elective.id)).map((elective) => elective.name);
  };
  const changed = await db.transaction(async (transaction) => {
    const tx = transaction as unknown as Db;
    const learner = await learnerSeat(tx, batch, handle, true);
    if (learner.accessEndsAt.getTime() <= Date.now())
      throw new HttpError(
        409,
        'conflict',
        `${learner.name}'s access to ${batch.name} ended on ${formatLongDate(learner.accessEndsAt, { timeZone: 'UTC' })}: extend it before changing their electives.`,
        { handle: 'Their access has ended.' },
      );
    const before = await chosenIds(tx, batch.id, learner.userId);
    const from = namesOf(before);
    const to = namesOf(wanted);
    if (before.size === wanted.length && wanted.every((id) => before.has(id))) return null;
    await tx
      .delete(batchElectiveChoices)
      .where(
        and(eq(batchElectiveChoices.batchId, batch.id), eq(batchElectiveChoices.userId, learner.userId)),
      );
    if (wanted.length > 0)
      await tx
        .insert(batchElectiveChoices)
        .values(wanted.map((courseId) => ({ batchId: batch.id, userId: learner.userId, courseId })));
    await tx.insert(editHistory).values({
      entityType: 'batch_electives',
      entityId: batch.id,
      changedBy: user.id,
      changes: { [handle]: { from, to } },
    });
    return { name: learner.name, to };
  });
  const learner = await learnerSeat(db, batch, handle);
  const state = await learnerElectivesOf(db, batch, course, learner, handle);
  return {
    ...state,
    message: changed
      ? `${changed.name}'s electives in ${batch.name} are now ${changed.to.length > 0 ? changed.to.join(' and ') : 'none'}.`
      : 'Nothing changed: those are already their electives.',
  };
};
