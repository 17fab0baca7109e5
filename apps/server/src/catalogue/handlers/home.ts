import { and, asc, desc, eq, ilike, isNotNull, notInArray, type SQL, sql } from 'drizzle-orm';
import type { Handler, PublicHandler } from '../../api/registry';
import type { Db } from '../../db/client';
import { escapeLike } from '../../db/escape-like';
import { batches, catalogueSectionOrder, courses } from '../../db/schema';
import { batchOffers } from '../../db/schema-courses';
import { badRequest } from '../../http/errors';
import { averageRating, type CardRow, card, cardColumns, includedInPremium, learnerCount } from '../cards';

/** Courses a section shows at most; the catalogue lists the rest. */
const SECTION_SIZE = 8;
/** Course types that are not offline (000 §4: online 1, live 2); every other code is a classroom course. */
const ONLINE_TYPES = [1, 2];

const publicCourse = eq(courses.listingType, 0);
const nextStart = sql<
  string | null
>`(select min(b.starts_at) from batch_offers o join batches b on b.id = o.batch_id
  where b.course_id = ${sql.raw('"courses"."id"')} and b.organization_id is null and b.starts_at >= now())`;

/** The course home's sections in their default order (001 §2 home page); course admins reorder them. */
const SECTIONS: { key: string; title: string; where: SQL; soonestFirst?: true }[] = [
  { key: 'starting-soon', title: 'Starting soon', where: sql`${nextStart} is not null`, soonestFirst: true },
  { key: 'live', title: 'Live courses', where: eq(courses.courseType, 2) },
  { key: 'self-paced', title: 'Self-paced courses', where: eq(courses.courseType, 1) },
  { key: 'classroom', title: 'Classroom courses', where: notInArray(courses.courseType, ONLINE_TYPES) },
  { key: 'gate', title: 'GATE preparation', where: isNotNull(courses.gateExamYear) },
  { key: 'premium', title: 'Included in Premium', where: includedInPremium },
  { key: 'free', title: 'Free courses', where: eq(courses.courseFeeType, 0) },
];
const SECTION_KEYS = new Set(SECTIONS.map((section) => section.key));

/**
 * Section keys in the order a page shows them: the sections a course admin ordered first, in that order,
 * then the others in their default order (a new section appears at the end until someone places it).
 */
async function sectionOrder(db: Db, page: 'home' | 'courses'): Promise<string[]> {
  const stored = new Map(
    (await db.select().from(catalogueSectionOrder).where(eq(catalogueSectionOrder.page, page))).map((row) => [
      row.key,
      row.position,
    ]),
  );
  return SECTIONS.map((section, index) => ({
    key: section.key,
    at: stored.get(section.key) ?? SECTIONS.length * 1000 + index,
  }))
    .sort((a, b) => a.at - b.at)
    .map((section) => section.key);
}

/** `courses/home/`: each section that has a public course, in the course admins' order; empty ones are left out. */
export const handleCoursesHome: PublicHandler<'courses-home'> = async ({ database: { db } }) => {
  const order = await sectionOrder(db, 'home');
  const filled = await Promise.all(
    order.map(async (key) => {
      const section = SECTIONS.find((candidate) => candidate.key === key)!;
      const rows: CardRow[] = await db
        .select(cardColumns)
        .from(courses)
        .where(and(publicCourse, section.where))
        .orderBy(...(section.soonestFirst ? [asc(nextStart)] : []), desc(learnerCount), asc(courses.id))
        .limit(SECTION_SIZE);
      return { key, title: section.title, results: rows.map(card) };
    }),
  );
  return {
    sections: filled
      .filter((section) => section.results.length > 0)
      .map((section, order) => ({ ...section, order })),
  };
};

/** The section-ordering screen's read: every section in its order with how many public courses it holds. */
export const handleSectionOrderingGet: Handler<'x-section-ordering'> = async ({
  input,
  database: { db },
}) => {
  const order = await sectionOrder(db, input.query.page ?? 'home');
  const counts = await Promise.all(
    order.map(async (key) => {
      const section = SECTIONS.find((candidate) => candidate.key === key)!;
      const [row] = await db
        .select({ count: sql<number>`count(*)::int` })
        .from(courses)
        .where(and(publicCourse, section.where));
      return row?.count ?? 0;
    }),
  );
  return {
    sections: order.map((key, index) => ({
      key,
      title: SECTIONS.find((section) => section.key === key)!.title,
      order: index,
      course_count: counts[index]!,
    })),
  };
};

/** `section-ordering`: course admins put the sections in the order a page shows them (001 §6). */
export const handleSectionOrdering: Handler<'courses-dash-section-ordering'> = async ({
  input,
  database: { db },
}) => {
  const { page, sections } = input.body;
  const unknown: Record<string, string> = {};
  sections.forEach((section, index) => {
    if (!SECTION_KEYS.has(section.key))
      unknown[`sections.${index}.key`] = `There is no section "${section.key}".`;
  });
  if (Object.keys(unknown).length) throw badRequest('Some sections do not exist.', unknown);
  await db.transaction(async (tx) => {
    await tx.delete(catalogueSectionOrder).where(eq(catalogueSectionOrder.page, page));
    await tx
      .insert(catalogueSectionOrder)
      .values(sections.map((section) => ({ page, key: section.key, position: section.order })));
  });
  return { sections: (await sectionOrder(db, page)).map((key, order) => ({ key, order })) };
};

/** Upcoming public batches of classroom courses that name their city: what is on sale offline. */
const offlineOnSale = (city?: string) =>
  and(
    publicCourse,
    notInArray(courses.courseType, ONLINE_TYPES),
    sql`${batches.organizationId} is null`,
    sql`${batches.startsAt} >= now()`,
    isNotNull(batchOffers.city),
    ...(city ? [ilike(batchOffers.city, escapeLike(city))] : []),
  );

/** `course/locations/`: the cities with a classroom batch on sale, and how many centres each has. */
export const handleCourseLocations: PublicHandler<'course-locations'> = async ({ database: { db } }) => {
  const rows = await db
    .select({
      city: sql<string>`${batchOffers.city}`,
      state: sql<string>`coalesce(${batchOffers.state}, '')`,
      centres_count: sql<number>`count(distinct coalesce(${batchOffers.location}, ''))::int`,
    })
    .from(batchOffers)
    .innerJoin(batches, eq(batches.id, batchOffers.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(offlineOnSale())
    .groupBy(batchOffers.city, batchOffers.state)
    .orderBy(asc(batchOffers.city));
  return { results: rows };
};

/**
 * `courses/offline/`: one card per classroom course and centre, priced by that centre's next batch;
 * `city` keeps one city (any letter case).
 */
export const handleCoursesOffline: PublicHandler<'courses-offline'> = async ({ input, database: { db } }) => {
  const { page, city } = input.query;
  const pageSize = input.query.page_size ?? 12;
  const rows = await db
    .select({
      course_id: courses.id,
      course_slug: courses.slug,
      course_name: courses.name,
      course_type: courses.courseType,
      course_fee_type: courses.courseFeeType,
      avg_rating: averageRating,
      price: batchOffers.price,
      discounted_price: batchOffers.discountedPrice,
      city: sql<string>`${batchOffers.city}`,
      centre_name: sql<string>`coalesce(${batchOffers.location}, ${batchOffers.city})`,
    })
    .from(batchOffers)
    .innerJoin(batches, eq(batches.id, batchOffers.batchId))
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(offlineOnSale(city))
    .orderBy(asc(batchOffers.city), asc(courses.name), asc(batchOffers.location), asc(batches.startsAt));
  // The first row of each course and centre is its next batch; the later ones are only counted.
  const offerings = new Map<string, (typeof rows)[number] & { total_upcoming_batches: number }>();
  for (const row of rows) {
    const key = `${row.course_id}|${row.city}|${row.centre_name}`;
    const seen = offerings.get(key);
    if (seen) seen.total_upcoming_batches += 1;
    else offerings.set(key, { ...row, total_upcoming_batches: 1 });
  }
  const all = [...offerings.values()];
  return {
    results: all.slice((page - 1) * pageSize, page * pageSize).map((row) => ({
      ...card(row),
      city: row.city,
      centre_name: row.centre_name,
    })),
    count: all.length,
    page,
    page_size: pageSize,
  };
};

/** `gate-courses/list/`: public courses preparing for a GATE sitting, the nearest sitting first. */
export const handleGateCourses: PublicHandler<'gate-courses-list'> = async ({ database: { db } }) => {
  const rows = await db
    .select({ ...cardColumns, exam_year: courses.gateExamYear })
    .from(courses)
    .where(and(publicCourse, isNotNull(courses.gateExamYear)))
    .orderBy(asc(courses.gateExamYear), asc(courses.name));
  return { results: rows.map(({ exam_year, ...row }) => ({ ...card(row), exam_year })) };
};
