import { renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { DashboardPage } from '../../dashboard/components/dashboard-page';

const meta = {
  body: {
    organization_id: 2,
    organization_name: 'Demo Institute of Technology',
    organization_slug: 'demo-institute',
    organization_type: 'institute',
    current_date: '2026-11-26T00:00:00.000Z',
    tabs: [],
  },
};

describe('Batch reports', () => {
  afterEach(cleanup);

  it('opens the view of the address and switches views through the URL', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(<DashboardPage />, {
      routes: {
        'GET /api/latest/organization-dashboard/meta/': meta,
        'GET /api/latest/organization-dashboard/batch/dsa-1/leaderboard/': {
          body: {
            results: [
              {
                handle: 'asha',
                name: 'Asha Rao',
                email: 'asha@demo.test',
                rank: 1,
                score: 420,
                problems_solved: 30,
                streak: 6,
              },
            ],
            count: 1,
            page: 1,
            page_size: 20,
          },
        },
        'GET /api/latest/organization-dashboard/entities-stats/': {
          body: {
            articles_count: 12,
            problems_count: 40,
            quizzes_count: 6,
            contests_count: 3,
            videos_count: 25,
          },
        },
      },
      path: '/my-courses/batches/dsa-1/leaderboard?page_size=50',
    });
    expect(await screen.findByRole('tab', { name: 'Leaderboard', selected: true })).toBeDefined();
    const table = await screen.findByRole('table', { name: 'Batch leaderboard' });
    expect(await within(table).findByRole('link', { name: 'Asha Rao' })).toBeDefined();
    expect(calls.some((call) => call.includes('/batch/dsa-1/leaderboard/?page=1&page_size=50'))).toBe(true);
    await user.click(screen.getByRole('tab', { name: 'Entities' }));
    expect(await screen.findByRole('tab', { name: 'Entities', selected: true })).toBeDefined();
    expect((await screen.findAllByText('Videos')).length).toBeGreaterThan(0);
    expect(calls.some((call) => call.includes('/entities-stats/?batch_slug=dsa-1'))).toBe(true);
  });

  it('saves new tier values and shows the refreshed report stats', async () => {
    const user = userEvent.setup();
    let tier1 = 300;
    const stats = () => ({
      body: {
        total_students: 40,
        tiers: [
          { tier: 'Tier-1', min_score: tier1, students_count: tier1 === 300 ? 5 : 9 },
          { tier: 'Tier-2', min_score: 200, students_count: 10 },
          { tier: 'Tier-3', min_score: 100, students_count: 12 },
        ],
      },
    });
    const routes = {
      'GET /api/latest/organization-dashboard/meta/': meta,
      get 'GET /api/latest/organization-dashboard/report-stats/'() {
        return stats();
      },
      get 'PUT /api/latest/organization-dashboard/report-stats/'() {
        tier1 = 250;
        return { body: { message: 'Tier values saved' } };
      },
    };
    const { calls } = renderScreen(<DashboardPage />, {
      routes,
      path: '/my-courses/batches/dsa-1/report-stats',
    });
    expect(await screen.findByText('Tier-1 (score 300 or more)')).toBeDefined();
    await user.click(screen.getByRole('button', { name: 'Edit tier values' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit tier values' });
    const field = within(dialog).getByLabelText('Tier-1 minimum score');
    await user.clear(field);
    await user.type(field, '250');
    await user.click(within(dialog).getByRole('button', { name: 'Save tiers' }));
    expect(await screen.findByText('Tier-1 (score 250 or more)')).toBeDefined();
    expect(calls).toContain('PUT /api/latest/organization-dashboard/report-stats/');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
