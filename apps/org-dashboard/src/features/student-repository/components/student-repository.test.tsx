import { renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { dashboardRoutes } from '../../../app/routes';

const meta = {
  body: {
    organization_id: 1,
    organization_name: 'Demo Company',
    organization_slug: 'demo-company',
    organization_type: 'company',
    current_date: '2026-11-26T12:00:00.000Z',
    tabs: [],
  },
};

const figures = {
  problem_score: 120,
  quiz_score: 30,
  contest_score: 55,
  articles_count: 5,
  problems_count: 12,
  quizzes_count: 2,
  contests_count: 1,
};

describe('User Repository', () => {
  afterEach(cleanup);

  it('asks for the problem-of-the-day stats of the date range in the address', async () => {
    const { calls } = renderScreen(dashboardRoutes, {
      routes: {
        'GET /api/latest/organization-dashboard/meta/': meta,
        'GET /api/latest/organization-dashboard/users-repository/pod-stats': {
          body: { results: [], count: 0, page: 1, page_size: 20 },
        },
        'GET /api/latest/organization-dashboard/users-repository/aggregate-pod-stats/': {
          body: { total_users: 10, active_users: 4, pod_solved_total: 31, average_streak: 2.5 },
        },
      },
      path: '/student-repository?range=Custom+Range&from=2026-11-01&to=2026-11-10',
    });
    expect(await screen.findByText('Problems of the day solved')).toBeDefined();
    const podCall = calls.find((call) => call.includes('/users-repository/pod-stats?'));
    const query = new URLSearchParams(podCall?.split('?')[1]);
    expect(new Date(query.get('from') ?? '').getDate()).toBe(1);
    expect(new Date(query.get('to') ?? '').getDate()).toBe(10);
  });

  it('shows a student’s report card and switches the peer analysis to peer mode', async () => {
    const user = userEvent.setup();
    const { calls } = renderScreen(dashboardRoutes, {
      routes: {
        'GET /api/latest/organization-dashboard/meta/': meta,
        'GET /api/latest/organization-dashboard/user/asha/user-report/': {
          body: {
            user: { handle: 'asha', name: 'Asha Rao', email: 'asha@demo.test' },
            problems_solved: 30,
            streak: 6,
            progress: 64,
            scores: { problem_score: 120, quiz_score: 30, contest_score: 55 },
            durations: {
              live_duration_minutes: 95,
              live_count: 4,
              recorded_duration_minutes: 30,
              recorded_count: 2,
              prerecorded_duration_minutes: 10,
              prerecorded_count: 1,
            },
            counts: { articles_count: 5, problems_count: 12, quizzes_count: 2, contests_count: 1 },
            batches: [{ slug: 'dsa-1', name: 'DSA batch 1' }],
          },
        },
        'GET /api/latest/organization-dashboard/user/asha/peer-analysis/': {
          body: { user: figures, peers_average: { ...figures, problem_score: 90 } },
        },
        'GET /api/latest/organization-dashboard/user/asha/proctoring/': {
          body: {
            attempts: [
              {
                contest_slug: 'dsa-1-weekly',
                contest_title: 'DSA weekly test',
                batch_name: 'DSA batch 1',
                started_at: '2026-11-26T10:00:00.000Z',
                deadline: '2026-11-26T11:15:00.000Z',
                ended_at: '2026-11-26T10:40:00.000Z',
                end_reason: 'terminated',
                warnings_count: 4,
                max_warnings: 3,
                score: 12,
                accommodation: { extra_minutes: 15, webcam_exempt: false, note: '' },
                events: [
                  {
                    id: 7,
                    kind: 'tab_switch',
                    warning: true,
                    occurred_at: '2026-11-26T10:05:00.000Z',
                    details: null,
                    has_snapshot: false,
                  },
                  {
                    id: 8,
                    kind: 'webcam',
                    warning: false,
                    occurred_at: '2026-11-26T10:06:00.000Z',
                    details: null,
                    has_snapshot: true,
                  },
                ],
              },
            ],
          },
        },
      },
      path: '/student-repository/students/asha',
    });
    const timeline = await screen.findByRole('list', { name: 'Proctoring timeline of DSA weekly test' });
    expect(timeline.textContent).toContain('Left the contest tab');
    expect(screen.getByText('Ended after too many proctoring warnings', { exact: false })).toBeDefined();
    expect(screen.getByText('15 extra minutes')).toBeDefined();
    expect(screen.getByRole('button', { name: /Show the snapshot of/ })).toBeDefined();
    expect(await screen.findByRole('heading', { name: 'Asha Rao' })).toBeDefined();
    expect(await screen.findByRole('table', { name: 'Student and peers' })).toBeDefined();
    await user.click(screen.getByRole('switch', { name: 'Peer mode' }));
    await waitFor(() =>
      expect(calls.some((call) => call.includes('peer-analysis/?mode=peer-mode'))).toBe(true),
    );
    expect(calls.every((call) => !call.includes('slug='))).toBe(true);
  });
});
