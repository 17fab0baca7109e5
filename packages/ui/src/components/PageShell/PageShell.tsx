import { clsx } from 'clsx';
import type { MouseEvent, ReactNode } from 'react';
import * as styles from './PageShell.css';

const mainId = 'main-content';

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
  // Focus moves by script: a hash change would fight hash-based routers and documents with a <base>.
  const skipToMain = (event: MouseEvent<HTMLAnchorElement>) => {
    event.preventDefault();
    document.getElementById(mainId)?.focus();
  };
  return (
    <div className={clsx(styles.shell, className)}>
      {header ? (
        <a href={`#${mainId}`} className={styles.skipLink} onClick={skipToMain}>
          {skipLinkLabel}
        </a>
      ) : null}
      {header}
      {subHeader}
      <main id={mainId} tabIndex={-1} className={clsx(styles.main, fluid && styles.mainFluid)}>
        {children}
      </main>
      {footer}
    </div>
  );
}
