import { renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { LeaderboardPage } from './leaderboard-page';

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
const row = (handle: string, rank: number, score: number) => ({
  handle,
  name: `Learner ${handle}`,
  profile_image: null,
  rank,
  score,
  problems_solved: Math.ceil(score / 2),
  institute: 'Demo Institute',
});
const page = (
  results: ReturnType<typeof row>[],
  count: number,
  user_rank: ReturnType<typeof row> | null,
) => ({
  results,
  count,
  page: 1,
  page_size: 20,
  user_rank,
});

describe('the global leaderboard page', () => {
  it("shows this month's board first, pins my row from a later page, and switches to all time", async () => {
    const { calls } = renderScreen([{ path: '/leaderboard', element: <LeaderboardPage /> }], {
      path: '/leaderboard',
      routes: {
        'GET /api/auth/session': { body: { user } },
        'GET /api/latest/leaderboard/ranking/': {
          body: page([row('ravi', 1, 12), row('meera', 2, 8)], 45, row('asha', 31, 2)),
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'This month leaderboard' });
    expect(within(table).getByText('Learner ravi')).toBeDefined();
    expect(within(table).getByText(/Learner asha/)).toBeDefined();
    expect(screen.getByRole('navigation', { name: 'Leaderboard pages' })).toBeDefined();
    expect(calls).toContain('GET /api/latest/leaderboard/ranking/?type=current&page=1');
    await userEvent.click(screen.getByRole('tab', { name: 'All time' }));
    expect(await screen.findByRole('table', { name: 'All time leaderboard' })).toBeDefined();
    expect(calls).toContain('GET /api/latest/leaderboard/ranking/?type=overall&page=1');
  });

  it('says when nobody has solved anything this month', async () => {
    renderScreen([{ path: '/leaderboard', element: <LeaderboardPage /> }], {
      path: '/leaderboard',
      routes: {
        'GET /api/auth/session': { body: { user: null } },
        'GET /api/latest/leaderboard/ranking/': { body: page([], 0, null) },
      },
    });
    expect(await screen.findByText('Nobody has solved a problem this month yet.')).toBeDefined();
  });
});
