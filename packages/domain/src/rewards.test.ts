import { describe, expect, it } from 'vitest';
import { prizeForRoll, WHEEL_PRIZES } from './rewards';

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
