/** Tracked promo parameters (000 §9). */
export const PROMO_PARAMS = [
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
] as const;

/** Internal campaign parameters (000 §9). */
export const INTERNAL_CAMPAIGN_PARAMS = ['itm_source', 'itm_medium', 'itm_campaign'] as const;

export const TRACKED_PARAMS = [...PROMO_PARAMS, ...INTERNAL_CAMPAIGN_PARAMS] as const;
export type TrackedParam = (typeof TRACKED_PARAMS)[number];
export type TrackedParams = Partial<Record<TrackedParam, string>>;

/** The part of URLSearchParams this needs, so the package stays free of DOM types. */
export interface QueryParamsLike {
  get(name: string): string | null;
}

function decodeQueryComponent(raw: string): string {
  const spaced = raw.replace(/\+/g, ' ');
  try {
    return decodeURIComponent(spaced);
  } catch {
    // A stray '%' in a shared link should not lose the parameter: keep it as written.
    return spaced;
  }
}

/** The first value of each parameter, as URLSearchParams reads a query string. */
function parseQuery(query: string): QueryParamsLike {
  const values = new Map<string, string>();
  const body = query.startsWith('?') ? query.slice(1) : query;
  for (const pair of body.split('&')) {
    if (pair === '') continue;
    const equals = pair.indexOf('=');
    const name = decodeQueryComponent(equals === -1 ? pair : pair.slice(0, equals));
    const value = equals === -1 ? '' : decodeQueryComponent(pair.slice(equals + 1));
    if (!values.has(name)) values.set(name, value);
  }
  return { get: (name) => values.get(name) ?? null };
}

/** The promo and internal campaign parameters present in a page's query (000 §9). */
export function pickTrackedParams(search: string | QueryParamsLike): TrackedParams {
  const params = typeof search === 'string' ? parseQuery(search) : search;
  const picked: TrackedParams = {};
  for (const name of TRACKED_PARAMS) {
    const value = params.get(name);
    if (value !== null) picked[name] = value;
  }
  return picked;
}

/** The courses-page promo banner shows until this moment, local time (000 §2). */
export const PROMO_BANNER_ENDS_AT = '2025-10-21 23:59:59';

export function isPromoBannerActive(now: Date): boolean {
  // A date-time without a zone parses as local time; a fresh Date each call keeps the constant immutable.
  return now.getTime() <= new Date(PROMO_BANNER_ENDS_AT.replace(' ', 'T')).getTime();
}

export const SALE_BANNER_TEXT = 'Sale Ends in';

export interface SaleWindow {
  readonly start: Date;
  readonly end: Date;
}

/** 'Sale Ends in' while a configured sale window contains now, else null (001 §4). */
export function saleBannerText(
  window: SaleWindow | null | undefined,
  now: Date,
): typeof SALE_BANNER_TEXT | null {
  if (!window) return null;
  const at = now.getTime();
  return at >= window.start.getTime() && at <= window.end.getTime() ? SALE_BANNER_TEXT : null;
}
