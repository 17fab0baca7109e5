import type { Contract, EndpointOutput } from '@learnforge/api-client/contract';
import { formatDateTime } from '@learnforge/domain';

export type Job = EndpointOutput<Contract['admin-job-edit-get']>;
export interface Named {
  id: number;
  name: string;
}

/** The job form of 001 §3; dates are `datetime-local` text (`YYYY-MM-DDTHH:MM`). */
export interface JobFormValues {
  title: string;
  organization: { name: string; website: string; logo: string; about: string };
  designation_id: string;
  designation_text: string;
  location_type: 'onsite' | 'remote' | 'hybrid';
  locations: string[];
  employment_type: 'full-time' | 'part-time' | 'internship' | 'contract';
  description: string;
  salary: { min: number; max: number; salary_type: string };
  experience: { min: number; max: number };
  skill_sets: string[];
  publish_date: string;
  last_apply_date: string;
  institutes: Named[];
  /** The open contest candidates sit as the assessment; '' for none. */
  contest_slug: string;
}

/** Salary type codes; 2 (per year) is the default of 001 §3. */
export const SALARY_TYPES = [
  { value: '1', label: 'Per month' },
  { value: '2', label: 'Per year' },
] as const;

export function emptyJob(): JobFormValues {
  return {
    title: '',
    organization: { name: '', website: '', logo: '', about: '' },
    designation_id: '',
    designation_text: '',
    location_type: 'onsite',
    locations: [],
    employment_type: 'full-time',
    description: '',
    salary: { min: 0, max: 0, salary_type: '2' },
    experience: { min: 0, max: 0 },
    skill_sets: [],
    publish_date: '',
    last_apply_date: '',
    institutes: [],
    contest_slug: '',
  };
}

/** A stored `YYYY-MM-DD HH:MM:SS` as the `datetime-local` input shows it. */
const toInput = (value: string) => value.replace(' ', 'T').slice(0, 16);

export function formFromJob(job: Job): JobFormValues {
  return {
    title: job.title,
    organization: {
      name: job.organization.name,
      website: job.organization.website ?? '',
      logo: job.organization.logo ?? '',
      about: job.organization.about ?? '',
    },
    designation_id: job.designation.id === null ? '' : String(job.designation.id),
    designation_text: job.designation.text,
    location_type: job.location_type,
    locations: job.locations,
    employment_type: job.employment_type,
    description: job.description,
    salary: { min: job.salary.min, max: job.salary.max, salary_type: String(job.salary.salary_type ?? 2) },
    experience: job.experience,
    skill_sets: job.skill_sets,
    publish_date: toInput(job.publish_date),
    last_apply_date: toInput(job.last_apply_date),
    institutes: job.institutes,
    contest_slug: job.contest_slug ?? '',
  };
}

export interface ContestSummary {
  slug: string;
  title: string;
  start_time: string;
}

/**
 * The contest choices: none, the upcoming open contests, and the job's own contest when it is no
 * longer upcoming, so editing a job never drops it silently.
 */
export function contestOptions(upcoming: ContestSummary[], current: ContestSummary | null | undefined) {
  const contests =
    current && !upcoming.some((c) => c.slug === current.slug) ? [current, ...upcoming] : upcoming;
  return [
    { value: '', label: 'No contest' },
    ...contests.map((contest) => ({
      value: contest.slug,
      label: `${contest.title} (${formatDateTime(contest.start_time)})`,
    })),
  ];
}

const optional = (text: string) => (text.trim() ? text.trim() : undefined);

/**
 * The body of jobs/add/ and jobs/{id}/edit/. Dates go as the input gives them (`YYYY-MM-DDTHH:MM`);
 * the contract's prepareBody appends ':00' (normalizeJobDate, 000 §5).
 */
export function bodyFromForm(values: JobFormValues, designations: Named[]) {
  const designation = designations.find((d) => String(d.id) === values.designation_id);
  return {
    title: values.title.trim(),
    organization: {
      name: values.organization.name.trim(),
      ...(optional(values.organization.website) ? { website: optional(values.organization.website) } : {}),
      ...(optional(values.organization.logo) ? { logo: optional(values.organization.logo) } : {}),
      ...(optional(values.organization.about) ? { about: optional(values.organization.about) } : {}),
    },
    designation: designation
      ? { id: designation.id, text: designation.name }
      : { id: null, text: values.designation_text.trim() },
    location_type: values.location_type,
    locations: values.locations,
    employment_type: values.employment_type,
    description: values.description,
    salary: {
      min: Number.isFinite(values.salary.min) ? values.salary.min : 0,
      max: Number.isFinite(values.salary.max) ? values.salary.max : 0,
      salary_type: Number(values.salary.salary_type),
    },
    experience: {
      min: Number.isFinite(values.experience.min) ? values.experience.min : 0,
      max: Number.isFinite(values.experience.max) ? values.experience.max : 0,
    },
    skill_sets: values.skill_sets,
    publish_date: values.publish_date,
    last_apply_date: values.last_apply_date,
    institute_ids: values.institutes.map((institute) => institute.id),
    contest_slug: values.contest_slug || null,
  };
}
