import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { batchEnrollments, batches, courses } from '../db/schema';
import { batchOffers } from '../db/schema-courses';

const DAY_MS = 86_400_000;

/**
 * Puts a learner in a batch: the one way in, for free registration and for a paid order alike.
 * Access runs for the course's course_expiry_days from now (ADR 0065). Idempotent while access lasts
 * (a second call changes nothing and answers false), so a replayed payment callback cannot enrol
 * twice; after the access has ended it renews it, which is how a learner whose access ended buys their
 * way back in. A new enrolment or a renewal takes one of the offer's counted seats when it has any.
 * Call it inside the caller's transaction.
 */
export async function enrolInBatch(db: Db, userId: number, batchId: number): Promise<boolean> {
  const [course] = await db
    .select({ expiryDays: courses.courseExpiryDays })
    .from(batches)
    .innerJoin(courses, eq(courses.id, batches.courseId))
    .where(eq(batches.id, batchId));
  const now = new Date();
  const accessEndsAt = new Date(now.getTime() + (course?.expiryDays ?? 365) * DAY_MS);
  const inserted = await db
    .insert(batchEnrollments)
    .values({ userId, batchId, enrolledAt: now, accessEndsAt })
    .onConflictDoUpdate({
      target: [batchEnrollments.batchId, batchEnrollments.userId],
      set: { enrolledAt: now, accessEndsAt },
      // Only an enrolment whose access has ended is renewed; an active one is left as it is.
      setWhere: lte(batchEnrollments.accessEndsAt, sql`now()`),
    })
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
