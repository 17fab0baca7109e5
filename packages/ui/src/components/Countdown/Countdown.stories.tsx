import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, waitFor, within } from 'storybook/test';
import { Countdown } from './Countdown';

// A fixed clock keeps the text stable for review; the Ticking story uses the real clock.
const fixedNow = Date.UTC(2026, 4, 31, 10, 0, 0);
const frozen = () => fixedNow;

const meta = {
  title: 'Data display/Countdown',
  component: Countdown,
  args: { label: 'Sale Ends in', end: fixedNow + ((26 * 60 + 3) * 60 + 4) * 1000, now: frozen },
} satisfies Meta<typeof Countdown>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The premium sale banner timer (001 §4: "Sale Ends in"). */
export const Playground: Story = {
  play: async ({ canvasElement }) => {
    const timer = within(canvasElement).getByRole('timer', { name: 'Sale Ends in' });
    await expect(timer).toHaveTextContent('1d 02:03:04');
    await expect(timer).toHaveTextContent('1 day, 2 hours, 3 minutes');
  },
};

export const UnderFiveMinutes: Story = {
  args: { label: 'Time left', end: fixedNow + 90 * 1000 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('timer', { name: 'Time left' })).toHaveTextContent(
      '00:01:30',
    );
  },
};

export const Ended: Story = {
  args: { label: 'Time left', end: fixedNow - 1000, onComplete: fn() },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('timer')).toHaveTextContent('00:00:00');
    await expect(args.onComplete).toHaveBeenCalledTimes(1);
  },
};

export const Ticking: Story = {
  args: { label: 'Contest ends in', end: Date.now() + 3 * 1000, now: Date.now, onComplete: fn() },
  render: (args) => <Countdown {...args} end={Date.now() + 2000} />,
  play: async ({ args }) => {
    await waitFor(() => expect(args.onComplete).toHaveBeenCalledTimes(1));
  },
};
