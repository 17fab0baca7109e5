export type {
  ColumnDef,
  ColumnFiltersState,
  PaginationState,
  RowSelectionState,
  SortingState,
  VisibilityState,
} from '@tanstack/react-table';
export { createColumnHelper } from '@tanstack/react-table';
export { toCsv } from './csv';
export { ReportTable, type ReportTableProps } from './ReportTable';
export { type CsvColumn, type CsvExport, type CsvExportOptions, useCsvExport } from './useCsvExport';
