import { describe, expect, it } from 'vitest';
import { calculate } from './calculate';

describe('the contest calculator', () => {
  it('follows the usual precedence, brackets and unary minus', () => {
    expect(calculate('2 + 3 × 4')).toEqual({ value: 14 });
    expect(calculate('(2 + 3) * 4')).toEqual({ value: 20 });
    expect(calculate('-3 ^ 2')).toEqual({ value: -9 });
    expect(calculate('2 ^ 3 ^ 2')).toEqual({ value: 512 });
    expect(calculate('10 ÷ 4')).toEqual({ value: 2.5 });
    expect(calculate('17 % 5')).toEqual({ value: 2 });
    expect(calculate('0.1 + 0.2')).toEqual({ value: 0.3 });
    expect(calculate('1e3 − 1')).toEqual({ value: 999 });
  });

  it('says what is wrong instead of guessing', () => {
    expect(calculate('')).toEqual({ error: 'Type a calculation first.' });
    expect(calculate('1 / 0')).toEqual({ error: 'Division by zero.' });
    expect(calculate('(1 + 2')).toEqual({ error: 'A bracket is not closed.' });
    expect(calculate('2 +')).toEqual({ error: 'The calculation is not complete.' });
    expect(calculate('2 3')).toEqual({ error: 'The calculation is not complete.' });
    expect(calculate('alert(1)')).toEqual({ error: 'Use digits, + − × ÷ % ^ and brackets only.' });
    expect(calculate('9 ^ 999')).toEqual({ error: 'The result is too large.' });
  });
});
