import Papa from 'papaparse';

/**
 * Records to CSV text with Papa Parse (RFC 4180): CRLF between records; a field with a comma, a quote
 * or a line break is quoted and its quotes doubled. Text a spreadsheet would run as a formula (a leading
 * = + - @ tab or CR, OWASP "CSV injection") gets a leading apostrophe so it is shown instead; numbers are
 * written as they are, since a negative number is data. Dates are ISO 8601; empty values stay empty.
 */
export function toCsv(records: readonly (readonly unknown[])[]): string {
  return Papa.unparse(
    records.map((record) => record.map(cellOf)),
    { newline: '\r\n', escapeFormulae: true },
  );
}

function cellOf(value: unknown): unknown {
  if (value === null || value === undefined) return '';
  if (value instanceof Date) return value.toISOString();
  if (typeof value === 'number' || typeof value === 'string' || typeof value === 'boolean') return value;
  return String(value);
}
