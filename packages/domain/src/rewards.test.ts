import { describe, expect, it } from 'vitest';
import { prizeForRoll, shippingAddressLine, WHEEL_PRIZES } from './rewards';

describe('the daily wheel (ADR 0058)', () => {
  it('states odds that share out every roll of 0–99', () => {
    expect(WHEEL_PRIZES.reduce((sum, prize) => sum + prize.chance, 0)).toBe(100);
  });

  it('lands each roll on the segment whose running share passes it', () => {
    const landed = Array.from({ length: 100 }, (_, roll) => prizeForRoll(roll).points);
    for (const prize of WHEEL_PRIZES)
      expect(landed.filter((points) => points === prize.points)).toHaveLength(prize.chance);
    expect(prizeForRoll(0).points).toBe(5);
    expect(prizeForRoll(39).points).toBe(5);
    expect(prizeForRoll(40).points).toBe(10);
    expect(prizeForRoll(99).points).toBe(100);
  });

  it('refuses a roll outside 0–99', () => {
    expect(() => prizeForRoll(100)).toThrow('0–99');
  });
});

describe('a shipping address on one line', () => {
  it('joins the parts the learner gave, leaving out an empty second line', () => {
    const address = {
      line1: '15 Residency Road',
      city: 'Bengaluru',
      state: 'Karnataka',
      postal_code: '560025',
      country: 'India',
    };
    expect(shippingAddressLine(address)).toBe('15 Residency Road, Bengaluru, Karnataka, 560025, India');
    expect(shippingAddressLine({ ...address, line2: 'Near the stadium' })).toBe(
      '15 Residency Road, Near the stadium, Bengaluru, Karnataka, 560025, India',
    );
  });
});
