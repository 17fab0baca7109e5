import { readFileSync } from 'node:fs';
import { normalizeJobDate } from '@learnforge/domain';
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { courses, institutes, jobDesignations, type jobs, openContests, users } from '../db/schema';
import { badRequest } from '../http/errors';

/** Contest status Cancelled (000 §4): never offered as an assessment. */
export const CANCELLED = 4;

type JobRow = typeof jobs.$inferSelect;
export interface JobForm {
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

/** The shipped city list (name, state), read once. */
export const cities = readFileSync(new URL('./cities-india.tsv', import.meta.url), 'utf8')
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

export async function jobOutput(db: Db, row: JobRow) {
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
export async function columnsOf(db: Db, form: JobForm, keptContest: string | null = null) {
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

/** Course documents for similarity: name, description and the skills the course editor saved. */
export async function courseDocuments(db: Db) {
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
