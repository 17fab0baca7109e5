import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contests, jobApplications, jobAssessments, jobs } from '../db/schema';
import { notFound } from '../http/errors';
import { type JobForm, jobOutput } from './job-form';

/**
 * Job dates are the form's local date and time without a zone (ADR 0011); the demo data and the
 * staff tools write them in UTC, so "now" is read in UTC too.
 */
const nowUtc = sql`(now() at time zone 'utc')`;
export const isPublished = sql`${jobs.publishDate} <= ${nowUtc}`;
export const isOpen = sql`${jobs.lastApplyDate} >= ${nowUtc}`;

type JobRow = typeof jobs.$inferSelect;
type ApplicationStatus = (typeof jobApplications.$inferSelect)['status'];

/** A job as a contest or a course names it (the contract's `jobSummary`). */
export function jobSummaryOf(job: JobRow) {
  const organization = job.organization as { name?: string; logo?: string };
  return {
    id: job.id,
    slug: `job-${job.id}`,
    title: job.title,
    company_name: organization.name ?? '',
    company_logo: organization.logo?.startsWith('http') ? organization.logo : null,
    location_type: job.locationType,
    locations: job.locations,
    employment_type: job.employmentType.replace('-', '_') as
      | 'full_time'
      | 'part_time'
      | 'internship'
      | 'contract',
    last_apply_date: job.lastApplyDate.slice(0, 10),
  };
}

/** A job as the candidate's list shows it. */
export function jobCard(job: JobRow, status: ApplicationStatus | null) {
  const organization = job.organization as JobForm['organization'];
  return {
    id: job.id,
    title: job.title,
    company_name: organization.name,
    company_logo: organization.logo ?? null,
    location_type: job.locationType,
    locations: job.locations,
    employment_type: job.employmentType,
    salary: { min: job.salaryMin, max: job.salaryMax, salary_type: job.salaryType },
    experience: { min: job.experienceMin, max: job.experienceMax },
    skill_sets: job.skillSets,
    last_apply_date: job.lastApplyDate,
    application_status: status,
  };
}

/** Whether any entry of a text[] column equals `value`, ignoring case. */
export const arrayHoldsText = (column: typeof jobs.skillSets | typeof jobs.locations, value: string) =>
  sql`exists (select 1 from unnest(${column}) as entry where lower(entry) = lower(${value}))`;

/** A published job (the candidate side never shows one before its publish date), and whether it is still open. */
export async function publishedJob(db: Db, id: number): Promise<{ job: JobRow; open: boolean }> {
  const [row] = await db
    .select({ job: jobs, open: sql<boolean>`${isOpen}` })
    .from(jobs)
    .where(and(eq(jobs.id, id), isPublished));
  if (!row) throw notFound('There is no such job, or it is not published yet.');
  return row;
}

/** A job as the job portal's calls answer it: the job editor's job, its stage, applicants and assessment. */
export async function portalJobOutput(db: Db, row: JobRow) {
  const [facts] = await db
    .select({
      published: sql<boolean>`${isPublished}`,
      open: sql<boolean>`${isOpen}`,
      applicants: sql<number>`(select count(*)::int from ${jobApplications} where ${jobApplications.jobId} = ${jobs}.id)`,
    })
    .from(jobs)
    .where(eq(jobs.id, row.id));
  const linked = row.contestSlug
    ? await db
        .select({ id: jobAssessments.id })
        .from(jobAssessments)
        .innerJoin(contests, eq(contests.id, jobAssessments.contestId))
        .where(eq(contests.slug, row.contestSlug))
    : [];
  return {
    ...(await jobOutput(db, row)),
    status: !facts?.published ? ('upcoming' as const) : facts.open ? ('open' as const) : ('closed' as const),
    applicants_count: facts?.applicants ?? 0,
    linked_mcs_ids: linked.map((assessment) => assessment.id),
  };
}
