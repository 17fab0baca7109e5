import { describe, expect, it } from 'vitest';
import { isPremiumUser } from './premium';

describe('000 §6 a user has a premium plan when premiumPlanId is an integer', () => {
  it('is premium for an integer id', () => {
    expect(isPremiumUser(3)).toBe(true);
    expect(isPremiumUser(0)).toBe(true);
  });

  it('is not premium for null, undefined, a string, or a fraction', () => {
    expect(isPremiumUser(null)).toBe(false);
    expect(isPremiumUser(undefined)).toBe(false);
    expect(isPremiumUser('3')).toBe(false);
    expect(isPremiumUser(2.5)).toBe(false);
  });
});
