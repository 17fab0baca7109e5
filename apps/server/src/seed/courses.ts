import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses } from '../db/schema';
import { courseEditorTabs, courseFeatureLinks, courseFeatures } from '../db/schema-courses';

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
  if (!course) return;
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
