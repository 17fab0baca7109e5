import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { type LeaderboardEntry, LeaderboardTable } from './LeaderboardTable';

const entries: LeaderboardEntry[] = [
  { id: 7, rank: 1, name: 'Asha Rao', detail: 'Demo Institute', score: 300, values: { solved: 3 } },
  { id: 9, rank: 2, name: 'Vikram Shah', score: 250, values: { solved: 3 } },
  { id: 4, rank: 2, name: 'Meera Iyer', score: 250 },
];

describe('LeaderboardTable', () => {
  it('shows ranks, names and scores with the signed-in person marked', async () => {
    render(
      <LeaderboardTable
        caption="Contest leaderboard"
        entries={entries}
        currentUserId="9"
        columns={[{ key: 'solved', header: 'Solved', numeric: true }]}
      />,
    );
    const table = screen.getByRole('table', { name: 'Contest leaderboard' });
    const rows = within(table).getAllByRole('row');
    expect(rows).toHaveLength(4);
    expect(within(rows[2] as HTMLElement).getByRole('rowheader')).toHaveTextContent(/Vikram Shah \(you\)$/);
    expect(rows[2]).toHaveAttribute('aria-current', 'true');
    expect(
      within(rows[3] as HTMLElement)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['2', '—', '250']);
    await expectNoAxeViolations();
  });

  it('pins the signed-in person below the page when they are not on it', () => {
    render(
      <LeaderboardTable
        caption="Batch leaderboard"
        entries={entries}
        currentUserId={55}
        currentUserEntry={{ id: 55, rank: 48, name: 'Learner One', score: 90 }}
      />,
    );
    const pinned = screen.getByRole('row', { current: true });
    expect(within(pinned).getByRole('rowheader')).toHaveTextContent('Learner One (you)');
    expect(
      within(pinned)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['48', '90']);
  });

  it('says when the board is empty', () => {
    render(<LeaderboardTable caption="Event leaderboard" entries={[]} />);
    expect(screen.getByText('No one is on the leaderboard yet.')).toBeInTheDocument();
  });
});
