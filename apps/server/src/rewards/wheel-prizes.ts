import { randomInt } from 'node:crypto';

/**
 * The wheel's segments and their stated odds (ADR 0058), in hundredths: the draw is `randomInt(100)` on the
 * server, so the browser only shows where the wheel stops. The expected prize is 17 points a day.
 */
export const WHEEL_PRIZES = [
  { label: '5 points', points: 5, chance: 40 },
  { label: '10 points', points: 10, chance: 30 },
  { label: '25 points', points: 25, chance: 18 },
  { label: '50 points', points: 50, chance: 9 },
  { label: '100 points', points: 100, chance: 3 },
] as const;

/** The day a spin counts for, and when the next opens: the calendar day in India, where the site sells. */
export const WHEEL_TIME_ZONE = 'Asia/Kolkata';

export function drawPrize(roll: number = randomInt(100)): (typeof WHEEL_PRIZES)[number] {
  let below = 0;
  for (const prize of WHEEL_PRIZES) {
    below += prize.chance;
    if (roll < below) return prize;
  }
  throw new Error(`A wheel roll must be 0–99, got ${roll}`);
}
