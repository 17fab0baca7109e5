import type { ResponseOf } from '@learnforge/api-client';
import { fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { RecruiterContractPage } from './recruiter-contract-page';

afterEach(cleanup);

const unsigned: ResponseOf<'job-portal-legal-contract-get'> = {
  version: '2026-11',
  body: 'Learnforge recruiter agreement, version 2026-11\n\n1. Real openings only.\n2. Résumés are for this hiring only.',
  hasSignedLegalContract: false,
  signed_at: null,
  signed_by: null,
};
const signed = {
  ...unsigned,
  hasSignedLegalContract: true,
  signed_at: '2026-11-27T04:00:00.000Z',
  signed_by: 'Rita Recruiter, Talent lead',
};

async function fillAndSign(user: ReturnType<typeof userEvent.setup>) {
  await user.type(screen.getByRole('textbox', { name: /Your full name/ }), 'Rita Recruiter');
  await user.type(screen.getByRole('textbox', { name: /Your designation/ }), 'Talent lead');
  await user.click(
    screen.getByRole('checkbox', { name: 'I have read version 2026-11 and accept it for my organization' }),
  );
  await user.click(screen.getByRole('button', { name: 'Sign' }));
}

describe('Recruiter contract', () => {
  it('shows the text as written, signs it and leads on to where the recruiter was going', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<RecruiterContractPage />, {
      path: '/recruiter-contract?next=%2Fjobs%2Fnew',
      answers: [
        fixture('job-portal-legal-contract-get', unsigned),
        fixture('job-portal-legal-contract-post', signed),
      ],
    });
    const text = await screen.findByRole('region', { name: 'Contract text, version 2026-11' });
    expect(within(text).getByText('2. Résumés are for this hiring only.', { exact: false })).toBeDefined();
    expect(screen.getByText(/^Version 2026-11\. Job posting opens/)).toBeDefined();

    // Nothing is sent until every field is filled and the contract accepted, each said beside its field.
    await user.click(screen.getByRole('button', { name: 'Sign' }));
    expect(await screen.findByText('Enter your name')).toBeDefined();
    expect(screen.getByText('Enter your designation')).toBeDefined();
    expect(screen.getByText('Accept the contract to continue')).toBeDefined();
    expect(calls.filter((call) => call.startsWith('POST'))).toEqual([]);

    await fillAndSign(user);
    const done = await screen.findByRole('region', { name: 'Signed' });
    expect(done.textContent).toContain('You signed version 2026-11');
    expect(done.textContent).toContain('as Rita Recruiter, Talent lead');
    expect(document.activeElement).toBe(done);
    expect(within(done).getByRole('link', { name: 'Continue to job posting' }).getAttribute('href')).toBe(
      '/jobs/new',
    );
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull();
  });

  it("places the server's refusal beside the field it names", async () => {
    const user = userEvent.setup();
    renderScreen(<RecruiterContractPage />, {
      path: '/recruiter-contract',
      answers: [
        fixture('job-portal-legal-contract-get', unsigned),
        refusal('job-portal-legal-contract-post', 400, 'Some fields are invalid.', {
          fields: { signatory_designation: 'Too big: expected string to have <=100 characters' },
        }),
      ],
    });
    await screen.findByRole('region', { name: 'Contract text, version 2026-11' });
    await fillAndSign(user);
    const designation = screen.getByRole('textbox', { name: /Your designation/ });
    await screen.findByText('Some fields are invalid. Too big: expected string to have <=100 characters');
    expect(designation.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByRole('textbox', { name: /Your full name/ }).getAttribute('aria-invalid')).not.toBe(
      'true',
    );
  });

  it('reads a contract that changed while it was open again, and asks for it to be accepted anew', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<RecruiterContractPage />, {
      path: '/recruiter-contract',
      answers: [
        fixture('job-portal-legal-contract-get', unsigned),
        refusal(
          'job-portal-legal-contract-post',
          409,
          'The contract changed while you read it: read version 2027-01 and sign that one.',
          { code: 'contract_changed' },
        ),
      ],
    });
    await screen.findByRole('region', { name: 'Contract text, version 2026-11' });
    await fillAndSign(user);
    expect((await screen.findByRole('alert')).textContent).toBe(
      'The contract changed while you read it: read version 2027-01 and sign that one.',
    );
    expect((screen.getByRole('checkbox', { name: /I have read version/ }) as HTMLInputElement).checked).toBe(
      false,
    );
    expect(
      calls.filter((call) => call.startsWith('GET /api/latest/job-portal/legal-contract/')),
    ).toHaveLength(2);
  });

  it('shows a recruiter who signed before when and as whom, and the way on to the jobs', async () => {
    renderScreen(<RecruiterContractPage />, {
      path: '/recruiter-contract?next=https%3A%2F%2Felsewhere.test%2F',
      answers: [fixture('job-portal-legal-contract-get', signed)],
    });
    const done = await screen.findByRole('region', { name: 'Signed' });
    expect(done.textContent).toContain('as Rita Recruiter, Talent lead');
    // Only an address of the staff tools is followed after signing.
    expect(within(done).getByRole('link', { name: 'Continue to job posting' }).getAttribute('href')).toBe(
      '/jobs',
    );
    expect(screen.queryByRole('form', { name: 'Sign the recruiter contract' })).toBeNull();
  });
});
