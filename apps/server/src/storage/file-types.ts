/** Whether the bytes begin with `text` (a file's magic number written as ASCII: `%PDF-`, `PK\x03\x04`). */
export const startsWithText = (bytes: Uint8Array, text: string) =>
  bytes.length >= text.length && [...text].every((char, index) => bytes[index] === char.charCodeAt(0));

/**
 * A download name from what the person called their file: no folders, safe characters, and the extension of
 * the type its bytes showed (never the one it was uploaded with), or `fallback` when nothing is left.
 */
export function downloadName(original: string, extension: string, fallback: string): string {
  const base = (original.split(/[\\/]/).pop() ?? '')
    .replace(/\.[^.]*$/, '')
    .replace(/[^\w.-]+/g, '-')
    .replace(/^[-.]+|[-.]+$/g, '')
    .slice(0, 100);
  return `${base || fallback}.${extension}`;
}
