import type { ResponseOf } from '@learnforge/api-client';
import { fixture, renderScreen, signedInStaff } from '@learnforge/app-shell/testing';
import { cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { TicketRoute } from './ticket-page';

afterEach(cleanup);

const session = signedInStaff(['support'], {
  id: 2,
  handle: 'support',
  name: 'Suki Support',
  email: 'support@demo.test',
});
const ticket: ResponseOf<'x-issue-get'> = {
  id: 7,
  title: 'Charged twice',
  description: 'I paid twice for DSA.',
  status: 'open',
  priority: 'high',
  category: 'payment',
  reporter: 'student140',
  assignee: 'support',
  labels: [{ id: 1, name: 'Billing', color: '#00aa00' }],
  page_url: '/payments',
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
};

describe('a ticket', () => {
  it('shows the activity, the reporter beside it, and sends a reply by e-mail', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(
      <Routes>
        <Route path="/issues/:id" element={<TicketRoute />} />
      </Routes>,
      {
        path: '/issues/7',
        routes: session,
        answers: [
          fixture('x-issue-get', ticket, { path: { id: 7 } }),
          fixture(
            'issues-activity',
            {
              results: [
                {
                  id: 1,
                  actor: 'student140',
                  kind: 'created',
                  text: 'Filed from the Help form.',
                  created_at: '2026-11-27T00:00:00.000Z',
                },
                {
                  id: 2,
                  actor: 'support',
                  kind: 'staff_reply',
                  text: '<p>We <strong>refunded</strong> it.</p>',
                  created_at: '2026-11-27T01:00:00.000Z',
                },
              ],
            },
            { path: { id: 7 } },
          ),
          fixture('issues-get-user-data', {
            handle: 'student140',
            name: 'Student 140',
            email: 'student140@demo.test',
            phone: null,
            batches: [],
            transactions: [
              { order_id: 'LF-1', amount: 499, status: 'paid', created_at: '2026-11-20T00:00:00.000Z' },
            ],
          }),
          fixture('issues-email-reply-queue', { queued: true, queue_id: '5' }, { path: { id: 7 } }),
        ],
      },
    );
    expect(await screen.findByRole('heading', { level: 1, name: '#7 Charged twice' })).toBeDefined();
    expect(await screen.findByText('refunded')).toBeDefined();
    expect(await screen.findByText(/LF-1: ₹499 paid/)).toBeDefined();
    expect(calls).toContain(
      `GET /api/latest/issues/get-user-data/?handle=${encodeURIComponent(btoa('student140'))}`,
    );
    await user.type(screen.getByRole('textbox', { name: /Reply/ }), 'We refunded the second payment.');
    await user.click(screen.getByRole('button', { name: 'Send reply' }));
    expect(await screen.findByText('Your reply is on its way to the reporter.')).toBeDefined();
    expect(calls).toContain('POST /api/latest/issues/7/email-reply-queue/');
  });
});
