import { fixture, refusal, renderScreen, signedInStaff } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { TaTimeRoute } from './ta-time-page';

afterEach(cleanup);

const session = signedInStaff(['course_admin'], {
  id: 2,
  handle: 'course-admin',
  name: 'Chitra Course',
  email: 'course.admin@demo.test',
});
const assistants = fixture('user-internal-users', {
  moderators: [
    { handle: 'mo-mehta', name: 'Mohan Mehta', email: 'moderator@demo.test' },
    { handle: 'ta-tara', name: 'Tara Iyer', email: 'ta@demo.test' },
  ],
});
const sheet = (minutes: number) =>
  fixture('discussion-ta-timesheet', {
    results: [
      { date: '2026-11-20', threads_answered: 3, minutes_active: minutes },
      { date: '2026-11-21', threads_answered: 1, minutes_active: 0 },
    ],
    total_minutes: minutes,
  });

describe("course admins read teaching assistants' time (001 §6, 002 §6)", () => {
  it('shows every TA by default, then the one picked from the internal users, with the range in the address', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<TaTimeRoute />, {
      path: '/ta-timesheets?from=2026-11-01&to=2026-11-28',
      routes: session,
      answers: [assistants, sheet(95)],
    });
    const table = await screen.findByRole('table', {
      name: 'Time of every teaching assistant, 2026-11-01 to 2026-11-28',
    });
    expect(await within(table).findByRole('cell', { name: 'Fri, 20 Nov, 2026' })).toBeDefined();
    expect(
      screen.getByText('95 minutes logged by every teaching assistant from 2026-11-01 to 2026-11-28.'),
    ).toBeDefined();
    expect(calls).toContain('GET /api/latest/users/internal/?role=moderator');

    await user.selectOptions(
      await screen.findByRole('combobox', { name: 'Teaching assistant' }),
      'Tara Iyer (ta-tara)',
    );
    await waitFor(() =>
      expect(calls).toContain(
        'GET /api/latest/discussion/ta-timesheet/?from=2026-11-01&to=2026-11-28&ta=ta-tara',
      ),
    );
    expect(
      await screen.findByRole('table', { name: 'Time of Tara Iyer, 2026-11-01 to 2026-11-28' }),
    ).toBeDefined();
  });

  it("says the server's refusal of the range beside the To field", async () => {
    renderScreen(<TaTimeRoute />, {
      path: '/ta-timesheets?from=2026-11-20&to=2026-11-01',
      routes: session,
      answers: [
        assistants,
        refusal('discussion-ta-timesheet', 400, 'The range ends before it starts.', {
          fields: { to: 'Choose a day on or after the start' },
        }),
      ],
    });
    const to = await screen.findByLabelText(/^To/);
    await waitFor(() => expect(to.getAttribute('aria-invalid')).toBe('true'));
    expect(screen.getByText(/Choose a day on or after the start/)).toBeDefined();
    expect(screen.getByText('Correct the dates above.')).toBeDefined();
  });
});
