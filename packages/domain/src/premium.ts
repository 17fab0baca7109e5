/** A user has a premium plan when premiumPlanId is an integer (000 §6). */
export function isPremiumUser(premiumPlanId: unknown): boolean {
  return Number.isInteger(premiumPlanId);
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
