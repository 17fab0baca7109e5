export interface Remaining {
  days: number;
  hours: number;
  minutes: number;
  seconds: number;
  /** Whole seconds left, never negative. */
  totalSeconds: number;
}

/** Time left until `end`, counted in whole seconds and floored at zero. */
export function remainingUntil(end: number, now: number): Remaining {
  const totalSeconds = Math.max(0, Math.floor((end - now) / 1000));
  return {
    days: Math.floor(totalSeconds / 86_400),
    hours: Math.floor((totalSeconds % 86_400) / 3600),
    minutes: Math.floor((totalSeconds % 3600) / 60),
    seconds: totalSeconds % 60,
    totalSeconds,
  };
}

const pad = (n: number) => String(n).padStart(2, '0');

/** `1d 02:03:04`, or `02:03:04` under a day. */
export function formatRemaining({ days, hours, minutes, seconds }: Remaining): string {
  const clock = `${pad(hours)}:${pad(minutes)}:${pad(seconds)}`;
  return days > 0 ? `${days}d ${clock}` : clock;
}

/** Words for screen readers, e.g. "1 day, 2 hours, 3 minutes". */
export function describeRemaining({ days, hours, minutes, seconds, totalSeconds }: Remaining): string {
  if (totalSeconds === 0) return '0 seconds';
  const parts: string[] = [];
  const add = (n: number, unit: string) => {
    if (n > 0) parts.push(`${n} ${unit}${n === 1 ? '' : 's'}`);
  };
  add(days, 'day');
  add(hours, 'hour');
  add(minutes, 'minute');
  if (days === 0 && hours === 0) add(seconds, 'second');
  return parts.join(', ');
}
