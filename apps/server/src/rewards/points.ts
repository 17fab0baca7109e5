import { eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rewardLedger, users } from '../db/schema';
import { solvedDays } from '../problems/daily';
import { learnerPoints, solvedPublishedProblems } from '../problems/queries';

/**
 * A learner's ledger (ADR 0058, 0076): `earned` is what events credited (the wheel, contests and their final
 * ranks, finished courses); `net` adds what redeems took and cancelled orders gave back.
 */
export async function ledgerTotals(db: Db, userId: number): Promise<{ earned: number; net: number }> {
  const [totals] = await db
    .select({
      earned: sql<number>`coalesce(sum(${rewardLedger.delta}) filter (where ${rewardLedger.reason} in ('wheel', 'contest', 'contest_rank', 'course_completion')), 0)::int`,
      net: sql<number>`coalesce(sum(${rewardLedger.delta}), 0)::int`,
    })
    .from(rewardLedger)
    .where(eq(rewardLedger.userId, userId));
  return totals ?? { earned: 0, net: 0 };
}

/**
 * A learner's points to spend (ADR 0058): what solving earned (problems by difficulty and daily problems
 * on their day, the public profile's rule) plus every ledger row (prizes and credits in, redeems out).
 */
export async function pointsBalance(db: Db, userId: number): Promise<number> {
  const [solved, daily, ledger] = await Promise.all([
    solvedPublishedProblems(db, userId),
    solvedDays(db, userId, {}),
    ledgerTotals(db, userId),
  ]);
  return learnerPoints(solved, daily) + ledger.net;
}

/**
 * Locks the learner's row for the rest of the transaction, so their redeems and spins run one at a time:
 * a balance read after this stays true until the transaction writes its ledger row.
 */
export async function lockLearner(db: Db, userId: number): Promise<void> {
  await db.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('update');
}

/** What finishing a batch (its certificate issued) earns, once per batch. */
export const COURSE_COMPLETION_POINTS = 100;
/** What a contest sitting that scored earns, once per contest (ADR 0076). */
export const CONTEST_POINTS = 25;

/**
 * Credits points for one event (`batch:7`), once: the unique (learner, event) index makes a second report
 * of the same event (a retry, the staff job racing the learner) add nothing.
 */
export async function creditEventOnce(
  db: Db,
  credit: {
    userId: number;
    points: number;
    reason: 'contest' | 'contest_rank' | 'course_completion';
    eventKey: string;
  },
): Promise<void> {
  await db
    .insert(rewardLedger)
    .values({ userId: credit.userId, delta: credit.points, reason: credit.reason, eventKey: credit.eventKey })
    .onConflictDoNothing({
      target: [rewardLedger.userId, rewardLedger.eventKey],
      where: sql`${rewardLedger.eventKey} is not null`,
    });
}
