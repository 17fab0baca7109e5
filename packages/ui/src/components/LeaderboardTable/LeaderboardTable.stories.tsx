import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { type LeaderboardEntry, LeaderboardTable } from './LeaderboardTable';

const names = [
  'Asha Rao',
  'Vikram Shah',
  'Meera Iyer',
  'Rahul Verma',
  'Fatima Khan',
  'Arjun Nair',
  'Sara Thomas',
];
const entries: LeaderboardEntry[] = names.map((name, index) => ({
  id: index + 1,
  rank: index === 2 ? 2 : index + 1,
  name,
  detail: index % 2 === 0 ? 'Demo Institute of Technology' : 'National Institute of Technology Trichy',
  score: 300 - index * 25 + (index === 2 ? 25 : 0),
  values: { solved: Math.max(1, 4 - Math.floor(index / 2)), time: `${42 + index * 7} min` },
}));

const meta = {
  title: 'Data display/LeaderboardTable',
  component: LeaderboardTable,
  args: {
    caption: 'Contest leaderboard',
    entries,
    currentUserId: 4,
    columns: [
      { key: 'solved', header: 'Solved', numeric: true },
      { key: 'time', header: 'Time taken', numeric: true },
    ],
  },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof LeaderboardTable>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const table = within(canvasElement).getByRole('table', { name: 'Contest leaderboard' });
    await expect(within(table).getByRole('row', { current: true })).toHaveTextContent('Rahul Verma (you)');
  },
};

/** The signed-in person is on another page: their entry is pinned under this one. */
export const PinnedCurrentUser: Story = {
  args: { currentUserId: 99, currentUserEntry: { id: 99, rank: 132, name: 'Learner One', score: 40 } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('row', { current: true })).toHaveTextContent('132');
  },
};

export const Simple: Story = {
  args: { columns: [], currentUserId: undefined, caption: 'Batch leaderboard' },
};

export const Loading: Story = { args: { loading: true } };

export const Empty: Story = { args: { entries: [] } };
