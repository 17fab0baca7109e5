import { ClassStatus, ProblemAttemptStatus } from '@learnforge/domain';
import { and, asc, count, desc, eq, gt, ne } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { contestWindow, contestWindowColumns, visibleTo } from '../../contests/contest-views';
import {
  batchEnrollments,
  batches,
  contests,
  problemAttempts,
  problemDetails,
  problems,
  sessions,
  submissions,
} from '../../db/schema';
import { attemptsOf, opensProblem, submissionStats } from '../queries';

const levels = ['basic', 'easy', 'medium', 'hard'] as const;
const recentCount = 5;
const recommendedCount = 5;
const batchCount = 5;
const contestCount = 3;

/**
 * The signed-in home (issue 14): the problem to continue, the latest submissions, and unsolved problems
 * picked from the topics the learner already solves at their level or one above (the easiest ones
 * for someone who has solved nothing yet). Only problems the learner can open now are suggested: a premium
 * problem to a member (marked Premium, as on Explore), never a locked one to anyone else.
 */
export const handleLearnerHome: Handler<'x-learner-home'> = async ({ user, database: { db } }) => {
  const now = new Date();
  const [recent, [lastWork], [sessionCount], solvedRows, catalogue, enrolled, contestRows] =
    await Promise.all([
      db
        .select({
          id: submissions.id,
          problemSlug: problems.slug,
          problemTitle: problems.title,
          language: submissions.language,
          verdict: submissions.verdict,
          testsPassed: submissions.testsPassed,
          testsTotal: submissions.testsTotal,
          createdAt: submissions.createdAt,
        })
        .from(submissions)
        .innerJoin(problems, eq(problems.id, submissions.problemId))
        .where(
          and(eq(submissions.userId, user.id), eq(submissions.kind, 'submit'), eq(problems.published, true)),
        )
        .orderBy(desc(submissions.id))
        .limit(recentCount),
      // Runs count as work too: a learner who only ran their code continues on that problem.
      db
        .select({
          problemId: problems.id,
          slug: problems.slug,
          title: problems.title,
          difficulty: problems.difficulty,
          at: submissions.createdAt,
        })
        .from(submissions)
        .innerJoin(problems, eq(problems.id, submissions.problemId))
        .where(and(eq(submissions.userId, user.id), eq(problems.published, true)))
        .orderBy(desc(submissions.id))
        .limit(1),
      db.select({ count: count() }).from(sessions).where(eq(sessions.userId, user.id)),
      // Solved: a correct attempt, or a correct submission (seeded history has submissions without attempts).
      db
        .select({ problemId: problemAttempts.problemId })
        .from(problemAttempts)
        .where(
          and(eq(problemAttempts.userId, user.id), eq(problemAttempts.status, ProblemAttemptStatus.CORRECT)),
        )
        .union(
          db
            .selectDistinct({ problemId: submissions.problemId })
            .from(submissions)
            .where(
              and(
                eq(submissions.userId, user.id),
                eq(submissions.kind, 'submit'),
                eq(submissions.verdict, 'correct'),
              ),
            ),
        ),
      db
        .select({
          id: problems.id,
          slug: problems.slug,
          title: problems.title,
          difficulty: problems.difficulty,
          premium: problems.premium,
          topics: problemDetails.topics,
        })
        .from(problems)
        .leftJoin(problemDetails, eq(problemDetails.problemId, problems.id))
        .where(eq(problems.published, true))
        .orderBy(problems.id),
      db
        .select({
          slug: batches.slug,
          name: batches.name,
          startsAt: batches.startsAt,
          endsAt: batches.endsAt,
        })
        .from(batchEnrollments)
        .innerJoin(batches, eq(batches.id, batchEnrollments.batchId))
        .where(eq(batchEnrollments.userId, user.id))
        .orderBy(desc(batches.startsAt), desc(batches.id))
        .limit(batchCount),
      // Contests still to sit: not ended, not cancelled, and open or of the learner's own batches.
      db
        .select(contestWindowColumns)
        .from(contests)
        .where(and(visibleTo(user.id), gt(contests.endTime, now), ne(contests.status, ClassStatus.Cancelled)))
        .orderBy(asc(contests.startTime), asc(contests.id))
        .limit(contestCount),
    ]);

  const solved = new Set(solvedRows.map((row) => row.problemId));
  const solvedProblems = catalogue.filter((problem) => solved.has(problem.id));
  const topicCounts = new Map<string, number>();
  for (const problem of solvedProblems)
    for (const topic of problem.topics ?? []) topicCounts.set(topic, (topicCounts.get(topic) ?? 0) + 1);
  const level = Math.max(-1, ...solvedProblems.map((problem) => levels.indexOf(problem.difficulty)));
  const candidates = catalogue
    .filter(
      (problem) =>
        !solved.has(problem.id) &&
        levels.indexOf(problem.difficulty) <= level + 1 &&
        opensProblem(problem, user),
    )
    .map((problem) => {
      const shared = (problem.topics ?? []).filter((topic) => topicCounts.has(topic));
      const best = shared.sort((a, b) => (topicCounts.get(b) ?? 0) - (topicCounts.get(a) ?? 0))[0];
      return {
        problem,
        overlap: shared.length,
        reason: best
          ? `${best}, a topic you have solved problems on`
          : solved.size === 0
            ? `A ${problem.difficulty} problem to start with`
            : `A ${problem.difficulty} problem on a new topic`,
      };
    })
    // Most shared topics first, then the easier one, then the catalogue's order.
    .sort(
      (a, b) =>
        b.overlap - a.overlap ||
        levels.indexOf(a.problem.difficulty) - levels.indexOf(b.problem.difficulty) ||
        a.problem.id - b.problem.id,
    )
    .slice(0, recommendedCount);
  const [stats, lastAttempt] = await Promise.all([
    submissionStats(
      db,
      candidates.map((candidate) => candidate.problem.id),
    ),
    lastWork ? attemptsOf(db, user, [lastWork.problemId]) : Promise.resolve(new Map()),
  ]);

  return {
    // Been here before: an earlier sign-in than this one, or work on a problem.
    returning: (sessionCount?.count ?? 0) > 1 || Boolean(lastWork),
    batches: enrolled.map((batch) => ({
      slug: batch.slug,
      name: batch.name,
      starts_at: batch.startsAt.toISOString(),
      ends_at: batch.endsAt.toISOString(),
    })),
    upcoming_contests: contestRows.map((contest) => contestWindow(contest, now)),
    last_problem: lastWork
      ? {
          slug: lastWork.slug,
          title: lastWork.title,
          difficulty: lastWork.difficulty,
          status: lastAttempt.get(lastWork.problemId)?.status ?? ProblemAttemptStatus.UNATTEMPTED,
          last_worked_at: lastWork.at.toISOString(),
        }
      : null,
    recent_submissions: recent.map((row) => ({
      id: row.id,
      problem_slug: row.problemSlug,
      problem_title: row.problemTitle,
      language: row.language,
      verdict: row.verdict,
      tests_passed: row.testsPassed,
      tests_total: row.testsTotal,
      created_at: row.createdAt.toISOString(),
    })),
    recommended: candidates.map(({ problem, reason }) => ({
      id: problem.id,
      slug: problem.slug,
      title: problem.title,
      difficulty: problem.difficulty,
      premium: problem.premium,
      accuracy: stats.get(problem.id)?.accuracy ?? 0,
      reason,
    })),
  };
};
