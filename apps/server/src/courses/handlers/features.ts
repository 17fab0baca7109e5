import { and, asc, eq, gte, inArray, max, ne, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { courseFeatureLinks, courseFeatures } from '../../db/schema-courses';
import { recordEdit } from '../../edit-history/record';
import { badRequest, notFound } from '../../http/errors';
import {
  featureIds,
  featuresOfCourse,
  featureView,
  historyFields,
  recordFeatureEdit,
  requireCourse,
} from '../feature-queries';

export const handleCourseFeaturesList: Handler<'course-features-list'> = async ({ database }) => {
  const rows = await database.db
    .select()
    .from(courseFeatures)
    .orderBy(asc(courseFeatures.position), asc(courseFeatures.id));
  return { results: rows.map((row) => featureView(row)) };
};

export const handleCourseFeaturesAdd: Handler<'course-features-add'> = async ({ input, user, database }) => {
  return database.db.transaction(async (tx) => {
    const [last] = await tx.select({ position: max(courseFeatures.position) }).from(courseFeatures);
    const [row] = await tx
      .insert(courseFeatures)
      .values({
        name: input.body.name.trim(),
        description: input.body.description,
        iconUrl: input.body.icon_url ?? null,
        position: (last?.position ?? -1) + 1,
      })
      .returning();
    await recordFeatureEdit(tx, user.id, row!.id, {}, historyFields(row!));
    return featureView(row!);
  });
};

export const handleCourseFeaturesUpdate: Handler<'course-features-update'> = async ({
  input,
  user,
  database,
}) => {
  return database.db.transaction(async (tx) => {
    const [before] = await tx.select().from(courseFeatures).where(eq(courseFeatures.id, input.path.id));
    if (!before) throw notFound('There is no such course feature.');
    const [row] = await tx
      .update(courseFeatures)
      .set({
        name: input.body.name.trim(),
        description: input.body.description,
        ...(input.body.icon_url !== undefined ? { iconUrl: input.body.icon_url } : {}),
      })
      .where(eq(courseFeatures.id, before.id))
      .returning();
    await recordFeatureEdit(tx, user.id, before.id, historyFields(before), historyFields(row!));
    return featureView(row!);
  });
};

export const handleCourseFeaturesOrderUpdate: Handler<'course-features-order-update'> = async ({
  input,
  user,
  database,
}) => {
  const ids = input.body.order.map((entry) => entry.id);
  if (new Set(ids).size !== ids.length)
    throw badRequest('List each feature once.', { order: 'Duplicate feature.' });
  await database.db.transaction(async (tx) => {
    const found = await tx
      .select({ id: courseFeatures.id, position: courseFeatures.position })
      .from(courseFeatures)
      .where(inArray(courseFeatures.id, ids));
    const positions = new Map(found.map((row) => [row.id, row.position]));
    const unknown = ids.filter((id) => !positions.has(id));
    if (unknown.length)
      throw badRequest(`No such features: ${unknown.join(', ')}.`, { order: 'Unknown feature.' });
    for (const entry of input.body.order) {
      await tx.update(courseFeatures).set({ position: entry.order }).where(eq(courseFeatures.id, entry.id));
      await recordFeatureEdit(
        tx,
        user.id,
        entry.id,
        { order: positions.get(entry.id) },
        { order: entry.order },
      );
    }
  });
  return { message: 'The features were reordered.' };
};

export const handleCourseFeatureGet: Handler<'course-feature-get'> = async ({ input, database }) => {
  await requireCourse(database.db, input.path.id);
  return { results: await featuresOfCourse(database.db, input.path.id) };
};

export const handleCourseFeatureEditPost: Handler<'course-feature-edit-post'> = async ({
  input,
  user,
  database,
}) => {
  const courseId = input.path.id;
  return database.db.transaction(async (tx) => {
    await requireCourse(tx, courseId);
    const [feature] = await tx.select().from(courseFeatures).where(eq(courseFeatures.id, input.body.feature));
    if (!feature) throw badRequest('There is no such course feature.', { feature: 'Unknown feature.' });
    const before = await featuresOfCourse(tx, courseId);
    const existing = before.find((row) => row.id === feature.id);
    const order =
      input.body.order ??
      existing?.order ??
      before.reduce((highest, row) => Math.max(highest, row.order + 1), 0);
    // Placing a feature at a taken position moves the ones from there on down by one.
    if (input.body.order !== undefined && before.some((row) => row.id !== feature.id && row.order === order))
      await tx
        .update(courseFeatureLinks)
        .set({ position: sql`${courseFeatureLinks.position} + 1` })
        .where(
          and(
            eq(courseFeatureLinks.courseId, courseId),
            gte(courseFeatureLinks.position, order),
            ne(courseFeatureLinks.featureId, feature.id),
          ),
        );
    await tx
      .insert(courseFeatureLinks)
      .values({ courseId, featureId: feature.id, position: order })
      .onConflictDoUpdate({
        target: [courseFeatureLinks.courseId, courseFeatureLinks.featureId],
        set: { position: order },
      });
    const after = await featuresOfCourse(tx, courseId);
    await recordEdit(tx, {
      entityType: 'course',
      entityId: courseId,
      actorId: user.id,
      before: { features: featureIds(before) },
      after: { features: featureIds(after) },
    });
    return { results: after };
  });
};

export const handleCourseFeatureEditDelete: Handler<'course-feature-edit-delete'> = async ({
  input,
  user,
  database,
}) => {
  const courseId = input.path.id;
  return database.db.transaction(async (tx) => {
    await requireCourse(tx, courseId);
    const before = await featuresOfCourse(tx, courseId);
    const removed = await tx
      .delete(courseFeatureLinks)
      .where(
        and(
          eq(courseFeatureLinks.courseId, courseId),
          eq(courseFeatureLinks.featureId, input.body.feature_id),
        ),
      )
      .returning();
    if (removed.length === 0) throw notFound('This feature is not on the course.');
    const after = await featuresOfCourse(tx, courseId);
    await recordEdit(tx, {
      entityType: 'course',
      entityId: courseId,
      actorId: user.id,
      before: { features: featureIds(before) },
      after: { features: featureIds(after) },
    });
    return { results: after };
  });
};
