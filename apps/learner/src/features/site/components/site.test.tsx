import { type FakeRoutes, renderScreen } from '@learnforge/app-shell/testing';
import { formatDateTime } from '@learnforge/domain';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { SiteFooter, SiteHeader } from './site-chrome';
import { TermsPage } from './terms-page';

afterEach(cleanup);

const learner = {
  id: 7,
  handle: 'asha',
  name: 'Asha Learner',
  email: 'learner@demo.test',
  roles: ['learner'],
  premiumPlanId: null,
  organization: null,
};
const superAdmin = { ...learner, id: 1, name: 'Ada Admin', roles: ['super_admin'] };

const terms = {
  version: '2026-01',
  content: '## Your account\n\nKeep your password to yourself.',
  published_at: '2026-01-01T00:00:00.000Z',
  accepted: false,
  accepted_at: null,
};
const consent = {
  source: 'terms-of-service',
  version: '2026-01',
  text: 'I have read the terms of service and accept them.',
  accepted: false,
  answered_at: null,
};

describe('site menus (001 §7)', () => {
  it('fills the header navigation from the header menu', async () => {
    renderScreen(<SiteHeader />, {
      routes: {
        'GET /api/latest/menus/header/': {
          body: {
            results: [
              { label: 'Home', url: '/', is_new: false, children: [] },
              { label: 'Practice', url: '/problems/sum-of-two-numbers/1', is_new: true, children: [] },
            ],
          },
        },
      },
    });
    const practice = await screen.findByRole('link', { name: 'Practice New' });
    expect(practice.getAttribute('href')).toBe('/problems/sum-of-two-numbers/1');
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
  });

  it('shows the footer menu as named columns of links', async () => {
    renderScreen(<SiteFooter />, {
      routes: {
        'GET /api/latest/menus/footer/': {
          body: {
            results: [
              {
                title: 'Organizations',
                links: [{ label: 'Organization dashboard', url: '/organization-dashboard/', is_new: false }],
              },
              {
                title: 'Legal',
                links: [{ label: 'Terms of service', url: '/terms-of-service', is_new: false }],
              },
            ],
          },
        },
      },
    });
    const legal = await screen.findByRole('region', { name: 'Legal' });
    expect(within(legal).getByRole('link', { name: 'Terms of service' }).getAttribute('href')).toBe(
      '/terms-of-service',
    );
    const organizations = screen.getByRole('region', { name: 'Organizations' });
    expect(
      within(organizations).getByRole('link', { name: 'Organization dashboard' }).getAttribute('href'),
    ).toBe('/organization-dashboard/');
  });
});

describe('global search in the header (explore-global-search)', () => {
  const found = {
    problems: [{ id: 3, slug: 'weekly-sums', title: 'Weekly Sums', difficulty: 'easy' }],
    courses: [],
    contests: [
      {
        id: 1,
        slug: 'weekly-coding-challenge',
        name: 'Weekly Coding Challenge',
        status_code: 1,
        start_time: '2026-11-26T10:00:00.000Z',
        end_time: '2026-12-03T10:00:00.000Z',
      },
      {
        id: 2,
        slug: 'weekly-quiz',
        name: 'Weekly Quiz',
        status_code: 2,
        start_time: '2026-11-30T10:00:00.000Z',
        end_time: '2026-11-30T12:00:00.000Z',
      },
    ],
    articles: [],
  };

  it('offers contests beside problems, says when an upcoming one starts, and opens one by the keyboard', async () => {
    const { calls } = renderScreen(
      [
        { path: '/', element: <SiteHeader /> },
        { path: '/contest/:slug/', element: <h1>Contest page</h1> },
      ],
      { routes: { 'GET /api/latest/global-search/': { body: found } } },
    );
    const search = screen.getByRole('combobox', { name: 'Search problems, courses and contests' });
    await userEvent.type(search, 'weekly');
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Weekly SumsProblem · easy',
      'Weekly Coding ChallengeContest · Live',
      `Weekly QuizContest · starts ${formatDateTime('2026-11-30T10:00:00.000Z')}`,
    ]);
    expect(screen.getByRole('status', { name: 'Search problems, courses and contests' }).textContent).toBe(
      '3 results',
    );
    expect(calls).toContain('GET /api/latest/global-search/?q=weekly');
    await userEvent.keyboard('{ArrowDown}{ArrowDown}');
    expect(search.getAttribute('aria-activedescendant')).toBe(options[1]?.id);
    await userEvent.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Contest page' })).toBeTruthy();
  });
});

describe('footer links follow the visitor', () => {
  const footer = {
    'GET /api/latest/menus/footer/': {
      body: {
        results: [
          {
            title: 'Learn',
            links: [
              { label: 'Practice problems', url: '/explore', is_new: false },
              { label: 'Create an account', url: '/signup', is_new: false },
            ],
          },
          {
            title: 'Organizations',
            links: [
              { label: 'Organization dashboard', url: '/organization-dashboard/', is_new: false },
              { label: 'Staff tools', url: '/dashboard-next/', is_new: false },
            ],
          },
        ],
      },
    },
  };

  it('offers a learner neither the organization dashboard, the staff tools nor a new account', async () => {
    renderScreen(<SiteFooter />, {
      routes: { ...footer, 'GET /api/auth/session': { body: { user: learner } } },
    });
    expect(await screen.findByRole('link', { name: 'Practice problems' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Create an account' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Organization dashboard' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Staff tools' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Organizations' })).toBeNull();
  });

  it('offers an organization admin their dashboard and a problem setter the staff tools', async () => {
    const orgAdmin = { ...learner, roles: ['learner', 'org_admin'] };
    renderScreen(<SiteFooter />, {
      routes: { ...footer, 'GET /api/auth/session': { body: { user: orgAdmin } } },
    });
    expect(await screen.findByRole('link', { name: 'Organization dashboard' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Staff tools' })).toBeNull();
    cleanup();
    const setter = { ...learner, roles: ['problem_setter'] };
    renderScreen(<SiteFooter />, {
      routes: { ...footer, 'GET /api/auth/session': { body: { user: setter } } },
    });
    expect(await screen.findByRole('link', { name: 'Staff tools' })).toBeTruthy();
    expect(screen.queryByRole('link', { name: 'Organization dashboard' })).toBeNull();
  });

  it('offers a signed-out visitor a new account and the sign-in entry points of both dashboards', async () => {
    renderScreen(<SiteFooter />, {
      routes: { ...footer, 'GET /api/auth/session': { body: { user: null } } },
    });
    expect(await screen.findByRole('link', { name: 'Create an account' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Organization dashboard' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Staff tools' })).toBeTruthy();
  });
});

describe('terms of service page (002 §7)', () => {
  it('shows the terms to a signed-out visitor and asks them to sign in to accept', async () => {
    renderScreen(<TermsPage />, {
      path: '/terms-of-service',
      routes: { 'GET /api/latest/terms-of-service/': { body: terms } },
    });
    expect(await screen.findByRole('heading', { name: 'Terms of service', level: 1 })).toBeTruthy();
    expect(screen.getByText('Version 2026-01, published 1 January 2026.')).toBeTruthy();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeTruthy();
    expect(screen.queryByRole('checkbox')).toBeNull();
    expect(screen.queryByRole('region', { name: 'Publish a new version' })).toBeNull();
  });

  it('lets a signed-in learner accept the version shown through the consent form', async () => {
    const routes: FakeRoutes = {
      'GET /api/auth/session': { body: { user: learner } },
      'GET /api/latest/terms-of-service/': { body: terms },
      'GET /api/latest/user/consent-form/': { body: consent },
      'PUT /api/latest/user/consent-form/': {
        body: { ...consent, accepted: true, answered_at: '2026-11-26T04:00:00.000Z' },
      },
    };
    const { calls } = renderScreen(<TermsPage />, { path: '/terms-of-service', routes });
    const box = await screen.findByRole('checkbox', { name: consent.text });
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(accept).toHaveProperty('disabled', true);
    await userEvent.click(box);
    // From now on the server remembers the answer.
    routes['GET /api/latest/user/consent-form/'] = routes['PUT /api/latest/user/consent-form/'] ?? {
      body: null,
    };
    await userEvent.click(accept);
    expect(await screen.findByText('You accepted version 2026-01 on 26 November 2026.')).toBeTruthy();
    expect(calls).toContain('PUT /api/latest/user/consent-form/?source=terms-of-service');
    expect(screen.queryByRole('region', { name: 'Publish a new version' })).toBeNull();
  });

  it('gives a super admin the form that publishes a new version', async () => {
    const { calls } = renderScreen(<TermsPage />, {
      path: '/terms-of-service',
      routes: {
        'GET /api/auth/session': { body: { user: superAdmin } },
        'GET /api/latest/terms-of-service/': { body: terms },
        'GET /api/latest/user/consent-form/': { body: consent },
        'PUT /api/latest/terms-of-service/': {
          body: { ...terms, version: '2026-07', published_at: '2026-07-01T00:00:00.000Z' },
        },
      },
    });
    const form = await screen.findByRole('region', { name: 'Publish a new version' });
    expect(within(form).getByRole('textbox', { name: /Terms \(Markdown\)/ })).toHaveProperty(
      'value',
      terms.content,
    );
    await userEvent.type(within(form).getByRole('textbox', { name: /Version/ }), '2026-07');
    await userEvent.click(within(form).getByRole('button', { name: 'Publish' }));
    expect(await within(form).findByRole('status')).toHaveProperty(
      'textContent',
      'Version 2026-07 is now in force.',
    );
    await waitFor(() => expect(calls).toContain('PUT /api/latest/terms-of-service/'));
  });
});
