/** Characters that make a spreadsheet read a cell as a formula (OWASP "CSV injection"). */
const formulaStart = /^[=+\-@\t\r]/;

/**
 * One CSV field (RFC 4180): text that would start a formula gets a leading apostrophe so a spreadsheet
 * shows it instead of running it; a field with a comma, a quote or a line break is quoted and its quotes
 * doubled. Numbers are written as they are: a negative number is data, not a formula.
 */
export function csvField(value: unknown): string {
  if (value === null || value === undefined) return '';
  let text: string;
  if (typeof value === 'number' || typeof value === 'bigint') {
    text = String(value);
  } else if (value instanceof Date) {
    text = value.toISOString();
  } else {
    text = String(value);
    if (formulaStart.test(text)) text = `'${text}`;
  }
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

/** Records to CSV text: CRLF between records, as RFC 4180 asks. */
export function toCsv(records: readonly (readonly unknown[])[]): string {
  return records.map((record) => record.map(csvField).join(',')).join('\r\n');
}
