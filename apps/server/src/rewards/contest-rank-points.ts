import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contests } from '../db/schema';
import type { JobQueue } from '../queue/queue';
import { creditEventOnce } from './points';

/**
 * Points for a contest's final rank (ADR 0102), on top of the 25 a scoring sitting earns (ADR 0076): the top
 * three and the rest of the top ten. Equal score and penalty share a rank (the leaderboard's rule), so they share
 * the points too.
 */
const RANK_POINTS = [
  { upToRank: 1, points: 100 },
  { upToRank: 2, points: 60 },
  { upToRank: 3, points: 40 },
  { upToRank: 10, points: 20 },
] as const;

/** What a final rank earns: 0 below the top ten. */
function pointsForRank(rank: number): number {
  return RANK_POINTS.find((band) => rank <= band.upToRank)?.points ?? 0;
}

/** How often the sweep looks for contests whose results became final: a rank is paid at most this late. */
const SWEEP_EVERY_MS = 60 * 60_000;

/**
 * A contest's results are final once its end time has passed, no sitting can still score (every attempt ended
 * or past its own deadline, which extra minutes may push beyond the contest's end) and no written answer awaits
 * marking. A cancelled contest (status 4) pays nothing.
 */
const resultsFinal = (now: Date) => sql`
  ${contests.endTime} <= ${now.toISOString()}::timestamptz
  and ${contests.status} <> 4
  and not exists (select 1 from contest_attempts a where a.contest_id = ${contests.id}
    and a.ended_at is null and a.deadline > ${now.toISOString()}::timestamptz)
  and not exists (select 1 from contest_quiz_responses r join quiz_questions q on q.id = r.question_id
    where r.contest_id = ${contests.id} and q.question_type = 'subjective' and r.answered and r.marked_at is null)`;

/**
 * Credits the final ranks of every contest whose results are final and not yet paid: each contest once, in one
 * transaction per contest that locks its row, writes a `contest_rank` ledger row per ranked learner (keyed
 * `contest-rank:{id}`, so a learner is never paid twice for one contest) and sets `rank_points_at`. A second
 * sweep, concurrent or later, finds the marker set and pays nothing, even if a mark changed a rank since.
 * Ranked: sittings that scored and were not ended by a proctor, as for the participation points.
 */
export async function creditFinalContestRanks(db: Db, now = new Date()): Promise<number> {
  const due = await db
    .select({ id: contests.id })
    .from(contests)
    .where(and(isNull(contests.rankPointsAt), resultsFinal(now)));
  let credited = 0;
  for (const { id } of due) {
    const paid = await db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [contest] = await tx
        .select({ id: contests.id })
        .from(contests)
        .where(and(eq(contests.id, id), isNull(contests.rankPointsAt), resultsFinal(now)))
        .for('update');
      if (!contest) return false;
      const ranked = await tx.execute(sql`
        select user_id, rank() over (order by quiz_score + coding_score desc, penalty_minutes asc)::int as rank
        from contest_attempts
        where contest_id = ${id} and quiz_score + coding_score > 0 and end_reason is distinct from 'terminated'`);
      for (const row of (ranked as unknown as { rows: { user_id: number; rank: number }[] }).rows) {
        const points = pointsForRank(row.rank);
        if (points > 0)
          await creditEventOnce(tx, {
            userId: Number(row.user_id),
            points,
            reason: 'contest_rank',
            eventKey: `contest-rank:${id}`,
          });
      }
      await tx.update(contests).set({ rankPointsAt: now }).where(eq(contests.id, id));
      return true;
    });
    if (paid) credited += 1;
  }
  return credited;
}

/**
 * The contest-rank job: one sweep, then the next an hour later; every process queues the first at start under
 * one singleton key, so one sweep waits at a time however many instances run.
 */
export async function runContestRankPointsJob(db: Db, queue: Pick<JobQueue, 'schedule'>): Promise<void> {
  await creditFinalContestRanks(db);
  await scheduleContestRankPoints(queue, new Date(Date.now() + SWEEP_EVERY_MS));
}

export const scheduleContestRankPoints = (queue: Pick<JobQueue, 'schedule'>, startAfter = new Date()) =>
  queue.schedule('contest-rank-points', {}, { startAfter, singletonKey: 'contest-rank-points' });
