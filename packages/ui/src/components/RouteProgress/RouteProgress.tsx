import * as styles from './RouteProgress.css';

export interface RouteProgressProps {
  /** Show the bar while the next route's code or data loads. */
  active: boolean;
  /** Accessible name of the progress bar. @default 'Loading page' */
  label?: string;
}

/** A thin indeterminate bar at the top of the window while a route loads; nothing when idle. */
export function RouteProgress({ active, label = 'Loading page' }: RouteProgressProps) {
  if (!active) return null;
  return (
    <div role="progressbar" aria-label={label} aria-busy="true" className={styles.bar}>
      <div className={styles.indicator} />
    </div>
  );
}
