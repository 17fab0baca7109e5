import { and, asc, desc, eq, ilike, or, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { likePattern } from '../../db/escape-like';
import { batchEnrollments, batches, courses } from '../../db/schema';

const PAGE_SIZE = 20;

/** Every batch for staff pickers and lists (001 §7 Dashboard "batches"), newest start first, searchable. */
export const handleStaffBatches: Handler<'staff-dash-batches'> = async ({ input, database: { db } }) => {
  const page = input.query.page ?? 1;
  const pageSize = input.query.page_size ?? PAGE_SIZE;
  const like = likePattern(input.query.search);
  const where = and(
    like ? or(ilike(batches.name, like), ilike(batches.slug, like)) : undefined,
    input.query.course_slug ? eq(courses.slug, input.query.course_slug) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    db
      .select({
        id: batches.id,
        slug: batches.slug,
        name: batches.name,
        courseSlug: courses.slug,
        startsAt: batches.startsAt,
        endsAt: batches.endsAt,
        students: sql<number>`(select count(*) from ${batchEnrollments} where ${batchEnrollments.batchId} = ${batches.id})::int`,
      })
      .from(batches)
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .where(where)
      .orderBy(desc(batches.startsAt), asc(batches.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ count: sql<number>`count(*)::int` })
      .from(batches)
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .where(where),
  ]);
  return {
    results: rows.map((row) => ({
      id: row.id,
      slug: row.slug,
      name: row.name,
      course_slug: row.courseSlug,
      start_date: row.startsAt.toISOString().slice(0, 10),
      end_date: row.endsAt.toISOString().slice(0, 10),
      students_count: row.students,
    })),
    count: total?.count ?? 0,
    page,
    page_size: pageSize,
  };
};
