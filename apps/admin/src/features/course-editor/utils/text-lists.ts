/** "a, b ,c" → ['a', 'b', 'c']: list fields are edited as comma-separated text. */
export function fromCommas(text: string): string[] {
  return text
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
}

/** One entry per line, blank lines dropped. */
export function fromLines(text: string): string[] {
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
}

/** ISO date-time → the value of a `datetime-local` input, in UTC (the editor labels dates as UTC). */
export function toLocalInput(iso: string | null): string {
  if (!iso) return '';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString().slice(0, 16);
}

/** A `datetime-local` value read as UTC → ISO date-time, or null when empty. */
export function fromLocalInput(value: string): string | null {
  return value ? new Date(`${value}:00Z`).toISOString() : null;
}
