import { renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardRoutes } from '../../../app/routes';

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

const batch = {
  body: {
    slug: 'dsa-1',
    name: 'DSA 2026 - Demo Institute',
    course_name: 'DSA Self Paced',
    start_date: '2026-01-05T00:00:00.000Z',
    end_date: '2026-07-04T00:00:00.000Z',
    students_count: 48,
  },
};

const progressRow = (handle: string, progress: number) => ({
  handle,
  name: `Student ${handle}`,
  email: `${handle}@demo.test`,
  progress,
  articles_count: 1,
  problems_count: 2,
  quizzes_count: 0,
  contests_count: 0,
});

describe('Batch reports', () => {
  afterEach(cleanup);

  it('titles the batch with its name and asks the server for the progress ranges of the address', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(dashboardRoutes, {
      routes: {
        'GET /api/latest/organization-dashboard/meta/': meta,
        'GET /api/latest/organization-dashboard/batch/dsa-1/': batch,
        'GET /api/latest/organization-dashboard/progress/': {
          body: { results: [progressRow('ravi', 12)], count: 31, page: 1, page_size: 20 },
        },
      },
      path: '/my-courses/batches/dsa-1/progress?range=0-25',
    });
    expect(await screen.findByRole('heading', { name: 'DSA 2026 - Demo Institute' })).toBeDefined();
    expect(await screen.findByText(/DSA Self Paced · 48 students/)).toBeDefined();
    const table = await screen.findByRole('table', { name: 'Students progress' });
    expect(await within(table).findByRole('link', { name: 'Student ravi' })).toBeDefined();
    const progressCalls = () => calls.filter((call) => call.includes('/progress/')).map(decodeURIComponent);
    expect(progressCalls().some((call) => call.includes('progress_ranges=0-25'))).toBe(true);
    const ranges = screen.getByRole('group', { name: 'Progress' });
    expect(within(ranges).getByRole('button', { name: '0-25' }).getAttribute('aria-pressed')).toBe('true');
    await user.click(within(ranges).getByRole('button', { name: '76-100' }));
    await waitFor(() =>
      expect(progressCalls().some((call) => call.includes('progress_ranges=0-25,76-100'))).toBe(true),
    );
  });

  it('shows the batch’s notices and the organization-wide ones, each marked', async () => {
    const { calls } = renderScreen(dashboardRoutes, {
      routes: {
        'GET /api/latest/organization-dashboard/meta/': meta,
        'GET /api/latest/organization-dashboard/batch/dsa-1/': batch,
        'GET /api/latest/organization-dashboard/noticeboard/': {
          body: {
            results: [
              {
                id: 1,
                title: 'Lab moved',
                body: 'Room 4.',
                pinned: false,
                batch_slug: 'dsa-1',
                created_at: '2026-11-20T09:00:00.000Z',
              },
              {
                id: 2,
                title: 'Holiday',
                body: 'Closed on Friday.',
                pinned: false,
                batch_slug: null,
                created_at: '2026-11-19T09:00:00.000Z',
              },
            ],
            count: 2,
            page: 1,
            page_size: 20,
          },
        },
      },
      path: '/my-courses/batches/dsa-1/noticeboard',
    });
    const lab = (await screen.findByRole('heading', { name: 'Lab moved' })).closest('li')!;
    expect(within(lab as HTMLElement).getByText('This batch')).toBeDefined();
    const holiday = screen.getByRole('heading', { name: 'Holiday' }).closest('li')!;
    expect(within(holiday as HTMLElement).getByText('Whole organization')).toBeDefined();
    expect(calls.some((call) => call.includes('/noticeboard/?batch_slug=dsa-1'))).toBe(true);
  });

  it('opens the view of the address and switches views through the URL', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(dashboardRoutes, {
      routes: {
        'GET /api/latest/organization-dashboard/meta/': meta,
        'GET /api/latest/organization-dashboard/batch/dsa-1/': batch,
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
      path: '/my-courses/batches/dsa-1/leaderboard?page_size=50&score=51-75',
    });
    const scores = await screen.findByRole('group', { name: 'Score' });
    expect(within(scores).getByRole('button', { name: '51-75' }).getAttribute('aria-pressed')).toBe('true');
    expect(await screen.findByRole('tab', { name: 'Leaderboard', selected: true })).toBeDefined();
    const table = await screen.findByRole('table', { name: 'Batch leaderboard' });
    expect(await within(table).findByRole('link', { name: 'Asha Rao' })).toBeDefined();
    expect(
      calls.some((call) =>
        decodeURIComponent(call).includes('/batch/dsa-1/leaderboard/?page=1&page_size=50&score_ranges=51-75'),
      ),
    ).toBe(true);
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
      'GET /api/latest/organization-dashboard/batch/dsa-1/': batch,
      get 'GET /api/latest/organization-dashboard/report-stats/'() {
        return stats();
      },
      get 'PUT /api/latest/organization-dashboard/report-stats/'() {
        tier1 = 250;
        return { body: { message: 'Tier values saved' } };
      },
    };
    const { calls } = renderScreen(dashboardRoutes, {
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
