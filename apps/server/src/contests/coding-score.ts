import { ProblemAttemptStatus } from '@learnforge/domain';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import {
  contestAttempts,
  contestSectionProblems,
  contestSections,
  contestSubmissions,
  contests,
  problems,
  submissions,
} from '../db/schema';
import { notFound } from '../http/errors';
import type { LiveBus } from '../live/bus';
import type { SubmissionRound } from '../problems/runner';
import { type Attempt, announceLeaderboard, type Contest, openAttempt } from './attempts';

export async function contestProblemsOf(db: Db, contestId: number) {
  return db
    .select({
      id: problems.id,
      slug: problems.slug,
      title: problems.title,
      points: contestSectionProblems.points,
      sectionId: contestSections.id,
      sectionTitle: contestSections.title,
    })
    .from(contestSectionProblems)
    .innerJoin(contestSections, eq(contestSections.id, contestSectionProblems.sectionId))
    .innerJoin(problems, eq(problems.id, contestSectionProblems.problemId))
    .where(eq(contestSections.contestId, contestId))
    .orderBy(asc(contestSections.position), asc(contestSectionProblems.position));
}

export interface ProblemScore {
  problemId: number;
  title: string;
  sectionId: number;
  sectionTitle: string;
  points: number;
  score: number;
  status: ProblemAttemptStatus;
  penaltyMinutes: number;
}

const round2 = (value: number) => Math.round(value * 100) / 100;

/**
 * IOI-style partial scoring with a time penalty (ADR 0040): a problem is worth its best judged
 * submission's share of passed tests; the penalty is the minutes from the attempt's start to that
 * best submission plus the contest's penalty minutes for each earlier, lower-scoring one. Only
 * submissions made before the attempt's deadline count.
 */
export async function codingScoresOf(db: Db, contest: Contest, attempt: Attempt): Promise<ProblemScore[]> {
  const contestProblems = await contestProblemsOf(db, contest.id);
  const judged = await db
    .select({
      problemId: contestSubmissions.problemId,
      submittedAt: contestSubmissions.submittedAt,
      status: submissions.status,
      passed: submissions.testsPassed,
      total: submissions.testsTotal,
    })
    .from(contestSubmissions)
    .innerJoin(submissions, eq(submissions.id, contestSubmissions.submissionId))
    .where(
      and(
        eq(contestSubmissions.contestId, contest.id),
        eq(contestSubmissions.userId, attempt.userId),
        lte(contestSubmissions.submittedAt, attempt.deadline),
      ),
    )
    .orderBy(asc(contestSubmissions.submittedAt), asc(contestSubmissions.submissionId));
  return contestProblems.map((problem) => {
    const tries = judged.filter((row) => row.problemId === problem.id && row.status === 'done');
    const scores = tries.map((row) =>
      row.total > 0 ? round2((problem.points * row.passed) / row.total) : 0,
    );
    const best = Math.max(0, ...scores);
    const firstBest = scores.indexOf(best);
    const penaltyMinutes =
      best > 0
        ? Math.floor((tries[firstBest]!.submittedAt.getTime() - attempt.startedAt.getTime()) / 60_000) +
          firstBest * contest.wrongSubmissionPenaltyMinutes
        : 0;
    return {
      problemId: problem.id,
      title: problem.title,
      sectionId: problem.sectionId,
      sectionTitle: problem.sectionTitle,
      points: problem.points,
      score: best,
      status:
        tries.length === 0
          ? ProblemAttemptStatus.UNATTEMPTED
          : best >= problem.points
            ? ProblemAttemptStatus.CORRECT
            : ProblemAttemptStatus.WRONG,
      penaltyMinutes,
    };
  });
}

async function storeCodingScore(db: Db, live: LiveBus, contestId: number, userId: number) {
  const [attempt] = await db
    .select()
    .from(contestAttempts)
    .where(and(eq(contestAttempts.contestId, contestId), eq(contestAttempts.userId, userId)));
  if (!attempt) return;
  const [contest] = await db.select().from(contests).where(eq(contests.id, contestId));
  if (!contest) return;
  const scores = await codingScoresOf(db, contest, attempt);
  const codingScore = round2(scores.reduce((sum, row) => sum + row.score, 0));
  const penaltyMinutes = scores.reduce((sum, row) => sum + row.penaltyMinutes, 0);
  if (codingScore === attempt.codingScore && penaltyMinutes === attempt.penaltyMinutes) return;
  await db
    .update(contestAttempts)
    .set({ codingScore, penaltyMinutes, scoredAt: new Date() })
    .where(and(eq(contestAttempts.contestId, contestId), eq(contestAttempts.userId, userId)));
  await announceLeaderboard(live, contest.slug);
}

/**
 * The round a problem-page submission belongs to when sent from a contest: refused unless the
 * caller's attempt is running and the problem is one of the contest's.
 */
export async function contestRound(
  db: Db,
  live: LiveBus,
  contestSlug: string,
  user: SessionUser,
  problemId: number,
): Promise<SubmissionRound> {
  const { contest } = await openAttempt(db, live, contestSlug, user);
  const contestProblems = await contestProblemsOf(db, contest.id);
  if (!contestProblems.some((problem) => problem.id === problemId))
    throw notFound('This problem is not part of the contest.');
  return {
    async recorded(submissionId) {
      await db
        .insert(contestSubmissions)
        .values({ submissionId, contestId: contest.id, userId: user.id, problemId });
    },
  };
}

/**
 * After any judge process stored a verdict: the coding score of every contest attempt the submission
 * counts for, and the leaderboard when it changed.
 */
export async function rescoreJudgedSubmission(db: Db, live: LiveBus, submissionId: number): Promise<void> {
  const rounds = await db
    .select({ contestId: contestSubmissions.contestId, userId: contestSubmissions.userId })
    .from(contestSubmissions)
    .where(eq(contestSubmissions.submissionId, submissionId));
  for (const round of rounds) await storeCodingScore(db, live, round.contestId, round.userId);
}
