import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Tabs } from './Tabs';

const meta = {
  title: 'Navigation/Tabs',
  component: Tabs.Root,
  args: { defaultValue: 'aggregated', onValueChange: fn() },
  render: (args) => (
    <Tabs.Root {...args}>
      <Tabs.List aria-label="Reports">
        <Tabs.Trigger value="aggregated">Aggregated Report</Tabs.Trigger>
        <Tabs.Trigger value="contest">Contest Report</Tabs.Trigger>
        <Tabs.Trigger value="archived" disabled>
          Archived
        </Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="aggregated">Scores across every contest in the batch.</Tabs.Content>
      <Tabs.Content value="contest">Scores for one contest.</Tabs.Content>
      <Tabs.Content value="archived">Archived reports.</Tabs.Content>
    </Tabs.Root>
  ),
} satisfies Meta<typeof Tabs.Root>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Contest Report' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith('contest');
    await expect(canvas.getByRole('tabpanel', { name: 'Contest Report' })).toHaveTextContent(
      'Scores for one contest.',
    );
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Aggregated Report' })).toHaveFocus();
  },
};

export const SecondSelected: Story = { args: { defaultValue: 'contest' } };
