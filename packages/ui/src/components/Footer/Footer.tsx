import { clsx } from 'clsx';
import type { ComponentPropsWithRef, ReactNode } from 'react';
import * as styles from './Footer.css';

export interface FooterProps extends Omit<ComponentPropsWithRef<'footer'>, 'children'> {
  /** Footer links; wrapped in a `<nav>` named by `linksLabel`. */
  links?: ReactNode;
  /** Accessible name of the links landmark. @default 'Footer' */
  linksLabel?: string;
  /** Copyright or legal line. */
  legal?: ReactNode;
  /** Anything else, above the legal line. */
  children?: ReactNode;
}

/** The bottom of every page (a `contentinfo` landmark). */
export function Footer({ links, linksLabel = 'Footer', legal, className, children, ...props }: FooterProps) {
  return (
    <footer {...props} className={clsx(styles.footer, className)}>
      <div className={styles.inner}>
        {links ? (
          <nav aria-label={linksLabel} className={styles.links}>
            {links}
          </nav>
        ) : null}
        {children}
        {legal ? <p className={styles.legal}>{legal}</p> : null}
      </div>
    </footer>
  );
}
