import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fireEvent, userEvent, within } from 'storybook/test';
import { VideoPlayer } from './VideoPlayer';

const meta = {
  title: 'Media/VideoPlayer',
  tags: ['dark-theme'],
  component: VideoPlayer,
  args: { title: 'Lesson 4: Two pointers' },
  decorators: [(Story) => <div style={{ maxWidth: 720 }}>{Story()}</div>],
} satisfies Meta<typeof VideoPlayer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The controls; the stories carry no video file, so the picture stays black. */
export const Playground: Story = {};

/** Speeds 0.25× to 2×. */
export const PlaybackSpeed: Story = {
  args: { defaultPlaybackRate: 1.25 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const speed = canvas.getByRole('combobox', { name: 'Playback speed' });
    await expect(speed).toHaveDisplayValue('1.25×');
    await userEvent.selectOptions(speed, '0.25');
    await expect(canvasElement.querySelector('video')?.playbackRate).toBe(0.25);
  },
};

/** Back and forward 10 s, volume in steps of 0.1, from the buttons and the keyboard. */
export const SeekAndVolume: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const video = canvasElement.querySelector('video') as HTMLVideoElement;
    await userEvent.click(canvas.getByRole('button', { name: 'Forward 10 seconds' }));
    await expect(video.currentTime).toBe(10);
    fireEvent.keyDown(video, { key: 'ArrowLeft' });
    await expect(video.currentTime).toBe(0);
    fireEvent.keyDown(video, { key: 'ArrowDown' });
    await expect(canvas.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '90%');
    await userEvent.click(canvas.getByRole('button', { name: 'Mute' }));
    await expect(canvas.getByRole('button', { name: 'Unmute' })).toBeVisible();
  },
};
