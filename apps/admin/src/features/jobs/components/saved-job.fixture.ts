import type { ResponseOf } from '@learnforge/api-client';

/** A saved job as the job editor reads it, for the job screens' tests. */
export const savedJob: ResponseOf<'admin-job-edit-get'> = {
  id: 4,
  title: 'Backend Developer (Java)',
  organization: { name: 'Demo Company' },
  designation: { id: 3, text: 'Backend Developer' },
  location_type: 'hybrid',
  locations: ['Pune'],
  employment_type: 'full-time',
  description: 'Java services.',
  salary: { min: 1, max: 2, salary_type: 2 },
  experience: { min: 1, max: 3 },
  skill_sets: ['Java'],
  publish_date: '2026-01-10 10:00:00',
  last_apply_date: '2026-12-31 23:59:00',
  institute_ids: [],
  institutes: [],
  contest_slug: null,
  contest: null,
  recruiter_handle: 'recruiter',
  created_at: '2026-01-01T00:00:00.000Z',
};
