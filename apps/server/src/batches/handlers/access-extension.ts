import { formatLongDate } from '@learnforge/domain';
import { and, eq } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import { batchAccessExtensions, batchEnrollments, users } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { batchBySlug } from '../batch-access';

const DAY_MS = 86_400_000;

/**
 * Moves one enrolment's access end and keeps the extension with who made it and why. Call it inside the
 * transaction that locked the enrolment row (batch staff here, CRM staff's product actions too).
 */
export async function moveAccessEnd(
  txDb: Db,
  change: {
    batchId: number;
    userId: number;
    previousEndsAt: Date;
    newEndsAt: Date;
    by: number;
    reason: string;
  },
): Promise<void> {
  await txDb
    .update(batchEnrollments)
    .set({ accessEndsAt: change.newEndsAt })
    .where(and(eq(batchEnrollments.batchId, change.batchId), eq(batchEnrollments.userId, change.userId)));
  await txDb.insert(batchAccessExtensions).values({
    batchId: change.batchId,
    userId: change.userId,
    extendedBy: change.by,
    previousEndsAt: change.previousEndsAt,
    newEndsAt: change.newEndsAt,
    reason: change.reason,
  });
}

/**
 * Staff extend a learner's access (ADR 0065): the new end is the later of the current end and now, plus
 * the days asked for, so an extension after expiry gives whole days from today. Only someone enrolled
 * in the batch (active or ended) can be extended; each extension is kept with who made it and why.
 */
export const handleBatchAccessExtend: Handler<'x-batch-access-extend'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch } = await batchBySlug(db, input.path.slug);
  const { handle, days, reason } = input.body;
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    const [row] = await txDb
      .select({ userId: users.id, name: users.name, accessEndsAt: batchEnrollments.accessEndsAt })
      .from(batchEnrollments)
      .innerJoin(users, eq(users.id, batchEnrollments.userId))
      .where(and(eq(batchEnrollments.batchId, batch.id), eq(users.handle, handle)))
      .for('update', { of: batchEnrollments })
      .limit(1);
    if (!row) {
      const why = `${handle} is not enrolled in ${batch.name}.`;
      throw new HttpError(404, 'not_found', why, { handle: why });
    }
    const from = Math.max(row.accessEndsAt.getTime(), Date.now());
    const newEndsAt = new Date(from + days * DAY_MS);
    await moveAccessEnd(txDb, {
      batchId: batch.id,
      userId: row.userId,
      previousEndsAt: row.accessEndsAt,
      newEndsAt,
      by: user.id,
      reason,
    });
    return {
      handle,
      access_ends_at: newEndsAt.toISOString(),
      message: `${row.name} can open ${batch.name} until ${formatLongDate(newEndsAt, { timeZone: 'UTC' })}.`,
    };
  });
};
