import { and, eq } from 'drizzle-orm';
import { type TabName, type TabValues, tabValues } from '../courses/editor-tabs';
import type { Db } from '../db/client';
import { courseEditorTabs, type courses } from '../db/schema';

/** One tab of the course editor as saved for the course, or its defaults: what the batch page's areas read. */
export async function courseTab<T extends TabName>(
  db: Db,
  course: typeof courses.$inferSelect,
  tab: T,
): Promise<TabValues<T>> {
  const [row] = await db
    .select({ values: courseEditorTabs.values })
    .from(courseEditorTabs)
    .where(and(eq(courseEditorTabs.courseId, course.id), eq(courseEditorTabs.tab, tab)))
    .limit(1);
  return tabValues(tab, row?.values, course);
}
