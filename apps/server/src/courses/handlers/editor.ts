import { and, asc, count, eq, ilike, max, or, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { escapeLike } from '../../db/escape-like';
import { courses } from '../../db/schema';
import { courseEditorTabs } from '../../db/schema-courses';
import { recordEdit } from '../../edit-history/record';
import { courseById, editorView } from '../course-views';
import { type TabName, type TabValues, tabSchema, tabValues } from '../editor-tabs';
import { validateTab } from '../validate';

export const handleCourseEditorList: Handler<'x-course-editor-list'> = async ({ input, database }) => {
  const { page = 1, page_size: pageSize = 20, search, ordering = 'course_name' } = input.query;
  const lastEdited = max(courseEditorTabs.updatedAt);
  const column = { course_name: courses.name, course_slug: courses.slug, updated_at: lastEdited }[
    ordering.replace(/^-/, '') as 'course_name' | 'course_slug' | 'updated_at'
  ];
  // Never-edited courses sort as the oldest edits; ties by id keep paging stable.
  const sortKey = ordering.startsWith('-') ? sql`${column} desc nulls last` : sql`${column} asc nulls first`;
  // % and _ in the search are literal characters, not wildcards.
  const pattern = search ? `%${escapeLike(search)}%` : undefined;
  const where = pattern ? or(ilike(courses.name, pattern), ilike(courses.slug, pattern)) : undefined;
  const [total] = await database.db.select({ n: count() }).from(courses).where(where);
  const rows = await database.db
    .select({ course: courses, updatedAt: lastEdited })
    .from(courses)
    .leftJoin(courseEditorTabs, eq(courseEditorTabs.courseId, courses.id))
    .where(where)
    .groupBy(courses.id)
    .orderBy(sortKey, asc(courses.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  return {
    count: total?.n ?? 0,
    page,
    page_size: pageSize,
    results: rows.map(({ course, updatedAt }) => ({
      course_id: course.id,
      course_slug: course.slug,
      course_name: course.name,
      course_type: course.courseType,
      listing_type: course.listingType,
      updated_at: updatedAt ? new Date(updatedAt).toISOString() : null,
    })),
  };
};

export const handleCourseEditorGet: Handler<'x-course-editor-get'> = async ({ input, database }) =>
  editorView(database.db, await courseById(database.db, input.path.id));

export const handleCourseEditorUpdate: Handler<'x-course-editor-update'> = async ({
  input,
  user,
  database,
}) => {
  const { tab } = input.body;
  // The contract parsed the body; parse again with the tab schema so defaults fill what was left out.
  const values = tabSchema(tab).parse(input.body.values) as TabValues<TabName>;
  const course = await database.db.transaction(async (tx) => {
    const current = await courseById(tx, input.path.id);
    await validateTab(tx, current.id, tab, values);
    const before = tabValues(
      tab,
      (
        await tx
          .select({ values: courseEditorTabs.values })
          .from(courseEditorTabs)
          .where(and(eq(courseEditorTabs.courseId, current.id), eq(courseEditorTabs.tab, tab)))
      )[0]?.values,
      current,
    );
    let updated = current;
    if (tab === 'course-intro') {
      const intro = values as TabValues<'course-intro'>;
      [updated = current] = await tx
        .update(courses)
        .set({
          name: intro.course_name,
          slug: intro.course_slug,
          shortDescription: intro.short_description,
          courseType: intro.course_type,
          listingType: intro.listing_type,
          courseFeeType: intro.course_fee_type,
          courseExpiryDays: intro.course_expiry_days,
        })
        .where(eq(courses.id, current.id))
        .returning();
    }
    await tx
      .insert(courseEditorTabs)
      .values({ courseId: current.id, tab, values, updatedBy: user.id })
      .onConflictDoUpdate({
        target: [courseEditorTabs.courseId, courseEditorTabs.tab],
        set: { values, updatedBy: user.id, updatedAt: new Date() },
      });
    await recordEdit(tx, {
      entityType: 'course',
      entityId: current.id,
      actorId: user.id,
      before: before as Record<string, unknown>,
      after: values as Record<string, unknown>,
    });
    return updated;
  });
  return editorView(database.db, course);
};
