import { asc, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses } from '../db/schema';
import { courseFeatureLinks, courseFeatures } from '../db/schema-courses';
import { recordEdit } from '../edit-history/record';
import { notFound } from '../http/errors';

type FeatureRow = typeof courseFeatures.$inferSelect;

export const featureView = (row: FeatureRow, order = row.position) => ({
  id: row.id,
  name: row.name,
  description: row.description,
  icon_url: row.iconUrl,
  order,
});

export async function requireCourse(db: Db, id: number) {
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, id));
  if (!course) throw notFound('There is no such course.');
}

/** Features of one course in their order on its page. */
export async function featuresOfCourse(db: Db, courseId: number) {
  const rows = await db
    .select({ feature: courseFeatures, position: courseFeatureLinks.position })
    .from(courseFeatureLinks)
    .innerJoin(courseFeatures, eq(courseFeatures.id, courseFeatureLinks.featureId))
    .where(eq(courseFeatureLinks.courseId, courseId))
    .orderBy(asc(courseFeatureLinks.position), asc(courseFeatures.id));
  return rows.map((row) => featureView(row.feature, row.position));
}

export const featureIds = (list: { id: number }[]) => list.map((feature) => feature.id);

/** The catalogue fields a feature's edit history compares. */
export const historyFields = (row: FeatureRow) => ({
  name: row.name,
  description: row.description,
  icon_url: row.iconUrl,
  order: row.position,
});

/** Every change to a catalogue feature is kept under entity type course_feature (000 §2 edit history). */
export function recordFeatureEdit(
  db: Db,
  actorId: number,
  featureId: number,
  before: Record<string, unknown>,
  after: Record<string, unknown>,
) {
  return recordEdit(db, { entityType: 'course_feature', entityId: featureId, actorId, before, after });
}
