import { fixture, renderScreen, signedInStaff } from '@learnforge/app-shell/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { StaffEventRoute } from './staff-events-page';

afterEach(cleanup);

const session = (roles: string[]) =>
  signedInStaff(roles, { id: 1, handle: 'staff', name: 'Staff', email: 'staff@demo.test' });

describe('the staff event page', () => {
  it('shows a course admin the figures, the chart, the CSV link and who enrolled', async () => {
    renderScreen([{ path: '/events/:id', element: <StaffEventRoute /> }], {
      path: '/events/5',
      routes: session(['course_admin']),
      answers: [
        fixture(
          'events-aggregated-data',
          {
            title: 'Resume Review Workshop',
            started: true,
            registrations: 4,
            waitlisted: 1,
            attended: 3,
            conversion: 0.75,
            by_day: [{ date: '2026-11-10', registrations: 4 }],
            by_source: [{ utm_source: 'direct', registrations: 4 }],
          },
          { path: { id: 5 } },
        ),
        fixture(
          'events-users',
          {
            title: 'Resume Review Workshop',
            results: [
              {
                handle: 'ravi',
                name: 'Ravi Kumar',
                email: 'ravi@demo.test',
                status: 'enrolled',
                enrolled_at: '2026-11-10T10:00:00.000Z',
                attended: true,
              },
            ],
            count: 1,
            page: 1,
            page_size: 20,
          },
          { path: { id: 5 } },
        ),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Resume Review Workshop', level: 1 })).toBeDefined();
    expect(screen.getByText('75%')).toBeDefined();
    expect(
      screen
        .getByRole('link', { name: 'Download who enrolled in Resume Review Workshop (CSV)' })
        .getAttribute('href'),
    ).toMatch(/\/api\/latest\/events\/5\/users\/csv\/$/);
    expect(await screen.findByText('Ravi Kumar')).toBeDefined();
    // The event has started: people are picked to mark who came, the buttons waiting for a pick.
    expect(screen.getByRole('checkbox', { name: 'Select Ravi Kumar' })).toBeDefined();
    expect(screen.getByRole('button', { name: 'Mark attended' }).hasAttribute('disabled')).toBe(true);
  });

  it('refuses a learner', async () => {
    renderScreen([{ path: '/events/:id', element: <StaffEventRoute /> }], {
      path: '/events/5',
      routes: session(['learner']),
    });
    expect(await screen.findByRole('heading', { level: 1 })).toBeDefined();
    expect(screen.queryByText('Seats taken')).toBeNull();
  });
});
