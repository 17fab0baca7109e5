import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import {
  institutes,
  jobDesignations,
  jobs,
  openContests,
  organizations,
  recruiterContractVersions,
  recruiterProducts,
  skills,
  users,
} from '../db/schema';
import { utcDay } from './calendar';

const DESIGNATIONS = [
  'Software Engineer',
  'Senior Software Engineer',
  'Backend Developer',
  'Frontend Developer',
  'Full Stack Developer',
  'Data Analyst',
  'Data Scientist',
  'Machine Learning Engineer',
  'DevOps Engineer',
  'QA Engineer',
  'Software Engineering Intern',
];

const SKILLS = [
  'Algorithms',
  'AWS',
  'C++',
  'CSS',
  'Data Structures',
  'Django',
  'Docker',
  'Git',
  'Go',
  'HTML',
  'Java',
  'JavaScript',
  'Kubernetes',
  'Linux',
  'Machine Learning',
  'MongoDB',
  'Node.js',
  'PostgreSQL',
  'Python',
  'React',
  'REST APIs',
  'Spring Boot',
  'SQL',
  'System Design',
  'TypeScript',
];

const INSTITUTES = [
  'Demo Institute of Technology',
  'National Institute of Engineering',
  'City College of Computing',
];

const DAY = 86_400_000;

/** The recruiter contract in force on a fresh install; a new version is a new row (newest wins). */
export const RECRUITER_CONTRACT_VERSION = '2026-11';
const RECRUITER_CONTRACT_BODY = `Learnforge recruiter agreement, version ${RECRUITER_CONTRACT_VERSION}

1. You post only real openings of your own organization, with the salary and dates you will honour.
2. Candidates' résumés and contact details are for this hiring only: do not share, sell or keep them after it ends.
3. You do not ask candidates for payment at any stage.
4. Every job posting uses one unit of your organization's job posting product; units are not refunded when a job closes.
5. Learnforge may take down a job that breaks these terms and tell its candidates why.

By signing you agree to these terms for your organization. Your name, designation, the time and your network address are recorded.`;
const HOUR = 3_600_000;

/**
 * Open hiring contests a job can name, dated from the seeding day like the rest of the demo world
 * (`seed/calendar.ts`), so a fresh install always has upcoming ones to offer, whatever day it is
 * seeded: three upcoming and one cancelled (status codes of 000 §4), which the job form never offers.
 * `days` and `hours` place the start after the seeding day's UTC midnight.
 */
export const DEMO_OPEN_CONTESTS = [
  {
    slug: 'hiring-java-backend-assessment',
    title: 'Java Backend Hiring Assessment',
    days: 21,
    hours: 10,
  },
  {
    slug: 'hiring-data-analyst-challenge',
    title: 'Data Analyst Hiring Challenge',
    days: 56,
    hours: 9.5,
  },
  { slug: 'hiring-frontend-sprint', title: 'Frontend Hiring Sprint', days: 91, hours: 11 },
  {
    slug: 'hiring-devops-drill',
    title: 'DevOps Hiring Drill',
    days: 112,
    hours: 10,
    status: 4,
  },
];

/** When a seeded open contest starts, for a database seeded on `today`. */
export function demoOpenContestStart(contest: { days: number; hours: number }, today: Date): Date {
  return new Date(utcDay(today) + contest.days * DAY + contest.hours * HOUR);
}

/** The job form's `YYYY-MM-DD HH:MM:SS` (UTC) for a day offset from `today` and a time of day. */
const jobDate = (today: Date, days: number, time: string) =>
  `${new Date(utcDay(today) + days * DAY).toISOString().slice(0, 10)} ${time}`;

/** Designations, skills, institutes, open contests and one job for the job posting tool. */
export async function seedJobData(db: Db, today: Date = new Date()): Promise<void> {
  await db
    .insert(jobDesignations)
    .values(DESIGNATIONS.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(skills)
    .values(SKILLS.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(institutes)
    .values(INSTITUTES.map((name) => ({ name })))
    .onConflictDoNothing();
  await db
    .insert(openContests)
    .values(
      DEMO_OPEN_CONTESTS.map((contest) => {
        const start = demoOpenContestStart(contest, today);
        return {
          slug: contest.slug,
          title: contest.title,
          startTime: start,
          endTime: new Date(start.getTime() + 2 * HOUR),
          status: contest.status ?? 2,
        };
      }),
    )
    .onConflictDoNothing();
  const [recruiter] = await db.select({ id: users.id }).from(users).where(eq(users.handle, 'recruiter'));
  const orgs = await db.select({ id: organizations.id, slug: organizations.slug }).from(organizations);
  const orgId = (slug: string) => orgs.find((org) => org.slug === slug)?.id ?? null;
  await db
    .insert(recruiterContractVersions)
    .values({
      version: RECRUITER_CONTRACT_VERSION,
      body: RECRUITER_CONTRACT_BODY,
      publishedAt: new Date(utcDay(today) - 30 * DAY),
    })
    .onConflictDoNothing();
  // What each demo organization bought for hiring: job postings and assessment invites.
  const products = [
    { slug: 'demo-company', product: 'job_posting', remainingQuantity: 25 },
    { slug: 'demo-company', product: 'assessment', remainingQuantity: 50 },
    { slug: 'demo-institute', product: 'job_posting', remainingQuantity: 3 },
  ] as const;
  const productRows = products.flatMap(({ slug, ...product }) => {
    const organizationId = orgId(slug);
    return organizationId ? [{ organizationId, ...product }] : [];
  });
  if (productRows.length) await db.insert(recruiterProducts).values(productRows).onConflictDoNothing();
  const [designation] = await db
    .select({ id: jobDesignations.id, name: jobDesignations.name })
    .from(jobDesignations)
    .where(eq(jobDesignations.name, 'Backend Developer'));
  await db.insert(jobs).values({
    title: 'Backend Developer (Java)',
    organization: {
      name: 'Demo Company',
      website: 'https://demo-company.example',
      about: 'Demo Company builds payment software for small shops.',
    },
    designationId: designation?.id ?? null,
    designationText: designation?.name ?? 'Backend Developer',
    locationType: 'hybrid',
    locations: ['Bengaluru', 'Pune'],
    employmentType: 'full-time',
    description:
      'Build and run REST APIs in Java with Spring Boot and PostgreSQL. You will design services, write tests and review code.',
    salaryMin: 800_000,
    salaryMax: 1_400_000,
    salaryType: 2,
    experienceMin: 1,
    experienceMax: 3,
    skillSets: ['Java', 'Spring Boot', 'PostgreSQL', 'REST APIs'],
    // Posted two weeks before the seeding day and open for five weeks after it.
    publishDate: jobDate(today, -14, '10:00:00'),
    lastApplyDate: jobDate(today, 35, '23:59:00'),
    contestSlug: 'hiring-java-backend-assessment',
    recruiterId: recruiter?.id ?? null,
    createdBy: recruiter?.id ?? null,
    ownerOrganizationId: orgId('demo-company'),
  });
}
