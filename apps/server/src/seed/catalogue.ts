import type { COURSE_LEVELS } from '@learnforge/domain';
import { asc, inArray, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  batches,
  courseCategories,
  courseCategoryLinks,
  courses,
  courseTestimonials,
  premiumPlans,
  saleBanners,
} from '../db/schema';
import { batchOffers, courseEditorTabs } from '../db/schema-courses';
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

const DAY = 86_400_000;

/** Classroom centres: the batch's centre, its city and state (course/locations/, courses/offline/). */
const CLASSROOM_BATCHES = [
  {
    course: 'dsa-classroom-bengaluru',
    slug: 'dsa-classroom-koramangala',
    name: 'DSA Classroom Koramangala',
    location: 'Koramangala centre',
    city: 'Bengaluru',
    state: 'Karnataka',
    afterDays: 0,
    price: 14999,
  },
  {
    course: 'dsa-classroom-bengaluru',
    slug: 'dsa-classroom-hsr-layout',
    name: 'DSA Classroom HSR Layout',
    location: 'HSR Layout centre',
    city: 'Bengaluru',
    state: 'Karnataka',
    afterDays: 7,
    price: 14999,
  },
  {
    course: 'full-stack-classroom',
    slug: 'full-stack-classroom-pune',
    name: 'Full Stack Classroom Pune',
    location: 'Hinjewadi centre',
    city: 'Pune',
    state: 'Maharashtra',
    afterDays: 0,
    price: 24999,
  },
  {
    course: 'full-stack-classroom',
    slug: 'full-stack-classroom-hyderabad',
    name: 'Full Stack Classroom Hyderabad',
    location: 'Gachibowli centre',
    city: 'Hyderabad',
    state: 'Telangana',
    afterDays: 14,
    price: 22999,
  },
];

/**
 * What the course home, the offline and GATE lists and the batch picker show, dated from `intake` (the
 * demo's next intake, weeks after the seed day, so it stays upcoming): a second DSA intake, classroom
 * batches in three cities, two GATE courses for the next February's sitting, and two courses the
 * premium plan includes.
 */
export async function seedCatalogueOfferings(db: Db, intake: Date): Promise<void> {
  const newCourses = await db
    .insert(courses)
    .values([
      {
        slug: 'full-stack-classroom',
        name: 'Full Stack Classroom Program',
        shortDescription: 'Build and ship web applications in a classroom, with a mentor beside you.',
        courseType: 0,
        courseFeeType: 1,
      },
      {
        slug: 'gate-cse-live',
        name: 'GATE Computer Science - Live',
        shortDescription: 'Live classes, weekly tests and full mock papers for the GATE CS paper.',
        courseType: 2,
        courseFeeType: 1,
        gateExamYear: intake.getUTCFullYear() + 1,
      },
      {
        slug: 'gate-data-science-live',
        name: 'GATE Data Science and AI - Live',
        shortDescription: 'Probability, linear algebra and machine learning for the GATE DA paper.',
        courseType: 2,
        courseFeeType: 1,
        gateExamYear: intake.getUTCFullYear() + 1,
      },
    ])
    .returning({ id: courses.id, slug: courses.slug });
  const known = await db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(
      inArray(courses.slug, [
        'dsa-self-paced',
        'dsa-classroom-bengaluru',
        'system-design-live',
        'full-stack-live',
      ]),
    );
  const courseId = new Map([...newCourses, ...known].map((row) => [row.slug, row.id]));
  const [gate] = await db
    .insert(courseCategories)
    .values({ slug: 'gate', name: 'GATE Preparation', type: 'secondary', position: CATEGORIES.length })
    .returning();
  await db.insert(courseCategoryLinks).values(
    ['gate-cse-live', 'gate-data-science-live'].map((slug) => ({
      courseId: courseId.get(slug)!,
      categoryId: gate!.id,
    })),
  );

  const offers = [
    ...CLASSROOM_BATCHES.map((batch) => ({
      ...batch,
      discountedPrice: null,
      seatsLeft: 30,
      lang: 'English',
    })),
    {
      course: 'dsa-self-paced',
      slug: 'dsa-public-weekend-intake',
      name: 'DSA Weekend Intake',
      location: null,
      city: null,
      state: null,
      afterDays: 12,
      price: 5999,
      discountedPrice: 4499,
      seatsLeft: 25,
      lang: 'Hindi',
    },
    ...['gate-cse-live', 'gate-data-science-live'].map((course) => ({
      course,
      slug: `${course}-next-intake`,
      name: course === 'gate-cse-live' ? 'GATE CS Next Intake' : 'GATE DA Next Intake',
      location: null,
      city: null,
      state: null,
      afterDays: 0,
      price: 8999,
      discountedPrice: 7499,
      seatsLeft: 60,
      lang: 'English',
    })),
  ].filter((offer) => courseId.has(offer.course));
  const batchRows = await db
    .insert(batches)
    .values(
      offers.map((offer) => {
        const startsAt = new Date(intake.getTime() + offer.afterDays * DAY);
        return {
          slug: offer.slug,
          name: offer.name,
          courseId: courseId.get(offer.course)!,
          startsAt,
          endsAt: new Date(startsAt.getTime() + 180 * DAY),
        };
      }),
    )
    .returning({ id: batches.id, slug: batches.slug });
  await db.insert(batchOffers).values(
    offers.map((offer) => ({
      batchId: batchRows.find((row) => row.slug === offer.slug)!.id,
      price: offer.price,
      discountedPrice: offer.discountedPrice,
      seatsLeft: offer.seatsLeft,
      location: offer.location,
      city: offer.city,
      state: offer.state,
      lang: offer.lang,
    })),
  );

  await seedCourseTestimonials(db);

  const plans = await db.select({ id: premiumPlans.id }).from(premiumPlans).orderBy(asc(premiumPlans.id));
  await db.insert(courseEditorTabs).values(
    ['system-design-live', 'full-stack-live']
      .filter((slug) => courseId.has(slug))
      .map((slug) => ({
        courseId: courseId.get(slug)!,
        tab: 'premium',
        values: { included_in_premium: true, premium_plan_ids: plans.map((plan) => plan.id) },
      })),
  );
}

/** The Course Intro's level of each public demo course, so the catalogue's level filter finds them. */
const COURSE_LEVEL_OF: Record<string, (typeof COURSE_LEVELS)[number]> = {
  'python-foundations': 'Beginner',
  'dsa-self-paced': 'Beginner',
  'dsa-classroom-bengaluru': 'Beginner',
  'java-backend': 'Intermediate',
  'full-stack-live': 'Intermediate',
  'full-stack-classroom': 'Intermediate',
  'system-design-live': 'Advanced',
  'gate-cse-live': 'Advanced',
  'gate-data-science-live': 'Advanced',
};

/** Run after the other course seeds: it adds the level to a Course Intro another seed may have written. */
export async function seedCourseLevels(db: Db): Promise<void> {
  const rows = await db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(inArray(courses.slug, Object.keys(COURSE_LEVEL_OF)));
  if (rows.length)
    await db
      .insert(courseEditorTabs)
      .values(
        rows.map((row) => ({
          courseId: row.id,
          tab: 'course-intro',
          values: { level: COURSE_LEVEL_OF[row.slug] },
        })),
      )
      .onConflictDoUpdate({
        target: [courseEditorTabs.courseId, courseEditorTabs.tab],
        set: { values: sql`${courseEditorTabs.values} || excluded.values` },
      });
}

/** What the course admins quote on the demo course pages (course_testimonials), in page order. */
const COURSE_TESTIMONIALS: Record<
  string,
  { name: string; designation: string; text: string; rating: number }[]
> = {
  'dsa-self-paced': [
    {
      name: 'Meera Iyer',
      designation: 'Software Engineer at a payments company',
      text: 'Two months of the weekly contests took me from freezing at graphs to solving them in interviews.',
      rating: 5,
    },
    {
      name: 'Rohan Das',
      designation: 'Final-year B.Tech student',
      text: 'The dynamic programming module finally made memoisation click; the doubt support answered within a day.',
      rating: 5,
    },
    {
      name: 'Sana Qureshi',
      designation: 'Backend developer',
      text: 'Practical problems, fair contests and mentors who read your code.',
      rating: 4,
    },
  ],
  'system-design-live': [
    {
      name: 'Arjun Menon',
      designation: 'Senior Engineer',
      text: 'The live design reviews were the closest thing to a real design interview I found.',
      rating: 5,
    },
  ],
  'python-foundations': [
    {
      name: 'Kavya Reddy',
      designation: 'Data analyst',
      text: 'A gentle start: I wrote my first scripts in the first week.',
      rating: 4,
    },
  ],
};

async function seedCourseTestimonials(db: Db): Promise<void> {
  const rows = await db
    .select({ id: courses.id, slug: courses.slug })
    .from(courses)
    .where(inArray(courses.slug, Object.keys(COURSE_TESTIMONIALS)));
  const values = rows.flatMap((row) =>
    (COURSE_TESTIMONIALS[row.slug] ?? []).map((testimonial, position) => ({
      courseId: row.id,
      ...testimonial,
      position,
    })),
  );
  if (values.length) await db.insert(courseTestimonials).values(values);
}
