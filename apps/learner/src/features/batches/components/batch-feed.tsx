import { QueryView, type QueryViewProps } from '@learnforge/app-shell';
import { Box, Pagination } from '@learnforge/ui';
import type { ReactNode } from 'react';

interface Paged<Item> {
  results: Item[];
  count: number;
  page_size: number;
}

/**
 * A page of a batch's dated items (its live classes, its notices): each an article named by its heading with
 * its tags beside it, said in place when refused (the rest of the batch page stays), paged below.
 */
export function BatchFeed<Item extends { id: number; title: string }>({
  query,
  what,
  empty,
  idPrefix,
  keyOf = (item) => String(item.id),
  tags,
  children,
  page,
  onPageChange,
  pagesLabel,
}: {
  query: QueryViewProps<Paged<Item>>['query'];
  what: string;
  empty: NonNullable<QueryViewProps<Paged<Item>>['empty']>;
  /** Makes each heading's id unique on the page. */
  idPrefix: string;
  /** Tells items apart where ids of two sources can meet (the noticeboard's batch and organization notices). */
  keyOf?: (item: Item) => string;
  tags: (item: Item) => ReactNode;
  children: (item: Item) => ReactNode;
  page: number;
  onPageChange: (page: number) => void;
  pagesLabel: string;
}) {
  return (
    <QueryView
      query={query}
      what={what}
      refusedInPlace
      isEmpty={(data) => data.results.length === 0}
      empty={empty}
    >
      {(data) => {
        const pageCount = Math.max(1, Math.ceil(data.count / data.page_size));
        return (
          <Box display="flex" flexDirection="column" gap="medium">
            <Box
              as="ul"
              display="flex"
              flexDirection="column"
              gap="medium"
              style={{ listStyle: 'none', padding: 0 }}
            >
              {data.results.map((item) => (
                <li key={keyOf(item)}>
                  <article aria-labelledby={`${idPrefix}-${keyOf(item)}`}>
                    <Box display="flex" gap="small" alignItems="center" flexWrap="wrap">
                      <h3 id={`${idPrefix}-${keyOf(item)}`} style={{ margin: 0 }}>
                        {item.title}
                      </h3>
                      {tags(item)}
                    </Box>
                    {children(item)}
                  </article>
                </li>
              ))}
            </Box>
            {pageCount > 1 ? (
              <Pagination page={page} pageCount={pageCount} onPageChange={onPageChange} label={pagesLabel} />
            ) : null}
          </Box>
        );
      }}
    </QueryView>
  );
}
