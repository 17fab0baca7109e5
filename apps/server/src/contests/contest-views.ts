import { and, eq, type SQL, sql } from 'drizzle-orm';
import type { HandlerOutput } from '../api/registry';
import type { Db } from '../db/client';
import {
  batches,
  contestRegistrations,
  contestSections,
  contests,
  jobAssessmentInvites,
  jobAssessments,
  jobs,
  users,
} from '../db/schema';
import { notFound } from '../http/errors';
import { contestStatusAt } from './contest-model';

type ContestCard = HandlerOutput<'x-contests-list'>['results'][number];
type Contest = typeof contests.$inferSelect;

/** The minutes one attempt may last: the contest's own length, or its whole window. */
function attemptMinutes(contest: Pick<Contest, 'durationMinutes' | 'startTime' | 'endTime'>): number {
  return (
    contest.durationMinutes ??
    Math.max(1, Math.round((contest.endTime.getTime() - contest.startTime.getTime()) / 60_000))
  );
}

/** Selects contest cards; `userId` fills `is_registered`. Add a where, an order and paging. */
export function contestCards(db: Db, userId: number | null) {
  return db
    .select({
      contest: contests,
      batchSlug: batches.slug,
      batchName: batches.name,
      quizSections: sql<number>`(select count(*) from ${contestSections} s where s.contest_id = ${contests.id} and s.kind = 'quiz')::int`,
      codingSections: sql<number>`(select count(*) from ${contestSections} s where s.contest_id = ${contests.id} and s.kind = 'coding')::int`,
      hasJob: sql<boolean>`exists (select 1 from ${jobs} j where j.contest_slug = ${contests.slug})`,
      registrations: sql<number>`(select count(*) from ${contestRegistrations} r where r.contest_id = ${contests.id})::int`,
      isRegistered:
        userId === null
          ? sql<boolean | null>`null::boolean`
          : sql<
              boolean | null
            >`exists (select 1 from ${contestRegistrations} r where r.contest_id = ${contests.id} and r.user_id = ${userId})`,
    })
    .from(contests)
    .leftJoin(batches, eq(batches.id, contests.batchId))
    .$dynamic();
}

type CardRow = Awaited<ReturnType<ReturnType<typeof contestCards>['execute']>>[number];

export function toContestCard(row: CardRow, now: Date): ContestCard {
  const { contest } = row;
  return {
    id: contest.id,
    slug: contest.slug,
    name: contest.title,
    kind: contest.kind,
    type:
      row.codingSections > 0 && row.quizSections > 0 ? 'mixed' : row.codingSections > 0 ? 'coding' : 'quiz',
    start_time: contest.startTime.toISOString(),
    end_time: contest.endTime.toISOString(),
    duration_minutes: attemptMinutes(contest),
    status_code: contestStatusAt(contest, now),
    batch_slug: row.batchSlug,
    batch_name: row.batchName,
    has_job: row.hasJob,
    proctored: contest.proctored,
    registrations_count: row.registrations,
    is_registered: row.isRegistered,
  };
}

/**
 * A recruiter's assessment (ADR 0090) is an open contest by invitation: it exists only for the addresses
 * invited to it, so nobody else finds it in a list or opens its page (404), and a shared link shows nothing.
 */
export function invitedIfAssessment(userId: number | null): SQL {
  const invited =
    userId === null
      ? sql`false`
      : sql`exists (select 1 from ${jobAssessmentInvites} i join ${users} u on lower(u.email) = i.email where i.assessment_id = a.id and u.id = ${userId})`;
  return sql`not exists (select 1 from ${jobAssessments} a where a.contest_id = ${contests.id} and not ${invited})`;
}

/** Batch contests show only to that batch's learners; open contests to everyone, assessments to their invitees. */
export function visibleTo(userId: number | null): SQL {
  const ownBatch =
    userId === null
      ? sql`false`
      : sql`${contests.batchId} in (select batch_id from batch_enrollments where user_id = ${userId})`;
  return sql`((${contests.kind} = 'open' and ${invitedIfAssessment(userId)}) or ${ownBatch})`;
}

/** A contest's row for a page or call about it: 404 when there is none, or it is an assessment `userId` was not invited to. */
export async function contestShownOr404(db: Db, slug: string, userId: number | null): Promise<Contest> {
  const [row] = await db
    .select()
    .from(contests)
    .where(and(eq(contests.slug, slug), invitedIfAssessment(userId)));
  if (!row) throw notFound('There is no contest at this address.');
  return row;
}

/** The columns of a contest's short form (search results, the learner's home), for `contestWindow`. */
export const contestWindowColumns = {
  id: contests.id,
  slug: contests.slug,
  name: contests.title,
  status: contests.status,
  startTime: contests.startTime,
  endTime: contests.endTime,
};

/** A contest's short form: what it is called, its status at `now` and its window. */
export function contestWindow(
  row: { id: number; slug: string; name: string } & Pick<Contest, 'status' | 'startTime' | 'endTime'>,
  now: Date,
) {
  return {
    id: row.id,
    slug: row.slug,
    name: row.name,
    status_code: contestStatusAt(row, now),
    start_time: row.startTime.toISOString(),
    end_time: row.endTime.toISOString(),
  };
}
