/** A user has a premium plan when premiumPlanId is an integer (000 §6). */
export function isPremiumUser(premiumPlanId: unknown): boolean {
  return Number.isInteger(premiumPlanId);
}

/**
 * Whether an account is premium at `now`: it holds a plan (000 §6) and the paid period has not ended. The
 * end is computed when the payment is taken, so an expired plan stops counting the moment its period ends,
 * with no job to clear it (ADR 0063).
 */
export function hasPremium(
  account: { premiumPlanId: number | null; premiumUntil: Date | null },
  now: Date,
): boolean {
  return isPremiumUser(account.premiumPlanId) && account.premiumUntil !== null && account.premiumUntil > now;
}

/**
 * Where a newly paid period of `months` ends: from `paidAt`, or from the end of a period still running, so
 * renewing early adds a whole period instead of losing the days left.
 */
export function renewedPremiumEnd(currentEnd: Date | null, paidAt: Date, months: number): Date {
  const from = currentEnd !== null && currentEnd > paidAt ? currentEnd : paidAt;
  return premiumPeriodEnd(from, months);
}

/**
 * When a subscription paid at `paidAt` for `months` calendar months ends: the same day of the month
 * that many months later (in UTC), or that month's last day when it is shorter (31 Jan + 1 month is
 * 28 or 29 Feb). A yearly plan paid on 26 Nov 2026 runs to 26 Nov 2027, not 360 days.
 */
export function premiumPeriodEnd(paidAt: Date, months: number): Date {
  const end = new Date(paidAt.getTime());
  const day = end.getUTCDate();
  end.setUTCDate(1);
  end.setUTCMonth(end.getUTCMonth() + months);
  const lastDay = new Date(Date.UTC(end.getUTCFullYear(), end.getUTCMonth() + 1, 0)).getUTCDate();
  end.setUTCDate(Math.min(day, lastDay));
  return end;
}
