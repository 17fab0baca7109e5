import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { WrenchIcon } from '../../icons';
import * as styles from '../ErrorPage/ErrorPage.css';

export interface MaintenancePageProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** @default 'Site under maintenance' */
  title?: ReactNode;
  /** @default 'We are making improvements and will be back shortly. Please try again in a few minutes.' */
  message?: ReactNode;
  /** E.g. a "Try again" button that reloads. */
  action?: ReactNode;
}

/** What every app shows when the server answers 520: the whole site is under maintenance. */
export function MaintenancePage({
  title = 'Site under maintenance',
  message = 'We are making improvements and will be back shortly. Please try again in a few minutes.',
  action,
  className,
  ...props
}: MaintenancePageProps) {
  const titleId = useId();
  return (
    <section {...props} aria-labelledby={titleId} className={clsx(styles.page, className)}>
      <span className={styles.icon} aria-hidden="true">
        <WrenchIcon />
      </span>
      <h1 id={titleId} className={styles.title}>
        {title}
      </h1>
      {message ? <p className={styles.message}>{message}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
