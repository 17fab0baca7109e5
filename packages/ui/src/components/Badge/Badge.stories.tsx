import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from './Badge';
import { badgeTones, badgeVariants } from './Badge.css';
import { classStatuses, PlagiarismBadge, plagiarismLevels, StatusBadge } from './StatusBadge';

const meta = {
  title: 'Data display/Badge',
  component: Badge,
  args: { children: 'Premium', tone: 'brandAccent' },
  argTypes: {
    tone: { control: 'inline-radio', options: badgeTones },
    variant: { control: 'inline-radio', options: badgeVariants },
    size: { control: 'inline-radio', options: ['small', 'medium'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {};

export const AllTones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 8 }}>
      {badgeVariants.map((variant) => (
        <div key={variant} style={{ display: 'flex', gap: 8 }}>
          {badgeTones.map((tone) => (
            <Badge key={tone} {...args} tone={tone} variant={variant}>
              {tone}
            </Badge>
          ))}
        </div>
      ))}
    </div>
  ),
};

/** Class and contest statuses (000 §4). */
export const ClassStatuses: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {classStatuses.map((status) => (
        <StatusBadge key={status} status={status} />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const status of classStatuses) await expect(canvas.getByText(status)).toBeVisible();
  },
};

/** Plagiarism levels: low green, medium orange, high red (000 §4). */
export const PlagiarismLevels: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      {plagiarismLevels.map((level) => (
        <PlagiarismBadge key={level} level={level} prefix="Plagiarism" />
      ))}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Plagiarism: High')).toHaveAttribute('data-level', 'high');
  },
};
