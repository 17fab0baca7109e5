import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './Header.css';

export interface HeaderProps extends Omit<ComponentPropsWithRef<'header'>, 'children'> {
  /** Logo or product name, usually a link home. */
  brand?: ReactNode;
  /** Main navigation links; wrapped in a `<nav>` named by `navLabel`. */
  nav?: ReactNode;
  /** Accessible name of the navigation landmark. @default 'Main' */
  navLabel?: string;
  /** Right-hand controls: search, theme switch, profile menu. */
  actions?: ReactNode;
}

/** The top bar of every app: brand, navigation, actions (a `banner` landmark). */
export function Header({ brand, nav, navLabel = 'Main', actions, className, ...props }: HeaderProps) {
  return (
    <header {...props} className={clsx(styles.header, className)}>
      <div className={styles.inner}>
        {brand ? <div className={styles.brand}>{brand}</div> : null}
        {nav ? (
          <nav aria-label={navLabel} className={styles.nav}>
            {nav}
          </nav>
        ) : null}
        {actions ? <div className={styles.actions}>{actions}</div> : null}
      </div>
    </header>
  );
}
