import { fixture, refusal, renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { EventPage } from './event-page';
import { RecurringEventPage } from './recurring-event-page';

afterEach(cleanup);

const user = {
  id: 7,
  handle: 'asha',
  name: 'Asha Learner',
  email: 'learner@demo.test',
  roles: ['learner'],
  premiumPlanId: null,
  organization: null,
};
const signedIn = { 'GET /api/auth/session': { body: { user } } };

const clinic = {
  id: 4,
  slug: 'mock-interview-clinic',
  title: 'Mock Interview Clinic',
  type: 'workshop' as const,
  banner_image: null,
  starts_at: '2030-12-03T12:00:00.000Z',
  ends_at: '2030-12-03T14:00:00.000Z',
  is_online: true,
  city: null,
  is_free: true,
  registrations_count: 6,
  capacity: 6,
  recurring_event_slug: null,
  description: 'Six learners get a live mock interview.\n\nEveryone else watches.',
  speakers: [{ name: 'Vikram Sethi', designation: 'Staff engineer', profile_image: null }],
  join_url: null,
  is_enrolled: false,
  enrollment: null,
  waitlist_count: 2,
  registration_open: true,
  contest_slug: null,
};

// Nobody has referred anyone to the clinic yet (its invite card's board, ADR 0092).
const noReferrals = fixture('leaderboard-influencer-rank', { results: [], count: 0, page: 1, page_size: 20 });

const renderEvent = (answers: ReturnType<typeof fixture>[], routes = signedIn) =>
  renderScreen([{ path: '/events/:id', element: <EventPage /> }], {
    path: '/events/4',
    routes,
    answers: [noReferrals, ...answers],
  });

describe('the event page', () => {
  it('names the event, says it is full and puts a learner on the waitlist', async () => {
    const { calls } = renderEvent([
      fixture('events-detail', clinic, { path: { id: 4 } }),
      fixture('events-user-enrollment', {
        status: 'WAITLISTED',
        message:
          'Mock Interview Clinic is full. You are number 3 on the waitlist; we mail you if a seat frees up.',
        enrollment: { status: 'waitlisted', waitlist_position: 3 },
      }),
    ]);
    expect(await screen.findByRole('heading', { name: 'Mock Interview Clinic', level: 1 })).toBeDefined();
    expect(screen.getByText('Full: all 6 seats taken, 2 on the waitlist')).toBeDefined();
    expect(
      screen
        .getByRole('link', { name: 'Add Mock Interview Clinic to your calendar (.ics)' })
        .getAttribute('href'),
    ).toBe('/api/latest/events/4/calendar/');
    await userEvent.click(screen.getByRole('button', { name: 'Join the waitlist' }));
    expect((await screen.findByText(/You are number 3 on the waitlist/)).getAttribute('role')).toBe('status');
    expect(calls).toContain('POST /api/latest/user/enrollment/');
  });

  it('says the server’s refusal beside the button', async () => {
    renderEvent([
      fixture('events-detail', { ...clinic, registrations_count: 1 }, { path: { id: 4 } }),
      refusal('events-user-enrollment', 409, 'Enrolment for Mock Interview Clinic closed when it started.'),
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Enrol' }));
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Enrolment for Mock Interview Clinic closed when it started.',
    );
  });

  it('shows a seat holder their place and lets them give it up; asks anyone else to sign in', async () => {
    renderEvent([
      fixture(
        'events-detail',
        { ...clinic, is_enrolled: true, enrollment: { status: 'enrolled', waitlist_position: null } },
        { path: { id: 4 } },
      ),
    ]);
    expect(await screen.findByText('You have a seat. We mail you a reminder the day before.')).toBeDefined();
    expect(screen.getByRole('button', { name: 'Give up my seat' })).toBeDefined();
    cleanup();
    renderEvent([fixture('events-detail', clinic, { path: { id: 4 } })], {
      'GET /api/auth/session': { body: { user: null } },
    } as never);
    expect(
      await screen.findByRole('link', { name: 'Sign in to enrol in Mock Interview Clinic' }),
    ).toBeDefined();
  });
});

describe('the recurring event page', () => {
  const occurrence = {
    ...clinic,
    id: 9,
    title: 'Weekly Contest 3',
    type: 'contest' as const,
    contest_slug: 'monthly-quiz-marathon',
  };
  it('lists its rounds and leaderboard and subscribes a learner', async () => {
    const { calls } = renderScreen([{ path: '/events/rec/:slug', element: <RecurringEventPage /> }], {
      path: '/events/rec/weekly-contest',
      routes: signedIn,
      answers: [
        fixture(
          'x-recurring-events-detail',
          {
            slug: 'weekly-contest',
            title: 'Weekly Contest',
            description: 'A contest every week.',
            cadence: 'Every week',
            upcoming: [
              {
                id: occurrence.id,
                slug: 'weekly-contest-3',
                title: occurrence.title,
                type: 'contest',
                banner_image: null,
                starts_at: occurrence.starts_at,
                ends_at: occurrence.ends_at,
                is_online: true,
                city: null,
                is_free: true,
                registrations_count: 0,
                capacity: null,
                recurring_event_slug: 'weekly-contest',
                contest_slug: 'monthly-quiz-marathon',
              },
            ],
            past: [],
          },
          { path: { slug: 'weekly-contest' } },
        ),
        fixture(
          'recurring-events-leaderboard',
          {
            results: [
              {
                handle: 'ravi',
                name: 'Ravi Kumar',
                profile_image: null,
                rank: 1,
                score: 15,
                problems_solved: 1,
                institute: null,
                events_attended: 2,
              },
            ],
            count: 1,
            page: 1,
            page_size: 20,
          },
          { path: { slug: 'weekly-contest' } },
        ),
        fixture('recurring-events-user-ranking', { user_rank: null }, { path: { slug: 'weekly-contest' } }),
        fixture(
          'recurring-events-subscribe-get',
          { is_subscribed: false, subscribers_count: 4 },
          { path: { slug: 'weekly-contest' } },
        ),
        fixture(
          'recurring-events-subscribe-post',
          { is_subscribed: true, subscribers_count: 5 },
          { path: { slug: 'weekly-contest' } },
        ),
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Weekly Contest', level: 1 })).toBeDefined();
    expect(screen.getByRole('link', { name: 'Weekly Contest 3' }).getAttribute('href')).toBe('/events/9');
    const table = await screen.findByRole('table', { name: 'Weekly Contest leaderboard' });
    expect(within(table).getByText('Ravi Kumar')).toBeDefined();
    expect(calls).toContain(
      'GET /api/latest/recurring-events/weekly-contest/leaderboard/?page=1&page_size=20',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Subscribe to Weekly Contest' }));
    expect(calls).toContain('POST /api/latest/recurring-events/weekly-contest/subscribe/');
  });
});
