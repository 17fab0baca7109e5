import { AREA_ROLES, hasRole } from '@learnforge/domain';
import { and, asc, eq, exists, gte, ilike, inArray, isNotNull, isNull, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import { likePattern } from '../../db/escape-like';
import {
  batchEnrollments,
  batches,
  courseCategories,
  courseCategoryLinks,
  courses,
  paymentOrderItems,
  paymentOrders,
} from '../../db/schema';
import { badRequest, notFound } from '../../http/errors';
import { card, cardColumns } from '../cards';

const DAY = 86_400_000;
/** The longest window the stats answer for at once: a year, leap day included. */
const MAX_STATS_DAYS = 366;

/** The values `course_categories.type` takes (001 §9), for the staff selects. */
export const handleCategoryTypes: Handler<'courses-dash-category-types'> = () => ({
  results: [
    { value: 'primary' as const, label: 'Primary: the catalogue lists these by default' },
    { value: 'secondary' as const, label: 'Secondary: listed when asked for (GATE, for instance)' },
  ],
});

/** Every course, listed or not, by name or slug, category and whether it is listed: one page and the count. */
async function staffCoursePage(
  db: Db,
  {
    page,
    pageSize,
    search,
    category,
    published,
  }: { page: number; pageSize: number; search?: string; category?: string; published?: boolean },
) {
  const conditions: SQL[] = [];
  const pattern = likePattern(search);
  if (pattern) conditions.push(or(ilike(courses.name, pattern), ilike(courses.slug, pattern))!);
  if (category)
    conditions.push(
      exists(
        sql`(select 1 from ${courseCategoryLinks} join ${courseCategories} on ${courseCategories.id} = ${courseCategoryLinks.categoryId}
          where ${courseCategoryLinks.courseId} = ${courses.id} and ${courseCategories.slug} = ${category})`,
      ),
    );
  if (published !== undefined) conditions.push(eq(courses.listingType, published ? 0 : 1));
  const where = conditions.length ? and(...conditions) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({
        ...cardColumns,
        listing_type: courses.listingType,
        category: sql<string | null>`(select ${courseCategories.slug} from ${courseCategoryLinks}
          join ${courseCategories} on ${courseCategories.id} = ${courseCategoryLinks.categoryId}
          where ${courseCategoryLinks.courseId} = ${courseId}
          order by ${courseCategories.position}, ${courseCategories.id} limit 1)`,
        batches_count: sql<number>`(select count(*)::int from ${batches} where ${batches.courseId} = ${courseId})`,
      })
      .from(courses)
      .where(where)
      .orderBy(asc(courses.name), asc(courses.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(courses).where(where),
  ]);
  return {
    results: rows.map(({ listing_type: listingType, ...row }) => ({
      ...row,
      is_published: listingType === 0,
    })),
    count: total?.count ?? 0,
  };
}

// Written out in full: inside a select list Drizzle prints a bare "id", which the subqueries' tables share.
const courseId = sql.raw('"courses"."id"');

/** `courses-listing/`: every course, listed or not, for course admins: by name or slug, category and listing. */
export const handleCoursesDashListing: Handler<'courses-dash-listing'> = async ({
  input,
  database: { db },
}) => {
  const { page, page_size: pageSize = 20, search, category, is_published: published } = input.query;
  const found = await staffCoursePage(db, { page, pageSize, search, category, published });
  return {
    results: found.results.map(
      ({ batches_count: _batches, category: firstCategory, is_published, ...row }) => ({
        ...card(row),
        is_published,
        category: firstCategory,
      }),
    ),
    count: found.count,
    page,
    page_size: pageSize,
  };
};

/**
 * `courses/admin` (001 §7 Courses): the courses a course admin manages. Course admins manage every course
 * (nothing assigns a course to one admin), so this is the staff listing by name or slug, with how many
 * batches each has and whether the caller may edit its mentors (course admins may, as `courses-meta` says).
 */
export const handleCoursesAdmin: Handler<'courses-admin'> = async ({ input, user, database: { db } }) => {
  const { page, page_size: pageSize = 20, search } = input.query;
  const found = await staffCoursePage(db, { page, pageSize, search });
  const mayEditMentors = hasRole(user.roles, ...AREA_ROLES.courseEditor);
  return {
    results: found.results.map(({ batches_count, category: _category, is_published, ...row }) => ({
      ...card(row),
      is_published,
      can_add_edit_mentor: mayEditMentors,
      batches_count,
    })),
    count: found.count,
    page,
    page_size: pageSize,
  };
};

async function courseBatchIds(db: Db, courseSlug: string | undefined): Promise<number[] | null> {
  if (!courseSlug) return null;
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.slug, courseSlug));
  if (!course) throw notFound('There is no such course.');
  return (await db.select({ id: batches.id }).from(batches).where(eq(batches.courseId, course.id))).map(
    (row) => row.id,
  );
}

/**
 * Per batch: learners enrolled, and how many of them came through a paid order. Without a course, every
 * public batch (organization batches are the organization dashboard's).
 */
export const handleRegistrationCounts: Handler<'courses-registration-counts'> = async ({
  input,
  database: { db },
}) => {
  const ids = await courseBatchIds(db, input.query.course_slug);
  const rows = await db
    .select({
      batch_id: batches.id,
      batch_name: batches.name,
      registered: sql<number>`(select count(*)::int from ${batchEnrollments} where ${batchEnrollments.batchId} = ${batchId})`,
      paid: sql<number>`(select count(distinct o.user_id)::int from payment_order_items i
        join payment_orders o on o.id = i.order_id where i.batch_id = ${batchId} and o.status = 'paid')`,
    })
    .from(batches)
    .where(ids ? inArray(batches.id, ids.length ? ids : [-1]) : sql`${batches.organizationId} is null`)
    .orderBy(asc(batches.startsAt), asc(batches.id));
  return { results: rows };
};

// Written out in full: inside a select list Drizzle prints a bare "id", which the subqueries' tables share.
const batchId = sql.raw('"batches"."id"');

const isoDay = (time: number) => new Date(time).toISOString().slice(0, 10);

/**
 * Per UTC day of the window (the last 30 days by default, at most a year): enrolments, paid batch orders and
 * what they brought in (rupees, from the orders' amounts in paise). Days with nothing are listed too, so a
 * chart has no gaps; newest day first.
 */
export const handleRegistrationStats: Handler<'courses-registration-stats'> = async ({
  input,
  database: { db },
}) => {
  const { from, to, course_slug: courseSlug, page, page_size: pageSize = 20 } = input.query;
  const today = Date.parse(isoDay(Date.now()));
  const end = to ? Date.parse(to) : today;
  const start = from ? Date.parse(from) : end - 29 * DAY;
  if (start > end)
    throw badRequest('The window ends before it starts.', { to: 'Choose a day on or after the start.' });
  const days = Math.round((end - start) / DAY) + 1;
  if (days > MAX_STATS_DAYS)
    throw badRequest('Ask for at most a year at once.', {
      from: `At most ${MAX_STATS_DAYS} days before the end.`,
    });
  const ids = await courseBatchIds(db, courseSlug);
  const window = { start: new Date(start), end: new Date(end + DAY) };
  const inBatches = (column: typeof batchEnrollments.batchId | typeof paymentOrderItems.batchId) =>
    ids
      ? inArray(column, ids.length ? ids : [-1])
      : inArray(
          column,
          db.select({ id: batches.id }).from(batches).where(sql`${batches.organizationId} is null`),
        );
  const [enrolments, payments] = await Promise.all([
    db
      .select({
        day: sql<string>`to_char(${batchEnrollments.enrolledAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        count: sql<number>`count(*)::int`,
      })
      .from(batchEnrollments)
      .where(
        and(
          inBatches(batchEnrollments.batchId),
          gte(batchEnrollments.enrolledAt, window.start),
          lt(batchEnrollments.enrolledAt, window.end),
        ),
      )
      .groupBy(sql`1`),
    db
      .select({
        day: sql<string>`to_char(${paymentOrders.paidAt} at time zone 'UTC', 'YYYY-MM-DD')`,
        count: sql<number>`count(distinct ${paymentOrders.id})::int`,
        paise: sql<number>`coalesce(sum(${paymentOrderItems.amount}), 0)::int`,
      })
      .from(paymentOrderItems)
      .innerJoin(paymentOrders, eq(paymentOrders.id, paymentOrderItems.orderId))
      .where(
        and(
          isNotNull(paymentOrderItems.batchId),
          inBatches(paymentOrderItems.batchId),
          eq(paymentOrders.status, 'paid'),
          isNull(paymentOrderItems.refundedAt),
          gte(paymentOrders.paidAt, window.start),
          lt(paymentOrders.paidAt, window.end),
        ),
      )
      .groupBy(sql`1`),
  ]);
  const enrolled = new Map(enrolments.map((row) => [row.day, row.count]));
  const paid = new Map(payments.map((row) => [row.day, row]));
  const results = Array.from({ length: days }, (_, index) => {
    const day = isoDay(end - index * DAY);
    return {
      date: day,
      registrations: enrolled.get(day) ?? 0,
      payments: paid.get(day)?.count ?? 0,
      revenue: (paid.get(day)?.paise ?? 0) / 100,
    };
  });
  return {
    results: results.slice((page - 1) * pageSize, page * pageSize),
    count: days,
    page,
    page_size: pageSize,
  };
};
