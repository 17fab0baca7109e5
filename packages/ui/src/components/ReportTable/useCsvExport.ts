import { useCallback } from 'react';
import { toCsv } from './csv';

export interface CsvColumn<TData> {
  /** Heading in the first record. */
  header: string;
  /** The cell's value for one row. */
  value: (row: TData) => unknown;
}

export interface CsvExportOptions<TData> {
  /** Name of the downloaded file, e.g. `contest-report.csv`. */
  filename: string;
  /** Columns in order. */
  columns: readonly CsvColumn<TData>[];
  /** Rows in order (usually the sorted and filtered rows the table shows). */
  rows: readonly TData[];
}

export interface CsvExport {
  /** The CSV text (RFC 4180, formula-safe). */
  toCsv: () => string;
  /** Builds the CSV and saves it as `filename`. */
  download: () => void;
}

/** Exports rows as a CSV file a spreadsheet can open safely. */
export function useCsvExport<TData>({ filename, columns, rows }: CsvExportOptions<TData>): CsvExport {
  const build = useCallback(
    () =>
      toCsv([
        columns.map((column) => column.header),
        ...rows.map((row) => columns.map((column) => column.value(row))),
      ]),
    [columns, rows],
  );

  const download = useCallback(() => {
    // The byte-order mark makes Excel read the file as UTF-8 (names with accents, ₹).
    const blob = new Blob(['\uFEFF', build()], { type: 'text/csv;charset=utf-8' });
    const url = URL.createObjectURL(blob);
    const link = document.createElement('a');
    link.href = url;
    link.download = filename;
    link.style.display = 'none';
    document.body.append(link);
    link.click();
    link.remove();
    URL.revokeObjectURL(url);
  }, [build, filename]);

  return { toCsv: build, download };
}
