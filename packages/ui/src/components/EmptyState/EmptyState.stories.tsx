import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SearchIcon } from '../../icons';
import { Button } from '../Button';
import { EmptyState } from './EmptyState';

const meta = {
  title: 'Feedback/EmptyState',
  component: EmptyState,
  args: {
    title: 'No submissions yet',
    description: 'Solve a problem and your submissions will appear here.',
    action: <Button>Browse problems</Button>,
  },
  argTypes: { action: { control: false }, icon: { control: false } },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'No submissions yet' })).toBeVisible();
  },
};

export const NoResults: Story = {
  args: {
    icon: <SearchIcon />,
    title: 'No students match these filters',
    description: 'Clear a filter or pick a wider date range.',
    action: <Button variant="outline">Clear filters</Button>,
  },
};

export const TitleOnly: Story = { args: { description: undefined, action: undefined } };
