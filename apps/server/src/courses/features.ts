import { AREA_ROLES } from '@learnforge/domain';
import { and, asc, eq, gte, inArray, max, ne, sql } from 'drizzle-orm';
import type { EndpointRegistry } from '../api/registry';
import type { Db } from '../db/client';
import { courses } from '../db/schema';
import { courseFeatureLinks, courseFeatures } from '../db/schema-courses';
import { recordEdit } from '../edit-history/record';
import { badRequest, notFound } from '../http/errors';
import { isLink } from './validate';

type FeatureRow = typeof courseFeatures.$inferSelect;

const featureView = (row: FeatureRow, order = row.position) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  icon_url: row.iconUrl,
  order,
});

function checkIcon(iconUrl: string | null | undefined) {
  if (iconUrl && !isLink(iconUrl))
    throw badRequest('Some fields are invalid.', {
      icon_url: 'Enter an http(s) address or a path starting with /.',
    });
}

async function requireCourse(db: Db, id: number) {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
  if (!course) throw notFound('There is no such course.');
}

/** Features of one course in their order on its page. */
async function featuresOfCourse(db: Db, courseId: number) {
  const rows = await db
    .select({ feature: courseFeatures, position: courseFeatureLinks.position })
    .from(courseFeatureLinks)
    .innerJoin(courseFeatures, eq(courseFeatures.id, courseFeatureLinks.featureId))
    .where(eq(courseFeatureLinks.courseId, courseId))
    .orderBy(asc(courseFeatureLinks.position), asc(courseFeatures.id));
  return rows.map((row) => featureView(row.feature, row.position));
}

const featureIds = (list: { id: number }[]) => list.map((feature) => feature.id);

/** The catalogue fields a feature's edit history compares. */
const historyFields = (row: FeatureRow) => ({
  name: row.name,
  description: row.description,
  icon_url: row.iconUrl,
  order: row.position,
});

/** Every change to a catalogue feature is kept under entity type course_feature (000 §2 edit history). */
function recordFeatureEdit(
  db: Db,
  actorId: number,
  featureId: number,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  return recordEdit(db, { entityType: 'course_feature', entityId: featureId, actorId, before, after });
}

export function registerCourseFeatureEndpoints(registry: EndpointRegistry): void {
  registry.implement('course-features-list', AREA_ROLES.courseEditor, async ({ database }) => {
    const rows = await database.db
      .select()
      .from(courseFeatures)
      .orderBy(asc(courseFeatures.position), asc(courseFeatures.id));
    return { results: rows.map((row) => featureView(row)) };
  });

  registry.implement('course-features-add', AREA_ROLES.courseEditor, async ({ input, user, database }) => {
    checkIcon(input.body.icon_url);
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
  });

  registry.implement('course-features-update', AREA_ROLES.courseEditor, async ({ input, user, database }) => {
    checkIcon(input.body.icon_url);
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
  });

  registry.implement(
    'course-features-order-update',
    AREA_ROLES.courseEditor,
    async ({ input, user, database }) => {
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
          await tx
            .update(courseFeatures)
            .set({ position: entry.order })
            .where(eq(courseFeatures.id, entry.id));
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
    },
  );

  registry.implement('course-feature-get', AREA_ROLES.courseEditor, async ({ input, database }) => {
    await requireCourse(database.db, input.path.id);
    return { results: await featuresOfCourse(database.db, input.path.id) };
  });

  registry.implement(
    'course-feature-edit-post',
    AREA_ROLES.courseEditor,
    async ({ input, user, database }) => {
      const courseId = input.path.id;
      return database.db.transaction(async (tx) => {
        await requireCourse(tx, courseId);
        const [feature] = await tx
          .select()
          .from(courseFeatures)
          .where(eq(courseFeatures.id, input.body.feature));
        if (!feature) throw badRequest('There is no such course feature.', { feature: 'Unknown feature.' });
        const before = await featuresOfCourse(tx, courseId);
        const existing = before.find((row) => row.id === feature.id);
        const order =
          input.body.order ??
          existing?.order ??
          before.reduce((highest, row) => Math.max(highest, row.order + 1), 0);
        // Placing a feature at a taken position moves the ones from there on down by one.
        if (
          input.body.order !== undefined &&
          before.some((row) => row.id !== feature.id && row.order === order)
        )
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
    },
  );

  registry.implement(
    'course-feature-edit-delete',
    AREA_ROLES.courseEditor,
    async ({ input, user, database }) => {
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
    },
  );
}
