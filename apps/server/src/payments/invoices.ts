import { financialYearOf, GST_RATE_PERCENT, gstSplit } from '@learnforge/domain';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { creditNotes, invoices, type paymentOrders } from '../db/schema';
import { pdfBuffer } from '../storage/pdf';

type InvoiceRow = typeof invoices.$inferSelect;

/**
 * Numbers the paid order's tax invoice: LF/2026-27/000001, one unbroken sequence per financial
 * year. Runs in the transaction that marks the order paid, under a per-year advisory lock, so two
 * payments never take the same number and a rolled-back payment leaves no gap.
 */
export async function issueInvoice(
  db: Db,
  config: Config,
  order: typeof paymentOrders.$inferSelect,
): Promise<InvoiceRow> {
  const [existing] = await db.select().from(invoices).where(eq(invoices.orderId, order.id));
  if (existing) return existing;
  const paidAt = order.paidAt ?? new Date();
  const financialYear = financialYearOf(paidAt);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`invoice:${financialYear}`}))`);
  const [last] = await db
    .select({ sequence: sql<number>`coalesce(max(${invoices.sequence}), 0)::int` })
    .from(invoices)
    .where(eq(invoices.financialYear, financialYear));
  const sequence = (last?.sequence ?? 0) + 1;
  const buyerState = order.billingState ?? config.gstSellerState;
  const split = gstSplit(order.amount, config.gstSellerState, buyerState);
  const [invoice] = await db
    .insert(invoices)
    .values({
      orderId: order.id,
      financialYear,
      sequence,
      number: `LF/${financialYear}/${String(sequence).padStart(6, '0')}`,
      sellerState: config.gstSellerState,
      buyerState,
      taxRatePercent: GST_RATE_PERCENT,
      taxableAmount: split.taxable,
      cgst: split.cgst,
      sgst: split.sgst,
      igst: split.igst,
      issuedAt: paidAt,
    })
    .returning();
  return invoice!;
}

/** Rupees for the PDF: the standard PDF fonts have no ₹ sign, so the code goes in front. */
const inr = (amount: number) =>
  `INR ${new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 }).format(amount / 100)}`;

export interface InvoiceDocument {
  invoice: InvoiceRow;
  order: typeof paymentOrders.$inferSelect;
  items: { name: string; amount: number }[];
  coupon: string | null;
  buyer: { name: string; email: string };
  sellerGstin: string;
}

interface GstDocument {
  title: string;
  /** What the document's number and date are called, and the other references it carries. */
  heading: [label: string, value: string][];
  sellerGstin: string;
  sellerState: string;
  buyerState: string;
  buyer: { name: string; email: string };
  items: { name: string; amount: number }[];
  /** A line that lowers the total (the coupon), when there is one. */
  less: [label: string, amount: number] | null;
  tax: { rate: number; taxable: number; cgst: number; sgst: number; igst: number };
  total: [label: string, amount: number];
}

/** A GST document (a tax invoice or a credit note) as a PDF, one layout for both (pdfkit, ADR 0048, 0101). */
function renderGstPdf(doc: GstDocument): Promise<Buffer> {
  const number = doc.heading[0]?.[1] ?? '';
  return pdfBuffer({ size: 'A4', margin: 50, info: { Title: `${doc.title} ${number}` } }, (pdf) => {
    const line = (label: string, value: string) => {
      pdf.font('Helvetica').text(`${label}: ${value}`);
    };
    pdf.font('Helvetica-Bold').fontSize(18).text(doc.title);
    pdf.fontSize(10).moveDown(0.5);
    for (const [label, value] of doc.heading) line(label, value);
    pdf.moveDown();
    pdf.font('Helvetica-Bold').text('Seller');
    line('Name', 'Learnforge Education Private Limited');
    line('GSTIN', doc.sellerGstin);
    line('State', doc.sellerState);
    pdf.moveDown();
    pdf.font('Helvetica-Bold').text('Billed to');
    line('Name', doc.buyer.name);
    line('Email', doc.buyer.email);
    line('State (place of supply)', doc.buyerState);
    pdf.moveDown();
    pdf.font('Helvetica-Bold').text('Items (SAC 999293, prices include GST)');
    for (const item of doc.items) line(item.name, inr(item.amount));
    if (doc.less) line(doc.less[0], `-${inr(doc.less[1])}`);
    pdf.moveDown();
    line('Taxable value', inr(doc.tax.taxable));
    const half = doc.tax.rate / 2;
    if (doc.tax.igst > 0 || doc.tax.cgst + doc.tax.sgst === 0)
      line(`IGST @ ${doc.tax.rate}%`, inr(doc.tax.igst));
    else {
      line(`CGST @ ${half}%`, inr(doc.tax.cgst));
      line(`SGST @ ${half}%`, inr(doc.tax.sgst));
    }
    pdf.font('Helvetica-Bold').text(`${doc.total[0]}: ${inr(doc.total[1])}`);
  });
}

const dayOf = (at: Date) => at.toISOString().slice(0, 10);

/** The invoice as a PDF (pdfkit, ADR 0048). */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { invoice, order } = doc;
  return renderGstPdf({
    title: 'Tax invoice',
    heading: [
      ['Invoice number', invoice.number],
      ['Invoice date', dayOf(invoice.issuedAt)],
      ['Order', order.orderCode],
    ],
    sellerGstin: doc.sellerGstin,
    sellerState: invoice.sellerState,
    buyerState: invoice.buyerState,
    buyer: doc.buyer,
    items: doc.items,
    less: order.discountAmount > 0 ? [`Coupon ${doc.coupon ?? ''}`.trim(), order.discountAmount] : null,
    tax: {
      rate: invoice.taxRatePercent,
      taxable: invoice.taxableAmount,
      cgst: invoice.cgst,
      sgst: invoice.sgst,
      igst: invoice.igst,
    },
    total: ['Total paid', order.amount],
  });
}

type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * Issues the GST credit note of a refund (ADR 0101): LF-CN/2026-27/000001, its own unbroken sequence per
 * financial year of the refund, taken under a per-year advisory lock in the transaction that completes the
 * refund, so a rolled-back refund leaves no gap. The tax is split as the invoice's was (same states and
 * rate), over the amount refunded. Null when the order has no invoice.
 */
export async function issueCreditNote(
  db: Db,
  refund: { id: number; amount: number; orderId: number },
  at: Date,
): Promise<CreditNoteRow | null> {
  const [existing] = await db.select().from(creditNotes).where(eq(creditNotes.refundId, refund.id));
  if (existing) return existing;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.orderId, refund.orderId));
  if (!invoice) return null;
  const financialYear = financialYearOf(at);
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`credit-note:${financialYear}`}))`);
  const [last] = await db
    .select({ sequence: sql<number>`coalesce(max(${creditNotes.sequence}), 0)::int` })
    .from(creditNotes)
    .where(eq(creditNotes.financialYear, financialYear));
  const sequence = (last?.sequence ?? 0) + 1;
  const split = gstSplit(refund.amount, invoice.sellerState, invoice.buyerState);
  const [note] = await db
    .insert(creditNotes)
    .values({
      refundId: refund.id,
      invoiceId: invoice.id,
      financialYear,
      sequence,
      number: `LF-CN/${financialYear}/${String(sequence).padStart(6, '0')}`,
      amount: refund.amount,
      taxableAmount: split.taxable,
      cgst: split.cgst,
      sgst: split.sgst,
      igst: split.igst,
      issuedAt: at,
    })
    .returning();
  return note!;
}

/** The credit note as a PDF: the invoice's layout, naming the invoice it reverses and the refund. */
export function renderCreditNotePdf(doc: {
  note: CreditNoteRow;
  invoice: InvoiceRow;
  order: typeof paymentOrders.$inferSelect;
  refundCode: string;
  /** The refunded seat's name. */
  item: string;
  buyer: { name: string; email: string };
  sellerGstin: string;
}): Promise<Buffer> {
  const { note, invoice } = doc;
  return renderGstPdf({
    title: 'Credit note',
    heading: [
      ['Credit note number', note.number],
      ['Credit note date', dayOf(note.issuedAt)],
      ['Against invoice', `${invoice.number} of ${dayOf(invoice.issuedAt)}`],
      ['Order', doc.order.orderCode],
      ['Refund', doc.refundCode],
    ],
    sellerGstin: doc.sellerGstin,
    sellerState: invoice.sellerState,
    buyerState: invoice.buyerState,
    buyer: doc.buyer,
    // One line for what was refunded, at what was paid (after any coupon), so the lines add up to the total.
    items: [{ name: `Refund of ${doc.item}`, amount: note.amount }],
    less: null,
    tax: {
      rate: invoice.taxRatePercent,
      taxable: note.taxableAmount,
      cgst: note.cgst,
      sgst: note.sgst,
      igst: note.igst,
    },
    total: ['Total credited', note.amount],
  });
}
