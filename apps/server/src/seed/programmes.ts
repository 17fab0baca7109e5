import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  batches,
  batchOffers,
  contestAttempts,
  contests,
  courses,
  dsaSurveyQuestions,
  olympicsRegistrations,
  olympicsRoundProblems,
  olympicsRounds,
  problems,
  promotionalEvents,
  siteTestimonials,
  summerTrainingTracks,
  users,
} from '../db/schema';

const DAY = 86_400_000;
/** The practice problems the coming Olympics round names, with the points each earns. */
const NEXT_ROUND_PROBLEMS: Record<string, number> = { 'pair-with-given-sum': 30, 'balanced-brackets': 50 };
const INSTITUTES = ['IIT Delhi', 'NIT Trichy', 'BITS Pilani', 'Demo Institute of Technology'];

const DSA_PROGRAMME_BATCH = 'dsa-to-development-2027';

/**
 * The Geek Olympics (two rounds on the demo contests: the past quiz sprint counts, the marathon is next;
 * 24 of its sitters registered for four institutes), the summer-training tracks, the DSA-to-development
 * programme (a free full-stack batch behind a four-question survey), the home page's promotions and the
 * site's testimonials (ADR 0088). Students 200 to 209 stay unregistered: they are the e2e's.
 */
export async function seedProgrammeData(db: Db, today = new Date()): Promise<void> {
  const roundContests = await db
    .select({
      id: contests.id,
      slug: contests.slug,
      title: contests.title,
      start: contests.startTime,
      end: contests.endTime,
    })
    .from(contests)
    .where(inArray(contests.slug, ['autumn-quiz-sprint', 'monthly-quiz-marathon']))
    .orderBy(asc(contests.startTime));
  const rounds = await db
    .insert(olympicsRounds)
    .values(
      roundContests.map((contest, index) => ({
        courseSlug: `geek-olympics-round-${index + 1}`,
        courseName: `Geek Olympics Round ${index + 1}: ${contest.title}`,
        startsAt: contest.start,
        endsAt: contest.end,
        contestId: contest.id,
      })),
    )
    .returning({ id: olympicsRounds.id, contestId: olympicsRounds.contestId });
  // The coming round names two practice problems as well (ADR 0106): solved inside its window, each counts once.
  const marathon = roundContests.find((contest) => contest.slug === 'monthly-quiz-marathon');
  const nextRound = rounds.find((round) => round.contestId === marathon?.id);
  if (nextRound) {
    const named = await db
      .select({ id: problems.id, slug: problems.slug })
      .from(problems)
      .where(inArray(problems.slug, Object.keys(NEXT_ROUND_PROBLEMS)));
    if (named.length)
      await db.insert(olympicsRoundProblems).values(
        named.map((problem) => ({
          roundId: nextRound.id,
          problemId: problem.id,
          points: NEXT_ROUND_PROBLEMS[problem.slug]!,
        })),
      );
  }
  const sprint = roundContests.find((contest) => contest.slug === 'autumn-quiz-sprint');
  if (sprint) {
    const sitters = await db
      .select({ id: users.id, name: users.name, email: users.email })
      .from(contestAttempts)
      .innerJoin(users, eq(users.id, contestAttempts.userId))
      .where(eq(contestAttempts.contestId, sprint.id))
      .orderBy(asc(users.id))
      .limit(24);
    if (sitters.length)
      await db.insert(olympicsRegistrations).values(
        sitters.map((sitter, index) => ({
          userId: sitter.id,
          name: sitter.name,
          email: sitter.email,
          phone: `+91 98${String(10_000_000 + index).padStart(8, '0')}`,
          institute: INSTITUTES[index % INSTITUTES.length]!,
          graduationYear: 2026 + (index % 3),
          registeredAt: new Date(sprint.start.getTime() - (index + 1) * 3_600_000),
        })),
      );
  }

  await db.insert(summerTrainingTracks).values([
    { slug: 'web-development', name: 'Web Development', seats: 60 },
    { slug: 'data-science', name: 'Data Science', seats: 40 },
    { slug: 'competitive-programming', name: 'Competitive Programming', seats: 30 },
  ]);

  const [course] = await db
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.slug, 'full-stack-live'));
  if (course) {
    const startsAt = new Date(today.getTime() + 30 * DAY);
    const [batch] = await db
      .insert(batches)
      .values({
        slug: DSA_PROGRAMME_BATCH,
        name: 'DSA to Development 2027',
        courseId: course.id,
        startsAt,
        endsAt: new Date(startsAt.getTime() + 120 * DAY),
      })
      .returning({ id: batches.id });
    await db
      .insert(batchOffers)
      .values({ batchId: batch!.id, price: 0, discountedPrice: null, seatsLeft: 60 });
    await db.insert(dsaSurveyQuestions).values([
      {
        batchId: batch!.id,
        position: 1,
        text: 'How many DSA problems have you solved?',
        kind: 'choice',
        options: ['Fewer than 50', '50 to 200', 'More than 200'],
      },
      {
        batchId: batch!.id,
        position: 2,
        text: 'Which kind of development do you want to move into?',
        kind: 'choice',
        options: ['Web front end', 'Back end', 'Full stack', 'Mobile'],
      },
      {
        batchId: batch!.id,
        position: 3,
        text: 'How many hours a week can you give the programme?',
        kind: 'choice',
        options: ['Under 5', '5 to 10', 'Over 10'],
      },
      {
        batchId: batch!.id,
        position: 4,
        text: 'What would you like to build by the end?',
        kind: 'text',
        options: [],
      },
    ]);
  }

  await db.insert(promotionalEvents).values([
    {
      title: 'Geek Olympics: register free and climb the institute leaderboard',
      image: null,
      link: '/geek-olympics',
      placement: 'header-strip',
      startsAt: new Date(today.getTime() - 7 * DAY),
      endsAt: new Date(today.getTime() + 60 * DAY),
    },
    {
      title: 'From DSA to development: a free programme, starting next month',
      image: null,
      link: `/dsa-to-development/${DSA_PROGRAMME_BATCH}`,
      placement: 'sidebar',
      startsAt: new Date(today.getTime() - 2 * DAY),
      endsAt: new Date(today.getTime() + 30 * DAY),
    },
    {
      title: 'Summer training 2026 registrations have closed',
      image: null,
      link: '/summer-training',
      placement: 'header-strip',
      startsAt: new Date(today.getTime() - 200 * DAY),
      endsAt: new Date(today.getTime() - 100 * DAY),
    },
  ]);

  await db.insert(siteTestimonials).values([
    {
      name: 'Priya Nair',
      designation: 'Software engineer',
      company: 'Fintech startup',
      text: 'The daily problem and the weekly contests turned practice into a habit; I cleared three interview loops.',
      position: 1,
    },
    {
      name: 'Rahul Verma',
      designation: 'Final-year student',
      company: 'NIT Trichy',
      text: 'The DSA to development programme showed me how the problems I solved become real features.',
      position: 2,
    },
    {
      name: 'Sneha Kulkarni',
      designation: 'Backend developer',
      company: null,
      text: 'Mentors answered my doubts the same day, and the batch leaderboard kept me going.',
      position: 3,
    },
  ]);
}
