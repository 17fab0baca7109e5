/** Largest access CSV the page sends; the server has its own cap as well. */
export const ACCESS_CSV_MAX_BYTES = 1024 * 1024;

/**
 * The addresses of an access CSV in file order: the first field of each line, without quotes,
 * skipping blank lines and a header line reading "email".
 */
export function emailsOfCsv(text: string): string[] {
  const emails: string[] = [];
  for (const line of text.split(/\r\n|\n|\r/)) {
    const first = line.split(',')[0]?.trim().replace(/^"|"$/g, '').trim() ?? '';
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
