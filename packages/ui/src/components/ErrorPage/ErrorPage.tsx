import { clsx } from 'clsx';
import { type ComponentPropsWithRef, type ReactNode, useId } from 'react';
import { VisuallyHidden } from '../../utils/VisuallyHidden';
import * as styles from './ErrorPage.css';

const defaultTitles: Record<number, string> = {
  401: 'Please log in',
  403: 'You do not have access to this page',
  404: 'Page not found',
  500: 'Something went wrong',
};

export interface ErrorPageProps extends Omit<ComponentPropsWithRef<'section'>, 'title'> {
  /** HTTP-like status shown large above the title, e.g. 403 or 404. */
  status?: number;
  /** Heading; defaults to a sentence for 401, 403, 404 and 500. */
  title?: ReactNode;
  /** What happened and what the person can do, e.g. the `ApiError` message. */
  message?: ReactNode;
  /** A way out: "Go home", "Try again", "Log in". */
  action?: ReactNode;
}

/** A page-level error (route not found, access denied, failed load) with a way out. */
export function ErrorPage({ status, title, message, action, className, ...props }: ErrorPageProps) {
  const titleId = useId();
  const heading =
    title ?? (status !== undefined ? defaultTitles[status] : undefined) ?? 'Something went wrong';
  return (
    <section {...props} aria-labelledby={titleId} className={clsx(styles.page, className)}>
      {status !== undefined ? (
        <p className={styles.status}>
          <span aria-hidden="true">{status}</span>
          <VisuallyHidden>Error {status}</VisuallyHidden>
        </p>
      ) : null}
      <h1 id={titleId} className={styles.title}>
        {heading}
      </h1>
      {message ? <p className={styles.message}>{message}</p> : null}
      {action ? <div className={styles.action}>{action}</div> : null}
    </section>
  );
}
