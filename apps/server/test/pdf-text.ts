/**
 * The text lines of a PDF written by pdfkit without compression: each TJ array is one run of text,
 * its strings hex-encoded in the font's single-byte encoding.
 */
export function pdfText(pdf: Uint8Array): string[] {
  const source = Buffer.from(pdf).toString('latin1');
  return [...source.matchAll(/\[([^\]]*)\] TJ/g)].map((match) =>
    [...(match[1] ?? '').matchAll(/<([0-9a-f]*)>/g)]
      .map((part) => Buffer.from(part[1] ?? '', 'hex').toString('latin1'))
      .join(''),
  );
}
