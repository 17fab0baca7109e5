/**
 * The percentage a person sees: rounded up and capped at 100 (001 §4 "display value is rounded up
 * and capped at 100", 001 §9 "Progress display capped at 100"); negative or missing values show 0.
 */
export function displayPercent(value: number, max = 100): number {
  if (!Number.isFinite(value) || !Number.isFinite(max) || max <= 0 || value <= 0) return 0;
  return Math.min(100, Math.ceil((value / max) * 100));
}
