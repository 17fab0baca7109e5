import type { ResponseOf } from '@learnforge/api-client';

/** A generated assessment as the assessment screens read it, for their tests. */
export const savedAssessment: ResponseOf<'x-job-portal-mcs-get'> = {
  id: 7,
  title: 'Java Screening',
  duration_minutes: 30,
  starts_at: '2026-11-27T09:00:00.000Z',
  ends_at: '2026-11-28T09:00:00.000Z',
  is_proctored: true,
  question_ids: [1, 2],
  problems: [],
  contest_slug: 'java-screening-assessment-7',
  contest_id: 40,
  invited_count: 2,
  job_ids: [4],
};
