import type { ReactNode } from 'react';
import { Box } from '../Box';
import { Button } from '../Button';
import { Card } from '../Card';
import { EmptyState } from '../EmptyState';
import { Spinner } from '../Spinner';

/** The parts of a data hook's result this component reads (an SWR / `useApi` result fits). */
export interface QueryStateQuery<T> {
  data?: T | undefined;
  error?: { message: string } | null | undefined;
}

export interface QueryStateProps<T> {
  /** The data and error of one request. */
  query: QueryStateQuery<T>;
  /**
   * What is loaded, in words that follow "Loading": "the report card". It makes every state's text:
   * "Loading the report card", "The report card could not be loaded."
   */
  what: string;
  /** Renders the data once it is there (and not empty). */
  children: (data: T) => ReactNode;
  /** True when the data has nothing to show; `empty` is shown instead of `children`. */
  isEmpty?: (data: T) => boolean;
  /** The empty state's title, and optionally why or what to do next. */
  empty?: { title: ReactNode; description?: ReactNode; action?: ReactNode };
  /** Shown while loading instead of the spinner (a skeleton of the same size, say). */
  loading?: ReactNode;
  /** Offers "Try again" under the error, e.g. the hook's `mutate`. */
  onRetry?: () => void;
}

const sentenceStart = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/**
 * The one way a screen shows data that arrives later: a labelled spinner while loading, the
 * request's own message as an alert when it failed (so the person reads what the server said), an
 * empty state when there is nothing, and the content otherwise. Data already shown stays shown when
 * a later refresh fails.
 */
export function QueryState<T>({
  query,
  what,
  children,
  isEmpty,
  empty,
  loading,
  onRetry,
}: QueryStateProps<T>) {
  const { data, error } = query;
  if (data === undefined) {
    if (error) {
      return (
        <Card tone="critical" padding="small" role="alert">
          <Box display="flex" flexDirection="column" gap="small" alignItems="flex-start">
            <p>
              <strong>{`${sentenceStart(what)} could not be loaded.`}</strong> {error.message}
            </p>
            {onRetry ? (
              <Button size="small" variant="outline" onClick={onRetry}>
                Try again
              </Button>
            ) : null}
          </Box>
        </Card>
      );
    }
    return <>{loading ?? <Spinner label={`Loading ${what}`} />}</>;
  }
  if (isEmpty?.(data)) {
    return (
      <EmptyState
        title={empty?.title ?? `No ${what.replace(/^(the|your|this) /, '')} yet`}
        description={empty?.description}
        action={empty?.action}
        headingLevel={3}
      />
    );
  }
  return <>{children(data)}</>;
}
