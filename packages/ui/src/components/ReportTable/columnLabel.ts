import type { Column } from '@tanstack/react-table';

/** A column's name in words: its string header, else its id. */
export function columnLabel<TData>(column: Column<TData, unknown>): string {
  const header = column.columnDef.header;
  return typeof header === 'string' ? header : column.id;
}
