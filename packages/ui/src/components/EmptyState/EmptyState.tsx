import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import { InboxIcon } from '../../icons';
import * as styles from './EmptyState.css';

export interface EmptyStateProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** What is empty, e.g. "No submissions yet". */
  title: ReactNode;
  /** Why, or what to do next. */
  description?: ReactNode;
  /** A button or link that fixes the emptiness. */
  action?: ReactNode;
  /** Decorative icon. @default an inbox */
  icon?: ReactNode;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3 | 4;
}

/** Shown in place of a list, table or page section that has nothing to show. */
export function EmptyState({
  title,
  description,
  action,
  icon = <InboxIcon />,
  headingLevel = 2,
  className,
  ...props
}: EmptyStateProps) {
  const Heading = `h${headingLevel}` as const;
  return (
    <div {...props} className={clsx(styles.emptyState, className)}>
      <span className={styles.icon} aria-hidden="true">
        {icon}
      </span>
      <Heading className={styles.title}>{title}</Heading>
      {description ? <p className={styles.description}>{description}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </div>
  );
}
