import type { Challenge, Solution } from 'altcha-lib';
import { createChallenge, randomInt, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { lt } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../db/client';
import { usedCaptchas } from '../db/schema';

/**
 * Self-hosted proof-of-work captcha (ALTCHA): the browser finds a counter whose SHA-256 key
 * matches a prefix the server signed. Works offline; no third-party service is contacted.
 */
const CHALLENGE_TTL_SECONDS = 10 * 60;

const captchaPayloadSchema = z.object({
  challenge: z.object({
    parameters: z.looseObject({ nonce: z.string().min(1) }),
    signature: z.string().optional(),
  }),
  solution: z.object({ counter: z.number().int().nonnegative(), derivedKey: z.string().min(1) }),
});

export function createCaptcha(secret: string): Promise<Challenge> {
  return createChallenge({
    algorithm: 'SHA-256',
    cost: 1,
    // Deterministic mode: the server knows the answer, the browser searches up to it.
    counter: randomInt(2_000, 8_000),
    deriveKey,
    expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: `${secret}:key`,
  });
}

/** The form value is base64 of `{ challenge, solution }`, as the browser widget sends it. */
function decodePayload(value: unknown): unknown {
  if (typeof value !== 'string' || value.length === 0) return null;
  try {
    return JSON.parse(Buffer.from(value, 'base64').toString('utf8'));
  } catch {
    return null;
  }
}

/** True once per solved challenge: a replayed solution is refused. */
export async function verifyCaptcha(db: Db, secret: string, value: unknown): Promise<boolean> {
  const parsed = captchaPayloadSchema.safeParse(decodePayload(value));
  if (!parsed.success) return false;
  const result = await verifySolution({
    challenge: parsed.data.challenge as unknown as Challenge,
    solution: parsed.data.solution as Solution,
    deriveKey,
    hmacSignatureSecret: secret,
    hmacKeySignatureSecret: `${secret}:key`,
  });
  if (!result.verified) return false;
  await db.delete(usedCaptchas).where(lt(usedCaptchas.expiresAt, new Date()));
  const inserted = await db
    .insert(usedCaptchas)
    .values({
      nonce: parsed.data.challenge.parameters.nonce,
      expiresAt: new Date(Date.now() + CHALLENGE_TTL_SECONDS * 1000),
    })
    .onConflictDoNothing()
    .returning();
  return inserted.length === 1;
}
