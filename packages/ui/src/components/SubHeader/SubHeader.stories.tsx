import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../Button';
import { Tabs } from '../Tabs';
import { SubHeader } from './SubHeader';

const meta = {
  title: 'Layout/SubHeader',
  component: SubHeader,
  parameters: { layout: 'fullscreen' },
  args: { title: 'Batch reports', description: 'DSA Batch 12 · 184 students' },
} satisfies Meta<typeof SubHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByRole('heading', { level: 1, name: 'Batch reports' }),
    ).toBeVisible();
  },
};

export const WithActions: Story = {
  args: { actions: <Button size="small">Export CSV</Button> },
};

export const WithTabs: Story = {
  render: (args) => (
    <Tabs.Root defaultValue="aggregated">
      <SubHeader {...args}>
        <Tabs.List aria-label="Reports">
          <Tabs.Trigger value="aggregated">Aggregated Report</Tabs.Trigger>
          <Tabs.Trigger value="contest">Contest Report</Tabs.Trigger>
        </Tabs.List>
      </SubHeader>
      <Tabs.Content value="aggregated">Aggregated</Tabs.Content>
      <Tabs.Content value="contest">Contest</Tabs.Content>
    </Tabs.Root>
  ),
};
