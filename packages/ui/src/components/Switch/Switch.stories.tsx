import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Switch } from './Switch';

const meta = {
  title: 'Forms/Switch',
  component: Switch,
  args: { label: 'Peer mode', onCheckedChange: fn() },
  argTypes: { labelPosition: { control: 'inline-radio', options: ['start', 'end'] } },
} satisfies Meta<typeof Switch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The analysis toggle: off is student mode, on is peer mode. */
export const Playground: Story = {
  play: async ({ canvasElement, args }) => {
    const toggle = within(canvasElement).getByRole('switch', { name: 'Peer mode' });
    await userEvent.click(toggle);
    await expect(toggle).toBeChecked();
    await expect(args.onCheckedChange).toHaveBeenLastCalledWith(true);
  },
};

export const On: Story = { args: { defaultChecked: true } };

export const WithDescription: Story = { args: { description: 'Compare your results with your batch.' } };

export const LabelFirst: Story = { args: { labelPosition: 'start' } };

export const Disabled: Story = { args: { disabled: true } };
