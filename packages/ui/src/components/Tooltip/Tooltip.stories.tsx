import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { InfoIcon } from '../../icons';
import { IconButton } from '../IconButton';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Overlays/Tooltip',
  tags: ['dark-theme'],
  component: Tooltip,
  args: {
    content: 'Score counts only accepted submissions',
    children: <IconButton label="About the score" icon={<InfoIcon />} />,
    delayDuration: 0,
  },
  argTypes: {
    children: { control: false },
    side: { control: 'inline-radio', options: ['top', 'right', 'bottom', 'left'] },
  },
  decorators: [(Story) => <div style={{ padding: 48 }}>{Story()}</div>],
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Keyboard focus shows the hint; Escape hides it. */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'About the score' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await expect(await screen.findByRole('tooltip')).toHaveTextContent(
      'Score counts only accepted submissions',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('tooltip')).not.toBeInTheDocument());
  },
};

export const Open: Story = { args: { open: true, side: 'right' } };
