import { Readable } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import type { FileResponse } from '../api/registry';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null;
}

/** The options a CSV stream is written with: RFC 4180 (CRLF, quoted where needed) and formula-safe. */
const csvOptions = {
  header: true,
  record_delimiter: 'windows',
  // A leading = + - @ tab or CR gets a ' so a spreadsheet shows text instead of running a formula.
  escape_formulas: true,
} as const;

/** Rows read a page at a time (see `pages`); a download writes them a page at a time too. */
export interface PagedRows<Row> extends AsyncIterable<Row> {
  pages(): AsyncIterable<Row[]>;
}

const BATCH = 500;

/** Groups rows that come one by one, so each CSV chunk is written in one synchronous call. */
async function* batchesOf<Row>(rows: AsyncIterable<Row>): AsyncGenerator<Row[]> {
  let batch: Row[] = [];
  for await (const row of rows) {
    batch.push(row);
    if (batch.length === BATCH) {
      yield batch;
      batch = [];
    }
  }
  if (batch.length) yield batch;
}

/**
 * Streams `rows` as a CSV download: the handler returns this file and the registry sends the stream,
 * so a 100,000-row export never sits in memory as one string. Each page becomes one chunk: per-row
 * streaming cost more than the queries at 100,000 rows.
 */
export function csvDownload<Row>(
  filename: string,
  columns: CsvColumn<Row>[],
  rows: AsyncIterable<Row> | PagedRows<Row>,
): FileResponse {
  const headers = columns.map((column) => column.header);
  const source = 'pages' in rows ? rows.pages() : batchesOf(rows);
  const stream = Readable.from(
    (async function* () {
      yield stringify([], { ...csvOptions, columns: headers });
      for await (const page of source)
        yield stringify(
          page.map((row) => columns.map((column) => column.value(row))),
          { ...csvOptions, header: false },
        );
    })(),
    { objectMode: false },
  );
  return { filename, contentType: 'text/csv; charset=utf-8', body: stream };
}

/** Reads a table in keyset pages, so exports stay fast at any depth. */
export function pages<Row>(fetchPage: (after: Row | undefined) => Promise<Row[]>): PagedRows<Row> {
  async function* eachPage() {
    let after: Row | undefined;
    for (;;) {
      const page = await fetchPage(after);
      if (page.length === 0) return;
      yield page;
      after = page.at(-1);
    }
  }
  return {
    pages: eachPage,
    async *[Symbol.asyncIterator]() {
      for await (const page of eachPage()) yield* page;
    },
  };
}
