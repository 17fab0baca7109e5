import { VIDEO_PLAYBACK_RATES } from '@learnforge/domain';
import { fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { formatMediaTime, formatPlaybackRate, seekTarget, stepVolume } from './media';
import { VideoPlayer } from './VideoPlayer';

describe('media helpers', () => {
  it('seeks 10 s at a time and stays inside the video', () => {
    expect(seekTarget(35, 1, 600)).toBe(45);
    expect(seekTarget(5, -1, 600)).toBe(0);
    expect(seekTarget(595, 1, 600)).toBe(600);
    expect(seekTarget(595, 1, Number.NaN)).toBe(605);
  });

  it('steps the volume by 0.1 without float drift, between 0 and 1', () => {
    expect(stepVolume(0.7, 1)).toBe(0.8);
    expect(stepVolume(0.1 + 0.2, -1)).toBe(0.2);
    expect(stepVolume(1, 1)).toBe(1);
    expect(stepVolume(0, -1)).toBe(0);
  });

  it('formats times and speeds', () => {
    expect(formatMediaTime(65)).toBe('1:05');
    expect(formatMediaTime(3725)).toBe('1:02:05');
    expect(formatMediaTime(Number.NaN)).toBe('0:00');
    expect(formatPlaybackRate(1)).toBe('1× (normal)');
    expect(formatPlaybackRate(0.25)).toBe('0.25×');
  });
});

describe('VideoPlayer', () => {
  it('offers every speed from 0.25× to 2× and applies the chosen one', async () => {
    const onPlaybackRateChange = vi.fn();
    render(<VideoPlayer title="Lesson 1: Arrays" onPlaybackRateChange={onPlaybackRateChange} />);
    const player = screen.getByRole('region', { name: 'Lesson 1: Arrays' });
    const speed = within(player).getByRole('combobox', { name: 'Playback speed' });
    expect(
      within(speed)
        .getAllByRole('option')
        .map((option) => (option as HTMLOptionElement).value),
    ).toEqual(VIDEO_PLAYBACK_RATES.map(String));
    await userEvent.selectOptions(speed, '1.5');
    expect(onPlaybackRateChange).toHaveBeenCalledWith(1.5);
    expect(player.querySelector('video')?.playbackRate).toBe(1.5);
    await expectNoAxeViolations();
  });

  it('seeks 10 s with the buttons and the arrow keys, and steps the volume by 0.1', async () => {
    render(<VideoPlayer title="Lesson 2: Strings" />);
    const video = document.querySelector('video') as HTMLVideoElement;
    await userEvent.click(screen.getByRole('button', { name: 'Forward 10 seconds' }));
    expect(video.currentTime).toBe(10);
    fireEvent.keyDown(video, { key: 'ArrowRight' });
    expect(video.currentTime).toBe(20);
    await userEvent.click(screen.getByRole('button', { name: 'Back 10 seconds' }));
    expect(video.currentTime).toBe(10);
    fireEvent.keyDown(video, { key: 'ArrowDown' });
    fireEvent.keyDown(video, { key: 'ArrowDown' });
    expect(video.volume).toBe(0.8);
    expect(screen.getByRole('slider', { name: 'Volume' })).toHaveAttribute('aria-valuetext', '80%');
  });
});
