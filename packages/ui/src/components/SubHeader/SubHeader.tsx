import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './SubHeader.css';

export interface SubHeaderProps extends Omit<ComponentPropsWithRef<'div'>, 'title'> {
  /** The page title. */
  title: ReactNode;
  /** A line under the title. */
  description?: ReactNode;
  /** Buttons on the right of the title. */
  actions?: ReactNode;
  /** Heading level of the title. @default 1 */
  headingLevel?: 1 | 2;
  /** Content under the title row, e.g. `Tabs.List` or a `FilterBar`. */
  children?: ReactNode;
}

/** The band under the header with the page title, its actions and optional tabs or filters. */
export function SubHeader({
  title,
  description,
  actions,
  headingLevel = 1,
  className,
  children,
  ...props
}: SubHeaderProps) {
  const Heading = headingLevel === 1 ? 'h1' : 'h2';
  return (
    <div {...props} className={clsx(styles.subHeader, className)}>
      <div className={styles.inner}>
        <div className={styles.row}>
          <div className={styles.headings}>
            <Heading className={styles.title}>{title}</Heading>
            {description ? <p className={styles.description}>{description}</p> : null}
          </div>
          {actions ? <div className={styles.actions}>{actions}</div> : null}
        </div>
        {children}
      </div>
    </div>
  );
}
