import { IST_OFFSET_MS } from './dates';

/** States and union territories of India as GST registers them: the buyer picks one for the invoice. */
export const INDIAN_STATES = [
  'Andaman and Nicobar Islands',
  'Andhra Pradesh',
  'Arunachal Pradesh',
  'Assam',
  'Bihar',
  'Chandigarh',
  'Chhattisgarh',
  'Dadra and Nagar Haveli and Daman and Diu',
  'Delhi',
  'Goa',
  'Gujarat',
  'Haryana',
  'Himachal Pradesh',
  'Jammu and Kashmir',
  'Jharkhand',
  'Karnataka',
  'Kerala',
  'Ladakh',
  'Lakshadweep',
  'Madhya Pradesh',
  'Maharashtra',
  'Manipur',
  'Meghalaya',
  'Mizoram',
  'Nagaland',
  'Odisha',
  'Puducherry',
  'Punjab',
  'Rajasthan',
  'Sikkim',
  'Tamil Nadu',
  'Telangana',
  'Tripura',
  'Uttar Pradesh',
  'Uttarakhand',
  'West Bengal',
] as const;

/** GST on online education services (SAC 999293). */
export const GST_RATE_PERCENT = 18;

export interface GstSplit {
  taxable: number;
  cgst: number;
  sgst: number;
  igst: number;
}

/**
 * The tax inside a GST-inclusive price, in the smallest currency unit: a sale within the seller's
 * state pays CGST and SGST (half each, the odd paisa to SGST), one to another state pays IGST.
 */
export function gstSplit(inclusiveAmount: number, sellerState: string, buyerState: string): GstSplit {
  const taxable = Math.round((inclusiveAmount * 100) / (100 + GST_RATE_PERCENT));
  const tax = inclusiveAmount - taxable;
  if (sellerState === buyerState) {
    const cgst = Math.floor(tax / 2);
    return { taxable, cgst, sgst: tax - cgst, igst: 0 };
  }
  return { taxable, cgst: 0, sgst: 0, igst: tax };
}

/** The Indian financial year (1 April to 31 March, in IST) a moment falls in, as '2026-27'. */
export function financialYearOf(at: Date): string {
  const ist = new Date(at.getTime() + IST_OFFSET_MS);
  const year = ist.getUTCMonth() >= 3 ? ist.getUTCFullYear() : ist.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, '0')}`;
}

/** Rupees and paise from an amount in paise, for display: 499900 → '₹4,999.00'. */
export function formatMinorAmount(amount: number, currency: string): string {
  return new Intl.NumberFormat('en-IN', { style: 'currency', currency }).format(amount / 100);
}

/** A price kept in rupees (offers, plans, coupons) in paise, rounded once, for orders. */
export function toMinorUnits(amount: number): number {
  return Math.round(amount * 100);
}
