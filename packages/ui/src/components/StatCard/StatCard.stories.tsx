import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SuccessIcon } from '../../icons';
import { StatCard } from './StatCard';

const meta = {
  title: 'Data display/StatCard',
  component: StatCard,
  args: { label: 'Active students', value: '1,284', change: '+12% vs last month', changeTone: 'positive' },
  argTypes: { changeTone: { control: 'inline-radio', options: ['positive', 'critical', 'neutral'] } },
  decorators: [(Story) => <div style={{ maxWidth: 280 }}>{Story()}</div>],
} satisfies Meta<typeof StatCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('term')).toHaveTextContent('Active students');
    await expect(canvas.getAllByRole('definition')[0]).toHaveTextContent('1,284');
  },
};

export const Decline: Story = {
  args: { label: 'Submissions', value: '312', change: '−8% vs last week', changeTone: 'critical' },
};

export const WithIcon: Story = {
  args: { icon: <SuccessIcon />, label: 'Problems solved', value: '87', change: undefined },
};

export const Grid: Story = {
  decorators: [(Story) => <div style={{ maxWidth: 'none' }}>{Story()}</div>],
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(auto-fit, minmax(200px, 1fr))', gap: 16 }}>
      <StatCard label="Students" value="1,284" change="+12%" changeTone="positive" />
      <StatCard label="Average score" value="642" change="−3%" changeTone="critical" />
      <StatCard label="Contests" value="18" change="No change" />
    </div>
  ),
};
