const pad = (value: number) => String(value).padStart(2, '0');

/** An instant as the `datetime-local` input shows it, in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const at = new Date(iso);
  const minutes = `${at.getFullYear()}-${pad(at.getMonth() + 1)}-${pad(at.getDate())}T${pad(at.getHours())}:${pad(at.getMinutes())}`;
  // Seconds only when the time has them, so saving again never moves a start by under a minute.
  return at.getSeconds() === 0 ? minutes : `${minutes}:${pad(at.getSeconds())}`;
}

/** What the `datetime-local` input holds as an instant with its offset; '' stays '' for the server to name. */
export const fromLocalInput = (value: string) => (value ? new Date(value).toISOString() : '');
