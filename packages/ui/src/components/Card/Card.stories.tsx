import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card } from './Card';
import { cardPaddings, cardTones } from './Card.css';

const meta = {
  title: 'Layout/Card',
  component: Card,
  args: {
    as: 'section',
    title: 'Weekly contest 12',
    children: <p style={{ margin: 0 }}>Starts Saturday at 20:00 · 90 minutes · 4 problems</p>,
  },
  argTypes: {
    padding: { control: 'inline-radio', options: cardPaddings },
    tone: { control: 'inline-radio', options: cardTones },
    as: { control: 'inline-radio', options: ['div', 'section', 'article'] },
    children: { control: false },
    actions: { control: false },
  },
  decorators: [(Story) => <div style={{ maxWidth: 480 }}>{Story()}</div>],
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('region', { name: 'Weekly contest 12' })).toBeVisible();
  },
};

export const WithActions: Story = {
  args: {
    actions: (
      <>
        <Badge tone="positive">Registered</Badge>
        <Button size="small" variant="outline">
          Details
        </Button>
      </>
    ),
  },
};

export const Tones: Story = {
  render: (args) => (
    <div style={{ display: 'grid', gap: 12 }}>
      {cardTones.map((tone) => (
        <Card key={tone} {...args} tone={tone} title={`Tone ${tone}`} />
      ))}
    </div>
  ),
};

export const Untitled: Story = { args: { as: 'div', title: undefined } };
