import { and, asc, desc, eq, exists, type SQL, sql } from 'drizzle-orm';
import type { PublicHandler } from '../../api/registry';
import type { Db } from '../../db/client';
import { courseCategories, courseCategoryLinks, courses } from '../../db/schema';
import {
  atLevel,
  averageRating,
  card,
  cardColumns,
  cardPrice,
  document,
  includedInPremium,
  learnerCount,
  taughtIn,
} from '../cards';

/** Public courses (listing type 0), matching every filter given. */
function catalogueFilter(filters: {
  category?: string;
  course_type?: number;
  price?: 'free' | 'paid';
  search?: string;
  premium?: 'true' | 'false';
  level?: string;
  language?: string;
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
  if (filters.premium === 'true') conditions.push(includedInPremium);
  if (filters.level) conditions.push(atLevel(filters.level));
  if (filters.language) conditions.push(taughtIn(filters.language));
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
    level?: string;
    language?: string;
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
