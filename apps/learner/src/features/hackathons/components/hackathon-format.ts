/** "1 Dec 2026, 18:30" in the reader's own time zone. */
export function dateTime(iso: string): string {
  const date = new Date(iso);
  return `${date.toLocaleDateString(undefined, { day: 'numeric', month: 'short', year: 'numeric' })}, ${date.toLocaleTimeString(undefined, { hour: '2-digit', minute: '2-digit' })}`;
}

export const hackathonWhen = (startsAt: string, endsAt: string) =>
  `${dateTime(startsAt)} to ${dateTime(endsAt)}`;
