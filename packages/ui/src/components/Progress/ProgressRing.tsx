import { clsx } from 'clsx';
import * as styles from './Progress.css';
import { displayPercent } from './progressValue';

export interface ProgressRingProps {
  /** What is progressing; the ring's accessible name. */
  label: string;
  /** Done so far, in units of `max` (the display is capped at 100 %). */
  value: number;
  /** @default 100 */
  max?: number;
  /** Diameter in pixels. @default 64 */
  size?: number;
  /** Ring thickness in pixels. @default 6 */
  thickness?: number;
  /** @default 'brandAccent' */
  tone?: (typeof styles.progressTones)[number];
  className?: string;
}

/** A circular progress indicator with the percentage (rounded up, capped at 100) in the middle. */
export function ProgressRing({
  label,
  value,
  max = 100,
  size = 64,
  thickness = 6,
  tone,
  className,
}: ProgressRingProps) {
  const percent = displayPercent(value, max);
  const radius = (size - thickness) / 2;
  const circumference = 2 * Math.PI * radius;
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={percent}
      aria-valuetext={`${percent}%`}
      className={clsx(styles.ring, className)}
      style={{ width: size, height: size }}
    >
      <svg width={size} height={size} viewBox={`0 0 ${size} ${size}`} aria-hidden="true">
        <circle
          className={styles.ringTrack}
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={thickness}
        />
        <circle
          className={styles.ringFill({ tone })}
          cx={size / 2}
          cy={size / 2}
          r={radius}
          fill="none"
          strokeWidth={thickness}
          strokeLinecap="round"
          strokeDasharray={circumference}
          strokeDashoffset={circumference * (1 - percent / 100)}
          transform={`rotate(-90 ${size / 2} ${size / 2})`}
        />
      </svg>
      <span className={styles.ringLabel} aria-hidden="true">
        {percent}%
      </span>
    </div>
  );
}
