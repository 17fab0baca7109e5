import { clsx } from 'clsx';
import type { ReactNode } from 'react';
import * as styles from './PageShell.css';

export interface PageShellProps {
  /** Usually a `Header`; rendered only when given. */
  header?: ReactNode;
  /** Usually a `SubHeader`; rendered only when given. */
  subHeader?: ReactNode;
  /** Usually a `Footer`; rendered only when given. */
  footer?: ReactNode;
  /** A full-width main area without the content max width and padding (editors, dashboards). */
  fluid?: boolean;
  /** Label of the skip link that jumps over the header. @default 'Skip to main content' */
  skipLinkLabel?: string;
  /** The page content, inside the `<main>` landmark. */
  children: ReactNode;
  className?: string;
}

/** Page layout: skip link, header, sub-header, one `<main>`, footer. */
export function PageShell({
  header,
  subHeader,
  footer,
  fluid = false,
  skipLinkLabel = 'Skip to main content',
  children,
  className,
}: PageShellProps) {
  return (
    <div className={clsx(styles.shell, className)}>
      {header ? (
        <a href="#main-content" className={styles.skipLink}>
          {skipLinkLabel}
        </a>
      ) : null}
      {header}
      {subHeader}
      <main id="main-content" tabIndex={-1} className={clsx(styles.main, fluid && styles.mainFluid)}>
        {children}
      </main>
      {footer}
    </div>
  );
}
