import type { ApiError } from '@learnforge/api-client';
import { QueryView } from '@learnforge/app-shell';
import { Box, EmptyState, Pagination, Tabs } from '@learnforge/ui';
import { Fragment, type ReactNode } from 'react';
import { useSearchParams } from 'react-router';
import * as styles from './when-tabs.css';

/** One tab of a list by time ("Open", "Past"); `value` is what the address and the list call carry. */
export interface WhenTab<When extends string> {
  value: When;
  label: string;
}

/**
 * The tab and page of a list by time, kept in the address (`?when=past&page=2`) so a list can be shared
 * and reloaded. The first tab is the default and is left out of the address; a new tab starts at page 1;
 * every other parameter (a page's own filters) is kept.
 */
export function useWhenInAddress<When extends string>(tabs: readonly [WhenTab<When>, ...WhenTab<When>[]]) {
  const [params, setParams] = useSearchParams();
  const first = tabs[0].value;
  const when = tabs.find((tab) => tab.value === params.get('when'))?.value ?? first;
  const page = Math.max(1, Number(params.get('page')) || 1);
  const change = (name: 'when' | 'page', value: string | undefined) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        if (value) next.set(name, value);
        else next.delete(name);
        if (name === 'when') next.delete('page');
        return next;
      },
      { replace: true },
    );
  return {
    when,
    page,
    setWhen: (next: When) => change('when', next === first ? undefined : next),
    setPage: (next: number) => change('page', next > 1 ? String(next) : undefined),
  };
}

interface ListPage<Item> {
  results: Item[];
  /** Present on paged lists; a pager shows when there is more than one page. */
  count?: number;
  page?: number;
  page_size?: number;
}

interface WhenTabsProps<When extends string, Item> {
  tabs: readonly WhenTab<When>[];
  /** The tab shown and its page, from `useWhenInAddress`. */
  state: { when: When; setWhen: (next: When) => void; setPage: (next: number) => void };
  /** The shown tab's list (a `useApi` result). */
  query: { data?: ListPage<Item> | undefined; error?: ApiError | undefined; mutate?: () => unknown };
  /** What the list holds, plural and lower case ("events"): the list's name, its loading and empty words. */
  noun: string;
  itemKey: (item: Item) => string | number;
  /** One card, rendered as the list item (`<Card as="li">`). */
  children: (item: Item) => ReactNode;
}

/**
 * A learner's list by time (events, hackathons, contests): tabs, the shown tab's cards in a grid named
 * "Past events", an empty state named by the tab, and a pager when the list has more pages.
 */
export function WhenTabs<When extends string, Item>({
  tabs,
  state,
  query,
  noun,
  itemKey,
  children,
}: WhenTabsProps<When, Item>) {
  const label = tabs.find((tab) => tab.value === state.when)?.label ?? '';
  return (
    <Tabs.Root value={state.when} onValueChange={(value) => state.setWhen(value as When)}>
      <Tabs.List aria-label="When">
        {tabs.map((tab) => (
          <Tabs.Trigger key={tab.value} value={tab.value}>
            {tab.label}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {tabs.map((tab) => (
        <Tabs.Content key={tab.value} value={tab.value}>
          {tab.value === state.when ? (
            <QueryView query={query} what={`the ${label.toLowerCase()} ${noun}`}>
              {(data) =>
                data.results.length === 0 ? (
                  // Level 2 like the cards it stands in for (QueryView's own empty state is level 3).
                  <EmptyState title={`No ${label.toLowerCase()} ${noun}`} headingLevel={2} />
                ) : (
                  <Box display="flex" flexDirection="column" gap="medium">
                    <ul className={styles.grid} aria-label={`${label} ${noun}`}>
                      {data.results.map((item) => (
                        <Fragment key={itemKey(item)}>{children(item)}</Fragment>
                      ))}
                    </ul>
                    {data.count !== undefined && data.page_size && data.count > data.page_size ? (
                      <Pagination
                        page={data.page ?? 1}
                        pageCount={Math.ceil(data.count / data.page_size)}
                        onPageChange={state.setPage}
                        label={`Pages of ${noun}`}
                      />
                    ) : null}
                  </Box>
                )
              }
            </QueryView>
          ) : null}
        </Tabs.Content>
      ))}
    </Tabs.Root>
  );
}
