import { describe, expect, it } from 'vitest';
import {
  INTERNAL_CAMPAIGN_PARAMS,
  isPromoBannerActive,
  PROMO_BANNER_ENDS_AT,
  PROMO_PARAMS,
  pickTrackedParams,
  type QueryParamsLike,
  SALE_BANNER_TEXT,
  saleBannerText,
} from './promo';

// Node's URLSearchParams at run time; declared here so the package keeps no DOM or Node types.
declare const URLSearchParams: new (init: string) => QueryParamsLike;

describe('000 §9 tracked promo and internal campaign parameters', () => {
  it('promo: utm_source, utm_medium, utm_campaign, source, medium, campaignid, gclid, adgroup, fbclid, coupon, click_id, keyword', () => {
    expect(PROMO_PARAMS).toEqual([
      'utm_source',
      'utm_medium',
      'utm_campaign',
      'source',
      'medium',
      'campaignid',
      'gclid',
      'adgroup',
      'fbclid',
      'coupon',
      'click_id',
      'keyword',
    ]);
  });

  it('internal campaign: itm_source, itm_medium, itm_campaign', () => {
    expect(INTERNAL_CAMPAIGN_PARAMS).toEqual(['itm_source', 'itm_medium', 'itm_campaign']);
  });

  it('picks the ones present in a query string and nothing else', () => {
    expect(
      pickTrackedParams('?utm_source=newsletter&page=2&coupon=SAVE%2010&itm_campaign=spring+sale&gclid='),
    ).toEqual({ utm_source: 'newsletter', coupon: 'SAVE 10', itm_campaign: 'spring sale', gclid: '' });
  });

  it('reads a query without the leading ? and keeps the first of repeated parameters', () => {
    expect(pickTrackedParams('keyword=dsa&keyword=java&&fbclid')).toEqual({ keyword: 'dsa', fbclid: '' });
  });

  it('keeps a badly encoded value as written', () => {
    expect(pickTrackedParams('?click_id=50%')).toEqual({ click_id: '50%' });
  });

  it('reads URLSearchParams the same way', () => {
    const params = new URLSearchParams('utm_medium=email&adgroup=a1&medium=x&other=1');
    expect(pickTrackedParams(params)).toEqual({ utm_medium: 'email', adgroup: 'a1', medium: 'x' });
  });

  it('gives an empty object when none is present', () => {
    expect(pickTrackedParams('')).toEqual({});
  });
});

describe('000 §2 the courses promo banner appears until 2025-10-21 23:59:59', () => {
  it('ends at 2025-10-21 23:59:59 local time', () => {
    expect(PROMO_BANNER_ENDS_AT).toBe('2025-10-21 23:59:59');
    expect(isPromoBannerActive(new Date(2025, 9, 21, 23, 59, 58, 999))).toBe(true);
    expect(isPromoBannerActive(new Date(2025, 9, 21, 23, 59, 59, 1))).toBe(false);
  });

  it('shows before and at the end, not after', () => {
    expect(isPromoBannerActive(new Date(2025, 9, 1))).toBe(true);
    expect(isPromoBannerActive(new Date(2025, 9, 21, 23, 59, 59))).toBe(true);
    expect(isPromoBannerActive(new Date(2025, 9, 22, 0, 0, 0))).toBe(false);
  });
});

describe("001 §4 sale banner: 'Sale Ends in' inside a configured sale window", () => {
  const window = { start: new Date(2025, 5, 1), end: new Date(2025, 5, 10, 23, 59) };

  it("shows 'Sale Ends in' inside the window, its ends included", () => {
    expect(SALE_BANNER_TEXT).toBe('Sale Ends in');
    expect(saleBannerText(window, new Date(2025, 5, 5))).toBe('Sale Ends in');
    expect(saleBannerText(window, window.start)).toBe('Sale Ends in');
    expect(saleBannerText(window, window.end)).toBe('Sale Ends in');
  });

  it('shows nothing before or after the window', () => {
    expect(saleBannerText(window, new Date(2025, 4, 31))).toBeNull();
    expect(saleBannerText(window, new Date(2025, 5, 11))).toBeNull();
  });

  it('shows nothing when no sale window is configured', () => {
    expect(saleBannerText(null, new Date(2025, 5, 5))).toBeNull();
    expect(saleBannerText(undefined, new Date(2025, 5, 5))).toBeNull();
  });
});
