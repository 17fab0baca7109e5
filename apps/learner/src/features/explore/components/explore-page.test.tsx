import { renderScreen } from '@learnforge/app-shell/testing';
import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ExplorePage } from './explore-page';

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

const row = (id: number, slug: string, title: string, difficulty: string, status: number) => ({
  id,
  slug,
  title,
  difficulty,
  tags: ['graphs'],
  accuracy: 40,
  status,
  premium: slug === 'connected-components',
});

const tags = {
  topics: [{ slug: 'graphs', name: 'graphs', problems_count: 2 }],
  companies: [{ slug: 'northwind', name: 'Northwind', problems_count: 3 }],
};

function Location() {
  const location = useLocation();
  return <output aria-label="Address">{location.pathname + location.search}</output>;
}

function renderExplore(
  path: string,
  routes: Record<string, { status?: number; body: unknown }>,
  signedIn = false,
) {
  return renderScreen(
    <Routes>
      <Route
        path="/explore"
        element={
          <>
            <ExplorePage />
            <Location />
          </>
        }
      />
    </Routes>,
    {
      path,
      routes: {
        'GET /api/auth/session': { body: { user: signedIn ? learner : null } },
        'GET /api/latest/problems/tags/': { body: tags },
        'GET /api/latest/problems-of-day/problem/today/': {
          body: {
            results: {
              date: '2026-11-26',
              problem_id: 3,
              slug: 'fizz-buzz',
              title: 'Fizz Buzz',
              difficulty: 'basic',
              reward_points: 10,
              status: -1,
            },
            date: '2026-11-26',
            current_date: '2026-11-26T04:00:00.000Z',
          },
        },
        ...routes,
      },
    },
  );
}

describe('ExplorePage', () => {
  it('lists problems with the daily problem, and a ticked filter goes into the address and the call', async () => {
    const { calls } = renderExplore('/explore', {
      'GET /api/latest/problems/': {
        body: {
          results: [row(5, 'connected-components', 'Connected Components', 'hard', -1)],
          count: 1,
          page: 1,
          page_size: 20,
        },
      },
    });
    const table = await screen.findByRole('table', { name: 'Problems' });
    expect(await within(table).findByRole('link', { name: 'Connected Components' })).toBeDefined();
    expect(within(table).getByText('Premium')).toBeDefined();
    expect(await screen.findByRole('link', { name: 'Fizz Buzz' })).toBeDefined();
    // A visitor has no progress to filter by.
    expect(screen.queryByRole('combobox', { name: 'My progress' })).toBeNull();

    const explorer = screen.getByRole('complementary', { name: 'Problem explorer' });
    await userEvent.click(within(explorer).getByRole('checkbox', { name: 'Hard' }));
    await userEvent.click(await within(explorer).findByRole('checkbox', { name: 'Northwind (3)' }));
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
      '/explore?difficulty=hard&companies=northwind',
    );
    expect(calls).toContain(
      'GET /api/latest/problems/?pageMode=explore&page=1&page_size=20&difficulty=hard&companies=northwind',
    );
    // Anyone may list the premium problems; opening one is what premium unlocks.
    await userEvent.click(within(explorer).getByRole('checkbox', { name: 'Premium only' }));
    expect(screen.getByRole('status', { name: 'Address' }).textContent).toBe(
      '/explore?difficulty=hard&companies=northwind&premium=true',
    );
    expect(calls).toContain(
      'GET /api/latest/problems/?pageMode=explore&page=1&page_size=20&difficulty=hard&companies=northwind&premium=true',
    );
  });

  it('restores filters from the address, and shows my progress and streak when signed in', async () => {
    const { calls } = renderExplore(
      '/explore?tags=graphs&status=solved',
      {
        'GET /api/latest/problems/': {
          body: {
            results: [row(5, 'connected-components', 'Connected Components', 'hard', 1)],
            count: 1,
            page: 1,
            page_size: 20,
          },
        },
        'GET /api/latest/problems/user/stats/': {
          body: {
            solved_total: 4,
            solved_by_difficulty: { basic: 2, easy: 1, medium: 1, hard: 0 },
            total_by_difficulty: { basic: 3, easy: 2, medium: 3, hard: 2 },
            pod_streak: null,
          },
        },
        'GET /api/latest/problems-of-day/my-pod-profile/': {
          body: {
            time_zone: 'Asia/Kolkata',
            today: '2026-11-26',
            solved_today: false,
            day_ends_at: new Date(Date.now() + (3 * 3600 + 20 * 60) * 1000).toISOString(),
            current_streak: 3,
            longest_streak: 5,
            solved_count: 9,
            reward_points: 90,
          },
        },
      },
      true,
    );
    expect(await screen.findByText('3 days')).toBeDefined();
    expect(screen.getByText('5 days')).toBeDefined();
    const countdown = screen.getByRole('timer', { name: 'Streak resets in' });
    expect(countdown.textContent).toMatch(/3 hours?, (19|20) minutes?/);
    expect(calls.some((call) => call.startsWith('GET /api/latest/problems-of-day/my-pod-profile/?tz='))).toBe(
      true,
    );
    expect(screen.getByText('2 / 3')).toBeDefined();
    const explorer = screen.getByRole('complementary', { name: 'Problem explorer' });
    expect(
      ((await within(explorer).findByRole('checkbox', { name: 'graphs (2)' })) as HTMLInputElement).checked,
    ).toBe(true);
    expect((within(explorer).getByRole('combobox', { name: 'My progress' }) as HTMLSelectElement).value).toBe(
      'solved',
    );
    expect(await screen.findByText('1 problems match.')).toBeDefined();
    expect(calls).toContain(
      'GET /api/latest/problems/?pageMode=explore&page=1&page_size=20&tags=graphs&status=solved',
    );
    expect(within(screen.getByRole('table', { name: 'Problems' })).getByText('Solved')).toBeDefined();
  });
});
