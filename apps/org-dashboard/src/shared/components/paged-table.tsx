import type { ApiError } from '@learnforge/api-client';
import {
  Box,
  Pagination,
  ReportTable,
  type RowSelectionState,
  Select,
  type SortingState,
} from '@learnforge/ui';
import type { ReactNode } from 'react';
import type { Columns } from '../report-columns';
import { useUrlState } from '../url-state';

const PAGE_SIZES = [20, 50, 100, 500] as const;

interface PagedList<T> {
  results: T[];
  count: number;
  page_size: number;
}

export interface PagedTableProps<T> {
  caption: string;
  columns: Columns<T>;
  list: {
    data?: PagedList<T> | undefined;
    error?: ApiError | undefined;
    isLoading: boolean;
    mutate: () => unknown;
  };
  getRowId: (row: T) => string;
  /** Server sort, when the call takes one; the table's headers are only clickable then. */
  sorting?: SortingState;
  onSortingChange?: (sorting: SortingState) => void;
  toolbar?: ReactNode;
  rowSelection?: RowSelectionState;
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  getRowLabel?: (row: T) => string;
  emptyMessage?: string;
  height?: number;
}

/**
 * One page of a server list in the virtualized ReportTable, with the page and page size in the URL
 * (`page`, `page_size`) and the kit's Pagination under it.
 */
export function PagedTable<T>({
  caption,
  columns,
  list,
  getRowId,
  sorting,
  onSortingChange,
  toolbar,
  rowSelection,
  onRowSelectionChange,
  getRowLabel,
  emptyMessage,
  height,
}: PagedTableProps<T>) {
  const url = useUrlState();
  const pageSize = pageSizeOf(url.get('page_size'));
  const count = list.data?.count ?? 0;
  const pageCount = Math.max(1, Math.ceil(count / (list.data?.page_size ?? pageSize)));
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <ReportTable<T>
        caption={caption}
        columns={columns}
        data={list.data?.results ?? []}
        getRowId={getRowId}
        manual
        rowCount={count}
        loading={list.isLoading}
        error={list.error && list.error.status !== 403 ? list.error.message : undefined}
        onRetry={() => void list.mutate()}
        {...(sorting ? { sorting } : {})}
        {...(onSortingChange ? { onSortingChange } : {})}
        {...(onRowSelectionChange
          ? { enableRowSelection: true, rowSelection: rowSelection ?? {}, onRowSelectionChange }
          : {})}
        {...(getRowLabel ? { getRowLabel } : {})}
        {...(emptyMessage ? { emptyMessage } : {})}
        {...(height ? { height } : {})}
        toolbar={
          <>
            {toolbar}
            <Select
              label="Rows per page"
              size="small"
              value={String(pageSize)}
              options={PAGE_SIZES.map((size) => ({ value: String(size), label: String(size) }))}
              onChange={(event) =>
                url.set({ page_size: event.target.value === '20' ? null : event.target.value })
              }
            />
          </>
        }
      />
      {pageCount > 1 ? (
        <Pagination
          page={url.page}
          pageCount={pageCount}
          onPageChange={(page) => url.set({ page: page === 1 ? null : page })}
          label={`${caption} pages`}
        />
      ) : null}
    </Box>
  );
}

function pageSizeOf(value: string): number {
  const size = Number.parseInt(value, 10);
  return (PAGE_SIZES as readonly number[]).includes(size) ? size : PAGE_SIZES[0];
}

/** `page` and `page_size` of the URL as call parameters. */
export function usePageQuery(): { page: number; page_size: number } {
  const url = useUrlState();
  return { page: url.page, page_size: pageSizeOf(url.get('page_size')) };
}
