import { financialYearOf, GST_RATE_PERCENT, gstSplit } from '@learnforge/domain';
import { eq, sql } from 'drizzle-orm';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { invoices, type paymentOrders } from '../db/schema';
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

/** The invoice as a PDF (pdfkit, ADR 0048). */
export function renderInvoicePdf(doc: InvoiceDocument): Promise<Buffer> {
  const { invoice, order } = doc;
  return pdfBuffer({ size: 'A4', margin: 50, info: { Title: `Tax invoice ${invoice.number}` } }, (pdf) => {
    const line = (label: string, value: string) => {
      pdf.font('Helvetica').text(`${label}: ${value}`);
    };
    pdf.font('Helvetica-Bold').fontSize(18).text('Tax invoice');
    pdf.fontSize(10).moveDown(0.5);
    line('Invoice number', invoice.number);
    line('Invoice date', invoice.issuedAt.toISOString().slice(0, 10));
    line('Order', order.orderCode);
    pdf.moveDown();
    pdf.font('Helvetica-Bold').text('Seller');
    line('Name', 'Learnforge Education Private Limited');
    line('GSTIN', doc.sellerGstin);
    line('State', invoice.sellerState);
    pdf.moveDown();
    pdf.font('Helvetica-Bold').text('Billed to');
    line('Name', doc.buyer.name);
    line('Email', doc.buyer.email);
    line('State (place of supply)', invoice.buyerState);
    pdf.moveDown();
    pdf.font('Helvetica-Bold').text('Items (SAC 999293, prices include GST)');
    for (const item of doc.items) line(item.name, inr(item.amount));
    if (order.discountAmount > 0) line(`Coupon ${doc.coupon ?? ''}`.trim(), `-${inr(order.discountAmount)}`);
    pdf.moveDown();
    line('Taxable value', inr(invoice.taxableAmount));
    const half = invoice.taxRatePercent / 2;
    if (invoice.igst > 0 || invoice.cgst + invoice.sgst === 0)
      line(`IGST @ ${invoice.taxRatePercent}%`, inr(invoice.igst));
    else {
      line(`CGST @ ${half}%`, inr(invoice.cgst));
      line(`SGST @ ${half}%`, inr(invoice.sgst));
    }
    pdf.font('Helvetica-Bold').text(`Total paid: ${inr(order.amount)}`);
  });
}
