import { inArray, like } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contests, eventEnrollments, events, recurringEvents, users } from '../db/schema';
import { utcDay } from './calendar';

const hour = 3_600_000;
const day = 24 * hour;

/**
 * Demo events dated from the seed day (ADR 0070): some upcoming (two featured in the carousel, one small enough
 * to fill), some past with enrolments and attendance for the staff's aggregated data, and a recurring weekly
 * contest whose occurrences are the demo's open contests, so its leaderboard sums their attempts.
 */
export async function seedEventData(db: Db, today = new Date()): Promise<void> {
  const midnight = utcDay(today);
  const at = (days: number, hours: number) => new Date(midnight + days * day + hours * hour);
  const [series] = await db
    .insert(recurringEvents)
    .values({
      slug: 'weekly-contest',
      title: 'Weekly Contest',
      description:
        'A contest every week on the contest engine: a quiz, sometimes problems. Scores add up across the weeks on the series leaderboard.',
      cadence: 'Every week',
    })
    .returning();
  const contestRows = await db
    .select()
    .from(contests)
    .where(
      inArray(contests.slug, ['autumn-quiz-sprint', 'weekly-coding-challenge', 'monthly-quiz-marathon']),
    );
  const occurrences = contestRows
    .toSorted((a, b) => a.startTime.getTime() - b.startTime.getTime())
    .map((contest, index) => ({
      slug: `weekly-contest-${index + 1}`,
      title: `Weekly Contest ${index + 1}: ${contest.title}`,
      type: 'contest' as const,
      description: `This week's round of the Weekly Contest is ${contest.title}. Enter it on its contest page while it runs; your score counts on the series leaderboard.`,
      startsAt: contest.startTime,
      endsAt: contest.endTime,
      recurringEventId: series!.id,
      contestId: contest.id,
    }));
  const inserted = await db
    .insert(events)
    .values([
      {
        slug: 'intro-to-competitive-programming',
        title: 'Intro to Competitive Programming',
        type: 'webinar',
        description:
          'How contests are scored, how to read a problem, and the five techniques that solve most easy problems.\n\nBring questions: the last twenty minutes are yours.',
        startsAt: at(3, 13),
        endsAt: at(3, 14.5),
        capacity: 200,
        joinUrl: 'https://meet.learnforge.invalid/intro-to-cp',
        featured: true,
        speakers: [{ name: 'Ananya Rao', designation: 'Problem setter, Learnforge', profile_image: null }],
      },
      {
        slug: 'system-design-workshop',
        title: 'System Design Workshop',
        type: 'workshop',
        description:
          'A hands-on afternoon: design a URL shortener, then a chat service, in small groups with a mentor.',
        startsAt: at(10, 8),
        endsAt: at(10, 12),
        isOnline: false,
        city: 'Bengaluru',
        capacity: 30,
        featured: true,
        speakers: [{ name: 'Vikram Sethi', designation: 'Staff engineer', profile_image: null }],
      },
      {
        slug: 'campus-coding-meetup',
        title: 'Campus Coding Meetup',
        type: 'meetup',
        description:
          'Meet other learners from your campus, pair on a problem, and hear how last year’s interns prepared.',
        startsAt: at(17, 11),
        endsAt: at(17, 13),
        isOnline: false,
        city: 'Pune',
        capacity: 40,
      },
      {
        slug: 'mock-interview-clinic',
        title: 'Mock Interview Clinic',
        type: 'workshop',
        description:
          'Six learners get a live mock interview with feedback; everyone else watches and learns.',
        startsAt: at(6, 12),
        endsAt: at(6, 14),
        capacity: 6,
        joinUrl: 'https://meet.learnforge.invalid/mock-interviews',
      },
      {
        slug: 'resume-review-workshop',
        title: 'Resume Review Workshop',
        type: 'workshop',
        description: 'Recruiters read resumes live and say what they look for.',
        startsAt: at(-14, 12),
        endsAt: at(-14, 14),
        capacity: 100,
      },
      {
        slug: 'women-in-tech-panel',
        title: 'Women in Tech Panel',
        type: 'webinar',
        description: 'Four engineers on their first jobs, switching teams and leading projects.',
        startsAt: at(-40, 13),
        endsAt: at(-40, 14),
      },
      ...occurrences,
    ])
    .returning({ id: events.id, slug: events.slug, startsAt: events.startsAt });
  // Demo learners 200 to 229 fill the past workshop and part of the clinic (the e2e's own learners stay free).
  const learners = await db
    .select({ id: users.id })
    .from(users)
    .where(like(users.email, 'student2__@demo.test'))
    .orderBy(users.id)
    .limit(30);
  const eventId = (slug: string) => inserted.find((row) => row.slug === slug)!.id;
  const past = eventId('resume-review-workshop');
  const clinic = eventId('mock-interview-clinic');
  const pastStart = inserted.find((row) => row.id === past)!.startsAt.getTime();
  const rows = [
    ...learners.map((learner, index) => ({
      eventId: past,
      userId: learner.id,
      status: 'enrolled' as const,
      utmSource: ['newsletter', 'instagram', null][index % 3] ?? null,
      attended: index % 4 !== 0,
      createdAt: new Date(pastStart - (1 + (index % 7)) * day),
    })),
    ...learners.slice(0, 4).map((learner, index) => ({
      eventId: clinic,
      userId: learner.id,
      status: 'enrolled' as const,
      utmSource: null,
      attended: null,
      createdAt: new Date(today.getTime() - (index + 1) * hour),
    })),
  ];
  if (rows.length) await db.insert(eventEnrollments).values(rows);
}
