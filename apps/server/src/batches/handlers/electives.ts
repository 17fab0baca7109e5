import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import { batchElectiveChoices, courses, users } from '../../db/schema';
import { badRequest, forbidden, HttpError } from '../../http/errors';
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
