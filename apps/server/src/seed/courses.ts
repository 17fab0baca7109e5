import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { batchEnrollments, batches, courses, users } from '../db/schema';
import { batchTestimonials } from '../db/schema-batch';
import {
  batchMentors,
  batchOffers,
  courseEditorTabs,
  courseFeatureLinks,
  courseFeatures,
} from '../db/schema-courses';
import { utcDay } from './calendar';
import { seedCatalogue, seedCatalogueOfferings } from './catalogue';

const FEATURES = [
  { name: 'Live doubt support', description: 'Ask a teaching assistant while you practise.' },
  { name: 'Certificate', description: 'A certificate when you finish the course.' },
  { name: 'Mock interviews', description: 'Two mock interviews with industry mentors.' },
  { name: 'Lifetime access', description: 'Recordings and notes stay available.' },
  { name: 'Placement assistance', description: 'Resume reviews and referrals.' },
];

/** The course-feature catalogue and the editor's tabs for the flagship demo course. Runs inside the seed's transaction. */
export async function seedCourseEditorData(db: Db): Promise<void> {
  const features = await db
    .insert(courseFeatures)
    .values(FEATURES.map((feature, position) => ({ ...feature, position })))
    .returning({ id: courseFeatures.id });
  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, 'dsa-self-paced'));
  await seedCatalogue(db);
  if (!course) return;
  await seedBatchOffers(db, course.id);
  await seedCatalogueOfferings(db, nextIntakeDate(new Date()));
  await db
    .insert(courseFeatureLinks)
    .values(
      features
        .slice(0, 3)
        .map((feature, position) => ({ courseId: course.id, featureId: feature.id, position })),
    );
  await db.insert(courseEditorTabs).values([
    {
      courseId: course.id,
      tab: 'course-content',
      values: {
        courseContent: [
          { title: 'Arrays and strings', items: ['Two pointers', 'Sliding window', 'Prefix sums'] },
          { title: 'Trees and graphs', items: ['Traversals', 'Shortest paths', 'Union-find'] },
          { title: 'Dynamic programming', items: ['Memoisation', 'Knapsack', 'DP on trees'] },
        ],
      },
    },
    {
      courseId: course.id,
      tab: 'faqs',
      values: {
        faqs: [
          { question: 'Do I need to know a language first?', answer: 'Basic C++, Java or Python is enough.' },
        ],
        courseFaqs: [{ question: 'How long do I keep access?', answer: 'For 365 days from enrolment.' }],
      },
    },
    {
      courseId: course.id,
      tab: 'course-journey',
      values: {
        courseJourneyPhases: [
          {
            title: 'Foundations',
            steps: [
              { title: 'Complexity', description: 'Big-O and how to estimate running time.' },
              { title: 'Arrays', description: 'The patterns most interview problems use.' },
            ],
          },
          {
            title: 'Interview ready',
            steps: [{ title: 'Mock contests', description: 'Timed contests with editorials.' }],
          },
        ],
      },
    },
  ]);
}

const DAY = 86_400_000;

/**
 * The first Monday at least four weeks after seeding. The only date in the demo world taken from the
 * clock: a batch with a fixed date would stop being upcoming, and the course page would have nothing to sell.
 */
export function nextIntakeDate(now: Date): Date {
  const start = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + 28 * DAY);
  const untilMonday = (8 - start.getUTCDay()) % 7;
  return new Date(start.getTime() + untilMonday * DAY);
}

const TESTIMONIALS = [
  { rating: 5, text: 'The weekly contests kept me practising.' },
  { rating: 4, text: 'Good problems; the graph module went a little fast.' },
  { rating: 5, text: 'Mentors answered every doubt within a day.' },
  { rating: 4, text: 'Clear explanations of dynamic programming.' },
];

/**
 * Prices of the public batches, an upcoming DSA intake to sell, the staff who mentor the DSA batches,
 * and a few ratings of the January DSA batch by its learners.
 */
async function seedBatchOffers(db: Db, dsaCourseId: number): Promise<void> {
  const publicBatches = await db
    .select({ id: batches.id, slug: batches.slug, courseId: batches.courseId })
    .from(batches)
    .where(inArray(batches.slug, ['dsa-public-jan-2026', 'java-backend-2026', 'python-public-2026']));
  const start = nextIntakeDate(new Date());
  const [intake] = await db
    .insert(batches)
    .values({
      slug: 'dsa-public-next-intake',
      name: 'DSA Next Intake',
      courseId: dsaCourseId,
      startsAt: start,
      endsAt: new Date(start.getTime() + 180 * DAY),
    })
    .returning({ id: batches.id });
  const prices: Record<string, { price: number; discountedPrice: number | null }> = {
    'dsa-public-jan-2026': { price: 4999, discountedPrice: null },
    'java-backend-2026': { price: 7999, discountedPrice: 6999 },
    'python-public-2026': { price: 0, discountedPrice: null },
  };
  await db
    .insert(batchOffers)
    .values([
      ...publicBatches.map((batch) => ({ batchId: batch.id, ...prices[batch.slug]! })),
      { batchId: intake!.id, price: 5999, discountedPrice: 4999, seatsLeft: 40, lang: 'English' },
    ]);

  const staff = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['moderator@demo.test', 'course.admin@demo.test']));
  const staffId = (email: string) => staff.find((row) => row.email === email)?.id;
  const dsaBatches = await db
    .select({ id: batches.id })
    .from(batches)
    .where(eq(batches.courseId, dsaCourseId))
    .orderBy(asc(batches.startsAt));
  const moderator = staffId('moderator@demo.test');
  const courseAdmin = staffId('course.admin@demo.test');
  await db.insert(batchMentors).values(
    dsaBatches.flatMap((batch) => [
      ...(moderator
        ? [
            {
              batchId: batch.id,
              userId: moderator,
              headline: 'Teaching assistant',
              bio: 'Solves doubts daily.',
            },
          ]
        : []),
      ...(courseAdmin
        ? [{ batchId: batch.id, userId: courseAdmin, headline: 'Lead mentor', bio: 'Designed the course.' }]
        : []),
    ]),
  );

  const january = publicBatches.find((batch) => batch.slug === 'dsa-public-jan-2026');
  if (!january) return;
  const raters = await db
    .select({ userId: batchEnrollments.userId })
    .from(batchEnrollments)
    .where(eq(batchEnrollments.batchId, january.id))
    .orderBy(asc(batchEnrollments.userId))
    .limit(TESTIMONIALS.length);
  if (raters.length)
    await db.insert(batchTestimonials).values(
      raters.map((rater, index) => ({
        batchId: january.id,
        userId: rater.userId,
        ...TESTIMONIALS[index]!,
        // A few days apart before the seed day, so the course page's feedback reads newest first.
        createdAt: new Date(utcDay(new Date()) - (index + 1) * 3 * DAY),
      })),
    );
}
