import {
  Box,
  type ColumnDef,
  Pagination,
  ReportTable,
  type RowSelectionState,
  SubHeader,
} from '@learnforge/ui';
import type { ReactNode } from 'react';
import { useParams, useSearchParams } from 'react-router';

/** Rows per page of the admin lists. */
export const LIST_PAGE_SIZE = 20;

/** The page number of a list, kept in the address (`?page=`). */
export function usePageParam() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1') || 1;
  const setPage = (next: number) =>
    setParams((current) => {
      const updated = new URLSearchParams(current);
      updated.set('page', String(next));
      return updated;
    });
  return { page, setPage };
}

/** The record id of an editor address (`/coupons/:id`); null for `new` or anything not a whole number. */
export function useIdParam(): { key: string | undefined; id: number | null } {
  const { id } = useParams();
  const number = id && id !== 'new' ? Number(id) : null;
  return { key: id, id: number && Number.isInteger(number) ? number : null };
}

interface ListPageProps<T> {
  title: string;
  /** 2 for a list below the page's own heading. @default 1 */
  headingLevel?: 1 | 2;
  description?: string;
  /** Links beside the title, e.g. to make a new record. */
  actions: ReactNode;
  /** Filters above the table. */
  filters?: ReactNode;
  // biome-ignore lint/suspicious/noExplicitAny: each column's value type differs, as in TanStack's own typings.
  columns: ColumnDef<T, any>[];
  list: {
    data?: { results: T[]; count: number } | undefined;
    isLoading: boolean;
    error?: { message: string } | undefined;
  };
  getRowId: (row: T) => string;
  emptyMessage: string;
  /** Accessible name of the page links, e.g. "Coupon pages". */
  pagesLabel: string;
  /** Checkboxes to pick rows for an action above the table; the parent owns the picked ids. */
  selection?: {
    rowSelection: RowSelectionState;
    onRowSelectionChange: (selection: RowSelectionState) => void;
    getRowLabel: (row: T) => string;
  };
}

/** An admin list: heading, filters, one page of a server-paged table and the page links. */
export function ListPage<T>({
  title,
  headingLevel = 1,
  description,
  actions,
  filters,
  columns,
  list,
  getRowId,
  emptyMessage,
  pagesLabel,
  selection,
}: ListPageProps<T>) {
  const { page, setPage } = usePageParam();
  const pageCount = Math.max(1, Math.ceil((list.data?.count ?? 0) / LIST_PAGE_SIZE));
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title={title}
        headingLevel={headingLevel}
        {...(description ? { description } : {})}
        actions={actions}
      />
      {filters}
      <ReportTable<T>
        caption={title}
        columns={columns}
        data={list.data?.results ?? []}
        getRowId={getRowId}
        loading={list.isLoading}
        error={list.error?.message}
        emptyMessage={emptyMessage}
        manual
        rowCount={list.data?.count ?? 0}
        {...(selection ? { enableRowSelection: true, ...selection } : {})}
      />
      {pageCount > 1 ? (
        <Pagination page={page} pageCount={pageCount} label={pagesLabel} onPageChange={setPage} />
      ) : null}
    </Box>
  );
}
