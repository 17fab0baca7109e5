import {
  type ColumnDef,
  type ColumnDefTemplate,
  type ColumnFiltersState,
  getCoreRowModel,
  getFilteredRowModel,
  getPaginationRowModel,
  getSortedRowModel,
  type PaginationState,
  type Row,
  type RowSelectionState,
  type SortingState,
  useReactTable,
  type VisibilityState,
} from '@tanstack/react-table';
import { useVirtualizer } from '@tanstack/react-virtual';
import { clsx } from 'clsx';
import { type MouseEvent, memo, type ReactNode, useEffect, useMemo, useRef } from 'react';
import { ChevronDownIcon } from '../../icons';
import { visuallyHidden } from '../../utils/VisuallyHidden.css';
import { Button } from '../Button';
import { Spinner } from '../Spinner';
import { ColumnVisibilityMenu } from './ColumnVisibilityMenu';
import * as styles from './ReportTable.css';
import { useControllableState } from './useControllableState';

const selectColumnId = 'select';
const numberFormat = new Intl.NumberFormat('en-IN');

export interface ReportTableProps<TData> {
  /** The table's name, shown as its caption and read by screen readers. */
  caption: ReactNode;
  /** Show the caption only to screen readers (when a heading above already names the table). */
  hideCaption?: boolean;
  /** TanStack column definitions; give each a string `header` so the column menu can name it. */
  // biome-ignore lint/suspicious/noExplicitAny: each column's value type differs, as in TanStack's own typings.
  columns: ColumnDef<TData, any>[];
  /** The rows (all of them for client-side sorting and paging, one page when `manual`). */
  data: TData[];
  /** A stable id per row, so selection survives sorting and refetching. @default the row index */
  getRowId?: (row: TData, index: number) => string;

  /** Sort order, when the parent owns it (e.g. in the URL). */
  sorting?: SortingState;
  /** Called with the new sort order when a person clicks a column header. */
  onSortingChange?: (sorting: SortingState) => void;
  /** Starting sort order when the table owns it. */
  defaultSorting?: SortingState;

  /** Text matched against every cell, when the parent owns it. */
  globalFilter?: string;
  /** Called when the table changes the global filter (e.g. cleared by the parent's reset). */
  onGlobalFilterChange?: (filter: string) => void;
  /** Per-column filters, when the parent owns them. */
  columnFilters?: ColumnFiltersState;
  /** Called with the new per-column filters. */
  onColumnFiltersChange?: (filters: ColumnFiltersState) => void;

  /** Page index and size; paging is on when this or `defaultPagination` is set. */
  pagination?: PaginationState;
  /** Called with the new page when paging changes (e.g. after a sort resets to the first page). */
  onPaginationChange?: (pagination: PaginationState) => void;
  /** Starting page when the table owns it. */
  defaultPagination?: PaginationState;

  /** Sorting, filtering and paging happen on the server: `data` is already the page to show. */
  manual?: boolean;
  /** Total rows on the server when `manual`, for the row count and `aria-rowcount`. */
  rowCount?: number;

  /** Which columns show, when the parent owns it (`{ email: false }` hides Email). */
  columnVisibility?: VisibilityState;
  /** Called when a person shows or hides a column. */
  onColumnVisibilityChange?: (visibility: VisibilityState) => void;
  /** Starting column visibility when the table owns it. */
  defaultColumnVisibility?: VisibilityState;

  /** Adds a checkbox column for selecting rows. */
  enableRowSelection?: boolean;
  /** Selected row ids, when the parent owns them. */
  rowSelection?: RowSelectionState;
  /** Called with the selected row ids. */
  onRowSelectionChange?: (selection: RowSelectionState) => void;
  /** Names a row for its checkbox ("Select Asha Rao"). @default "row N" */
  getRowLabel?: (row: TData) => string;

  /** Rows are being fetched: shows a spinner when there are none yet, and marks the table busy. */
  loading?: boolean;
  /** Why the rows could not be loaded; replaces the rows with the message. */
  error?: ReactNode;
  /** Shown with the error as a "Try again" button. */
  onRetry?: () => void;
  /** Shown when there are no rows. @default 'No rows to show.' */
  emptyMessage?: ReactNode;

  /** Height of the scrolling area in pixels; rows outside it are not rendered. @default 480 */
  height?: number;
  /** Height of every row in pixels (rows do not wrap). @default 40 */
  rowHeight?: number;
  /** Controls for the toolbar, e.g. filters or an export button. */
  toolbar?: ReactNode;
  /** Show the "Columns" menu. @default true */
  showColumnMenu?: boolean;
  className?: string;
}

/**
 * A data table for reports: sortable headers, a column menu, row selection, sticky header and
 * virtualized rows (only the visible ones are in the DOM, so 100,000 rows stay fast). Every piece of
 * state can be owned by the parent through `x` / `onXChange`, so apps keep it in the URL.
 */
export function ReportTable<TData>({
  caption,
  hideCaption = false,
  columns,
  data,
  getRowId,
  sorting: sortingProp,
  onSortingChange,
  defaultSorting = [],
  globalFilter: globalFilterProp,
  onGlobalFilterChange,
  columnFilters: columnFiltersProp,
  onColumnFiltersChange,
  pagination: paginationProp,
  onPaginationChange,
  defaultPagination,
  manual = false,
  rowCount,
  columnVisibility: columnVisibilityProp,
  onColumnVisibilityChange,
  defaultColumnVisibility = {},
  enableRowSelection = false,
  rowSelection: rowSelectionProp,
  onRowSelectionChange,
  getRowLabel,
  loading = false,
  error,
  onRetry,
  emptyMessage = 'No rows to show.',
  height = 480,
  rowHeight = 40,
  toolbar,
  showColumnMenu = true,
  className,
}: ReportTableProps<TData>) {
  const [sorting, setSorting] = useControllableState(sortingProp, defaultSorting, onSortingChange);
  const [globalFilter, setGlobalFilter] = useControllableState(globalFilterProp, '', onGlobalFilterChange);
  const [columnFilters, setColumnFilters] = useControllableState(
    columnFiltersProp,
    [],
    onColumnFiltersChange,
  );
  const paged = paginationProp !== undefined || defaultPagination !== undefined;
  const [pagination, setPagination] = useControllableState(
    paginationProp,
    defaultPagination ?? { pageIndex: 0, pageSize: 50 },
    onPaginationChange,
  );
  const [columnVisibility, setColumnVisibility] = useControllableState(
    columnVisibilityProp,
    defaultColumnVisibility,
    onColumnVisibilityChange,
  );
  const [rowSelection, setRowSelection] = useControllableState(rowSelectionProp, {}, onRowSelectionChange);

  const allColumns = useMemo(
    () => (enableRowSelection ? [selectionColumn<TData>(getRowLabel), ...columns] : columns),
    [enableRowSelection, getRowLabel, columns],
  );

  const table = useReactTable({
    data,
    columns: allColumns,
    ...(getRowId ? { getRowId } : {}),
    state: {
      sorting,
      globalFilter,
      columnFilters,
      columnVisibility,
      rowSelection,
      ...(paged ? { pagination } : {}),
    },
    onSortingChange: setSorting,
    onGlobalFilterChange: setGlobalFilter,
    onColumnFiltersChange: setColumnFilters,
    onColumnVisibilityChange: setColumnVisibility,
    onRowSelectionChange: setRowSelection,
    ...(paged ? { onPaginationChange: setPagination } : {}),
    enableRowSelection,
    enableMultiSort: true,
    // The parent owns the page; resets would overwrite the page in its URL on every data change.
    autoResetPageIndex: false,
    manualSorting: manual,
    manualFiltering: manual,
    manualPagination: manual,
    ...(manual && rowCount !== undefined ? { rowCount } : {}),
    getCoreRowModel: getCoreRowModel(),
    getSortedRowModel: getSortedRowModel(),
    getFilteredRowModel: getFilteredRowModel(),
    ...(paged ? { getPaginationRowModel: getPaginationRowModel() } : {}),
  });

  const rows = table.getRowModel().rows;
  const totalRows = manual ? (rowCount ?? data.length) : table.getPrePaginationRowModel().rows.length;
  const firstRowIndex = paged ? pagination.pageIndex * pagination.pageSize : 0;
  const selectedCount = Object.values(rowSelection).filter(Boolean).length;

  const scrollRef = useRef<HTMLElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => scrollRef.current,
    estimateSize: () => rowHeight,
    overscan: 10,
    // Before layout is measured (and in DOM-less tests), assume the viewport is the given height.
    initialRect: { width: 0, height },
  });

  // A new sort or page shows its first rows, not wherever the old list was scrolled.
  const firstRowId = rows[0]?.id;
  useEffect(() => {
    if (firstRowId !== undefined) scrollRef.current?.scrollTo({ top: 0 });
  }, [firstRowId]);

  const measuredRows = virtualizer.getVirtualItems();
  // A viewport with no size yet (a hidden tab, print, a DOM without layout) would show no rows at all;
  // show the first screenful instead until it is measured.
  const virtualRows =
    measuredRows.length > 0 || rows.length === 0
      ? measuredRows
      : Array.from({ length: Math.min(rows.length, Math.ceil(height / rowHeight)) }, (_, index) => ({
          key: index,
          index,
          start: index * rowHeight,
          end: (index + 1) * rowHeight,
        }));
  const paddingTop = virtualRows[0]?.start ?? 0;
  const lastVirtualRow = virtualRows[virtualRows.length - 1];
  const paddingBottom = lastVirtualRow ? virtualizer.getTotalSize() - lastVirtualRow.end : 0;
  const visibleColumns = table.getVisibleLeafColumns();
  const columnCount = visibleColumns.length;
  const visibleColumnIds = visibleColumns.map((column) => column.id).join(' ');

  let status: ReactNode = null;
  if (error) {
    status = (
      <div role="alert" className={styles.errorMessage}>
        <span>{error}</span>
        {onRetry ? (
          <Button size="small" variant="outline" tone="neutral" onClick={onRetry}>
            Try again
          </Button>
        ) : null}
      </div>
    );
  } else if (loading && rows.length === 0) {
    status = <Spinner label="Loading rows" showLabel />;
  } else if (rows.length === 0) {
    status = emptyMessage;
  }

  return (
    <div className={clsx(styles.root, className)}>
      <div className={styles.toolbar}>
        <span className={styles.summary} aria-live="polite">
          {summaryText(totalRows, selectedCount, loading)}
        </span>
        {toolbar}
        {showColumnMenu ? <ColumnVisibilityMenu table={table} /> : null}
      </div>
      <section
        ref={scrollRef}
        className={styles.scroller}
        style={{ maxHeight: height }}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
        tabIndex={0}
        aria-label={typeof caption === 'string' ? caption : 'Report'}
      >
        <table
          className={styles.table}
          style={{ minWidth: table.getTotalSize() }}
          aria-rowcount={status ? undefined : totalRows + 1}
          aria-busy={loading || undefined}
        >
          <caption className={hideCaption ? visuallyHidden : styles.caption}>{caption}</caption>
          <colgroup>
            {visibleColumns.map((column) => (
              <col key={column.id} style={{ width: column.getSize() }} />
            ))}
          </colgroup>
          <thead>
            {table.getHeaderGroups().map((headerGroup) => (
              <tr key={headerGroup.id} aria-rowindex={1}>
                {headerGroup.headers.map((header) => {
                  const sorted = header.column.getIsSorted();
                  const canSort = header.column.getCanSort();
                  return (
                    <th
                      key={header.id}
                      scope="col"
                      colSpan={header.colSpan}
                      className={clsx(
                        styles.headerCell,
                        header.column.id === selectColumnId && styles.selectCell,
                      )}
                      aria-sort={
                        canSort
                          ? sorted === 'asc'
                            ? 'ascending'
                            : sorted === 'desc'
                              ? 'descending'
                              : 'none'
                          : undefined
                      }
                    >
                      {header.isPlaceholder ? null : canSort ? (
                        <button
                          type="button"
                          className={styles.sortButton}
                          onClick={header.column.getToggleSortingHandler()}
                        >
                          <Rendered template={header.column.columnDef.header} context={header.getContext()} />
                          <ChevronDownIcon
                            className={clsx(
                              styles.sortIcon,
                              sorted && styles.sortIconActive,
                              sorted === 'asc' && styles.sortIconAscending,
                            )}
                          />
                        </button>
                      ) : (
                        <Rendered template={header.column.columnDef.header} context={header.getContext()} />
                      )}
                    </th>
                  );
                })}
              </tr>
            ))}
          </thead>
          <tbody>
            {status ? (
              <tr>
                <td colSpan={columnCount} className={styles.statusCell}>
                  {status}
                </td>
              </tr>
            ) : (
              <>
                {paddingTop > 0 ? (
                  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row standing in for rows scrolled out of view.
                  <tr aria-hidden="true">
                    <td colSpan={columnCount} style={{ height: paddingTop, padding: 0, border: 0 }} />
                  </tr>
                ) : null}
                {virtualRows.map((virtualRow) => {
                  const row = rows[virtualRow.index];
                  if (!row) return null;
                  return (
                    <TableRow
                      key={row.id}
                      row={row}
                      rowIndex={firstRowIndex + virtualRow.index + 2}
                      height={rowHeight}
                      selectable={enableRowSelection}
                      selected={row.getIsSelected()}
                      columns={allColumns}
                      visibleColumns={visibleColumnIds}
                    />
                  );
                })}
                {paddingBottom > 0 ? (
                  // biome-ignore lint/a11y/noAriaHiddenOnFocusable: an empty spacer row standing in for rows scrolled out of view.
                  <tr aria-hidden="true">
                    <td colSpan={columnCount} style={{ height: paddingBottom, padding: 0, border: 0 }} />
                  </tr>
                ) : null}
              </>
            )}
          </tbody>
        </table>
      </section>
    </div>
  );
}

/**
 * One body row. Scrolling re-renders the table on every frame to move its window of rows; a row that stays in
 * the window keeps the same props and is skipped, so a frame renders only the rows that came into view (issue
 * 15: scroll frames). It renders again when its data, its selection, the columns or their visibility change.
 */
const TableRow = memo(function TableRow<TData>({
  row,
  rowIndex,
  height,
  selectable,
  selected,
}: {
  row: Row<TData>;
  rowIndex: number;
  height: number;
  selectable: boolean;
  selected: boolean;
  /** Not read here: a new set of column definitions (or of visible columns) must render the row again. */
  columns: unknown;
  visibleColumns: string;
}) {
  return (
    <tr
      className={styles.row}
      style={{ height }}
      aria-rowindex={rowIndex}
      aria-selected={selectable ? selected : undefined}
      data-state={selected ? 'selected' : undefined}
    >
      {row.getVisibleCells().map((cell) => (
        <td
          key={cell.id}
          className={clsx(styles.cell, cell.column.id === selectColumnId && styles.selectCell)}
          onMouseEnter={offerClippedText}
        >
          <Rendered template={cell.column.columnDef.cell} context={cell.getContext()} />
        </td>
      ))}
    </tr>
  );
});

/**
 * Renders a column's header or cell. TanStack's flexRender mounts a template function as a component of
 * its own, and a screen that builds its columns on each render gives that function a new identity every
 * time, so React would remount every cell and a button focused in one (the next Revoke after a revoke)
 * would lose its focus. Called inside this one component type, a cell keeps its elements across renders.
 */
function Rendered<TContext extends object>({
  template,
  context,
}: {
  template: ColumnDefTemplate<TContext> | undefined;
  context: TContext;
}) {
  return <>{typeof template === 'function' ? template(context) : template}</>;
}

/**
 * Rows keep one fixed height (the virtualizer places them by it), so a cell's text stays on one line and
 * is clipped with an ellipsis. A clipped cell offers its whole text as a tooltip, measured on hover since
 * only layout knows whether it is clipped; screen readers already read the whole text.
 */
function offerClippedText(event: MouseEvent<HTMLTableCellElement>) {
  const cell = event.currentTarget;
  if (cell.scrollWidth > cell.clientWidth) cell.title = cell.textContent ?? '';
  else cell.removeAttribute('title');
}

function summaryText(totalRows: number, selectedCount: number, loading: boolean): string {
  if (loading) return 'Loading…';
  const count = `${numberFormat.format(totalRows)} ${totalRows === 1 ? 'row' : 'rows'}`;
  return selectedCount > 0 ? `${count}, ${numberFormat.format(selectedCount)} selected` : count;
}

function selectionColumn<TData>(getRowLabel: ((row: TData) => string) | undefined): ColumnDef<TData> {
  return {
    id: selectColumnId,
    size: 44,
    enableSorting: false,
    enableHiding: false,
    header: ({ table }) => (
      <SelectBox
        label="Select all rows"
        checked={table.getIsAllRowsSelected()}
        indeterminate={table.getIsSomeRowsSelected()}
        onChange={(checked) => table.toggleAllRowsSelected(checked)}
      />
    ),
    cell: ({ row }) => (
      <SelectBox
        label={`Select ${getRowLabel ? getRowLabel(row.original) : `row ${row.index + 1}`}`}
        checked={row.getIsSelected()}
        disabled={!row.getCanSelect()}
        onChange={(checked) => row.toggleSelected(checked)}
      />
    ),
  };
}

/** A bare checkbox: a visible label in every row would crowd the table, so it is named by aria-label. */
function SelectBox({
  label,
  checked,
  indeterminate = false,
  disabled = false,
  onChange,
}: {
  label: string;
  checked: boolean;
  indeterminate?: boolean;
  disabled?: boolean;
  onChange: (checked: boolean) => void;
}) {
  return (
    <input
      type="checkbox"
      className={styles.rowCheckbox}
      aria-label={label}
      checked={checked}
      disabled={disabled}
      ref={(node) => {
        if (node) node.indeterminate = indeterminate;
      }}
      onChange={(event) => onChange(event.target.checked)}
    />
  );
}
