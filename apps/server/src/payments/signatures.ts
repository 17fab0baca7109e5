import { createHmac, timingSafeEqual } from 'node:crypto';

/** HMAC-SHA256 in hex, the signature both gateways use. */
export const hmacHex = (secret: string, text: string) =>
  createHmac('sha256', secret).update(text).digest('hex');

/** Compares signatures in constant time, so a forger learns nothing from how long a refusal takes. */
export function sameSignature(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && timingSafeEqual(a, b);
}
