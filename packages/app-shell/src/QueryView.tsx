import { type ApiError, pageErrorOf } from '@learnforge/api-client';
import { QueryState, type QueryStateProps } from '@learnforge/ui';

/**
 * Throws a 403 among these request errors to the route's error boundary, which replaces the page
 * with the access error (002 §4). Call it while rendering, before using the data.
 */
export function raisePageError(...errors: (ApiError | null | undefined)[]): void {
  const forbidden = errors.find((error) => pageErrorOf(error) !== null);
  if (forbidden) throw forbidden;
}

export interface QueryViewProps<T> extends Omit<QueryStateProps<T>, 'query' | 'onRetry'> {
  /** A `useApi` result. */
  query: { data?: T | undefined; error?: ApiError | undefined; mutate?: () => unknown };
  /**
   * For a part of a page (a tab, a panel) whose refusal does not take the page away: a 403 is said in
   * place, like any other failure, and the rest of the page stays (e.g. a contestant's editorial tab).
   */
  refusedInPlace?: boolean;
}

/**
 * A `useApi` result on screen, the one loading / empty / error pattern of the apps: a 403 becomes the
 * page-level access error through the route's error boundary (or is said in place, `refusedInPlace`),
 * any other failure shows the server's message as an alert with "Try again", loading and empty states
 * say what they are about.
 */
export function QueryView<T>({ query, refusedInPlace = false, ...props }: QueryViewProps<T>) {
  const refused = pageErrorOf(query.error) !== null;
  if (!refusedInPlace) raisePageError(query.error);
  const { mutate } = query;
  // Asking again does not lift a refusal, so a refused part offers no "Try again".
  const retry = mutate && !refused ? { onRetry: () => void mutate() } : {};
  return <QueryState query={query} {...retry} {...props} />;
}
