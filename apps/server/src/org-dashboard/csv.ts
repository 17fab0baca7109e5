import { Readable } from 'node:stream';
import type { FilePayload } from '@learnforge/api-client/contract';
import { stringify } from 'csv-stringify';
import type { FastifyReply, FastifyRequest, RouteShorthandOptions } from 'fastify';

export interface CsvColumn<Row> {
  header: string;
  value: (row: Row) => string | number | boolean | null;
}

const pending = new WeakMap<FastifyRequest, { stream: Readable; filename: string }>();

/** The options a CSV stream is written with: RFC 4180 (CRLF, quoted where needed) and formula-safe. */
export const csvOptions = {
  header: true,
  record_delimiter: 'windows',
  // A leading = + - @ tab or CR gets a ' so a spreadsheet shows text instead of running a formula.
  escape_formulas: true,
} as const;

/**
 * Starts streaming `rows` as a CSV download. The handler returns the payload this gives (so the
 * contract's file shape holds) and the route's onSend hook (streamedDownload) swaps in the stream,
 * so a 100,000-row export never sits in memory as one string.
 */
export function csvDownload<Row>(
  request: FastifyRequest,
  filename: string,
  columns: CsvColumn<Row>[],
  rows: AsyncIterable<Row>,
): FilePayload {
  const stringifier = stringify({ ...csvOptions, columns: columns.map((column) => column.header) });
  const records = Readable.from(
    (async function* () {
      for await (const row of rows) yield columns.map((column) => column.value(row));
    })(),
  );
  records.on('error', (error) => stringifier.destroy(error));
  records.pipe(stringifier);
  pending.set(request, { stream: stringifier, filename });
  return { filename, contentType: 'text/csv; charset=utf-8', body: '' };
}

/** Route options for every CSV endpoint: sends the stream csvDownload prepared. */
export const streamedDownload: RouteShorthandOptions = {
  onSend: async (request: FastifyRequest, reply: FastifyReply, payload: unknown) => {
    const download = pending.get(request);
    if (!download) return payload;
    pending.delete(request);
    if (reply.statusCode !== 200) {
      download.stream.destroy();
      return payload;
    }
    reply
      .header('content-type', 'text/csv; charset=utf-8')
      .header('content-disposition', `attachment; filename="${download.filename.replace(/[^\w.-]/g, '_')}"`)
      .header('cache-control', 'no-store');
    return download.stream;
  },
};

/** Reads a table in keyset pages, so exports stay fast at any depth. */
export async function* pages<Row>(
  fetchPage: (after: Row | undefined) => Promise<Row[]>,
): AsyncGenerator<Row> {
  let after: Row | undefined;
  for (;;) {
    const page = await fetchPage(after);
    yield* page;
    if (page.length === 0) return;
    after = page.at(-1);
  }
}
