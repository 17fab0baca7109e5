import { Readable, Transform } from 'node:stream';
import { stringify } from 'csv-stringify/sync';
import { type SQL, sql } from 'drizzle-orm';
import type { FileResponse } from '../api/registry';
import type { Database } from '../db/client';

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

/** One CSV column computed by the database: its header and its value as SQL. */
export interface SqlCsvColumn {
  header: string;
  value: SQL;
}

/**
 * A text value as the spreadsheet-safe cell csv-stringify's `escape_formulas` writes: a leading
 * = + - @ tab or CR gets a ', so a spreadsheet shows text instead of running a formula.
 */
export function formulaSafe(text: unknown): SQL {
  // The first character's code (= + - @ tab CR), not a one-character string: comparing numbers took about 15% off
  // a 60,000-row export's time on PGlite (issue 15).
  return sql`(case when ascii(${text}) in (61, 43, 45, 64, 9, 13) then '''' || ${text} else ${text} end)`;
}

/** A value as SQL literal text, for COPY, which takes no bind parameters. */
function literal(value: unknown): string {
  if (value === null || value === undefined) return 'null';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (value instanceof Date) return literal(value.toISOString());
  // An E'' string reads the same whatever standard_conforming_strings says.
  if (typeof value === 'string') return `E'${value.replaceAll('\\', '\\\\').replaceAll("'", "''")}'`;
  throw new Error(`no SQL literal for ${typeof value}`);
}

/** A built query's text with each $n replaced by its value as a literal. */
function withValuesWrittenIn({ sql: text, params }: { sql: string; params: unknown[] }): string {
  return text.replace(/\$(\d+)\b/g, (_, index: string) => literal(params[Number(index) - 1]));
}

const CRLF = Buffer.from('\r\n');

/**
 * PostgreSQL ends CSV records with LF; RFC 4180 (and the other exports) end them with CRLF. Line
 * breaks inside a quoted cell stay as they are, so the quotes are tracked across chunks.
 */
function crlfRecords(): Transform {
  let quoted = false;
  return new Transform({
    transform(chunk: Buffer, _encoding, done) {
      const parts: Buffer[] = [];
      let start = 0;
      for (let index = 0; index < chunk.length; index++) {
        const byte = chunk[index];
        if (byte === 0x22) quoted = !quoted;
        else if (byte === 0x0a && !quoted) {
          parts.push(chunk.subarray(start, index), CRLF);
          start = index + 1;
        }
      }
      parts.push(chunk.subarray(start));
      done(null, Buffer.concat(parts));
    },
  });
}

/**
 * A CSV download written by the database (`COPY (query) TO …`): no row is built in JavaScript, where
 * decoding, GC and stringifying took most of a 100,000-row export (issue 15). `query` builds the
 * export's select, with its filters and order, around the columns; text columns go through formulaSafe.
 */
export function copyCsvDownload(
  database: Database,
  filename: string,
  columns: SqlCsvColumn[],
  query: (selection: Record<string, SQL.Aliased>) => { toSQL(): { sql: string; params: unknown[] } },
): FileResponse {
  const selection = Object.fromEntries(
    columns.map((column, index) => [`c${index}`, column.value.as(column.header)]),
  );
  return {
    filename,
    contentType: 'text/csv; charset=utf-8',
    body: database.copyCsv(withValuesWrittenIn(query(selection).toSQL())).pipe(crlfRecords()),
  };
}
