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

const row = (name: string, handle: string, avg: number) => ({
  name,
  handle,
  email: `${handle}@demo.test`,
  problems_solved: 12,
  streak: 3,
  progress: 40,
  problem_score: 120,
  quiz_score: 30,
  contest_score: 55,
  live_duration_minutes: 95,
  live_count: 4,
  recorded_duration_minutes: 30,
  recorded_count: 2,
  prerecorded_duration_minutes: 10,
  prerecorded_count: 1,
  articles_count: 5,
  problems_count: 12,
  quizzes_count: 2,
  contests_count: 1,
  institute: 'North Campus',
  degree: 'B.Tech',
  branch: 'CSE',
  section: 'A',
  avg_score: avg,
});

const routes = {
  'GET /api/latest/organization-dashboard/meta/': meta,
  'GET /api/latest/organization-dashboard/university/details/': {
    body: {
      institutes: [
        { id: 1, name: 'North Campus' },
        { id: 2, name: 'South Campus' },
      ],
      degrees: ['B.Tech'],
      branches: ['CSE', 'ECE'],
      sections: ['A', 'B'],
      batches: [{ slug: 'dsa-1', name: 'DSA batch 1' }],
      contests: [{ slug: 'weekly-1', name: 'Weekly contest 1' }],
    },
  },
  'GET /api/latest/organization-dashboard/university/aggregated/report/': {
    body: {
      results: [row('Asha Rao', 'asha', 81.5), row('Vikram Shah', 'vikram', 64)],
      count: 2,
      page: 1,
      page_size: 20,
    },
  },
};

const reportCalls = (calls: string[]) =>
  calls.filter((call) =>
    call.startsWith('GET /api/latest/organization-dashboard/university/aggregated/report/?'),
  );

describe('Aggregated Report tab', () => {
  afterEach(cleanup);

  it('shows the columns of 000 §2 and asks for the default sort -avg_score', async () => {
    const { calls } = renderScreen(dashboardRoutes, { routes, path: '/aggregated-report' });
    const table = await screen.findByRole('table', { name: 'Aggregated report' });
    expect(await within(table).findByRole('link', { name: 'Asha Rao' })).toBeDefined();
    for (const name of [
      'Student Name',
      'Email',
      'Problems Solved',
      'Streak',
      'Profile Handle',
      'Problem Score',
      'Quiz Score',
      'Contest Score',
      'Progress',
      'Live Duration',
      'Recorded Duration',
      'Pre-recorded Duration',
      'Articles',
      'Contests',
    ]) {
      expect(within(table).getByRole('columnheader', { name })).toBeDefined();
    }
    expect(within(table).getByRole('columnheader', { name: 'Average Score' }).getAttribute('aria-sort')).toBe(
      'descending',
    );
    expect(new URLSearchParams(reportCalls(calls)[0]?.split('?')[1]).get('sortBy')).toBe('-avg_score');
  });

  it('sends chosen institutes and a new sort, keeping the filters the link came with', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(dashboardRoutes, {
      routes,
      path: '/aggregated-report?branches=CSE',
    });
    await screen.findByRole('link', { name: 'Asha Rao' });
    await user.click(screen.getByRole('button', { name: 'Institutes' }));
    await user.click(await screen.findByRole('checkbox', { name: 'South Campus' }));
    await waitFor(() => {
      const last = new URLSearchParams(reportCalls(calls).at(-1)?.split('?')[1]);
      expect(last.get('institutes')).toBe('2');
      expect(last.get('branches')).toBe('CSE');
    });
    await user.click(screen.getByRole('button', { name: 'Student Name' }));
    await waitFor(() => {
      const last = new URLSearchParams(reportCalls(calls).at(-1)?.split('?')[1]);
      expect(last.get('sortBy')).toBe('name');
      expect(last.get('institutes')).toBe('2');
    });
  });
});
