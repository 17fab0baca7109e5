/**
 * The wheel's segments and their stated odds in hundredths (ADR 0058). The server draws with
 * `randomInt(100)` over these; the learner app draws the same segments and lists the odds.
 * The expected prize is 17 points a day, and every segment wins something.
 */
export const WHEEL_PRIZES = [
  { label: '5 points', points: 5, chance: 40 },
  { label: '10 points', points: 10, chance: 30 },
  { label: '25 points', points: 25, chance: 18 },
  { label: '50 points', points: 50, chance: 9 },
  { label: '100 points', points: 100, chance: 3 },
] as const;

export type WheelPrize = (typeof WHEEL_PRIZES)[number];

/** The prize a roll of 0–99 lands on: the first segment whose running share passes it. */
export function prizeForRoll(roll: number): WheelPrize {
  let below = 0;
  for (const prize of WHEEL_PRIZES) {
    below += prize.chance;
    if (roll < below) return prize;
  }
  throw new Error(`A wheel roll must be 0–99, got ${roll}`);
}

/** A reward order's shipping address on one line, as the learner and the staff who ship it read it. */
export function shippingAddressLine(address: {
  line1: string;
  line2?: string | undefined;
  city: string;
  state: string;
  postal_code: string;
  country: string;
}): string {
  return [address.line1, address.line2, address.city, address.state, address.postal_code, address.country]
    .filter(Boolean)
    .join(', ');
}
