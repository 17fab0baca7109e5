import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChartLine } from './ChartLine';

const days = Array.from({ length: 14 }, (_, index) => `${index + 1} Nov`);

const meta = {
  title: 'Data/Charts/ChartLine',
  tags: ['dark-theme'],
  component: ChartLine,
  args: {
    title: 'Submissions per day',
    labelHeader: 'Day',
    labels: days,
    series: [
      { name: 'Submissions', values: days.map((_, index) => 40 + ((index * 17) % 35)) },
      { name: 'Accepted', values: days.map((_, index) => 20 + ((index * 11) % 25)) },
    ],
  },
} satisfies Meta<typeof ChartLine>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Submissions per day' })).toHaveAccessibleDescription(
      /^Submissions: 40 on 1 Nov/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    await expect(canvas.getByRole('table', { name: 'Submissions per day: data' })).toBeVisible();
  },
};

export const SingleSeries: Story = {
  args: { series: [{ name: 'Active learners', values: days.map((_, index) => 100 + index * 5) }] },
};

export const Empty: Story = { args: { labels: [], series: [] } };
