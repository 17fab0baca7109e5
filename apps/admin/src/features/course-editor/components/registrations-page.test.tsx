import { fixture, refusal, renderScreen, signedInStaff } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { RegistrationsRoute } from './registrations-page';

afterEach(cleanup);

const courseAdmin = { id: 7, handle: 'course-admin', name: 'Cora Admin', email: 'course.admin@demo.test' };

const counts = fixture('courses-registration-counts', {
  results: [
    { batch_id: 11, batch_name: 'DSA Self Paced: January', registered: 14, paid: 9 },
    { batch_id: 12, batch_name: 'DSA Self Paced: March', registered: 3, paid: 0 },
  ],
});

const stats = fixture('courses-registration-stats', {
  count: 3,
  page: 1,
  page_size: 21,
  results: [
    { date: '2026-11-27', registrations: 2, payments: 1, revenue: 4999 },
    { date: '2026-11-26', registrations: 0, payments: 0, revenue: 0 },
    { date: '2026-11-25', registrations: 5, payments: 3, revenue: 12000.5 },
  ],
});

const named = fixture('courses-dash-listing', {
  count: 1,
  page: 1,
  page_size: 20,
  results: [
    {
      course_id: 3,
      course_slug: 'dsa-self-paced',
      course_name: 'DSA Self Paced',
      course_type: 1,
      course_fee_type: 1,
      image_url: null,
      price: 4999,
      discounted_price: null,
      payment_currency_symbol: '₹',
      avg_rating: null,
      total_upcoming_batches: 2,
      is_published: true,
      category: null,
    },
  ],
});

function Address() {
  const location = useLocation();
  return <output aria-label="Address">{`${location.pathname}${location.search}`}</output>;
}

function renderRegistrations(path: string, answers = [counts, stats, named], roles = ['course_admin']) {
  return renderScreen(
    <Routes>
      <Route
        path="/registrations"
        element={
          <>
            <RegistrationsRoute />
            <Address />
          </>
        }
      />
    </Routes>,
    { path, routes: signedInStaff(roles, courseAdmin), answers },
  );
}

const BACKWARDS = 'The window ends before it starts. Choose a day on or after the start.';

/** What a screen reader reads after the field's name: the texts its aria-describedby points at. */
const description = (field: HTMLElement) =>
  (field.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ');

const address = () => screen.getByRole('status', { name: 'Address' }).textContent ?? '';

describe('RegistrationsPage', () => {
  it("names the course and shows its batches' counts and each day of the window as a chart and a table", async () => {
    const { calls } = renderRegistrations(
      '/registrations?course=dsa-self-paced&from=2026-11-25&to=2026-11-27',
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registrations: DSA Self Paced' }),
    ).toBeDefined();
    const batches = await screen.findByRole('table', { name: 'Registrations per batch' });
    const january = within(batches).getByRole('row', { name: /January/ });
    expect(
      within(january)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['DSA Self Paced: January', '14', '9']);
    const days = await screen.findByRole('table', { name: 'Enrolments, paid orders and revenue per day' });
    const first = within(days).getByRole('row', { name: /2026-11-25/ });
    expect(
      within(first)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2026-11-25', '5', '3', '₹12,000.50']);
    expect(await screen.findByRole('img', { name: 'Enrolments per day' })).toBeDefined();
    expect(screen.getByRole('table', { name: 'Enrolments per day: data' })).toBeDefined();
    expect(
      calls.some(
        (call) =>
          call.startsWith('GET /api/latest/courses/registration-stats/') &&
          call.includes('course_slug=dsa-self-paced') &&
          call.includes('from=2026-11-25') &&
          call.includes('to=2026-11-27'),
      ),
    ).toBe(true);
    expect((screen.getByLabelText('From') as HTMLInputElement).value).toBe('2026-11-25');
  });

  it('says beside To that a window ending before it starts is refused, without asking the server', async () => {
    const { calls } = renderRegistrations('/registrations?from=2026-11-20&to=2026-11-01', [counts, stats]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Registrations: every public batch' }),
    ).toBeDefined();
    const to = screen.getByLabelText('To');
    await waitFor(() => expect(description(to)).toContain(BACKWARDS));
    expect(to.getAttribute('aria-invalid')).toBe('true');
    expect(screen.queryByRole('table', { name: 'Enrolments, paid orders and revenue per day' })).toBeNull();
    expect(calls.some((call) => call.includes('registration-stats'))).toBe(false);
    await screen.findByRole('table', { name: 'Registrations per batch' });
  });

  it("says the server's refusal of a window longer than a year beside From, and no toast says it again", async () => {
    const tooLong = refusal('courses-registration-stats', 400, 'Ask for at most a year at once.', {
      fields: { from: 'At most 366 days before the end.' },
    });
    const { notices } = renderRegistrations('/registrations?from=2024-01-01&to=2026-11-01', [
      counts,
      tooLong,
    ]);
    const from = await screen.findByLabelText('From');
    await waitFor(() =>
      expect(description(from)).toContain('Ask for at most a year at once. At most 366 days before the end.'),
    );
    expect(screen.queryByRole('table', { name: 'Enrolments, paid orders and revenue per day' })).toBeNull();
    expect(notices).toEqual([]);
  });

  it('keeps the course and the window in the address, starting again at the first page', async () => {
    renderRegistrations('/registrations?page=2');
    await screen.findByRole('table', { name: 'Registrations per batch' });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Course slug' }), 'dsa-self-paced');
    await userEvent.click(screen.getByRole('button', { name: 'Show' }));
    await waitFor(() => expect(address()).toBe('/registrations?course=dsa-self-paced'));
    await userEvent.type(screen.getByLabelText('From'), '2026-11-01');
    await waitFor(() => expect(address()).toContain('from=2026-11-01'));
    expect(address()).toContain('course=dsa-self-paced');
  });

  it('is for course admins: CRM staff are told they lack the role', async () => {
    renderRegistrations('/registrations', [counts, stats], ['crm']);
    expect(await screen.findByRole('heading', { name: 'You do not have access to this area' })).toBeDefined();
  });
});
