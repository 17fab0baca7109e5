import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Skeleton, SkeletonGroup } from './Skeleton';

const meta = {
  title: 'Feedback/Skeleton',
  component: Skeleton,
  args: { shape: 'text', width: '60%' },
  argTypes: { shape: { control: 'inline-radio', options: ['text', 'rectangle', 'circle'] } },
  render: (args) => (
    <SkeletonGroup label="Loading course">
      <Skeleton {...args} />
    </SkeletonGroup>
  ),
} satisfies Meta<typeof Skeleton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent('Loading course');
  },
};

/** A card-shaped placeholder while a course card loads. */
export const CardPlaceholder: Story = {
  render: () => (
    <div style={{ maxWidth: 360 }}>
      <SkeletonGroup label="Loading courses">
        <Skeleton shape="rectangle" height={140} />
        <div style={{ display: 'flex', gap: 12, alignItems: 'center' }}>
          <Skeleton shape="circle" width={36} />
          <div style={{ flexGrow: 1 }}>
            <Skeleton width="80%" />
            <Skeleton width="50%" />
          </div>
        </div>
      </SkeletonGroup>
    </div>
  ),
};
