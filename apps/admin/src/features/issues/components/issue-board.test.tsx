import type { ResponseOf } from '@learnforge/api-client';
import {
  type FakeRoutes,
  fixture,
  refusal,
  renderScreen,
  signedInStaff,
} from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { IssueBoardRoute } from './issue-board';

afterEach(cleanup);

const session = signedInStaff(['support'], {
  id: 2,
  handle: 'support',
  name: 'Suki Support',
  email: 'support@demo.test',
});

const issue = (id: number, status: 'open' | 'closed'): ResponseOf<'issues-list'>['results'][number] => ({
  id,
  title: `Ticket ${id}`,
  description: 'Something',
  status,
  priority: 'medium',
  category: 'payment',
  reporter: 'student140',
  assignee: null,
  labels: [],
  page_url: null,
  created_at: '2026-11-27T00:00:00.000Z',
  updated_at: '2026-11-27T00:00:00.000Z',
});
const page = (rows: ReturnType<typeof issue>[]) => ({
  results: rows,
  count: rows.length,
  page: 1,
  page_size: 50,
});
const filters: ResponseOf<'issues-filters'> = {
  statuses: ['open', 'in_progress', 'waiting_on_user', 'resolved', 'closed'],
  priorities: ['low', 'medium', 'high', 'urgent'],
  categories: ['payment', 'course_content', 'technical', 'certificate', 'account', 'other'],
  labels: [{ id: 1, name: 'Billing', color: '#00aa00' }],
  assignees: [{ handle: 'support', name: 'Suki Support' }],
};

/** The five per-status lists are one address with different queries; the fake routes answer by query. */
function answersFor(failing: string | null) {
  const routes: FakeRoutes = { ...session };
  for (const status of ['open', 'in_progress', 'waiting_on_user', 'resolved', 'closed']) {
    const key = `GET /api/latest/issues/?status=${status}&page_size=50`;
    routes[key] =
      status === failing
        ? { status: 500, body: { error: { code: 'internal', message: 'The database is busy.' } } }
        : { body: page(status === 'open' ? [issue(7, 'open'), issue(8, 'open')] : []) };
  }
  return routes;
}

describe('the issue board', () => {
  it('asks once per status and lists a failing status in one error list while the others render', async () => {
    renderScreen(<IssueBoardRoute />, {
      routes: answersFor('resolved'),
      answers: [fixture('issues-filters', filters)],
    });
    const alert = await screen.findByRole('alert');
    expect(within(alert).getByText('Resolved: The database is busy.')).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Open (2)' })).toBeDefined();
    expect(screen.getByRole('heading', { name: 'Closed (0)' })).toBeDefined();
    expect(screen.queryByRole('heading', { name: /^Resolved/ })).toBeNull();
  });

  it('closes the selected tickets in one request and says so', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<IssueBoardRoute />, {
      routes: answersFor(null),
      answers: [
        fixture('issues-filters', filters),
        fixture('issues-bulk-field-update', { updated_count: 2 }),
      ],
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select #7 Ticket 7' }));
    await user.click(screen.getByRole('checkbox', { name: 'Select #8 Ticket 8' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), 'closed');
    await user.click(screen.getByRole('button', { name: 'Apply to 2' }));
    expect(await screen.findByText('Updated 2 tickets.', { selector: '[role="status"]' })).toBeDefined();
    expect(calls.filter((call) => call.startsWith('PATCH'))).toEqual([
      'PATCH /api/latest/issues/bulk-field-update/',
    ]);
  });

  it('shows the refusal of a bulk change under its button', async () => {
    const user = userEvent.setup();
    renderScreen(<IssueBoardRoute />, {
      routes: answersFor(null),
      answers: [
        fixture('issues-filters', filters),
        refusal('issues-bulk-field-update', 400, 'There is no issue 8; nothing was changed.'),
      ],
    });
    await user.click(await screen.findByRole('checkbox', { name: 'Select #8 Ticket 8' }));
    await user.selectOptions(screen.getByRole('combobox', { name: 'To' }), 'closed');
    await user.click(screen.getByRole('button', { name: 'Apply to 1' }));
    expect(await screen.findByText('There is no issue 8; nothing was changed.')).toBeDefined();
  });
});
