import { inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courseCategories, courseCategoryLinks, courses, saleBanners } from '../db/schema';
import { utcDay } from './calendar';

const CATEGORIES = [
  {
    slug: 'programming',
    name: 'Programming',
    courses: ['dsa-self-paced', 'python-foundations', 'java-backend', 'dsa-classroom-bengaluru'],
  },
  { slug: 'web-development', name: 'Web Development', courses: ['full-stack-live', 'java-backend'] },
  { slug: 'system-design', name: 'System Design', courses: ['system-design-live'] },
  {
    slug: 'interview-preparation',
    name: 'Interview Preparation',
    courses: ['dsa-self-paced', 'system-design-live'],
  },
];

/** The catalogue's categories and which demo courses each lists. */
export async function seedCatalogue(db: Db): Promise<void> {
  const categories = await db
    .insert(courseCategories)
    .values(CATEGORIES.map(({ slug, name }, position) => ({ slug, name, position })))
    .returning();
  const slugs = [...new Set(CATEGORIES.flatMap((category) => category.courses))];
  const courseIds = new Map(
    (
      await db
        .select({ id: courses.id, slug: courses.slug })
        .from(courses)
        .where(inArray(courses.slug, slugs))
    ).map((row) => [row.slug, row.id]),
  );
  const links = CATEGORIES.flatMap((category, index) =>
    category.courses.flatMap((slug) => {
      const courseId = courseIds.get(slug);
      return courseId ? [{ courseId, categoryId: categories[index]!.id }] : [];
    }),
  );
  if (links.length) await db.insert(courseCategoryLinks).values(links);
}

/**
 * The demo's sale: running from the day the database is seeded for a week, so a fresh install shows
 * "Sale Ends in" with a countdown on the catalogue; it announces the WELCOME20 coupon that checkout takes.
 */
export async function seedSaleBanner(db: Db, today: Date): Promise<void> {
  const start = utcDay(today);
  await db.insert(saleBanners).values({
    text: 'Winter sale: 20% off every batch with the code WELCOME20.',
    link: null,
    pages: ['home', 'courses'],
    startsAt: new Date(start),
    endsAt: new Date(start + 7 * 86_400_000),
    isActive: true,
    discountPercent: 20,
  });
}
