import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './StatCard.css';

export interface StatCardProps {
  /** What the number is, e.g. "Active students". */
  label: string;
  /** The number, already formatted. */
  value: ReactNode;
  /** A change line, e.g. "+12% vs last month". */
  change?: ReactNode;
  /** Colour of the change: up is good (`positive`), down is bad (`critical`). @default 'neutral' */
  changeTone?: 'positive' | 'critical' | 'neutral';
  /** Decorative icon beside the label. */
  icon?: ReactNode;
  className?: string;
}

/** One key number on a dashboard, with its label and an optional change. */
export function StatCard({ label, value, change, changeTone, icon, className }: StatCardProps) {
  return (
    <dl className={clsx(styles.card, className)}>
      <dt className={clsx(styles.top, styles.label)}>
        {label}
        {icon ? (
          <span className={styles.icon} aria-hidden="true">
            {icon}
          </span>
        ) : null}
      </dt>
      <dd className={styles.value}>{value}</dd>
      {change ? <dd className={styles.change({ tone: changeTone })}>{change}</dd> : null}
    </dl>
  );
}
