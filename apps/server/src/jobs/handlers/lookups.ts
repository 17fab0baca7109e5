import { and, asc, eq, gt, ilike, ne, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { escapeLike } from '../../db/escape-like';
import { courses, institutes, jobDesignations, openContests, skills } from '../../db/schema';
import { badRequest, HttpError } from '../../http/errors';
import { CANCELLED, cities } from '../job-form';

export const handleAdminInstitutesQuery: Handler<'admin-institutes-query'> = async ({
  input,
  database: { db },
}) => {
  const page = input.query.page ?? 1;
  const pageSize = input.query.page_size ?? 20;
  const where = input.query.search
    ? ilike(institutes.name, `%${escapeLike(input.query.search)}%`)
    : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: institutes.id, name: institutes.name })
      .from(institutes)
      .where(where)
      .orderBy(asc(institutes.name))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(institutes).where(where),
  ]);
  return { results: rows, count: total?.count ?? 0, page, page_size: pageSize };
};

export const handleAdminInstituteCreate: Handler<'admin-institute-create'> = async ({
  input,
  database: { db },
}) => {
  const name = input.body.name.trim().replace(/\s+/g, ' ');
  if (name.length < 2) throw badRequest('Give the institute a name.', { name: 'Too short.' });
  const [existing] = await db
    .select({ id: institutes.id })
    .from(institutes)
    .where(eq(sql`lower(${institutes.name})`, name.toLowerCase()));
  if (existing)
    throw new HttpError(409, 'conflict', 'An institute with this name already exists.', {
      name: 'Already listed.',
    });
  const [row] = await db
    .insert(institutes)
    .values({ name })
    .returning({ id: institutes.id, name: institutes.name });
  return row!;
};

export const handleAdminContestsUpcomingNonBatch: Handler<'admin-contests-upcoming-non-batch'> = async ({
  input,
  database: { db },
}) => {
  const page = input.query.page ?? 1;
  const pageSize = input.query.page_size ?? 20;
  // The stored status is not moved to Live when a start passes, so the start time decides.
  const where = and(gt(openContests.startTime, new Date()), ne(openContests.status, CANCELLED));
  const [rows, [total]] = await Promise.all([
    db
      .select({ slug: openContests.slug, title: openContests.title, startTime: openContests.startTime })
      .from(openContests)
      .where(where)
      .orderBy(asc(openContests.startTime), asc(openContests.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(openContests).where(where),
  ]);
  return {
    results: rows.map((row) => ({
      slug: row.slug,
      title: row.title,
      start_time: row.startTime.toISOString(),
    })),
    count: total?.count ?? 0,
    page,
    page_size: pageSize,
  };
};

export const handleAdminJobDesignations: Handler<'admin-job-designations'> = async ({
  database: { db },
}) => ({
  results: await db
    .select({ id: jobDesignations.id, name: jobDesignations.name })
    .from(jobDesignations)
    .orderBy(asc(jobDesignations.name)),
});

export const handleAdminSkills: Handler<'admin-skills'> = async ({ input, database: { db } }) => {
  const page = input.query.page ?? 1;
  const pageSize = input.query.page_size ?? 20;
  const where = input.query.search ? ilike(skills.name, `%${escapeLike(input.query.search)}%`) : undefined;
  const [rows, [total]] = await Promise.all([
    db
      .select({ id: skills.id, name: skills.name })
      .from(skills)
      .where(where)
      .orderBy(asc(skills.name))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(skills).where(where),
  ]);
  return { results: rows, count: total?.count ?? 0, page, page_size: pageSize };
};

export const handleAdminCitySearch: Handler<'admin-city-search'> = ({ input }) => {
  const query = input.path.q.trim().toLowerCase();
  const starts = cities.filter((city) => city.name.toLowerCase().startsWith(query));
  const inside = cities.filter(
    (city) => !city.name.toLowerCase().startsWith(query) && city.name.toLowerCase().includes(query),
  );
  return { results: [...starts, ...inside].slice(0, 20) };
};

export const handleAdminAllCoursesListingType0: Handler<'admin-all-courses-listing-type-0'> = async ({
  database: { db },
}) => ({
  results: await db
    .select({ id: courses.id, course_slug: courses.slug, course_name: courses.name })
    .from(courses)
    .where(eq(courses.listingType, 0))
    .orderBy(asc(courses.name)),
});
