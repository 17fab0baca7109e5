import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { institutes, jobDesignations, jobs, openContests, skills, users } from '../db/schema';

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

/**
 * Open hiring contests a job can name, on fixed dates like the rest of the seed: three upcoming and
 * one cancelled (status codes of 000 §4), which the job form never offers.
 */
const OPEN_CONTESTS = [
  {
    slug: 'hiring-java-backend-assessment',
    title: 'Java Backend Hiring Assessment',
    start: '2027-02-06T10:00:00Z',
  },
  {
    slug: 'hiring-data-analyst-challenge',
    title: 'Data Analyst Hiring Challenge',
    start: '2027-03-13T09:30:00Z',
  },
  { slug: 'hiring-frontend-sprint', title: 'Frontend Hiring Sprint', start: '2027-04-17T11:00:00Z' },
  {
    slug: 'hiring-devops-drill',
    title: 'DevOps Hiring Drill',
    start: '2027-05-08T10:00:00Z',
    status: 4,
  },
];

/** Designations, skills, institutes, open contests and one job for the job posting tool. */
export async function seedJobData(db: Db): Promise<void> {
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
      OPEN_CONTESTS.map((contest) => ({
        slug: contest.slug,
        title: contest.title,
        startTime: new Date(contest.start),
        endTime: new Date(new Date(contest.start).getTime() + 2 * 3_600_000),
        status: contest.status ?? 2,
      })),
    )
    .onConflictDoNothing();
  const [recruiter] = await db.select({ id: users.id }).from(users).where(eq(users.handle, 'recruiter'));
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
    publishDate: '2026-01-10 10:00:00',
    lastApplyDate: '2026-12-31 23:59:00',
    contestSlug: 'hiring-java-backend-assessment',
    recruiterId: recruiter?.id ?? null,
    createdBy: recruiter?.id ?? null,
  });
}
