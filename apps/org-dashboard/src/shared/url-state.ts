import { ORGANIZATION_QUERY_PARAM } from '@learnforge/domain';
import type { SortingState } from '@learnforge/ui';
import { useCallback } from 'react';
import { useSearchParams } from 'react-router';

export type UrlUpdate = Record<string, string | number | null | undefined>;

/**
 * Filters, sort, page and date range of a view, kept in the query string so a copied link
 * reproduces the view and a refresh keeps it. Changing anything but the page goes back to page 1.
 */
export function useUrlState() {
  const [params, setParams] = useSearchParams();
  const get = useCallback((key: string): string => params.get(key) ?? '', [params]);
  const set = useCallback(
    (update: UrlUpdate) => {
      setParams((current) => {
        const next = new URLSearchParams(current);
        for (const [key, value] of Object.entries(update)) {
          if (value === null || value === undefined || value === '') next.delete(key);
          else next.set(key, String(value));
        }
        if (!('page' in update)) next.delete('page');
        return next;
      });
    },
    [setParams],
  );
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  return { params, get, set, page };
}

/** A server sort field such as `-avg_score` as the table's sort state. */
export function sortingFromParam(sortBy: string): SortingState {
  if (!sortBy) return [];
  const desc = sortBy.startsWith('-');
  return [{ id: desc ? sortBy.slice(1) : sortBy, desc }];
}

/** The table's sort state as a server sort field (`-field` for descending). */
export function sortingToParam(sorting: SortingState): string {
  const first = sorting[0];
  if (!first) return '';
  return `${first.desc ? '-' : ''}${first.id}`;
}

/** A path inside the dashboard that keeps the page's `?organization=` (000 §2). */
export function useDashboardHref() {
  const [params] = useSearchParams();
  const organization = params.get(ORGANIZATION_QUERY_PARAM);
  return useCallback(
    (path: string, query: Record<string, string> = {}) => {
      const search = new URLSearchParams(query);
      if (organization) search.set(ORGANIZATION_QUERY_PARAM, organization);
      const text = search.toString();
      return `${path}${text ? `?${text}` : ''}`;
    },
    [organization],
  );
}

/** The range labels of a `?range=` value that name one of the ranges offered (a pasted link may hold others). */
export function knownRanges(value: string, ranges: readonly { label: string }[]): string[] {
  return value.split(',').filter((label) => ranges.some((range) => range.label === label));
}
