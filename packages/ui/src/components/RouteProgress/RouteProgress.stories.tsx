import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen } from 'storybook/test';
import { RouteProgress } from './RouteProgress';

const meta = {
  title: 'Feedback/RouteProgress',
  component: RouteProgress,
  args: { active: true },
} satisfies Meta<typeof RouteProgress>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async () => {
    await expect(screen.getByRole('progressbar', { name: 'Loading page' })).toBeVisible();
  },
};

export const Idle: Story = {
  args: { active: false },
  play: async () => {
    await expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};
