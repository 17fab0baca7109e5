import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ChartDonut } from './ChartDonut';

const meta = {
  title: 'Data/Charts/ChartDonut',
  tags: ['dark-theme'],
  component: ChartDonut,
  args: {
    title: 'Verdicts',
    labelHeader: 'Verdict',
    data: [
      { label: 'Accepted', value: 312 },
      { label: 'Wrong answer', value: 140 },
      { label: 'Time limit', value: 41 },
      { label: 'Compile error', value: 22 },
    ],
  },
} satisfies Meta<typeof ChartDonut>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('img', { name: 'Verdicts' })).toHaveAccessibleDescription(
      /^Total 515: Accepted 312 \(60.6%\)/,
    );
    await userEvent.click(canvas.getByRole('button', { name: 'Show data table' }));
    await expect(canvas.getByRole('table', { name: 'Verdicts: data' })).toBeVisible();
  },
};

export const PlagiarismLevels: Story = {
  args: {
    title: 'Plagiarism levels',
    labelHeader: 'Level',
    centerLabel: '48',
    data: [
      { label: 'Low', value: 30 },
      { label: 'Medium', value: 12 },
      { label: 'High', value: 6 },
    ],
  },
};

export const Empty: Story = { args: { data: [] } };
