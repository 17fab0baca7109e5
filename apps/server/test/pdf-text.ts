/**
 * The text runs of a PDF the server writes with pdfkit, uncompressed (ADR 0048): each TJ array is one
 * run, its strings hex-encoded in the standard font's single-byte encoding. The server tests and the
 * e2e suite (the invoice a learner downloads) both read invoices with it.
 */
export function pdfText(pdf: Uint8Array): string[] {
  const source = Buffer.from(pdf).toString('latin1');
  return [...source.matchAll(/\[([^\]]*)\] TJ/g)].map((match) =>
    [...(match[1] ?? '').matchAll(/<([0-9a-f]*)>/g)]
      .map((part) => Buffer.from(part[1] ?? '', 'hex').toString('latin1'))
      .join(''),
  );
}
