/** Largest access CSV the page sends; the server has its own cap as well. */
export const ACCESS_CSV_MAX_BYTES = 1024 * 1024;

/**
 * The addresses of an access CSV in file order: the first field of each record (Papa Parse reads quoted
 * fields, commas and line breaks inside quotes, and a byte-order mark as the server's csv-parse does),
 * trimmed, skipping blank records and a header record reading "email". The parser loads when a file is
 * first read, so the tab's own chunk does not carry it.
 */
export async function emailsOfCsv(text: string): Promise<string[]> {
  const { default: Papa } = await import('papaparse');
  // Files put together by hand mix line endings; Papa Parse would keep the first kind it finds.
  const { data } = Papa.parse<string[]>(text.replace(/\r\n?/g, '\n'), {
    delimiter: ',',
    newline: '\n',
    skipEmptyLines: 'greedy',
  });
  const emails: string[] = [];
  for (const record of data) {
    const first = record[0]?.trim() ?? '';
    if (!first) continue;
    if (emails.length === 0 && first.toLowerCase() === 'email') continue;
    emails.push(first);
  }
  return emails;
}

export interface RowResult {
  row: number;
  email: string;
  ok: boolean;
  result: string;
}

/** Each line's outcome: the server names the rows it refused and why; the others went through. */
export function rowResults(
  emails: string[],
  failed: { email: string; reason: string }[],
  doneLabel: string,
): RowResult[] {
  const reasons = new Map(failed.map((item) => [item.email.trim().toLowerCase(), item.reason]));
  return emails.map((email, index) => {
    const reason = reasons.get(email.toLowerCase());
    return { row: index + 1, email, ok: reason === undefined, result: reason ?? doneLabel };
  });
}
