import type { ResponseOf } from '@learnforge/api-client';
import { fixture, refusal, renderScreen, signedInStaff } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { CrmPersonRoute } from './crm-person-page';

afterEach(cleanup);

const session = signedInStaff(['crm'], { id: 9, handle: 'crm', name: 'Chris CRM', email: 'crm@demo.test' });

const person: ResponseOf<'x-crm-user'> = {
  handle: 'meera',
  name: 'Meera Iyer',
  email: 'meera@example.test',
  phone: '+91 98450 00000',
  country: 'IN',
  course_slug: 'dsa',
  batch_id: null,
  application_status: 'new',
  utm_source: 'newsletter',
  utm_medium: 'email',
  utm_campaign: 'winter-sale',
  signed_up_at: '2026-11-20T10:00:00.000Z',
  last_activity_at: null,
  next_callback_at: null,
};

const path = { handle: 'meera' };
const answers = [
  fixture('x-crm-user', person, { path }),
  fixture('crm-filters-meta', {
    courses: [{ slug: 'dsa', name: 'DSA Self Paced' }],
    batches: [{ id: 3, name: 'DSA next intake', course_slug: 'dsa' }],
    application_statuses: ['new', 'contacted', 'callback_scheduled'],
  }),
  fixture('crm-callback-history-get', { results: [] }, { path }),
  fixture(
    'crm-comments',
    {
      results: [
        {
          id: 1,
          author: 'crm',
          author_name: 'Chris CRM',
          text: 'Asked about EMI.',
          created_at: '2026-11-21T10:00:00.000Z',
          updated_at: null,
        },
        {
          id: 2,
          author: 'crm2',
          author_name: 'Casey CRM',
          text: 'Sent the brochure.',
          created_at: '2026-11-22T10:00:00.000Z',
          updated_at: null,
        },
      ],
    },
    { path },
  ),
  fixture(
    'crm-product-actions',
    {
      results: [
        {
          action: 'premium_visit',
          target: 'premium checkout',
          utm_source: 'newsletter',
          utm_medium: 'email',
          utm_campaign: 'winter-sale',
          occurred_at: '2026-11-21T09:00:00.000Z',
        },
      ],
    },
    { path },
  ),
  fixture('crm-survey-responses', { results: [] }, { path }),
  fixture(
    'x-crm-user-purchases',
    {
      batches: [
        {
          batch_id: 3,
          batch_slug: 'dsa-next-intake',
          batch_name: 'DSA next intake',
          access_ends_at: '2026-12-20T10:00:00.000Z',
        },
      ],
      orders: [
        {
          order_code: 'LF-PAID-1',
          status: 'paid',
          amount: 499_900,
          items: ['DSA next intake'],
          created_at: '2026-11-20T10:00:00.000Z',
          paid_at: '2026-11-20T10:05:00.000Z',
          invoice_number: 'LF/2026-27/0007',
        },
        {
          order_code: 'LF-FAILED-2',
          status: 'failed',
          amount: 499_900,
          items: ['DSA next intake'],
          created_at: '2026-11-19T10:00:00.000Z',
          paid_at: null,
          invoice_number: null,
        },
      ],
    },
    { path },
  ),
  fixture(
    'x-crm-staff-actions',
    {
      results: [
        {
          id: 4,
          action: 'resend_invoice',
          summary: 'Invoice LF/2026-27/0007 (order LF-PAID-1) mailed to meera@example.test.',
          reason: 'Lost the first mail.',
          staff: { handle: 'crm2', name: 'Casey CRM' },
          created_at: '2026-11-22T11:00:00.000Z',
        },
      ],
    },
    { path },
  ),
];

const renderPerson = (extra: ReturnType<typeof refusal>[] = []) =>
  renderScreen(
    <Routes>
      <Route path="/crm/users/:handle" element={<CrmPersonRoute />} />
    </Routes>,
    { path: '/crm/users/meera', routes: session, answers: [...answers, ...extra] },
  );

describe("a learner's CRM page", () => {
  it('names the learner, shows the funnel, and offers to edit only the comments the signed-in person wrote', async () => {
    renderPerson();
    expect(await screen.findByRole('heading', { level: 1, name: 'Meera Iyer' })).toBeDefined();
    expect(await screen.findByText(/Visited premium: premium checkout/)).toBeDefined();
    const comments = await screen.findByRole('list', { name: 'Comments' });
    expect(within(comments).getAllByRole('button', { name: 'Edit comment' })).toHaveLength(1);
    expect(within(comments).getAllByRole('listitem')[0]?.textContent).toContain('Asked about EMI.');
  });

  it("shows the server's refusal of a callback beside the time field", async () => {
    const user = userEvent.setup();
    renderPerson([
      refusal('crm-callback-history-post', 400, 'Some fields are invalid.', {
        path,
        fields: { callback_at: 'Choose when to call back.' },
      }),
    ]);
    const status = await screen.findByRole('combobox', { name: 'Application status' });
    await user.selectOptions(status, 'callback_scheduled');
    await user.click(screen.getByRole('button', { name: 'Log callback' }));
    expect(await screen.findByText('Some fields are invalid. Choose when to call back.')).toBeDefined();
    expect(screen.getByLabelText(/Call back at/).getAttribute('aria-invalid')).toBe('true');
  });

  it('extends access with the refusal beside the new end, and offers only paid orders with an invoice to resend', async () => {
    const user = userEvent.setup();
    const { calls } = renderPerson([
      refusal('x-crm-extend-access', 400, 'Some fields are invalid.', {
        path,
        fields: { access_ends_at: 'Choose a time after the current end, 20 December 2026.' },
      }),
    ]);
    const trail = await screen.findByRole('list', { name: 'Audit trail' });
    expect(within(trail).getByText(/Invoice LF\/2026-27\/0007 \(order LF-PAID-1\) mailed/)).toBeDefined();
    expect(trail.textContent).toContain('By Casey CRM');
    expect(trail.textContent).toContain('Why: Lost the first mail.');

    const extend = screen.getByRole('form', { name: 'Extend access' });
    // No new end yet: said beside the field, nothing sent.
    await user.click(within(extend).getByRole('button', { name: 'Extend access' }));
    expect(await within(extend).findByText('Choose the new end of access.')).toBeDefined();
    expect(calls.some((call) => call.includes('extend-access'))).toBe(false);

    await user.type(within(extend).getByLabelText(/New end of access/), '2026-12-10T10:00');
    await user.type(within(extend).getByLabelText(/Why/), 'Missed two weeks.');
    await user.click(within(extend).getByRole('button', { name: 'Extend access' }));
    expect(
      await within(extend).findByText(
        'Some fields are invalid. Choose a time after the current end, 20 December 2026.',
      ),
    ).toBeDefined();
    expect(
      within(extend)
        .getByLabelText(/New end of access/)
        .getAttribute('aria-invalid'),
    ).toBe('true');

    const resend = screen.getByRole('form', { name: 'Resend an invoice' });
    const orders = within(resend).getByRole('combobox', { name: 'Paid order' });
    expect(
      within(orders)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual(['LF/2026-27/0007: DSA next intake']);
  });
});
