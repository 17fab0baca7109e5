import { renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardRoutes } from './routes';

const meta = (type: 'company' | 'institute') => ({
  body: {
    organization_id: 1,
    organization_name: type === 'institute' ? 'Demo Institute of Technology' : 'Demo Company',
    organization_slug: `demo-${type}`,
    organization_type: type,
    current_date: '2026-11-26T00:00:00.000Z',
    tabs: [],
  },
});

const emptyPage = { body: { results: [], count: 0, page: 1, page_size: 20 } };

describe('Dashboard layout', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('shows an institute all five tabs, Aggregated Report included, and sends ?organization= as slug', async () => {
    // The client reads the organization from the page address, as in the browser.
    window.history.replaceState(null, '', '/organization-dashboard/my-courses?organization=demo-institute');
    const { calls } = renderScreen(dashboardRoutes, {
      routes: {
        'GET /api/latest/organization-dashboard/meta/': meta('institute'),
        'GET /api/latest/organization-dashboard/my-courses/': emptyPage,
      },
      path: '/my-courses?organization=demo-institute',
    });
    expect(await screen.findByRole('heading', { name: 'Demo Institute of Technology' })).toBeDefined();
    const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
    expect(
      within(nav)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual([
      'My Courses',
      'Course Management',
      'User Repository',
      'Aggregated Report',
      'Access Management',
    ]);
    expect(within(nav).getByRole('link', { name: 'My Courses' }).getAttribute('aria-current')).toBe('page');
    expect(await screen.findByText('No courses match.')).toBeDefined();
    expect(calls.length).toBeGreaterThanOrEqual(2);
    // Every dashboard call names the organization (the session call is the app shell's, not the dashboard's).
    const dashboardCalls = calls.filter((call) => call.includes('/organization-dashboard/'));
    expect(dashboardCalls.every((call) => call.includes('slug=demo-institute'))).toBe(true);
  });

  it('shows a company four tabs and no Aggregated Report', async () => {
    renderScreen(dashboardRoutes, {
      routes: {
        'GET /api/latest/organization-dashboard/meta/': meta('company'),
        'GET /api/latest/organization-dashboard/my-courses/': emptyPage,
      },
      path: '/my-courses',
    });
    expect(await screen.findByRole('heading', { name: 'Demo Company' })).toBeDefined();
    const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
    expect(within(nav).getAllByRole('link')).toHaveLength(4);
    expect(within(nav).queryByRole('link', { name: 'Aggregated Report' })).toBeNull();
  });

  it('shows a section a company does not have as not found, inside the frame', async () => {
    renderScreen(dashboardRoutes, {
      routes: { 'GET /api/latest/organization-dashboard/meta/': meta('company') },
      path: '/aggregated-report',
    });
    expect(await screen.findByRole('heading', { name: 'This section does not exist' })).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Dashboard sections' })).toBeDefined();
  });

  it('turns a 403 into a page-level access error', async () => {
    renderScreen(dashboardRoutes, {
      routes: {
        'GET /api/latest/organization-dashboard/meta/': {
          status: 403,
          body: {
            error: { code: 'forbidden', message: 'You can only see your own organization’s dashboard.' },
          },
        },
      },
      path: '/my-courses?organization=someone-else',
    });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this organization' }),
    ).toBeDefined();
  });

  it('replaces the whole page with the access error when a tab’s own call is refused', async () => {
    renderScreen(dashboardRoutes, {
      routes: {
        'GET /api/latest/organization-dashboard/meta/': meta('company'),
        'GET /api/latest/organization-dashboard/company/deals/': {
          status: 403,
          body: { error: { code: 'forbidden', message: 'Only this organization’s admins see its deals.' } },
        },
      },
      path: '/access-management',
    });
    expect(
      await screen.findByRole('heading', { name: 'You do not have access to this organization' }),
    ).toBeDefined();
    expect(screen.getByText('Only this organization’s admins see its deals.')).toBeDefined();
    expect(screen.queryByRole('navigation', { name: 'Dashboard sections' })).toBeNull();
  });
});
