import { useApi } from '@learnforge/api-client/react';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fixture, refusal, renderScreen } from './testing';

afterEach(cleanup);

const deal = {
  deal_id: 7,
  deal_number: 'D-1001',
  start_date: '2026-01-01T00:00:00.000Z',
  expiry_date: '2026-12-31T00:00:00.000Z',
  batch: { slug: 'dsa-1', name: 'DSA batch 1' },
  licenses_purchased: 50,
  active_licenses: 48,
  remaining_licenses: 2,
};

function ActiveUsers({ dealId }: { dealId: number }) {
  const users = useApi('org-company-deal-active-users', { path: { dealId } });
  if (users.error) return <p role="alert">{users.error.message}</p>;
  return <p>{users.data ? `${users.data.count} active` : 'Loading'}</p>;
}

const activeUsers = (count: number) => ({ results: [], count, page: 1, page_size: 50 });

describe('fixture', () => {
  it('refuses a body the contract does not accept, naming the call and the field', () => {
    const drifted = { ...deal, licenses_purchased: 'fifty' };
    expect(() =>
      // @ts-expect-error: the contract types licenses_purchased as a number, so the typecheck refuses it too.
      fixture('org-company-deals', { results: [drifted], count: 1, page: 1, page_size: 20 }),
    ).toThrow(/org-company-deals[\s\S]*results\.0\.licenses_purchased/);
  });

  it('answers the call by its path template, or only the path values it names', async () => {
    renderScreen(<ActiveUsers dealId={7} />, {
      answers: [
        fixture('org-company-deal-active-users', activeUsers(3)),
        fixture('org-company-deal-active-users', activeUsers(1), { path: { dealId: 8 } }),
      ],
    });
    expect(await screen.findByText('3 active')).toBeDefined();
  });

  it('gives the later answer for the same call, and refusals in the project error shape', async () => {
    renderScreen(<ActiveUsers dealId={7} />, {
      answers: [
        fixture('org-company-deal-active-users', activeUsers(3)),
        refusal('org-company-deal-active-users', 403, 'This deal belongs to another organization.'),
      ],
    });
    expect((await screen.findByRole('alert')).textContent).toBe('This deal belongs to another organization.');
  });
});
