import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChartBar } from './ChartBar';

const meta = {
  title: 'Data/Charts/ChartBar',
  tags: ['dark-theme'],
  component: ChartBar,
  args: {
    title: 'Students by score',
    labelHeader: 'Score',
    valueHeader: 'Students',
    data: [
      { label: '0-25', value: 14 },
      { label: '25-50', value: 40 },
      { label: '50-100', value: 66 },
      { label: '500-1000', value: 8 },
    ],
  },
} satisfies Meta<typeof ChartBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Students by score' })).toHaveAccessibleDescription(
      '4 bars. Highest: 50-100 (66); lowest: 500-1000 (8). Total 128.',
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    await expect(canvas.getByRole('table', { name: 'Students by score: data' })).toBeVisible();
  },
};

export const NegativeValues: Story = {
  args: {
    title: 'Rank change this week',
    valueHeader: 'Places',
    data: [
      { label: 'Asha', value: 5 },
      { label: 'Ravi', value: -3 },
      { label: 'Meera', value: 2 },
    ],
  },
};

export const Empty: Story = { args: { data: [] } };
