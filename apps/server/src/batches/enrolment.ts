import { and, eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { batchEnrollments } from '../db/schema';
import { batchOffers } from '../db/schema-courses';

/**
 * Puts a learner in a batch: the one way in, for free registration and for a paid order alike.
 * Idempotent (a second call for the same person and batch changes nothing and answers false), so a
 * replayed payment callback cannot enrol twice. A new enrolment takes one of the offer's counted
 * seats when it has any. Call it inside the caller's transaction.
 */
export async function enrolInBatch(db: Db, userId: number, batchId: number): Promise<boolean> {
  const inserted = await db
    .insert(batchEnrollments)
    .values({ userId, batchId })
    .onConflictDoNothing()
    .returning({ batchId: batchEnrollments.batchId });
  if (inserted.length === 0) return false;
  const [offer] = await db
    .select({ seatsLeft: batchOffers.seatsLeft })
    .from(batchOffers)
    .where(eq(batchOffers.batchId, batchId))
    .for('update');
  if (offer?.seatsLeft !== null && offer?.seatsLeft !== undefined && offer.seatsLeft > 0)
    await db
      .update(batchOffers)
      .set({ seatsLeft: offer.seatsLeft - 1 })
      .where(and(eq(batchOffers.batchId, batchId)));
  return true;
}
