import { act, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations } from '../../test/axe';
import { Countdown } from './Countdown';
import { describeRemaining, formatRemaining, remainingUntil } from './remaining';

describe('remainingUntil', () => {
  it('splits the time left into days, hours, minutes and seconds, never below zero', () => {
    const now = 0;
    expect(formatRemaining(remainingUntil(((26 * 60 + 3) * 60 + 4) * 1000, now))).toBe('1d 02:03:04');
    expect(formatRemaining(remainingUntil(59_999, now))).toBe('00:00:59');
    expect(remainingUntil(-5000, now).totalSeconds).toBe(0);
    expect(describeRemaining(remainingUntil(61_000, now))).toBe('1 minute, 1 second');
  });
});

describe('Countdown', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('ticks down each second and calls onComplete once at zero', async () => {
    const onComplete = vi.fn();
    render(<Countdown label="Sale Ends in" end={Date.now() + 2000} onComplete={onComplete} />);
    const timer = screen.getByRole('timer', { name: 'Sale Ends in' });
    expect(timer).toHaveTextContent('00:00:02');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00:00:01');
    act(() => vi.advanceTimersByTime(1000));
    expect(timer).toHaveTextContent('00:00:00');
    act(() => vi.advanceTimersByTime(3000));
    expect(onComplete).toHaveBeenCalledTimes(1);
    vi.useRealTimers();
    await expectNoAxeViolations();
  });
});
