import { normalizeJobDates } from '@learnforge/domain';
import { z } from 'zod';
import { endpoint } from './define';
import { safeLink } from './fields';
import { id, isoDateTime, listOf, ok, pageQuery, paginated } from './schemas';

const area = 'Jobs';
const named = z.object({ id: z.number().int(), name: z.string() });
/**
 * Job dates travel as `YYYY-MM-DD HH:MM:SS`; the client appends ':00' to a time without seconds
 * (000 §5) and the server does the same for callers that did not, so seconds are optional here.
 */
const jobDate = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}[ T]\d{2}:\d{2}(:\d{2})?$/, 'Expected YYYY-MM-DD HH:MM:SS');
/** The job form of the job portal (001 §3). */
export const jobPostingForm = z.object({
  title: z.string().min(1).max(200),
  organization: z.object({
    name: z.string().min(1).max(200),
    website: safeLink(500).optional(),
    logo: safeLink(500).optional(),
    about: z.string().max(5000).optional(),
  }),
  designation: z.object({ id: z.number().int().nullable(), text: z.string().min(1).max(200) }),
  location_type: z.enum(['onsite', 'remote', 'hybrid']),
  locations: z.array(z.string().max(200)).max(50),
  employment_type: z.enum(['full-time', 'part-time', 'internship', 'contract']),
  description: z.string().min(1).max(20000),
  salary: z.object({
    min: z.number().min(0),
    max: z.number().min(0),
    salary_type: z.number().int().default(2),
  }),
  experience: z.object({ min: z.number().min(0), max: z.number().min(0) }),
  skill_sets: z.array(z.string().max(100)).max(100),
  publish_date: jobDate,
  last_apply_date: jobDate,
  /** Institutes whose students may apply; empty means anyone. */
  institute_ids: z.array(z.number().int().positive()).max(200).default([]),
  /** An open contest (outside any batch) candidates sit as the assessment; null for none. */
  contest_slug: z.string().max(200).nullable().optional(),
});
const contestSummary = z.object({ slug: z.string(), title: z.string(), start_time: isoDateTime });
/** A job as the job editor reads it back. */
export const jobPostingJob = jobPostingForm.extend({
  id: z.number().int(),
  recruiter_handle: z.string().nullable(),
  institutes: z.array(named),
  /** The open contest named by contest_slug, even once it is no longer upcoming. */
  contest: contestSummary.nullable(),
  created_at: isoDateTime,
});

export const jobPostingEndpoints = {
  'x-admin-jobs-list': endpoint({
    id: 'x-admin-jobs-list',
    area,
    method: 'GET',
    path: 'jobs/admin/',
    query: pageQuery.extend({ search: z.string().trim().max(200).optional() }),
    response: paginated(
      z.object({
        id: z.number().int(),
        title: z.string(),
        organization_name: z.string(),
        publish_date: jobDate,
        last_apply_date: jobDate,
        recruiter_handle: z.string().nullable(),
      }),
    ),
    summary: 'Jobs for the job posting tool, newest first (the spec shows the form, not its list).',
  }),
  'admin-job-edit-get': endpoint({
    id: 'admin-job-edit-get',
    area,
    method: 'GET',
    path: 'jobs/{id}/edit/',
    params: z.object({ id }),
    response: jobPostingJob,
  }),
  'admin-institute-create': endpoint({
    id: 'admin-institute-create',
    area,
    method: 'POST',
    path: '/institutes/',
    body: z.object({ name: z.string().min(2).max(200) }),
    response: named,
    policy: { revalidates: ['admin-institutes-query'] },
  }),
  'admin-institutes-query': endpoint({
    id: 'admin-institutes-query',
    area,
    method: 'GET',
    path: '/institutes/',
    query: pageQuery.extend({ search: z.string().max(200).optional() }),
    response: paginated(named),
  }),
  'admin-contests-upcoming-non-batch': endpoint({
    id: 'admin-contests-upcoming-non-batch',
    area,
    method: 'GET',
    path: 'contests/?contest_batch_type=non_batch_contest&contest_date_type=upcoming',
    query: pageQuery,
    response: paginated(contestSummary),
    summary:
      'Upcoming contests outside any batch (not cancelled, start still ahead), offered as job assessments.',
  }),
  'admin-job-designations': endpoint({
    id: 'admin-job-designations',
    area,
    method: 'GET',
    path: 'jobs/designations/',
    response: listOf(named),
  }),
  'admin-job-recommend-skills': endpoint({
    id: 'admin-job-recommend-skills',
    area,
    method: 'POST',
    path: '/jobs/recommend-skills',
    body: z.object({ title: z.string().min(1).max(200), description: z.string().max(20000).default('') }),
    response: listOf(z.string()),
  }),
  'admin-job-recommend-courses': endpoint({
    id: 'admin-job-recommend-courses',
    area,
    method: 'POST',
    path: '/jobs/recommend-courses',
    body: z.object({ skills: z.array(z.string().max(100)).min(1).max(100) }),
    response: listOf(z.object({ course_slug: z.string(), course_name: z.string() })),
  }),
  'admin-all-courses-listing-type-0': endpoint({
    id: 'admin-all-courses-listing-type-0',
    area,
    method: 'GET',
    path: 'all-courses?listing_type=0',
    response: listOf(z.object({ id: z.number().int(), course_slug: z.string(), course_name: z.string() })),
    summary: 'Every public course (listing type 0).',
  }),
  'admin-skills': endpoint({
    id: 'admin-skills',
    area,
    method: 'GET',
    path: 'skills/',
    query: pageQuery.extend({ search: z.string().max(100).optional() }),
    response: paginated(named),
  }),
  'admin-city-search': endpoint({
    id: 'admin-city-search',
    area,
    method: 'GET',
    path: '/api/city/{q}/?country=india',
    base: 'root',
    params: z.object({ q: z.string().min(1).max(100) }),
    response: listOf(z.object({ name: z.string(), state: z.string(), country: z.string() })),
    summary: 'Utility API: cities whose name starts with q.',
  }),
  'admin-job-assign-recruiter': endpoint({
    id: 'admin-job-assign-recruiter',
    area,
    method: 'POST',
    path: '/jobs/{id}/assign-recruiter/',
    params: z.object({ id }),
    body: z.object({ recruiter_handle: z.string().min(1).max(100) }),
    response: ok,
    policy: { revalidates: ['admin-job-edit-get', 'x-admin-jobs-list'] },
  }),
  'admin-job-add': endpoint({
    id: 'admin-job-add',
    area,
    method: 'POST',
    path: 'jobs/add/',
    body: jobPostingForm,
    response: jobPostingJob,
    policy: { prepareBody: normalizeJobDates, revalidates: ['x-admin-jobs-list'] },
  }),
  'admin-job-edit-put': endpoint({
    id: 'admin-job-edit-put',
    area,
    method: 'PUT',
    path: 'jobs/{id}/edit/',
    params: z.object({ id }),
    body: jobPostingForm,
    response: jobPostingJob,
    policy: { prepareBody: normalizeJobDates, revalidates: ['admin-job-edit-get', 'x-admin-jobs-list'] },
    decided: 'the spec does not say when PUT or POST is used: PUT replaces the whole job form',
  }),
  'admin-job-edit-post': endpoint({
    id: 'admin-job-edit-post',
    area,
    method: 'POST',
    path: 'jobs/{id}/edit/',
    params: z.object({ id }),
    body: jobPostingForm.partial(),
    response: jobPostingJob,
    policy: { prepareBody: normalizeJobDates, revalidates: ['admin-job-edit-get', 'x-admin-jobs-list'] },
    decided: 'the spec does not say when PUT or POST is used: POST updates only the fields sent',
  }),
} as const;
