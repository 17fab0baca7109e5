import type { PageError } from '@learnforge/api-client';
import { createContext, useContext, useEffect } from 'react';

/** Set by the dashboard frame: a view's 403 replaces the whole page with the access error (002 §4). */
export const PageErrorContext = createContext<(error: PageError) => void>(() => undefined);

/** Reports a 403 of this view's data to the page. */
export function useReportPageError(...errors: (PageError | null | undefined)[]): void {
  const report = useContext(PageErrorContext);
  // pageErrorOf gives a new object each render: the message is what identifies the error.
  const message = errors.find((error) => error)?.message;
  useEffect(() => {
    if (message !== undefined) report({ kind: 'forbidden', message });
  }, [message, report]);
}
