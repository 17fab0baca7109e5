import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client';
import { batchEnrollments, batches, users } from '../db/schema';
import { utcDay } from './calendar';

const DAY = 86_400_000;

/** The demo learner whose access to a paid batch has ended (the batch page says why and how back in). */
const EXPIRED_ACCESS_DEMO = { email: 'student100@demo.test', batch: 'dsa-public-jan-2026' };

/**
 * What the batch page shows beyond chapters, dated from the seed day: the demo learner's access to the
 * institute's DSA batch ends in nine days (an expiring batch beside their others), and one student's
 * access to the public DSA batch ended three days ago (ADR 0065).
 */
export async function seedBatchPageData(db: Db, today: Date): Promise<void> {
  const seedDay = utcDay(today);
  const people = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, ['learner@demo.test', EXPIRED_ACCESS_DEMO.email]));
  const idOf = (email: string) => people.find((person) => person.email === email)?.id;
  const slugs = await db
    .select({ id: batches.id, slug: batches.slug })
    .from(batches)
    .where(inArray(batches.slug, ['dsa-institute-2026', EXPIRED_ACCESS_DEMO.batch]));
  const batchId = (slug: string) => slugs.find((batch) => batch.slug === slug)?.id;

  const learner = idOf('learner@demo.test');
  const institute = batchId('dsa-institute-2026');
  if (learner && institute)
    await db
      .update(batchEnrollments)
      .set({ accessEndsAt: new Date(seedDay + 9 * DAY) })
      .where(and(eq(batchEnrollments.userId, learner), eq(batchEnrollments.batchId, institute)));

  const expired = idOf(EXPIRED_ACCESS_DEMO.email);
  const publicBatch = batchId(EXPIRED_ACCESS_DEMO.batch);
  if (expired && publicBatch) {
    const ended = {
      enrolledAt: new Date(seedDay - 368 * DAY),
      accessEndsAt: new Date(seedDay - 3 * DAY),
    };
    await db
      .insert(batchEnrollments)
      .values({ userId: expired, batchId: publicBatch, ...ended })
      .onConflictDoUpdate({ target: [batchEnrollments.batchId, batchEnrollments.userId], set: ended });
  }
}
