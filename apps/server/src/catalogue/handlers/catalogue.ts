import { and, asc, desc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { PublicHandler } from '../../api/registry';
import type { Db } from '../../db/client';
import { courseCategories, courseCategoryLinks, courseEditorTabs, courses } from '../../db/schema';

/** The words a course is found by: its name (weighted first) and description, English stemming (ADR 0049). */
const document = courses.searchDocument;

// Written out in full: inside a select list Drizzle would print the bare "id", which the subqueries' own tables share.
const courseId = sql.raw('"courses"."id"');

// The next batch on sale decides the price a card shows (001 §3 first_upcoming_batch).
const nextOffer = (column: 'price' | 'discounted_price') =>
  sql<number | null>`(select o.${sql.raw(column)} from batch_offers o join batches b on b.id = o.batch_id
    where b.course_id = ${courseId} and b.organization_id is null and b.starts_at >= now()
    order by b.starts_at, b.id limit 1)`;
const upcomingCount = sql<number>`(select count(*)::int from batch_offers o join batches b on b.id = o.batch_id
    where b.course_id = ${courseId} and b.organization_id is null and b.starts_at >= now())`;
const averageRating = sql<
  number | null
>`(select round(avg(t.rating)::numeric, 1)::float8 from batch_testimonials t
    join batches b on b.id = t.batch_id where b.course_id = ${courseId})`;
const learnerCount = sql<number>`(select count(*)::int from batch_enrollments e join batches b on b.id = e.batch_id
    where b.course_id = ${courseId})`;
const cardPrice = sql<number | null>`coalesce(${nextOffer('discounted_price')}, ${nextOffer('price')})`;

const cardColumns = {
  course_id: courses.id,
  course_slug: courses.slug,
  course_name: courses.name,
  course_type: courses.courseType,
  course_fee_type: courses.courseFeeType,
  price: nextOffer('price'),
  discounted_price: nextOffer('discounted_price'),
  avg_rating: averageRating,
  total_upcoming_batches: upcomingCount,
};

interface CardRow {
  course_id: number;
  course_slug: string;
  course_name: string;
  course_type: number;
  course_fee_type: number;
  price: number | null;
  discounted_price: number | null;
  avg_rating: number | null;
  total_upcoming_batches: number;
}

const card = (row: CardRow) => ({
  ...row,
  image_url: null,
  price: row.price ?? 0,
  payment_currency_symbol: '₹',
});

/** Public courses (listing type 0), matching every filter given. */
function catalogueFilter(filters: {
  category?: string;
  course_type?: number;
  price?: 'free' | 'paid';
  search?: string;
  premium?: 'true' | 'false';
}): SQL {
  const conditions: SQL[] = [eq(courses.listingType, 0)];
  if (filters.category)
    conditions.push(
      exists(
        sql`(select 1 from ${courseCategoryLinks} join ${courseCategories} on ${courseCategories.id} = ${courseCategoryLinks.categoryId}
          where ${courseCategoryLinks.courseId} = ${courses.id} and ${courseCategories.slug} = ${filters.category})`,
      ),
    );
  if (filters.course_type !== undefined) conditions.push(eq(courses.courseType, filters.course_type));
  if (filters.price === 'free') conditions.push(eq(courses.courseFeeType, 0));
  if (filters.price === 'paid') conditions.push(eq(courses.courseFeeType, 1));
  if (filters.search) conditions.push(sql`${document} @@ websearch_to_tsquery('english', ${filters.search})`);
  if (filters.premium === 'true')
    conditions.push(
      exists(
        sql`(select 1 from ${courseEditorTabs} where ${courseEditorTabs.courseId} = ${courses.id}
          and ${courseEditorTabs.tab} = 'premium' and (${courseEditorTabs.values} ->> 'included_in_premium')::boolean)`,
      ),
    );
  return and(...conditions)!;
}

async function listCourses(
  db: Db,
  query: {
    page: number;
    page_size?: number;
    category?: string;
    course_type?: number;
    price?: 'free' | 'paid';
    search?: string;
    ordering?: 'popular' | 'newest' | 'price' | '-price' | 'rating';
    premium?: 'true' | 'false';
  },
) {
  const pageSize = query.page_size ?? 12;
  const where = catalogueFilter(query);
  const rank = query.search
    ? sql`ts_rank(${document}, websearch_to_tsquery('english', ${query.search}))`
    : null;
  const order = {
    popular: [desc(learnerCount)],
    newest: [desc(courses.createdAt)],
    price: [sql`${cardPrice} asc nulls last`],
    '-price': [sql`${cardPrice} desc nulls last`],
    rating: [sql`${averageRating} desc nulls last`],
  }[query.ordering ?? 'popular'];
  const [rows, [total]] = await Promise.all([
    db
      .select(cardColumns)
      .from(courses)
      .where(where)
      .orderBy(...(rank && !query.ordering ? [desc(rank)] : []), ...order, asc(courses.id))
      .limit(pageSize)
      .offset((query.page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(courses).where(where),
  ]);
  return { results: rows.map(card), count: total?.count ?? 0, page: query.page, page_size: pageSize };
}

export const handleCoursesList: PublicHandler<'courses-list'> = ({ input, database: { db } }) =>
  listCourses(db, input.query);

/** The header's search: full-text ranked results; the ML list stays empty (001 §5). */
export const handleCoursesGlobalSearch: PublicHandler<'courses-global-search'> = async ({
  input,
  database: { db },
}) => {
  const { results } = await listCourses(db, { page: 1, page_size: 10, search: input.query.q });
  return { results, ml_results: [] };
};

export const handleCoursesAllCategory: PublicHandler<'courses-all-category'> = async ({
  input,
  database: { db },
}) => {
  const rows = await db
    .select({
      id: courseCategories.id,
      slug: courseCategories.slug,
      name: courseCategories.name,
      type: courseCategories.type,
      order: courseCategories.position,
      public: courseCategories.public,
      courses_count: sql<number>`(select count(*)::int from ${courseCategoryLinks} join ${courses} on ${courses.id} = ${courseCategoryLinks.courseId}
        where ${courseCategoryLinks.categoryId} = ${sql.raw('"course_categories"."id"')} and ${courses.listingType} = 0)`,
    })
    .from(courseCategories)
    .where(and(eq(courseCategories.type, input.query.type), eq(courseCategories.public, input.query.public)))
    .orderBy(input.query.ordering === 'name' ? asc(courseCategories.name) : asc(courseCategories.position));
  return { results: rows };
};
