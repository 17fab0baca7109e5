import { describe, expect, it } from 'vitest';
import { fromCommas, fromLines, fromLocalInput, toLocalInput } from './text-lists';

describe('text lists', () => {
  it('splits commas and lines, dropping blanks', () => {
    expect(fromCommas(' java, sql ,, spring ')).toEqual(['java', 'sql', 'spring']);
    expect(fromLines('one\n\n two \n')).toEqual(['one', 'two']);
  });

  it('round-trips dates through the datetime-local input in UTC', () => {
    expect(toLocalInput('2026-03-01T09:30:00.000Z')).toBe('2026-03-01T09:30');
    expect(fromLocalInput('2026-03-01T09:30')).toBe('2026-03-01T09:30:00.000Z');
    expect(fromLocalInput('')).toBeNull();
    expect(toLocalInput(null)).toBe('');
  });
});
