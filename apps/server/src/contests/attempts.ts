import { ClassStatus, createQuizStatus, type QuizStatus, quizStatusReducer } from '@learnforge/domain';
import { and, asc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import { KeptUntilWrite } from '../api/read-cache';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import {
  batchContests,
  contestAccommodations,
  contestAttempts,
  contestParticipations,
  contestQuizResponses,
  contestRegistrations,
  contestSectionQuestions,
  contestSections,
  contests,
  quizQuestions,
} from '../db/schema';
import { HttpError, notFound } from '../http/errors';
import type { LiveBus } from '../live/bus';
import { CONTEST_POINTS, creditEventOnce } from '../rewards/points';
import { contestStatusAt } from './contest-model';

export type Contest = typeof contests.$inferSelect;
export type Attempt = typeof contestAttempts.$inferSelect;
export type EndReason = NonNullable<Attempt['endReason']>;

/** A client whose clock runs this far ahead may end itself this early: it only ever loses time. */
const AUTO_END_TOLERANCE_MS = 2_000;

export async function contestOr404(db: Db, slug: string): Promise<Contest> {
  const [row] = await db.select().from(contests).where(eq(contests.slug, slug));
  if (!row) throw notFound('There is no contest at this address.');
  return row;
}

export async function isRegistered(db: Db, contestId: number, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: contestRegistrations.userId })
    .from(contestRegistrations)
    .where(and(eq(contestRegistrations.contestId, contestId), eq(contestRegistrations.userId, userId)));
  return row !== undefined;
}

export async function accommodationOf(db: Db, contestId: number, userId: number) {
  const [row] = await db
    .select()
    .from(contestAccommodations)
    .where(and(eq(contestAccommodations.contestId, contestId), eq(contestAccommodations.userId, userId)));
  return { extraMinutes: row?.extraMinutes ?? 0, webcamExempt: row?.webcamExempt ?? false };
}

/** Whether the contest's window is over for everyone (its end time, never anyone's extra time). */
export const contestIsOver = (contest: Contest, now: Date) =>
  contestStatusAt(contest, now) === ClassStatus.Completed || contest.status === ClassStatus.Cancelled;

/** The caller's attempt, ended first if its time ran out while nobody was asking (auto-end on read). */
export async function currentAttempt(
  db: Db,
  live: LiveBus,
  contest: Contest,
  userId: number,
  now = new Date(),
): Promise<Attempt | undefined> {
  const [attempt] = await db
    .select()
    .from(contestAttempts)
    .where(and(eq(contestAttempts.contestId, contest.id), eq(contestAttempts.userId, userId)));
  return attempt && endedIfOverdue(db, live, contest, attempt, now);
}

/** An attempt whose time ran out while nobody was asking is ended at its deadline (auto-end on read). */
function endedIfOverdue(db: Db, live: LiveBus, contest: Contest, attempt: Attempt, now: Date) {
  if (attempt.endedAt === null && now >= attempt.deadline)
    return endAttempt(db, live, contest, attempt, 'auto_end', attempt.deadline);
  return attempt;
}

/** An attempt's deadline: the contest's attempt length from its start or the contest's end if sooner, plus extra time. */
function attemptDeadline(contest: Contest, startedAt: Date, extraMinutes: number): Date {
  const byLength =
    contest.durationMinutes === null
      ? contest.endTime.getTime()
      : startedAt.getTime() + contest.durationMinutes * 60_000;
  return new Date(Math.min(byLength, contest.endTime.getTime()) + extraMinutes * 60_000);
}

/**
 * Gives running attempts the deadline they would have started with under the contest's times and extra time as
 * they are now (ADR 0110): a contest extended or shortened while learners sit it, or extra time granted to one
 * of them, moves the deadline of every attempt still running (or of `userId`'s). An attempt whose deadline has
 * already passed stays ended at it. Learners' timers read the new deadline from `contest-meta`.
 */
export async function moveRunningDeadlines(
  db: Db,
  contest: Contest,
  now: Date,
  userId?: number,
): Promise<void> {
  const running = await db
    .select({
      userId: contestAttempts.userId,
      startedAt: contestAttempts.startedAt,
      extraMinutes: contestAccommodations.extraMinutes,
    })
    .from(contestAttempts)
    .leftJoin(
      contestAccommodations,
      and(
        eq(contestAccommodations.contestId, contestAttempts.contestId),
        eq(contestAccommodations.userId, contestAttempts.userId),
      ),
    )
    .where(
      and(
        eq(contestAttempts.contestId, contest.id),
        isNull(contestAttempts.endedAt),
        gt(contestAttempts.deadline, now),
        userId === undefined ? undefined : eq(contestAttempts.userId, userId),
      ),
    );
  // One statement per new deadline: an extension that the contest's end decides moves everyone in one.
  const byDeadline = new Map<number, number[]>();
  for (const attempt of running) {
    const at = attemptDeadline(contest, attempt.startedAt, attempt.extraMinutes ?? 0).getTime();
    const users = byDeadline.get(at);
    // Pushed, not copied: a large contest has thousands of attempts sharing the contest's end.
    if (users) users.push(attempt.userId);
    else byDeadline.set(at, [attempt.userId]);
  }
  for (const [at, userIds] of byDeadline)
    await db
      .update(contestAttempts)
      .set({ deadline: new Date(at) })
      .where(
        and(
          eq(contestAttempts.contestId, contest.id),
          inArray(contestAttempts.userId, userIds),
          isNull(contestAttempts.endedAt),
        ),
      );
}

/** Starts an attempt now: it lasts the contest's attempt length or until its end, plus any extra time. */
export async function startAttempt(db: Db, contest: Contest, userId: number, now: Date): Promise<Attempt> {
  const { extraMinutes } = await accommodationOf(db, contest.id, userId);
  const deadline = attemptDeadline(contest, now, extraMinutes);
  const [row] = await db
    .insert(contestAttempts)
    .values({ contestId: contest.id, userId, startedAt: now, deadline, scoredAt: now })
    .onConflictDoNothing()
    .returning();
  if (row) return row;
  // Two tabs started at once: the first one's attempt is the attempt.
  const [existing] = await db
    .select()
    .from(contestAttempts)
    .where(and(eq(contestAttempts.contestId, contest.id), eq(contestAttempts.userId, userId)));
  return existing!;
}

/**
 * Ends an attempt (once: a second end changes nothing) and, for a batch contest, writes the sitting to
 * contest_participations, which the organization dashboard reports from (ADR 0039).
 */
export async function endAttempt(
  db: Db,
  live: LiveBus,
  contest: Contest,
  attempt: Attempt,
  reason: EndReason,
  endedAt: Date,
): Promise<Attempt> {
  const ended = await db.transaction(async (tx) => {
    const [row] = await tx
      .update(contestAttempts)
      .set({ endedAt, endReason: reason })
      .where(
        and(
          eq(contestAttempts.contestId, attempt.contestId),
          eq(contestAttempts.userId, attempt.userId),
          sql`${contestAttempts.endedAt} is null`,
        ),
      )
      .returning();
    if (!row) return undefined;
    // A sitting that scored earns points once per contest, with its end (ADR 0076); a proctor's
    // termination or a blank sitting earns nothing, so starting and leaving is not a way to points.
    if (reason !== 'terminated' && row.quizScore + row.codingScore > 0)
      await creditEventOnce(tx, {
        userId: row.userId,
        points: CONTEST_POINTS,
        reason: 'contest',
        eventKey: `contest:${contest.id}`,
      });
    if (contest.kind === 'batch') {
      const [listing] = await tx
        .select({ id: batchContests.id })
        .from(batchContests)
        .where(eq(batchContests.contestId, contest.id));
      if (listing) {
        const sitting = {
          score: row.quizScore + row.codingScore,
          attended: true,
          durationMinutes: Math.round((endedAt.getTime() - row.startedAt.getTime()) / 6_000) / 10,
        };
        await tx
          .insert(contestParticipations)
          .values({ contestId: listing.id, userId: row.userId, ...sitting })
          .onConflictDoUpdate({
            target: [contestParticipations.contestId, contestParticipations.userId],
            set: sitting,
          });
      }
    }
    return row;
  });
  if (!ended) {
    const [current] = await db
      .select()
      .from(contestAttempts)
      .where(
        and(eq(contestAttempts.contestId, attempt.contestId), eq(contestAttempts.userId, attempt.userId)),
      );
    return current!;
  }
  await announceLeaderboard(live, contest.slug);
  return ended;
}

/** The auto-end call: refused while the caller's time is not up on the server's clock. */
export function autoEndAllowed(attempt: Attempt, now: Date): boolean {
  return now.getTime() + AUTO_END_TOLERANCE_MS >= attempt.deadline.getTime();
}

/**
 * The caller's attempt when they may still answer: registered, started, not ended, time left.
 * Anything else is refused before a write.
 */
export async function openAttempt(
  db: Db,
  live: LiveBus,
  contestSlug: string,
  user: SessionUser,
  now = new Date(),
): Promise<{ contest: Contest; attempt: Attempt }> {
  // One read for the contest and the caller's attempt: every saved answer comes through here.
  const [found] = await db
    .select({ contest: contests, attempt: contestAttempts })
    .from(contests)
    .leftJoin(
      contestAttempts,
      and(eq(contestAttempts.contestId, contests.id), eq(contestAttempts.userId, user.id)),
    )
    .where(eq(contests.slug, contestSlug));
  if (!found) throw notFound('There is no contest at this address.');
  const { contest } = found;
  const attempt = found.attempt && (await endedIfOverdue(db, live, contest, found.attempt, now));
  if (!attempt)
    throw new HttpError(
      403,
      'not_started',
      'Start the contest first: answers are taken only during your attempt.',
    );
  if (attempt.endedAt !== null)
    throw new HttpError(
      409,
      'contest_ended',
      attempt.endReason === 'terminated'
        ? 'Your attempt was ended after too many proctoring warnings; answers are no longer taken.'
        : 'Your time in this contest is over; answers are no longer taken.',
    );
  return { contest, attempt };
}

/** Live leaderboard push (ADR 0044 topics): the page re-reads its leaderboard page when told. */
export async function announceLeaderboard(live: LiveBus, slug: string): Promise<void> {
  try {
    await live.publish(`contest:${slug}:leaderboard`, { slug, at: new Date().toISOString() });
  } catch {
    // Pollers still see the change; the push is a shortcut.
  }
}

/** The contest's quiz questions in authored order (section, then position). */
export async function quizQuestionsOf(db: Db, contestId: number) {
  return db
    .select({
      question: quizQuestions,
      sectionId: contestSections.id,
      sectionTitle: contestSections.title,
    })
    .from(contestSectionQuestions)
    .innerJoin(contestSections, eq(contestSections.id, contestSectionQuestions.sectionId))
    .innerJoin(quizQuestions, eq(quizQuestions.id, contestSectionQuestions.questionId))
    .where(and(eq(contestSections.contestId, contestId), eq(contestSections.kind, 'quiz')))
    .orderBy(asc(contestSections.position), asc(contestSectionQuestions.position));
}

type ContestQuizQuestions = Awaited<ReturnType<typeof quizQuestionsOf>>;
const keptQuizQuestions = new KeptUntilWrite<ContestQuizQuestions>(60_000);

/**
 * The contest's quiz questions as every saved answer needs them, kept until the next write (an author's
 * edit is one): the three-table read was the costliest statement of a save (ADR 0064).
 */
export function quizQuestionsForAnswers(db: Db, live: LiveBus, contestId: number) {
  return keptQuizQuestions.get(live, String(contestId), () => quizQuestionsOf(db, contestId));
}

export type QuizResponse = typeof contestQuizResponses.$inferSelect;

export async function responsesOf(db: Db, contestId: number, userId: number): Promise<QuizResponse[]> {
  return db
    .select()
    .from(contestQuizResponses)
    .where(and(eq(contestQuizResponses.contestId, contestId), eq(contestQuizResponses.userId, userId)));
}

/**
 * The question status counters (001 §3–§4) from the stored flags, by replaying them through the
 * domain reducer, so the server and the palette count alike.
 */
export function quizStatusFrom(
  questionIds: readonly number[],
  responses: readonly QuizResponse[],
): QuizStatus {
  let status = createQuizStatus(questionIds);
  for (const response of responses) {
    const questionId = response.questionId;
    if (response.visited) status = quizStatusReducer(status, { type: 'visit', questionId });
    if (response.marked) status = quizStatusReducer(status, { type: 'mark', questionId });
    if (response.answered) status = quizStatusReducer(status, { type: 'answer', questionId });
  }
  return status;
}

/** Sum of the marks of the caller's answers, stored on the attempt for the leaderboard. */
export async function storeQuizScore(db: Db, contestId: number, userId: number, now: Date): Promise<void> {
  await db
    .update(contestAttempts)
    .set({
      quizScore: sql`(select coalesce(sum(${contestQuizResponses.marksAwarded}), 0) from ${contestQuizResponses}
        where ${contestQuizResponses.contestId} = ${contestId} and ${contestQuizResponses.userId} = ${userId})`,
      scoredAt: now,
    })
    .where(and(eq(contestAttempts.contestId, contestId), eq(contestAttempts.userId, userId)));
}
