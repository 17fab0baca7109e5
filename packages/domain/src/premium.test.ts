import { describe, expect, it } from 'vitest';
import { hasPremium, isPremiumUser, premiumPeriodEnd, renewedPremiumEnd } from './premium';

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

describe('a premium period lasts calendar months', () => {
  it('ends a yearly plan on the same date a year later, not after 360 days', () => {
    expect(premiumPeriodEnd(new Date('2026-11-26T10:15:00Z'), 12).toISOString()).toBe(
      '2027-11-26T10:15:00.000Z',
    );
    expect(premiumPeriodEnd(new Date('2027-03-01T00:00:00Z'), 12).toISOString()).toBe(
      '2028-03-01T00:00:00.000Z',
    );
  });

  it('ends a monthly plan on the same day next month, or that month’s last day', () => {
    expect(premiumPeriodEnd(new Date('2026-11-26T08:00:00Z'), 1).toISOString()).toBe(
      '2026-12-26T08:00:00.000Z',
    );
    expect(premiumPeriodEnd(new Date('2027-01-31T08:00:00Z'), 1).toISOString()).toBe(
      '2027-02-28T08:00:00.000Z',
    );
    expect(premiumPeriodEnd(new Date('2028-01-31T08:00:00Z'), 1).toISOString()).toBe(
      '2028-02-29T08:00:00.000Z',
    );
    expect(premiumPeriodEnd(new Date('2026-12-15T08:00:00Z'), 1).toISOString()).toBe(
      '2027-01-15T08:00:00.000Z',
    );
  });
});

describe('premium lasts until the paid period ends (ADR 0063)', () => {
  const now = new Date('2026-11-27T12:00:00Z');
  it('counts a plan whose period ends later, and not one that ended or was cancelled', () => {
    expect(hasPremium({ premiumPlanId: 2, premiumUntil: new Date('2026-11-27T12:00:01Z') }, now)).toBe(true);
    expect(hasPremium({ premiumPlanId: 2, premiumUntil: now }, now)).toBe(false);
    expect(hasPremium({ premiumPlanId: 2, premiumUntil: new Date('2026-10-27T12:00:00Z') }, now)).toBe(false);
    expect(hasPremium({ premiumPlanId: 2, premiumUntil: null }, now)).toBe(false);
    expect(hasPremium({ premiumPlanId: null, premiumUntil: new Date('2027-01-01T00:00:00Z') }, now)).toBe(
      false,
    );
  });

  it('starts a new period at the payment, or at the end of one still running', () => {
    expect(renewedPremiumEnd(null, now, 1).toISOString()).toBe('2026-12-27T12:00:00.000Z');
    expect(renewedPremiumEnd(new Date('2026-10-01T00:00:00Z'), now, 1).toISOString()).toBe(
      '2026-12-27T12:00:00.000Z',
    );
    expect(renewedPremiumEnd(new Date('2027-01-31T00:00:00Z'), now, 1).toISOString()).toBe(
      '2027-02-28T00:00:00.000Z',
    );
  });
});
