import type { ResponseOf } from '@learnforge/api-client';
import { fixture, refusal, renderScreen, signedInStaff } from '@learnforge/app-shell/testing';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { CrmUsersRoute } from './crm-users-page';

afterEach(cleanup);

const session = signedInStaff(['crm'], { id: 9, handle: 'crm', name: 'Chris CRM', email: 'crm@demo.test' });

const meera: ResponseOf<'crm-user-list'>['results'][number] = {
  handle: 'meera',
  name: 'Meera Iyer',
  email: 'meera@example.test',
  phone: null,
  country: 'IN',
  course_slug: 'dsa',
  batch_id: 3,
  application_status: 'callback_scheduled',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'winter-sale',
  signed_up_at: '2026-11-20T10:00:00.000Z',
  last_activity_at: null,
  next_callback_at: '2026-11-28T10:00:00.000Z',
};

const lookups = [
  fixture('crm-filters-meta', {
    courses: [{ slug: 'dsa', name: 'DSA Self Paced' }],
    batches: [{ id: 3, name: 'DSA next intake', course_slug: 'dsa' }],
    application_statuses: ['new', 'callback_scheduled', 'applied'],
  }),
  fixture('crm-utm-choices', {
    utm_source: ['instagram', 'newsletter'],
    utm_medium: ['email'],
    utm_campaign: ['winter-sale'],
  }),
  fixture('crm-countries', { results: [{ code: 'IN', name: 'India' }] }),
  fixture('crm-utm-wise-stats', {
    results: [
      {
        utm_source: 'newsletter',
        utm_medium: 'email',
        utm_campaign: 'winter-sale',
        visits: 4,
        registrations: 2,
        payments: 1,
      },
    ],
  }),
];

describe('the CRM user list', () => {
  it('sends the filters of the address, links the CSV with the same filters, and a new filter goes back to page 1', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<CrmUsersRoute />, {
      path: '/crm?utm_source=newsletter&page=2',
      routes: session,
      answers: [...lookups, fixture('crm-user-list', { results: [meera], count: 1, page: 1, page_size: 20 })],
    });
    expect(await screen.findByRole('link', { name: 'Meera Iyer' })).toBeDefined();
    expect(screen.getByText('1 learner matches these filters.')).toBeDefined();
    expect(screen.getByRole('cell', { name: 'newsletter / email / winter-sale' })).toBeDefined();
    expect(calls).toContain('GET /api/latest/crm/user-list/?utm_source=newsletter&page=2&page_size=20');
    const csv = screen.getByRole('link', { name: 'Download these learners (CSV)' });
    expect(csv.getAttribute('href')).toBe(
      'http://app.test/api/latest/crm/user-list/csv/?utm_source=newsletter',
    );

    await user.selectOptions(await screen.findByRole('combobox', { name: 'UTM campaign' }), 'winter-sale');
    await screen.findByRole('link', { name: 'Download these learners (CSV)' });
    expect(calls).toContain(
      'GET /api/latest/crm/user-list/?utm_source=newsletter&utm_campaign=winter-sale&page=1&page_size=20',
    );
    expect(await screen.findByRole('cell', { name: '2' })).toBeDefined();
  });

  it('says a range that ends before it starts beside its end, without asking the server', async () => {
    const { calls } = renderScreen(<CrmUsersRoute />, {
      path: '/crm?from=2026-11-20&to=2026-11-01',
      routes: session,
      answers: lookups,
    });
    expect(await screen.findByText('Choose a day on or after the start of the range.')).toBeDefined();
    expect(screen.getByLabelText('Signed up until').getAttribute('aria-invalid')).toBe('true');
    expect(calls.some((call) => call.includes('/crm/user-list/'))).toBe(false);
  });

  it("says the server's refusal of a filter beside that filter, not as a failed table nor a toast", async () => {
    const { notices } = renderScreen(<CrmUsersRoute />, {
      path: '/crm?from=2026-11-20&country=XX',
      routes: session,
      answers: [
        ...lookups,
        refusal('crm-user-list', 400, 'Some fields are invalid.', {
          fields: { from: 'Choose a day before today.' },
        }),
      ],
    });
    expect(await screen.findByText('Some fields are invalid. Choose a day before today.')).toBeDefined();
    expect(screen.getByLabelText('Signed up from').getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Correct the filters above.')).toBeDefined();
    expect(notices).toEqual([]);
  });
});
