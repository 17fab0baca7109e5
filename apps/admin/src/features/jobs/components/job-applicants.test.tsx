import type { ResponseOf } from '@learnforge/api-client';
import { fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { JobApplicants } from './job-applicants';
import { savedJob } from './saved-job.fixture';

afterEach(cleanup);

const job = { ...savedJob, location_type: 'remote' as const, locations: [] };
type Applicant = ResponseOf<'job-portal-dashboard-candidates'>['results'][number];
const applicant = (handle: string, name: string, extra: Partial<Applicant> = {}): Applicant => ({
  handle,
  name,
  email: `${handle}@demo.test`,
  phone: '+91 98765 43210',
  city: 'Bengaluru',
  graduation_year: 2024,
  work_experience: 18,
  resume_url: `/api/latest/job-portal/dashboard/candidates/resume/?job_id=4&handle=${handle}`,
  status: 'applied',
  rejection_reason: null,
  applied_at: '2026-11-20T09:00:00.000Z',
  assessment: null,
  ...extra,
});
const page = (results: Applicant[]) =>
  fixture('job-portal-dashboard-candidates', { results, count: results.length, page: 1, page_size: 20 });

describe('JobApplicants', () => {
  it('moves the chosen applicants, asks a rejection for its reason, and places refusals beside their fields', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<JobApplicants jobId={4} />, {
      path: '/jobs/4/applicants',
      answers: [
        fixture('admin-job-edit-get', job, { path: { id: 4 } }),
        page([applicant('asha', 'Asha Rao'), applicant('ravi', 'Ravi Kumar', { work_experience: null })]),
        refusal(
          'job-portal-status-update',
          409,
          'asha (Hired) cannot move to Offer: candidates move forward through the pipeline, and hired or rejected is final. Nobody was moved.',
          { code: 'status_not_allowed' },
        ),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Applicants for Backend Developer (Java)', level: 1 }));
    await screen.findByText('Asha Rao');
    expect(screen.getByText('None')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Résumé of Ravi Kumar' }).getAttribute('href')).toContain(
      'handle=ravi',
    );

    // Nothing chosen: the form says so instead of sending.
    const move = screen.getByRole('form', { name: 'Move the chosen applicants' });
    const stage = within(move).getByRole('combobox', { name: /Move to/ });
    await user.selectOptions(stage, 'shortlisted');
    await user.click(within(move).getByRole('button', { name: 'Move applicant' }));
    expect((await within(move).findByRole('alert')).textContent).toBe(
      'Choose the applicants to move in the table first.',
    );

    await user.click(screen.getByRole('checkbox', { name: 'Select Asha Rao' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select Ravi Kumar' }));
    expect(within(move).getByText('2 applicants chosen.')).toBeDefined();
    // A rejection without its reason is not sent.
    await user.selectOptions(stage, 'rejected');
    await user.click(within(move).getByRole('button', { name: 'Move 2 applicants' }));
    const reason = within(move).getByRole('textbox', { name: /Reason for the rejection/ });
    expect(await within(move).findByText('Enter a reason for the rejection.')).toBeDefined();
    expect(reason.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.startsWith('PATCH'))).toEqual([]);

    // A move the pipeline forbids is said beside the stage chosen.
    await user.selectOptions(stage, 'offer');
    await user.click(within(move).getByRole('button', { name: 'Move 2 applicants' }));
    expect(await within(move).findByText(/asha \(Hired\) cannot move to Offer/)).toBeDefined();
    expect(stage.getAttribute('aria-invalid')).toBe('true');
    expect(calls.filter((call) => call.startsWith('PATCH'))).toHaveLength(1);
  });

  it('filters by stage in the address and exports the applicants the filter shows', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<JobApplicants jobId={4} />, {
      path: '/jobs/4/applicants',
      answers: [
        fixture('admin-job-edit-get', job, { path: { id: 4 } }),
        page([applicant('asha', 'Asha Rao', { status: 'rejected', rejection_reason: 'No Java yet' })]),
      ],
    });
    expect(await screen.findByText('Rejected: No Java yet')).toBeDefined();
    expect(screen.getByRole('link', { name: 'Download the applicants (CSV)' }).getAttribute('href')).toMatch(
      /\/job-portal\/dashboard\/candidates\/csv\/\?job_id=4$/,
    );
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stage' }), 'rejected');
    const csv = await screen.findByRole('link', { name: 'Download the rejected applicants (CSV)' });
    expect(csv.getAttribute('href')).toMatch(/csv\/\?job_id=4&status=rejected$/);
    expect(calls).toContain(
      'GET /api/latest/job-portal/dashboard/candidates/?job_id=4&page=1&status=rejected',
    );
  });
});
