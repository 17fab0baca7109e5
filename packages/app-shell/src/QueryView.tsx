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
}

/**
 * A `useApi` result on screen, the one loading / empty / error pattern of the apps: a 403 becomes the
 * page-level access error through the route's error boundary, any other failure shows the server's
 * message as an alert with "Try again", loading and empty states say what they are about.
 */
export function QueryView<T>({ query, ...props }: QueryViewProps<T>) {
  raisePageError(query.error);
  const { mutate } = query;
  return <QueryState query={query} {...(mutate ? { onRetry: () => void mutate() } : {})} {...props} />;
}
