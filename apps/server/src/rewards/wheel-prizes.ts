import { randomInt } from 'node:crypto';
import { prizeForRoll, type WheelPrize } from '@learnforge/domain';

/** The day a spin counts for, and when the next opens: the calendar day in India, where the site sells. */
export const WHEEL_TIME_ZONE = 'Asia/Kolkata';

/** The draw happens here on the server, never in the browser, over the stated odds (ADR 0058). */
export const drawPrize = (): WheelPrize => prizeForRoll(randomInt(100));
