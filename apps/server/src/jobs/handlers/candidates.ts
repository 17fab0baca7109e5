import { and, asc, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { Handler, PublicHandler } from '../../api/registry';
import { escapeLike } from '../../db/escape-like';
import { candidateResumes, jobApplications, jobs, openContests, skills, users } from '../../db/schema';
import { HttpError, notFound } from '../../http/errors';
import { sendApplication } from '../applications';
import { cities, type JobForm } from '../job-form';
import { arrayHoldsText, isOpen, isPublished, jobCard, publishedJob } from '../portal-queries';
import { storeResume } from '../resumes';

const RESUME_URL = '/api/latest/jobs/resume/';

const resumeInfo = (resume: typeof candidateResumes.$inferSelect) => ({
  resume_url: RESUME_URL,
  filename: resume.filename,
  size: resume.size,
  uploaded_at: resume.uploadedAt.toISOString(),
});

/** Active, inactive (past the last date to apply) or the caller's applications, with the filters. */
export const handleJobsListByStatus: Handler<'jobs-list-by-status'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { query } = input;
  const page = query.page;
  const pageSize = query.page_size ?? 20;
  const conditions: (SQL | undefined)[] = [isPublished];
  if (query.status === 'active') conditions.push(isOpen);
  if (query.status === 'inactive') conditions.push(sql`not ${isOpen}`);
  if (query.status === 'applied') conditions.push(sql`${jobApplications.id} is not null`);
  if (query.location_type) conditions.push(eq(jobs.locationType, query.location_type));
  if (query.employment_type) conditions.push(eq(jobs.employmentType, query.employment_type));
  if (query.skill) conditions.push(arrayHoldsText(jobs.skillSets, query.skill));
  if (query.location) conditions.push(arrayHoldsText(jobs.locations, query.location));
  if (query.experience !== undefined)
    conditions.push(
      sql`${jobs.experienceMin} <= ${query.experience} and ${jobs.experienceMax} >= ${query.experience}`,
    );
  if (query.salary !== undefined) conditions.push(sql`${jobs.salaryMax} >= ${query.salary}`);
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    conditions.push(
      or(
        ilike(jobs.title, pattern),
        ilike(jobs.designationText, pattern),
        sql`${jobs.organization}->>'name' ilike ${pattern}`,
      ),
    );
  }
  const where = and(...conditions);
  const mine = and(eq(jobApplications.jobId, jobs.id), eq(jobApplications.userId, user.id));
  const [rows, [total]] = await Promise.all([
    db
      .select({ job: jobs, status: jobApplications.status })
      .from(jobs)
      .leftJoin(jobApplications, mine)
      .where(where)
      .orderBy(
        query.status === 'applied' ? desc(jobApplications.appliedAt) : asc(jobs.lastApplyDate),
        desc(jobs.id),
      )
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: sql<number>`count(*)::int` }).from(jobs).leftJoin(jobApplications, mine).where(where),
  ]);
  return {
    results: rows.map((row) => jobCard(row.job, row.status)),
    count: total?.count ?? 0,
    page,
    page_size: pageSize,
  };
};

/** The skills and places the published jobs use, for the list's filters. */
export const handleJobsFilters: PublicHandler<'jobs-filters'> = async ({ database: { db } }) => {
  const distinct = async (column: typeof jobs.skillSets | typeof jobs.locations) => {
    const rows = await db
      .selectDistinct({ value: sql<string>`unnest(${column})` })
      .from(jobs)
      .where(isPublished);
    return rows.map((row) => row.value).sort((a, b) => a.localeCompare(b));
  };
  const [skillNames, locations] = await Promise.all([distinct(jobs.skillSets), distinct(jobs.locations)]);
  return {
    skills: skillNames,
    locations,
    employment_types: ['full-time', 'part-time', 'internship', 'contract'],
    location_types: ['onsite', 'remote', 'hybrid'],
  };
};

export const handleJobsSkills: Handler<'jobs-skills'> = async ({ input, database: { db } }) => {
  const rows = await db
    .select({ id: skills.id, name: skills.name })
    .from(skills)
    .where(input.query.q ? ilike(skills.name, `%${escapeLike(input.query.q)}%`) : undefined)
    .orderBy(asc(skills.name))
    .limit(100);
  return { results: rows };
};

export const handleJobsStateCityMapping: PublicHandler<'jobs-state-city-mapping'> = async ({ input }) => {
  if (input.query.country !== 'IN') return { results: [] };
  const byState = new Map<string, string[]>();
  for (const city of cities) byState.set(city.state, [...(byState.get(city.state) ?? []), city.name]);
  return {
    results: [...byState.entries()]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([state, names]) => ({ state, cities: names.sort((a, b) => a.localeCompare(b)) })),
  };
};

export const handleJobsDetails: PublicHandler<'jobs-details'> = async ({ input, user, database: { db } }) => {
  const { job, open } = await publishedJob(db, input.path.id);
  const [[application], [contest]] = await Promise.all([
    user
      ? db
          .select({ status: jobApplications.status })
          .from(jobApplications)
          .where(and(eq(jobApplications.jobId, job.id), eq(jobApplications.userId, user.id)))
      : Promise.resolve([]),
    job.contestSlug
      ? db
          .select({ slug: openContests.slug, title: openContests.title, start: openContests.startTime })
          .from(openContests)
          .where(eq(openContests.slug, job.contestSlug))
      : Promise.resolve([]),
  ]);
  const organization = job.organization as JobForm['organization'];
  return {
    ...jobCard(job, application?.status ?? null),
    description: job.description,
    organization: {
      name: organization.name,
      ...(organization.website ? { website: organization.website } : {}),
      ...(organization.logo ? { logo: organization.logo } : {}),
      ...(organization.about ? { about: organization.about } : {}),
    },
    designation: job.designationText,
    publish_date: job.publishDate,
    is_open: open,
    contest: contest
      ? { slug: contest.slug, title: contest.title, start_time: contest.start.toISOString() }
      : null,
  };
};

export const handleJobsMeta: Handler<'jobs-meta'> = async ({ input, user, database: { db } }) => {
  const { job } = await publishedJob(db, input.path.id);
  const [[application], [resume], [person], [last]] = await Promise.all([
    db
      .select()
      .from(jobApplications)
      .where(and(eq(jobApplications.jobId, job.id), eq(jobApplications.userId, user.id))),
    db.select().from(candidateResumes).where(eq(candidateResumes.userId, user.id)),
    db
      .select({
        name: users.name,
        email: users.email,
        phone: users.phone,
        graduationYear: users.graduationYear,
      })
      .from(users)
      .where(eq(users.id, user.id)),
    db
      .select()
      .from(jobApplications)
      .where(eq(jobApplications.userId, user.id))
      .orderBy(desc(jobApplications.appliedAt))
      .limit(1),
  ]);
  return {
    has_applied: Boolean(application),
    application_status: application?.status ?? null,
    applied_at: application?.appliedAt.toISOString() ?? null,
    resume: resume ? resumeInfo(resume) : null,
    profile: {
      name: person!.name,
      email: person!.email,
      phone: last?.phone ?? person!.phone,
      state: last?.state ?? null,
      city: last?.city ?? null,
      graduation_year: last?.graduationYear ?? person!.graduationYear,
      work_experience: last?.workExperience ?? null,
    },
  };
};

export const handleJobsApply: Handler<'jobs-apply'> = async ({ input, user, database: { db } }) => {
  const published = await publishedJob(db, input.path.id);
  const result = await sendApplication(db, user.id, published, input.body);
  if (!result.sent)
    throw new HttpError(
      409,
      'already_applied',
      `You already applied for ${published.job.title} on ${result.appliedAt?.toISOString().slice(0, 10) ?? 'an earlier day'}; an application is sent once.`,
    );
  return { status: 'SUCCESS', message: `Your application for ${published.job.title} is sent.` };
};

export const handleUserResumeUpload: Handler<'user-resume-upload'> = async ({
  input,
  user,
  request,
  database: { db },
}) => {
  const stored = await storeResume(request.server.objectStore, input.body.file);
  const values = { ...stored, uploadedAt: new Date() };
  const [row] = await db
    .insert(candidateResumes)
    .values({ userId: user.id, ...values })
    .onConflictDoUpdate({ target: candidateResumes.userId, set: values })
    .returning();
  return resumeInfo(row!);
};

export const handleJobsResumeDownload: Handler<'x-jobs-resume-download'> = async ({
  user,
  request,
  database: { db },
}) => {
  const [resume] = await db.select().from(candidateResumes).where(eq(candidateResumes.userId, user.id));
  const bytes = resume ? await request.server.objectStore.get(resume.storageKey) : null;
  if (!resume || !bytes) throw notFound('You have not uploaded a résumé yet.');
  return { filename: resume.filename, contentType: resume.contentType, body: bytes };
};
