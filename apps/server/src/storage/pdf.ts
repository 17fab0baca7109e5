import PDFDocument from 'pdfkit';

/**
 * A PDF that `draw` writes, as one Buffer (invoices, certificates). Streams are left uncompressed: the
 * files are small and their text (names, numbers, ids) stays searchable by tools and tests.
 */
export function pdfBuffer(
  options: Omit<PDFKit.PDFDocumentOptions, 'compress'>,
  draw: (pdf: PDFKit.PDFDocument) => void,
): Promise<Buffer> {
  const pdf = new PDFDocument({ ...options, compress: false });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });
  draw(pdf);
  pdf.end();
  return done;
}
