import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import { Button } from '../Button';
import * as styles from './FilterBar.css';

export interface FilterBarProps {
  /** The filters: `Select`, `TextField`, `RangeChips`, `DateRangePicker`. */
  children: ReactNode;
  /** Name of the filter region. @default 'Filters' */
  label?: string;
  /** Shows a "Clear filters" button that calls this; hide it when nothing is filtered. */
  onClear?: () => void;
  /** @default 'Clear filters' */
  clearLabel?: string;
  className?: string;
}

/** A row of filters above a list or report. State lives in the app (in the URL); this only lays out. */
export function FilterBar({
  children,
  label = 'Filters',
  onClear,
  clearLabel = 'Clear filters',
  className,
}: FilterBarProps) {
  return (
    <section aria-label={label} className={clsx(styles.bar, className)}>
      {children}
      {onClear ? (
        <Button variant="ghost" tone="neutral" size="small" className={styles.clear} onClick={onClear}>
          {clearLabel}
        </Button>
      ) : null}
    </section>
  );
}
