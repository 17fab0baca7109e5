import { describe, expect, it } from 'vitest';
import { financialYearOf, formatMinorAmount, gstSplit, toMinorUnits } from './gst';

describe('gstSplit', () => {
  it('splits the tax inside an inclusive price into CGST and SGST within the state', () => {
    // ₹4,999.00 inclusive of 18 %: ₹4,236.44 taxable, ₹762.56 tax, ₹381.28 each.
    expect(gstSplit(499_900, 'Karnataka', 'Karnataka')).toEqual({
      taxable: 423_644,
      cgst: 38_128,
      sgst: 38_128,
      igst: 0,
    });
  });
  it('charges IGST to a buyer in another state, and the parts always add up to the price', () => {
    const split = gstSplit(449_910, 'Karnataka', 'Maharashtra');
    expect(split.cgst + split.sgst).toBe(0);
    expect(split.taxable + split.igst).toBe(449_910);
    const odd = gstSplit(101, 'Goa', 'Goa');
    expect(odd.taxable + odd.cgst + odd.sgst).toBe(101);
  });
});

describe('financialYearOf', () => {
  it('runs from 1 April to 31 March in India time', () => {
    expect(financialYearOf(new Date('2026-11-26T10:00:00Z'))).toBe('2026-27');
    expect(financialYearOf(new Date('2027-03-31T18:00:00Z'))).toBe('2026-27');
    // 31 March 18:30 UTC is 1 April 00:00 in India.
    expect(financialYearOf(new Date('2027-03-31T18:30:00Z'))).toBe('2027-28');
    expect(financialYearOf(new Date('2099-12-01T00:00:00Z'))).toBe('2099-00');
  });
});

describe('minor units', () => {
  it('converts rupee prices once and formats paise back', () => {
    expect(toMinorUnits(4999.99)).toBe(499_999);
    expect(toMinorUnits(0.1 + 0.2)).toBe(30);
    expect(formatMinorAmount(499_900, 'INR')).toBe('₹4,999.00');
  });
});
