/** Stored cookie values are cut to this many characters (000 §5). */
export const COOKIE_VALUE_MAX_LENGTH = 4000;

export function truncateCookieValue(value: string): string {
  return value.length > COOKIE_VALUE_MAX_LENGTH ? value.slice(0, COOKIE_VALUE_MAX_LENGTH) : value;
}

/** Cookies apply to the whole site domain (000 §9); their lifetime is not in the spec. */
export function siteCookieScope(siteDomain: string): { readonly domain: string; readonly path: '/' } {
  return { domain: siteDomain, path: '/' };
}
