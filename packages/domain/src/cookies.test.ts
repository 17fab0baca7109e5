import { describe, expect, it } from 'vitest';
import { COOKIE_VALUE_MAX_LENGTH, siteCookieScope, truncateCookieValue } from './cookies';

describe('000 §5 stored cookie values are cut to 4000 characters', () => {
  it('keeps a value of 4000 characters or fewer as it is', () => {
    expect(COOKIE_VALUE_MAX_LENGTH).toBe(4000);
    expect(truncateCookieValue('session')).toBe('session');
    const exact = 'x'.repeat(4000);
    expect(truncateCookieValue(exact)).toBe(exact);
  });

  it('cuts a longer value to its first 4000 characters', () => {
    const cut = truncateCookieValue(`${'a'.repeat(3999)}bcd`);
    expect(cut).toHaveLength(4000);
    expect(cut.endsWith('ab')).toBe(true);
  });
});

describe('000 §9 cookies apply to the whole site domain', () => {
  it('scopes a cookie to the domain and every path', () => {
    expect(siteCookieScope('learnforge.test')).toEqual({ domain: 'learnforge.test', path: '/' });
  });
});
