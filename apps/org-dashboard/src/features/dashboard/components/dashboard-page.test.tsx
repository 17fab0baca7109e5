import { renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardPage } from './dashboard-page';

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

describe('DashboardPage', () => {
  afterEach(() => {
    cleanup();
    window.history.replaceState(null, '', '/');
  });

  it('shows an institute all five tabs, Aggregated Report included, and sends ?organization= as slug', async () => {
    // The client reads the organization from the page address, as in the browser.
    window.history.replaceState(null, '', '/organization-dashboard/my-courses?organization=demo-institute');
    const { calls } = renderScreen(<DashboardPage />, {
      routes: { 'GET /api/latest/organization-dashboard/meta/': meta('institute') },
      path: '/my-courses?organization=demo-institute',
    });
    expect(await screen.findByRole('heading', { name: 'Demo Institute of Technology' })).toBeDefined();
    const nav = screen.getByRole('navigation', { name: 'Dashboard sections' });
    const labels = [...nav.querySelectorAll('a')].map((link) => link.textContent);
    expect(labels).toEqual([
      'My Courses',
      'Course Management',
      'User Repository',
      'Aggregated Report',
      'Access Management',
    ]);
    expect(calls.some((call) => call.includes('slug=demo-institute'))).toBe(true);
  });

  it('shows a company no Aggregated Report tab', async () => {
    renderScreen(<DashboardPage />, {
      routes: { 'GET /api/latest/organization-dashboard/meta/': meta('company') },
      path: '/my-courses',
    });
    expect(await screen.findByRole('heading', { name: 'Demo Company' })).toBeDefined();
    expect(screen.queryByRole('link', { name: 'Aggregated Report' })).toBeNull();
  });

  it('turns a 403 into a page-level access error', async () => {
    renderScreen(<DashboardPage />, {
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
});
