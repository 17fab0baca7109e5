import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { progressTones } from './Progress.css';
import { ProgressBar } from './ProgressBar';
import { ProgressRing } from './ProgressRing';

const meta = {
  title: 'Feedback/Progress',
  component: ProgressBar,
  args: { label: 'Track progress', value: 12, max: 40 },
  argTypes: { tone: { control: 'inline-radio', options: progressTones } },
  decorators: [(Story) => <div style={{ maxWidth: 420 }}>{Story()}</div>],
} satisfies Meta<typeof ProgressBar>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Track progress' })).toHaveAttribute(
      'aria-valuenow',
      '30',
    );
  },
};

/** 001 §4: done/total*100, rounded up (1 of 3 → 34 %). */
export const RoundsUp: Story = {
  args: { value: 1, max: 3 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('34%')).toBeVisible();
  },
};

/** More done than planned still shows 100 % (001 §9). */
export const CappedAt100: Story = {
  args: { value: 45, max: 40, tone: 'positive' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('progressbar', { name: 'Track progress' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
    await expect(canvas.getByText('100%')).toBeVisible();
  },
};

export const WithValueLabel: Story = { args: { valueLabel: '12 of 40 problems' } };

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 16 }}>
      {progressTones.map((tone) => (
        <ProgressBar key={tone} {...args} tone={tone} label={`Progress (${tone})`} />
      ))}
    </div>
  ),
};

export const Rings: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 24 }}>
      <ProgressRing label="Course completion" value={0} />
      <ProgressRing label="Quiz score" value={62} tone="caution" />
      <ProgressRing label="Contest rank" value={130} tone="positive" size={80} />
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('progressbar', { name: 'Contest rank' })).toHaveAttribute(
      'aria-valuenow',
      '100',
    );
  },
};
