/** A user has a premium plan when premiumPlanId is an integer (000 §6). */
export function isPremiumUser(premiumPlanId: unknown): boolean {
  return Number.isInteger(premiumPlanId);
}
