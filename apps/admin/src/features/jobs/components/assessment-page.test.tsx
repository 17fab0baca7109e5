import type { ResponseOf } from '@learnforge/api-client';
import { fixture, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { AssessmentPage } from './assessment-page';
import { savedAssessment } from './saved-assessment.fixture';

afterEach(cleanup);

const assessment = savedAssessment;
const steps = fixture(
  'job-portal-mcs-steps',
  {
    steps: [
      { step: 'details', completed: true },
      { step: 'questions', completed: true },
      { step: 'contest', completed: true },
      { step: 'invite', completed: true },
    ],
  },
  { path: { id: 7 } },
);
const candidate = (
  email: string,
  result: Partial<
    NonNullable<ResponseOf<'job-portal-dashboard-candidates'>['results'][number]['assessment']>
  >,
) => ({
  handle: null,
  name: email,
  email,
  phone: null,
  city: null,
  graduation_year: null,
  work_experience: null,
  resume_url: null,
  status: null,
  rejection_reason: null,
  applied_at: null,
  assessment: {
    mcs_id: 7,
    title: 'Java Screening',
    state: 'invited' as const,
    invited_at: '2026-11-27T08:00:00.000Z',
    score: null,
    max_score: 2,
    warnings: 0,
    terminated: false,
    ...result,
  },
});

describe('AssessmentPage', () => {
  it('shows the results of each invited candidate, and names every address the invitation refused', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<AssessmentPage assessmentId={7} />, {
      path: '/assessments/7',
      answers: [
        fixture('x-job-portal-mcs-get', assessment, { path: { id: 7 } }),
        steps,
        fixture('x-job-portal-jobs', {
          open_jobs: 1,
          results: [
            {
              id: 4,
              title: 'Backend Developer (Java)',
              is_open: true,
              last_apply_date: '2026-12-20 18:00:00',
              applicants: { applied: 1, shortlisted: 0, interview: 0, offer: 0, hired: 0, rejected: 0 },
            },
          ],
        }),
        fixture('job-portal-dashboard-candidates', {
          results: [
            candidate('asha@demo.test', { state: 'finished', score: 2, warnings: 1 }),
            candidate('new.person@example.test', {}),
          ],
          count: 2,
          page: 1,
          page_size: 20,
        }),
        fixture('job-portal-send-invite', {
          invited: ['ravi@demo.test'],
          failed: [{ email: 'asha@demo.test', reason: 'Already invited on 2026-11-27.' }],
          message: '1 invitation sent; 1 address refused.',
        }),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Assessment Java Screening', level: 1 })).toBeDefined();
    expect(await screen.findByText('Finished: 2 of 2 (1 warning)')).toBeDefined();
    expect(screen.getByText('Invited, not started')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Change it in the contest editor' }).getAttribute('href')).toBe(
      '/contests/40',
    );
    expect(await screen.findByRole('link', { name: 'Backend Developer (Java)' })).toBeDefined();
    expect(calls).toContain('GET /api/latest/job-portal/dashboard/candidates/?mcs_id=7&page=1');

    const invite = screen.getByRole('form', { name: 'Invite candidates by mail' });
    await user.click(within(invite).getByRole('button', { name: 'Send the invitations' }));
    expect(within(invite).getByText('Enter at least one address.')).toBeDefined();
    await user.type(
      within(invite).getByRole('textbox', { name: /Addresses/ }),
      'ravi@demo.test, asha@demo.test',
    );
    await user.click(within(invite).getByRole('button', { name: 'Send the invitations' }));
    const status = await within(invite).findByRole('status');
    expect(within(status).getByText('1 invitation sent; 1 address refused.')).toBeDefined();
    expect(within(status).getByText('asha@demo.test: Already invited on 2026-11-27.')).toBeDefined();
    expect(calls).toContain('POST /api/latest/job-portal/mcs/7/send-invite/');
  });

  it('shows a chosen library problem by its title with its address name beside it, and saves it', async () => {
    const user = userEvent.setup();
    const draft = {
      ...assessment,
      contest_slug: null,
      contest_id: null,
      invited_count: 0,
      job_ids: [],
      problems: [{ slug: 'sum-of-two-numbers', title: 'Sum of Two Numbers', points: 50 }],
    };
    const { calls } = renderScreen(<AssessmentPage assessmentId={7} />, {
      path: '/assessments/7',
      answers: [
        fixture('x-job-portal-mcs-get', draft, { path: { id: 7 } }),
        fixture(
          'job-portal-mcs-steps',
          {
            steps: [
              { step: 'details', completed: true },
              { step: 'questions', completed: true },
              { step: 'contest', completed: false },
              { step: 'invite', completed: false },
            ],
          },
          { path: { id: 7 } },
        ),
        fixture('job-portal-questions', { results: [], count: 0, page: 1, page_size: 50 }),
        fixture('job-portal-mcs-edit', draft, { path: { id: 7 } }),
      ],
    });
    const problems = await screen.findByRole('list', { name: 'Coding problems of the assessment' });
    const problem = within(problems).getByRole('textbox', { name: /^Problem/ }) as HTMLInputElement;
    expect(problem.value).toBe('Sum of Two Numbers');
    expect(problem.getAttribute('aria-describedby')).toBeTruthy();
    expect(within(problems).getByText('sum-of-two-numbers')).toBeDefined();
    expect(within(problems).getByRole('spinbutton', { name: 'Points for Sum of Two Numbers' })).toBeDefined();
    expect(within(problems).getByRole('button', { name: 'Remove Sum of Two Numbers' })).toBeDefined();

    await user.click(screen.getByRole('button', { name: 'Save the assessment' }));
    await expect.poll(() => calls).toContain('PUT /api/latest/job-portal/mcs/7/');
  });
});
