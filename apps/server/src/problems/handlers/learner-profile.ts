import { and, count, countDistinct, eq, gte, sql } from 'drizzle-orm';
import type { PublicHandler } from '../../api/registry';
import { institutes, learnerInstitutes, organizations, problems, submissions, users } from '../../db/schema';
import { notFound } from '../../http/errors';
import { ledgerTotals } from '../../rewards/points';
import { localDate, solvedDays, streaks } from '../daily';
import { learnerPoints, solvedPublishedProblems } from '../queries';

const difficulties = ['basic', 'easy', 'medium', 'hard'] as const;
const yearMs = 365 * 24 * 60 * 60 * 1000;

/**
 * A learner's public profile (issue 14): solved counts by difficulty and language, points earned and left
 * to spend (ADR 0076), daily-problem
 * streaks in UTC days (the visitor's zone is not the learner's) and a year of submissions per day. The
 * email and anything private stay out; unpublished problems do not count.
 */
export const handleLearnerProfile: PublicHandler<'x-learner-profile'> = async ({
  input,
  database: { db },
}) => {
  const [person] = await db
    .select({
      id: users.id,
      handle: users.handle,
      name: users.name,
      createdAt: users.createdAt,
      organization: organizations.name,
      organizationType: organizations.type,
      chosenInstitute: institutes.name,
    })
    .from(users)
    .leftJoin(organizations, eq(organizations.id, users.organizationId))
    .leftJoin(learnerInstitutes, eq(learnerInstitutes.userId, users.id))
    .leftJoin(institutes, eq(institutes.id, learnerInstitutes.instituteId))
    .where(eq(users.handle, input.path.handle));
  if (!person) throw notFound('There is no learner with that handle.');
  const correctSubmit = and(
    eq(submissions.userId, person.id),
    eq(submissions.kind, 'submit'),
    eq(submissions.verdict, 'correct'),
  );
  const day = sql<string>`to_char(${submissions.createdAt} at time zone 'UTC', 'YYYY-MM-DD')`;
  const [solvedProblems, byLanguage, [submitted], calendar, dailyDays, ledger] = await Promise.all([
    solvedPublishedProblems(db, person.id),
    db
      .select({ language: submissions.language, solved: countDistinct(submissions.problemId) })
      .from(submissions)
      .innerJoin(problems, eq(problems.id, submissions.problemId))
      .where(and(correctSubmit, eq(problems.published, true)))
      .groupBy(submissions.language)
      .orderBy(sql`2 desc`, submissions.language),
    db
      .select({ count: count() })
      .from(submissions)
      .where(and(eq(submissions.userId, person.id), eq(submissions.kind, 'submit'))),
    db
      .select({ date: day, count: count() })
      .from(submissions)
      .where(
        and(
          eq(submissions.userId, person.id),
          eq(submissions.kind, 'submit'),
          gte(submissions.createdAt, new Date(Date.now() - yearMs)),
        ),
      )
      .groupBy(day)
      .orderBy(day),
    solvedDays(db, person.id, {}),
    ledgerTotals(db, person.id),
  ]);
  const solvedByDifficulty = Object.fromEntries(
    difficulties.map((difficulty) => [
      difficulty,
      solvedProblems.filter((problem) => problem.difficulty === difficulty).length,
    ]),
  ) as Record<(typeof difficulties)[number], number>;
  const { current, longest } = streaks(
    [...new Set(dailyDays.map((entry) => entry.solvedOn))].sort(),
    localDate(new Date(), 'UTC'),
  );
  return {
    handle: person.handle,
    name: person.name,
    member_since: person.createdAt.toISOString(),
    organization: person.organization,
    // An institute organization that admitted the learner is their institute; else the one they chose.
    institute: person.organizationType === 'institute' ? person.organization : person.chosenInstitute,
    solved_total: solvedProblems.length,
    solved_by_difficulty: solvedByDifficulty,
    solved_by_language: byLanguage,
    submissions_total: submitted?.count ?? 0,
    points: learnerPoints(solvedProblems, dailyDays) + ledger.earned,
    points_to_spend: learnerPoints(solvedProblems, dailyDays) + ledger.net,
    current_streak: current,
    longest_streak: longest,
    calendar,
  };
};
