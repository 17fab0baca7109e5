import { useEffect, useRef, useState } from 'react';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import * as styles from './Countdown.css';
import { describeRemaining, formatRemaining, remainingUntil } from './remaining';

export interface CountdownProps {
  /** When the countdown reaches zero (contest end, sale end). */
  end: Date | number;
  /** Text before the time, e.g. "Sale Ends in" or "Time left". */
  label: string;
  /** Called once when zero is reached. */
  onComplete?: () => void;
  /** Turns the time red under this many seconds left. @default 300 */
  warnBelowSeconds?: number;
  /** Current time source; the server's `Date` header can be fed in here to correct the local clock. */
  now?: () => number;
  className?: string;
}

/** A ticking countdown (role="timer", not announced every second); reads out in words. */
export function Countdown({
  end,
  label,
  onComplete,
  warnBelowSeconds = 300,
  now = Date.now,
  className,
}: CountdownProps) {
  const endTime = typeof end === 'number' ? end : end.getTime();
  const [current, setCurrent] = useState(() => now());
  const completed = useRef(false);
  const remaining = remainingUntil(endTime, current);
  const done = remaining.totalSeconds === 0;

  useEffect(() => {
    if (done) return;
    const timer = setInterval(() => setCurrent(now()), 1000);
    return () => clearInterval(timer);
  }, [now, done]);

  useEffect(() => {
    if (done && !completed.current) {
      completed.current = true;
      onComplete?.();
    }
  }, [done, onComplete]);

  const warn = remaining.totalSeconds > 0 && remaining.totalSeconds < warnBelowSeconds;
  return (
    <div
      role="timer"
      aria-label={label}
      className={`${styles.root({ tone: warn ? 'critical' : 'neutral' })} ${className ?? ''}`}
    >
      <span className={styles.label}>{label}</span>
      <time className={styles.time} dateTime={`PT${remaining.totalSeconds}S`} aria-hidden="true">
        {formatRemaining(remaining)}
      </time>
      <VisuallyHidden>{describeRemaining(remaining)}</VisuallyHidden>
    </div>
  );
}
