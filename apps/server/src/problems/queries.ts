import { AREA_ROLES, ClassStatus, hasRole, ProblemAttemptStatus } from '@learnforge/domain';
import { and, eq, gt, inArray, isNull, lte, ne, or, sql } from 'drizzle-orm';
import type { SessionUser } from '../auth/sessions';
import type { Db } from '../db/client';
import {
  contestAttempts,
  contestRegistrations,
  contestSectionProblems,
  contestSections,
  contests,
  problemAttempts,
  problemDetails,
  problems,
  submissions,
} from '../db/schema';
import { HttpError, notFound, unauthorized } from '../http/errors';

export type ProblemRow = typeof problems.$inferSelect;
export type DetailsRow = typeof problemDetails.$inferSelect;

const emptyDetails = (problemId: number): DetailsRow => ({
  problemId,
  inputFormat: '',
  outputFormat: '',
  constraints: '',
  templates: {},
  companies: [],
  topics: [],
  editorial: '',
  authorSolutions: {},
});

/** A premium member: 000 §6 says a user has a premium plan when premiumPlanId is an integer. */
const isPremiumMember = (user: SessionUser | null) => user !== null && user.premiumPlanId !== null;

/** Whether the caller may open a problem's content: every free problem; a premium one for members and problem staff. */
export function opensProblem(problem: Pick<ProblemRow, 'premium'>, user: SessionUser | null): boolean {
  return (
    !problem.premium ||
    isPremiumMember(user) ||
    (user !== null && hasRole(user.roles, ...AREA_ROLES.problemAuthoring))
  );
}

const premiumRequired = () =>
  new HttpError(
    403,
    'premium_required',
    'This is a premium problem: get premium to read it, run code and submit.',
  );

/**
 * A problem the caller may read: published ones (unpublished only for problem setters), and private ones
 * only with a session (002 §6: problem calls use the user's credentials unless the problem is public).
 * A premium problem's content is refused with 403 premium_required to non-members, unless `preview` asks
 * only for what the locked page shows (title, difficulty, tags, counts, bookmark).
 */
export async function readableProblem(
  db: Db,
  where: { slug: string } | { id: number },
  user: SessionUser | null,
  { preview = false }: { preview?: boolean } = {},
): Promise<{ problem: ProblemRow; details: DetailsRow }> {
  const [row] = await db
    .select({ problem: problems, details: problemDetails })
    .from(problems)
    .leftJoin(problemDetails, eq(problemDetails.problemId, problems.id))
    .where('slug' in where ? eq(problems.slug, where.slug) : eq(problems.id, where.id))
    .limit(1);
  if (!row) throw notFound('There is no such problem.');
  const { problem } = row;
  if (!problem.published && !(user && hasRole(user.roles, ...AREA_ROLES.problemAuthoring)))
    throw notFound('There is no such problem.');
  if (!problem.isPublic && !user) throw unauthorized('Sign in to open this problem.');
  if (!preview && !opensProblem(problem, user)) throw premiumRequired();
  return { problem, details: row.details ?? emptyDetails(problem.id) };
}

/**
 * A contestant may not read a problem's editorial, hints or author solution while they are sitting a
 * running contest that sets it: registered, the contest between its start and end, and their own
 * attempt not yet over. Everyone else, and the contestant once their attempt ends, reads them as usual.
 */
export async function refuseHelpDuringContest(db: Db, problemId: number, user: SessionUser): Promise<void> {
  const now = new Date();
  const [running] = await db
    .select({ title: contests.title })
    .from(contestSectionProblems)
    .innerJoin(contestSections, eq(contestSections.id, contestSectionProblems.sectionId))
    .innerJoin(contests, eq(contests.id, contestSections.contestId))
    .innerJoin(
      contestRegistrations,
      and(eq(contestRegistrations.contestId, contests.id), eq(contestRegistrations.userId, user.id)),
    )
    .leftJoin(
      contestAttempts,
      and(eq(contestAttempts.contestId, contests.id), eq(contestAttempts.userId, user.id)),
    )
    .where(
      and(
        eq(contestSectionProblems.problemId, problemId),
        ne(contests.status, ClassStatus.Cancelled),
        lte(contests.startTime, now),
        gt(contests.endTime, now),
        or(
          isNull(contestAttempts.userId),
          and(isNull(contestAttempts.endedAt), gt(contestAttempts.deadline, now)),
        ),
      ),
    )
    .limit(1);
  if (running)
    throw new HttpError(
      403,
      'contest_in_progress',
      `This problem is part of ${running.title}, which you are sitting: its hints and editorial open when your attempt ends.`,
    );
}

export type AttemptStatus = -1 | 0 | 1;

export async function attemptsOf(
  db: Db,
  user: SessionUser | null,
  problemIds: number[],
): Promise<Map<number, { status: AttemptStatus; score: number; solvedSubmissionId: number | null }>> {
  const attempts = new Map<
    number,
    { status: AttemptStatus; score: number; solvedSubmissionId: number | null }
  >();
  if (!user || problemIds.length === 0) return attempts;
  const rows = await db
    .select()
    .from(problemAttempts)
    .where(and(eq(problemAttempts.userId, user.id), inArray(problemAttempts.problemId, problemIds)));
  for (const row of rows) {
    const status = row.status === ProblemAttemptStatus.CORRECT ? 1 : 0;
    attempts.set(row.problemId, { status, score: row.score, solvedSubmissionId: row.solvedSubmissionId });
  }
  return attempts;
}

export async function attemptStatusOf(db: Db, user: SessionUser | null, problemId: number) {
  return (await attemptsOf(db, user, [problemId])).get(problemId)?.status ?? ProblemAttemptStatus.UNATTEMPTED;
}

/** Judged submissions and the share of them that were correct, in percent with one decimal. */
export async function submissionStats(db: Db, problemIds: number[]) {
  const stats = new Map<number, { count: number; accuracy: number }>();
  if (problemIds.length === 0) return stats;
  const rows = await db
    .select({
      problemId: submissions.problemId,
      count: sql<number>`count(*)::int`,
      correct: sql<number>`count(*) filter (where ${submissions.verdict} = 'correct')::int`,
    })
    .from(submissions)
    .where(
      and(
        inArray(submissions.problemId, problemIds),
        eq(submissions.kind, 'submit'),
        eq(submissions.status, 'done'),
      ),
    )
    .groupBy(submissions.problemId);
  for (const row of rows) {
    stats.set(row.problemId, {
      count: row.count,
      accuracy: row.count === 0 ? 0 : Math.round((row.correct / row.count) * 1000) / 10,
    });
  }
  return stats;
}

/** Points a correct submission earns, by difficulty. */
export function pointsFor(difficulty: ProblemRow['difficulty']): number {
  switch (difficulty) {
    case 'basic':
      return 1;
    case 'easy':
      return 2;
    case 'medium':
      return 4;
    case 'hard':
      return 8;
    default:
      return difficulty satisfies never;
  }
}

/**
 * The published problems a learner has solved, with their difficulty: a correct attempt, or a correct submission
 * (seeded history has submissions without attempts). The profile, the account page and points count these.
 */
export async function solvedPublishedProblems(
  db: Db,
  userId: number,
): Promise<{ difficulty: ProblemRow['difficulty'] }[]> {
  const solved = await db
    .select({ problemId: problemAttempts.problemId })
    .from(problemAttempts)
    .where(and(eq(problemAttempts.userId, userId), eq(problemAttempts.status, ProblemAttemptStatus.CORRECT)))
    .union(
      db
        .selectDistinct({ problemId: submissions.problemId })
        .from(submissions)
        .where(
          and(
            eq(submissions.userId, userId),
            eq(submissions.kind, 'submit'),
            eq(submissions.verdict, 'correct'),
          ),
        ),
    );
  const ids = solved.map((row) => row.problemId);
  if (!ids.length) return [];
  return db
    .select({ difficulty: problems.difficulty })
    .from(problems)
    .where(and(inArray(problems.id, ids), eq(problems.published, true)));
}

/** A learner's points: each solved published problem by its difficulty, plus the reward of every daily problem solved on its day. */
export function learnerPoints(
  solved: readonly { difficulty: ProblemRow['difficulty'] }[],
  dailyDays: readonly { rewardPoints: number }[],
): number {
  return (
    solved.reduce((sum, problem) => sum + pointsFor(problem.difficulty), 0) +
    dailyDays.reduce((sum, day) => sum + day.rewardPoints, 0)
  );
}
