import { ProblemAttemptStatus } from '@learnforge/domain';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { currentPeriodStart, leaderboardRowOf, rowsOf } from '../leaderboards/rankings';

const BATCH_LEADERBOARD_PAGE_SIZE = 20;

/**
 * The batch's learners ranked by their batch score (ADR 0065): one point for each entity of the batch's
 * tracks they have done, counted as the progress rule counts it (001 §4, `progressOfTracks`): a video,
 * article or quiz question completed in its track while it is still there, and each track problem
 * solved. "current" counts what was done this calendar month, "overall" everything. Ties share a rank;
 * the one who got there first is listed first. Only enrolled learners with a point are ranked.
 */
function rankedQuery(batchId: number, type: 'current' | 'overall', now: Date): SQL {
  const since = type === 'current' ? sql`and done.at >= ${currentPeriodStart(now).toISOString()}` : sql``;
  return sql`
    with batch_tracks as (select id from tracks where batch_id = ${batchId}),
    done as (
      select tc.user_id, tc.completed_at as at, 0 as problem
      from track_completions tc
      where tc.batch_id = ${batchId} and tc.track_id in (select id from batch_tracks)
        and exists (
          select 1 from batch_content_items i
          where i.track_id = tc.track_id and (
            (i.kind = tc.entity_type and i.id = tc.entity_id)
            or (i.kind = 'quiz' and tc.entity_type = 'quiz-question'
              and i.body -> 'questions' @> jsonb_build_array(jsonb_build_object('id', tc.entity_id)))))
      union all
      select pa.user_id, coalesce(s.created_at, pa.updated_at), 1
      from track_problems tp
      join problem_attempts pa on pa.problem_id = tp.problem_id and pa.status = ${ProblemAttemptStatus.CORRECT}
      left join submissions s on s.id = pa.solved_submission_id
      where tp.track_id in (select id from batch_tracks)
    ),
    scored as (
      select done.user_id, count(*)::int as score, sum(done.problem)::int as solved, max(done.at) as reached
      from done
      join batch_enrollments e on e.batch_id = ${batchId} and e.user_id = done.user_id
      where true ${since}
      group by done.user_id
    )
    select u.id as user_id, u.handle, u.name, o.name as institute, p.score, p.solved,
      rank() over (order by p.score desc) as rank,
      row_number() over (order by p.score desc, p.reached, u.handle) as position
    from scored p
    join users u on u.id = p.user_id
    left join organizations o on o.id = u.organization_id and o.type = 'institute'`;
}

/** One page of the batch leaderboard, 20 a page, and the caller's own row (null when unranked). */
export async function batchLeaderboardPage(
  db: Db,
  batchId: number,
  { type, page, userId }: { type: 'current' | 'overall'; page: number; userId: number },
  now = new Date(),
) {
  const ranked = rankedQuery(batchId, type, now);
  const offset = (page - 1) * BATCH_LEADERBOARD_PAGE_SIZE;
  const [rows, total, own] = await Promise.all([
    db.execute(
      sql`select * from (${ranked}) ranked order by position limit ${BATCH_LEADERBOARD_PAGE_SIZE} offset ${offset}`,
    ),
    db.execute(sql`select count(*)::int as count from (${ranked}) ranked`),
    db.execute(sql`select * from (${ranked}) ranked where user_id = ${userId}`),
  ]);
  const [ownRow] = rowsOf(own);
  return {
    results: rowsOf(rows).map(leaderboardRowOf),
    count: Number(rowsOf(total)[0]?.count ?? 0),
    page,
    page_size: BATCH_LEADERBOARD_PAGE_SIZE,
    user_rank: ownRow ? leaderboardRowOf(ownRow) : null,
  };
}
