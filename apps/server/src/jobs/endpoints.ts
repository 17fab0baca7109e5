import { readFileSync } from 'node:fs';
import { normalizeJobDate } from '@learnforge/domain';
import { and, asc, desc, eq, gt, ilike, inArray, ne, sql } from 'drizzle-orm';
import type { EndpointRegistry } from '../api/registry';
import { hasRole } from '../auth/roles';
import type { Db } from '../db/client';
import { courses, institutes, jobDesignations, jobs, openContests, skills, users } from '../db/schema';
import { badRequest, HttpError, notFound } from '../http/errors';
import { containsPhrase, cosine, tfidf, tokens } from './similarity';

/** Contest status Cancelled (000 §4): never offered as an assessment. */
const CANCELLED = 4;

/** Job posting is for recruiters (super admins pass every check). */
export const JOB_AUTHORS = ['recruiter'] as const;

type JobRow = typeof jobs.$inferSelect;
interface JobForm {
  title: string;
  organization: {
    name: string;
    website?: string | undefined;
    logo?: string | undefined;
    about?: string | undefined;
  };
  designation: { id: number | null; text: string };
  location_type: 'onsite' | 'remote' | 'hybrid';
  locations: string[];
  employment_type: 'full-time' | 'part-time' | 'internship' | 'contract';
  description: string;
  salary: { min: number; max: number; salary_type: number };
  experience: { min: number; max: number };
  skill_sets: string[];
  publish_date: string;
  last_apply_date: string;
  institute_ids: number[];
  contest_slug?: string | null | undefined;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The shipped city list (name, state), read once. */
const cities = readFileSync(new URL('./cities-india.tsv', import.meta.url), 'utf8')
  .trim()
  .split('\n')
  .slice(1)
  .map((line) => {
    const [name = '', state = ''] = line.split('\t');
    return { name, state, country: 'India' };
  });

/** A `YYYY-MM-DD HH:MM:SS` value that names a real moment (the contract checks only its shape). */
function isRealDate(value: string): boolean {
  const match = /^(\d{4})-(\d{2})-(\d{2})[ T](\d{2}):(\d{2}):(\d{2})$/.exec(value);
  if (!match) return false;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  const date = new Date(Date.UTC(y!, mo! - 1, d!, h!, mi!, s!));
  return (
    date.getUTCFullYear() === y &&
    date.getUTCMonth() === mo! - 1 &&
    date.getUTCDate() === d &&
    date.getUTCHours() === h &&
    date.getUTCMinutes() === mi &&
    date.getUTCSeconds() === s
  );
}

/** Contradictions inside one job form, by field path. */
function jobProblems(form: JobForm): Record<string, string> {
  const fields: Record<string, string> = {};
  if (!isRealDate(form.publish_date)) fields.publish_date = 'This is not a real date and time.';
  if (!isRealDate(form.last_apply_date)) fields.last_apply_date = 'This is not a real date and time.';
  if (
    !fields.publish_date &&
    !fields.last_apply_date &&
    form.last_apply_date.replace('T', ' ') < form.publish_date.replace('T', ' ')
  )
    fields.last_apply_date = 'The last date to apply cannot be before the publish date.';
  if (form.salary.max < form.salary.min) fields['salary.max'] = 'The maximum salary is below the minimum.';
  if (form.experience.max < form.experience.min)
    fields['experience.max'] = 'The maximum experience is below the minimum.';
  if (form.location_type !== 'remote' && form.locations.length === 0)
    fields.locations = 'Add at least one location for an on-site or hybrid job.';
  return fields;
}

async function institutesOf(db: Db, ids: number[]) {
  if (ids.length === 0) return [];
  return db
    .select({ id: institutes.id, name: institutes.name })
    .from(institutes)
    .where(inArray(institutes.id, ids));
}

async function contestOf(db: Db, slug: string | null) {
  if (!slug) return null;
  const [contest] = await db.select().from(openContests).where(eq(openContests.slug, slug));
  return contest
    ? { slug: contest.slug, title: contest.title, start_time: contest.startTime.toISOString() }
    : null;
}

async function jobOutput(db: Db, row: JobRow) {
  const [recruiter] = row.recruiterId
    ? await db.select({ handle: users.handle }).from(users).where(eq(users.id, row.recruiterId))
    : [];
  const organization = row.organization as JobForm['organization'];
  return {
    id: row.id,
    title: row.title,
    organization,
    designation: { id: row.designationId, text: row.designationText },
    location_type: row.locationType,
    locations: row.locations,
    employment_type: row.employmentType,
    description: row.description,
    salary: { min: row.salaryMin, max: row.salaryMax, salary_type: row.salaryType },
    experience: { min: row.experienceMin, max: row.experienceMax },
    skill_sets: row.skillSets,
    publish_date: row.publishDate,
    last_apply_date: row.lastApplyDate,
    institute_ids: row.eligibleInstituteIds,
    institutes: await institutesOf(db, row.eligibleInstituteIds),
    contest_slug: row.contestSlug,
    contest: await contestOf(db, row.contestSlug),
    recruiter_handle: recruiter?.handle ?? null,
    created_at: row.createdAt.toISOString(),
  };
}

/**
 * Checks a full form against itself and the catalogue, and turns it into columns. `keptContest` is
 * the job's stored contest, which may stay even if it was cancelled since.
 */
async function columnsOf(db: Db, form: JobForm, keptContest: string | null = null) {
  const normalized = {
    ...form,
    publish_date: normalizeJobDate(form.publish_date).replace('T', ' '),
    last_apply_date: normalizeJobDate(form.last_apply_date).replace('T', ' '),
  };
  const fields = jobProblems(normalized);
  const instituteIds = [...new Set(form.institute_ids)];
  if (instituteIds.length && (await institutesOf(db, instituteIds)).length !== instituteIds.length)
    fields.institute_ids = 'Some of these institutes do not exist.';
  let designationText = form.designation.text.trim();
  if (form.designation.id !== null) {
    const [designation] = await db
      .select()
      .from(jobDesignations)
      .where(eq(jobDesignations.id, form.designation.id));
    if (!designation) fields['designation.id'] = 'There is no such designation.';
    else designationText = designation.name;
  }
  const contestSlug = form.contest_slug?.trim() || null;
  if (contestSlug && contestSlug !== keptContest) {
    const [contest] = await db
      .select({ status: openContests.status })
      .from(openContests)
      .where(eq(openContests.slug, contestSlug));
    if (!contest) fields.contest_slug = 'There is no open contest with this address.';
    else if (contest.status === CANCELLED) fields.contest_slug = 'This contest is cancelled.';
  }
  if (Object.keys(fields).length > 0) throw badRequest('Some fields of the job are invalid.', fields);
  return {
    title: form.title.trim(),
    organization: form.organization,
    designationId: form.designation.id,
    designationText,
    locationType: form.location_type,
    locations: [...new Set(form.locations.map((l) => l.trim()).filter(Boolean))],
    employmentType: form.employment_type,
    description: form.description,
    salaryMin: form.salary.min,
    salaryMax: form.salary.max,
    salaryType: form.salary.salary_type,
    experienceMin: form.experience.min,
    experienceMax: form.experience.max,
    skillSets: [...new Set(form.skill_sets.map((s) => s.trim()).filter(Boolean))],
    publishDate: normalized.publish_date,
    lastApplyDate: normalized.last_apply_date,
    eligibleInstituteIds: instituteIds,
    contestSlug,
  };
}

async function existingJob(db: Db, id: number) {
  const [row] = await db.select().from(jobs).where(eq(jobs.id, id));
  if (!row) throw notFound('There is no such job.');
  return row;
}

/** Course documents for similarity: name, description and the skills the course editor saved. */
async function courseDocuments(db: Db) {
  const rows = await db
    .select({
      id: courses.id,
      slug: courses.slug,
      name: courses.name,
      about: courses.shortDescription,
      details: courses.details,
      listing: courses.listingType,
    })
    .from(courses);
  return rows.map((row) => {
    const details = (row.details ?? {}) as { skills?: unknown; what_you_will_learn?: unknown };
    const courseSkills = Array.isArray(details.skills)
      ? details.skills.filter((s): s is string => typeof s === 'string')
      : [];
    const learn = typeof details.what_you_will_learn === 'string' ? details.what_you_will_learn : '';
    return {
      ...row,
      skills: courseSkills,
      text: [row.name, row.about, courseSkills.join(' '), learn].join(' '),
    };
  });
}

export function registerJobEndpoints(registry: EndpointRegistry): void {
  registry.implement('x-admin-jobs-list', JOB_AUTHORS, async ({ input, database: { db } }) => {
    const page = input.query.page ?? 1;
    const pageSize = input.query.page_size ?? 20;
    const where = input.query.search ? ilike(jobs.title, `%${escapeLike(input.query.search)}%`) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ job: jobs, recruiter: users.handle })
        .from(jobs)
        .leftJoin(users, eq(users.id, jobs.recruiterId))
        .where(where)
        .orderBy(desc(jobs.createdAt), desc(jobs.id))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ count: sql<number>`count(*)::int` }).from(jobs).where(where),
    ]);
    return {
      results: rows.map(({ job, recruiter }) => ({
        id: job.id,
        title: job.title,
        organization_name: (job.organization as { name: string }).name,
        publish_date: job.publishDate,
        last_apply_date: job.lastApplyDate,
        recruiter_handle: recruiter,
      })),
      count: total?.count ?? 0,
      page,
      page_size: pageSize,
    };
  });

  registry.implement('admin-job-edit-get', JOB_AUTHORS, async ({ input, database: { db } }) =>
    jobOutput(db, await existingJob(db, input.path.id)),
  );

  registry.implement('admin-job-add', JOB_AUTHORS, async ({ input, user, database: { db } }) => {
    const columns = await columnsOf(db, input.body);
    const [row] = await db
      .insert(jobs)
      .values({ ...columns, createdBy: user!.id })
      .returning();
    return jobOutput(db, row!);
  });

  registry.implement('admin-job-edit-put', JOB_AUTHORS, async ({ input, database: { db } }) => {
    const existing = await existingJob(db, input.path.id);
    const columns = await columnsOf(db, input.body, existing.contestSlug);
    const [row] = await db
      .update(jobs)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(jobs.id, input.path.id))
      .returning();
    return jobOutput(db, row!);
  });

  registry.implement('admin-job-edit-post', JOB_AUTHORS, async ({ input, database: { db } }) => {
    const existing = await existingJob(db, input.path.id);
    const current = await jobOutput(db, existing);
    // The fields sent replace the stored ones; the whole job is then checked as one form.
    const merged: JobForm = {
      ...current,
      ...Object.fromEntries(Object.entries(input.body).filter(([, v]) => v !== undefined)),
    } as JobForm;
    const columns = await columnsOf(db, merged, existing.contestSlug);
    const [row] = await db
      .update(jobs)
      .set({ ...columns, updatedAt: new Date() })
      .where(eq(jobs.id, input.path.id))
      .returning();
    return jobOutput(db, row!);
  });

  registry.implement('admin-job-assign-recruiter', JOB_AUTHORS, async ({ input, database: { db } }) => {
    await existingJob(db, input.path.id);
    const [recruiter] = await db
      .select({ id: users.id, roles: users.roles, name: users.name })
      .from(users)
      .where(eq(users.handle, input.body.recruiter_handle));
    if (!recruiter)
      throw badRequest('There is no one with this handle.', { recruiter_handle: 'Unknown handle.' });
    if (!hasRole(recruiter.roles, 'recruiter'))
      throw badRequest(`${recruiter.name} is not a recruiter.`, { recruiter_handle: 'Not a recruiter.' });
    await db
      .update(jobs)
      .set({ recruiterId: recruiter.id, updatedAt: new Date() })
      .where(eq(jobs.id, input.path.id));
    return { message: `${recruiter.name} now handles this job.` };
  });

  registry.implement('admin-institutes-query', JOB_AUTHORS, async ({ input, database: { db } }) => {
    const page = input.query.page ?? 1;
    const pageSize = input.query.page_size ?? 20;
    const where = input.query.search
      ? ilike(institutes.name, `%${escapeLike(input.query.search)}%`)
      : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: institutes.id, name: institutes.name })
        .from(institutes)
        .where(where)
        .orderBy(asc(institutes.name))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ count: sql<number>`count(*)::int` }).from(institutes).where(where),
    ]);
    return { results: rows, count: total?.count ?? 0, page, page_size: pageSize };
  });

  registry.implement('admin-institute-create', JOB_AUTHORS, async ({ input, database: { db } }) => {
    const name = input.body.name.trim().replace(/\s+/g, ' ');
    if (name.length < 2) throw badRequest('Give the institute a name.', { name: 'Too short.' });
    const [existing] = await db
      .select({ id: institutes.id })
      .from(institutes)
      .where(eq(sql`lower(${institutes.name})`, name.toLowerCase()));
    if (existing)
      throw new HttpError(409, 'conflict', 'An institute with this name already exists.', {
        name: 'Already listed.',
      });
    const [row] = await db
      .insert(institutes)
      .values({ name })
      .returning({ id: institutes.id, name: institutes.name });
    return row!;
  });

  registry.implement(
    'admin-contests-upcoming-non-batch',
    JOB_AUTHORS,
    async ({ input, database: { db } }) => {
      const page = input.query.page ?? 1;
      const pageSize = input.query.page_size ?? 20;
      // The stored status is not moved to Live when a start passes, so the start time decides.
      const where = and(gt(openContests.startTime, new Date()), ne(openContests.status, CANCELLED));
      const [rows, [total]] = await Promise.all([
        db
          .select({ slug: openContests.slug, title: openContests.title, startTime: openContests.startTime })
          .from(openContests)
          .where(where)
          .orderBy(asc(openContests.startTime), asc(openContests.id))
          .limit(pageSize)
          .offset((page - 1) * pageSize),
        db.select({ count: sql<number>`count(*)::int` }).from(openContests).where(where),
      ]);
      return {
        results: rows.map((row) => ({
          slug: row.slug,
          title: row.title,
          start_time: row.startTime.toISOString(),
        })),
        count: total?.count ?? 0,
        page,
        page_size: pageSize,
      };
    },
  );

  registry.implement('admin-job-designations', JOB_AUTHORS, async ({ database: { db } }) => ({
    results: await db
      .select({ id: jobDesignations.id, name: jobDesignations.name })
      .from(jobDesignations)
      .orderBy(asc(jobDesignations.name)),
  }));

  registry.implement('admin-skills', JOB_AUTHORS, async ({ input, database: { db } }) => {
    const page = input.query.page ?? 1;
    const pageSize = input.query.page_size ?? 20;
    const where = input.query.search ? ilike(skills.name, `%${escapeLike(input.query.search)}%`) : undefined;
    const [rows, [total]] = await Promise.all([
      db
        .select({ id: skills.id, name: skills.name })
        .from(skills)
        .where(where)
        .orderBy(asc(skills.name))
        .limit(pageSize)
        .offset((page - 1) * pageSize),
      db.select({ count: sql<number>`count(*)::int` }).from(skills).where(where),
    ]);
    return { results: rows, count: total?.count ?? 0, page, page_size: pageSize };
  });

  registry.implement('admin-city-search', 'signed-in', ({ input }) => {
    const query = input.path.q.trim().toLowerCase();
    const starts = cities.filter((city) => city.name.toLowerCase().startsWith(query));
    const inside = cities.filter(
      (city) => !city.name.toLowerCase().startsWith(query) && city.name.toLowerCase().includes(query),
    );
    return { results: [...starts, ...inside].slice(0, 20) };
  });

  registry.implement('admin-all-courses-listing-type-0', JOB_AUTHORS, async ({ database: { db } }) => ({
    results: await db
      .select({ id: courses.id, course_slug: courses.slug, course_name: courses.name })
      .from(courses)
      .where(eq(courses.listingType, 0))
      .orderBy(asc(courses.name)),
  }));

  registry.implement('admin-job-recommend-skills', JOB_AUTHORS, async ({ input, database: { db } }) => {
    const text = `${input.body.title} ${input.body.description}`;
    const textTokens = tokens(text);
    const [skillRows, documents, jobRows] = await Promise.all([
      db.select({ name: skills.name }).from(skills),
      courseDocuments(db),
      db
        .select({ title: jobs.title, description: jobs.description, skillSets: jobs.skillSets })
        .from(jobs)
        .limit(500),
    ]);
    const scores = new Map<string, number>();
    const add = (name: string, score: number) => {
      const key = name.toLowerCase();
      const known = [...scores.keys()].find((k) => k.toLowerCase() === key);
      scores.set(known ?? name, (scores.get(known ?? name) ?? 0) + score);
    };
    // A skill named in the text counts most; skills of similar courses and jobs follow by similarity.
    const catalogue = new Set([
      ...skillRows.map((r) => r.name),
      ...documents.flatMap((d) => d.skills),
      ...jobRows.flatMap((j) => j.skillSets),
    ]);
    for (const name of catalogue) if (containsPhrase(textTokens, tokens(name))) add(name, 3);
    const neighbours = [
      ...documents.map((d) => ({ text: d.text, skills: d.skills })),
      ...jobRows.map((j) => ({ text: `${j.title} ${j.description}`, skills: j.skillSets })),
    ];
    if (neighbours.length > 0) {
      const model = tfidf(neighbours.map((n) => n.text));
      const query = model.embed(text);
      model.vectors.forEach((vector, index) => {
        const similarity = cosine(query, vector);
        if (similarity > 0.05) for (const name of neighbours[index]!.skills) add(name, similarity);
      });
    }
    return {
      results: [...scores.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, 10)
        .map(([name]) => name),
    };
  });

  registry.implement('admin-job-recommend-courses', JOB_AUTHORS, async ({ input, database: { db } }) => {
    const documents = (await courseDocuments(db)).filter((d) => d.listing === 0);
    if (documents.length === 0) return { results: [] };
    const model = tfidf(documents.map((d) => d.text));
    const query = model.embed(input.body.skills.join(' '));
    return {
      results: documents
        .map((d, index) => ({ d, similarity: cosine(query, model.vectors[index]!) }))
        .filter((entry) => entry.similarity > 0.05)
        .sort((a, b) => b.similarity - a.similarity)
        .slice(0, 5)
        .map(({ d }) => ({ course_slug: d.slug, course_name: d.name })),
    };
  });
}
