import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './Progress.css';
import { displayPercent } from './progressValue';

export interface ProgressBarProps {
  /** What is progressing, e.g. "Track progress"; the bar's accessible name. */
  label: string;
  /** Done so far, in units of `max` (may exceed it: the display is capped at 100 %). */
  value: number;
  /** @default 100 */
  max?: number;
  /** Show the label and the percentage above the bar. @default true */
  showLabel?: boolean;
  /** Extra text on the right instead of the percentage, e.g. "12 of 40 problems". */
  valueLabel?: ReactNode;
  /** @default 'brandAccent' */
  tone?: (typeof styles.progressTones)[number];
  /** @default 'medium' */
  size?: 'small' | 'medium';
  className?: string;
}

/** A horizontal progress bar whose shown percentage is rounded up and never above 100. */
export function ProgressBar({
  label,
  value,
  max = 100,
  showLabel = true,
  valueLabel,
  tone,
  size,
  className,
}: ProgressBarProps) {
  const percent = displayPercent(value, max);
  return (
    <div className={clsx(styles.barRoot, className)}>
      {showLabel ? (
        <div className={styles.barHeader} aria-hidden="true">
          <span>{label}</span>
          <span className={styles.valueText}>{valueLabel ?? `${percent}%`}</span>
        </div>
      ) : null}
      <div
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={typeof valueLabel === 'string' ? valueLabel : `${percent}%`}
        className={styles.track({ size })}
      >
        <div className={styles.fill({ tone })} style={{ width: `${percent}%` }} />
      </div>
    </div>
  );
}
