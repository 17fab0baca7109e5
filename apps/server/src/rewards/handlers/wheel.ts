import { and, eq } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import { rewardLedger, wheelSpins } from '../../db/schema';
import { HttpError } from '../../http/errors';
import { localDate, localDayEnd } from '../../problems/daily';
import { lockLearner } from '../points';
import { drawPrize, WHEEL_TIME_ZONE } from '../wheel-prizes';

async function spinOn(db: Db, userId: number, day: string) {
  const [spin] = await db
    .select()
    .from(wheelSpins)
    .where(and(eq(wheelSpins.userId, userId), eq(wheelSpins.day, day)));
  return spin;
}

export const handleNeedToSpin: Handler<'user-need-to-spin'> = async ({ user, database: { db } }) => {
  const now = new Date();
  const spun = await spinOn(db, user.id, localDate(now, WHEEL_TIME_ZONE));
  return {
    need_to_spin: !spun,
    next_spin_at: spun ? localDayEnd(now, WHEEL_TIME_ZONE).toISOString() : null,
  };
};

/**
 * One spin a day: the prize is drawn here and credited to the ledger in the same transaction as the spin,
 * under the learner's row lock, so two tabs spinning at once get one prize and a clear refusal.
 */
export const handleSpinTheWheel: Handler<'user-spin-the-wheel'> = async ({ user, database: { db } }) => {
  const now = new Date();
  const day = localDate(now, WHEEL_TIME_ZONE);
  return db.transaction(async (tx) => {
    const txDb = tx as unknown as Db;
    await lockLearner(txDb, user.id);
    if (await spinOn(txDb, user.id, day)) {
      const next = localDayEnd(now, WHEEL_TIME_ZONE);
      throw new HttpError(
        409,
        'already_spun',
        `You have spun the wheel today. The next spin opens at ${next.toISOString().slice(0, 16).replace('T', ' ')} UTC.`,
      );
    }
    const prize = drawPrize();
    const [spin] = await tx
      .insert(wheelSpins)
      .values({ userId: user.id, day, label: prize.label, points: prize.points })
      .returning();
    await tx.insert(rewardLedger).values({ userId: user.id, delta: prize.points, reason: 'wheel' });
    return { label: spin!.label, points: spin!.points, spun_at: spin!.spunAt.toISOString() };
  });
};
