import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses } from '../db/schema';
import { courseEditorTabs } from '../db/schema-courses';
import { notFound } from '../http/errors';
import { type AllTabs, TAB_NAMES, tabValues } from './editor-tabs';

type CourseRow = typeof courses.$inferSelect;

export async function courseById(db: Db, id: number): Promise<CourseRow> {
  const [course] = await db.select().from(courses).where(eq(courses.id, id)).limit(1);
  if (!course) throw notFound('There is no such course.');
  return course;
}

export async function loadTabs(
  db: Db,
  course: CourseRow,
): Promise<{ tabs: AllTabs; updatedAt: Date | null }> {
  const rows = await db.select().from(courseEditorTabs).where(eq(courseEditorTabs.courseId, course.id));
  const saved = new Map(rows.map((row) => [row.tab, row.values]));
  const tabs = Object.fromEntries(
    TAB_NAMES.map((tab) => [tab, tabValues(tab, saved.get(tab), course)]),
  ) as AllTabs;
  const updatedAt = rows.reduce<Date | null>(
    (latest, row) => (latest && latest > row.updatedAt ? latest : row.updatedAt),
    null,
  );
  return { tabs, updatedAt };
}

export async function editorView(db: Db, course: CourseRow) {
  const { tabs, updatedAt } = await loadTabs(db, course);
  return { course_id: course.id, updated_at: (updatedAt ?? course.createdAt).toISOString(), tabs };
}

/** Lines of "what you will learn" as the landing page lists them (one point per line, bullets dropped). */
export function learningPoints(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.replace(/^\s*[-*•]\s*/, '').trim())
    .filter(Boolean);
}

export function youtubeId(link: string | null): string | null {
  if (!link) return null;
  const match = /(?:youtu\.be\/|youtube\.com\/(?:watch\?v=|embed\/))([\w-]{6,20})/.exec(link);
  return match?.[1] ?? null;
}

export const httpOnly = (link: string | null) => (link && /^https?:\/\//.test(link) ? link : null);
