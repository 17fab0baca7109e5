import type { ResponseOf } from '@learnforge/api-client';
import { fixture, refusal, renderScreen, signedInStaff } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { routes } from './router';

afterEach(cleanup);

const recruiter = signedInStaff(['recruiter'], {
  id: 9,
  handle: 'recruiter',
  name: 'Rita Recruiter',
  email: 'recruiter@demo.test',
  organization: { id: 2, slug: 'demo-company', name: 'Demo Company', type: 'company' },
});
const permission = (signed: boolean) =>
  fixture('recruiter-check-permission', {
    is_recruiter: true,
    organization: 'Demo Company',
    hasSignedLegalContract: signed,
    products: [{ product: 'job_posting', remaining_quantity: 25, expires_at: null }],
  });
const contract: ResponseOf<'job-portal-legal-contract-get'> = {
  version: '2026-11',
  body: 'Learnforge recruiter agreement, version 2026-11',
  hasSignedLegalContract: false,
  signed_at: null,
  signed_by: null,
};

describe('the recruiter contract in the staff tools', () => {
  it('opens the contract instead of the job form while the permission check says it is unsigned', async () => {
    const { calls } = renderScreen(routes, {
      path: '/jobs/new',
      routes: recruiter,
      answers: [permission(false), fixture('job-portal-legal-contract-get', contract)],
    });
    expect(await screen.findByRole('heading', { name: 'Recruiter contract', level: 1 })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Post a job' })).toBeNull();
    expect((await screen.findByRole('form', { name: 'Sign the recruiter contract' })).textContent).toContain(
      'I have read version 2026-11',
    );
    // No job call was made that the server would refuse.
    expect(calls.some((call) => call.includes('/jobs/admin/'))).toBe(false);
  });

  it('leads a recruiter who just signed on to the job form, not back to the contract', async () => {
    const user = userEvent.setup();
    const answers = [permission(false), fixture('job-portal-legal-contract-get', contract)];
    renderScreen(routes, { path: '/jobs/new', routes: recruiter, answers });
    const form = await screen.findByRole('form', { name: 'Sign the recruiter contract' });
    await user.type(within(form).getByRole('textbox', { name: /Your full name/ }), 'Rita Recruiter');
    await user.type(within(form).getByRole('textbox', { name: /Your designation/ }), 'Talent lead');
    await user.click(within(form).getByRole('checkbox', { name: /I have read version 2026-11/ }));
    // From now on the server knows the signature; the permission check cached before signing does not.
    const signed = { ...contract, hasSignedLegalContract: true, signed_at: '2026-11-27T04:00:00.000Z' };
    answers.push(
      permission(true),
      fixture('job-portal-legal-contract-post', { ...signed, signed_by: 'Rita' }),
    );
    await user.click(within(form).getByRole('button', { name: 'Sign' }));
    const done = await screen.findByRole('region', { name: 'Signed' });
    await user.click(within(done).getByRole('link', { name: 'Continue to job posting' }));
    expect(await screen.findByRole('heading', { name: 'Post a job', level: 1 })).toBeDefined();
    expect(screen.queryByRole('heading', { name: 'Recruiter contract' })).toBeNull();
  });

  it("shows a recruiter their own organization's jobs with the job postings it has left", async () => {
    renderScreen(routes, {
      path: '/jobs',
      routes: recruiter,
      answers: [
        permission(true),
        fixture('x-admin-jobs-list', {
          results: [
            {
              id: 4,
              title: 'Backend Developer (Java)',
              organization_name: 'Demo Company',
              publish_date: '2026-11-13 10:00:00',
              last_apply_date: '2027-01-01 23:59:00',
              recruiter_handle: 'recruiter',
            },
          ],
          count: 1,
          page: 1,
          page_size: 20,
        }),
      ],
    });
    expect(await screen.findByText('Demo Company has 25 job postings left.')).toBeDefined();
    const link = await screen.findByRole('link', { name: 'Applicants for Backend Developer (Java)' });
    expect(link.getAttribute('href')).toBe('/jobs/4/applicants');
  });

  it('opens the contract from any screen whose call the server refused with 428 contract_not_signed', async () => {
    // The check said signed, but a new version came into force since: the job list's own call is refused.
    renderScreen(routes, {
      path: '/jobs',
      routes: recruiter,
      answers: [
        permission(true),
        refusal(
          'x-admin-jobs-list',
          428,
          'Sign the recruiter contract (version 2026-11) before you use the job portal.',
          { code: 'contract_not_signed' },
        ),
        fixture('job-portal-legal-contract-get', contract),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Recruiter contract', level: 1 })).toBeDefined();
    expect(await screen.findByRole('form', { name: 'Sign the recruiter contract' })).toBeDefined();
  });
});
