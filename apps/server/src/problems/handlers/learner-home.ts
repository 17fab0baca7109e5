import { ClassStatus, ProblemAttemptStatus } from '@learnforge/domain';
import { and, asc, count, desc, eq, gt, ne } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { contestWindow, contestWindowColumns, visibleTo } from '../../contests/contest-views';
import { batchEnrollments, batches, contests, problems, sessions, submissions } from '../../db/schema';
import { attemptsOf } from '../queries';

const recentCount = 5;
const batchCount = 5;
const contestCount = 3;

/**
 * The signed-in home (issue 14): the problem to continue, the latest submissions, the learner's batches and
 * contests to sit. What to practise next comes from recommendations-api (ADR 0097), loaded beside it.
 */
export const handleLearnerHome: Handler<'x-learner-home'> = async ({ user, database: { db } }) => {
  const now = new Date();
  const [recent, [lastWork], [sessionCount], enrolled, contestRows] = await Promise.all([
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

  const lastAttempt = lastWork ? await attemptsOf(db, user, [lastWork.problemId]) : new Map();

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
  };
};
