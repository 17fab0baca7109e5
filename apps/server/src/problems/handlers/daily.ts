import { and, count, desc, eq, gte, lt, lte } from 'drizzle-orm';
import type { Handler, PublicHandler } from '../../api/registry';
import { problems, problemsOfDay } from '../../db/schema';
import {
  dailyProblem,
  defaultPageSize,
  learnerTimeZone,
  localDate,
  localDayEnd,
  problemOfDay,
  solvedDays,
  streaks,
  utcDate,
} from '../daily';
import { attemptsOf } from '../queries';

// Fetched without user data (002 §6); current_date is also what the Date header says.
export const handlePodToday: PublicHandler<'pod-today'> = async ({ user, database: { db } }) => {
  const now = new Date();
  const today = utcDate(now);
  const row = await problemOfDay(db, today);
  const status = (await attemptsOf(db, user, [row.problem.id])).get(row.problem.id)?.status;
  return { results: dailyProblem(row, status), date: today, current_date: now.toISOString() };
};

export const handlePodPrevious: PublicHandler<'pod-previous'> = async ({ input, user, database: { db } }) => {
  const page = input.query.page ?? 1;
  const pageSize = input.query.page_size ?? defaultPageSize;
  const conditions = [lt(problemsOfDay.date, utcDate(new Date()))];
  if (input.query.from) conditions.push(gte(problemsOfDay.date, input.query.from));
  if (input.query.to) conditions.push(lte(problemsOfDay.date, input.query.to));
  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ day: problemsOfDay, problem: problems })
      .from(problemsOfDay)
      .innerJoin(problems, eq(problems.id, problemsOfDay.problemId))
      .where(where)
      .orderBy(desc(problemsOfDay.date))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: count() }).from(problemsOfDay).where(where),
  ]);
  const attempts = await attemptsOf(
    db,
    user,
    rows.map((row) => row.problem.id),
  );
  return {
    results: rows.map((row) => dailyProblem(row, attempts.get(row.problem.id)?.status)),
    count: total?.count ?? 0,
    page,
    page_size: pageSize,
  };
};

export const handlePodMyProfile: Handler<'pod-my-profile'> = async ({ input, user, database: { db } }) => {
  const timeZone = learnerTimeZone(input.query.tz);
  const now = new Date();
  const solved = await solvedDays(db, user.id, {}, timeZone);
  const today = localDate(now, timeZone);
  const solvedOn = [...new Set(solved.map((day) => day.solvedOn))].sort();
  const { current, longest } = streaks(solvedOn, today);
  return {
    time_zone: timeZone,
    today,
    solved_today: solvedOn.at(-1) === today,
    day_ends_at: localDayEnd(now, timeZone).toISOString(),
    current_streak: current,
    longest_streak: longest,
    solved_count: solved.length,
    reward_points: solved.reduce((sum, day) => sum + day.rewardPoints, 0),
  };
};

export const handlePodUserSolved: Handler<'pod-user-solved'> = async ({ input, user, database: { db } }) => {
  const solved = await solvedDays(db, user.id, input.query, learnerTimeZone(input.query.tz));
  return {
    results: solved.map((day) => ({ date: day.date, problem_id: day.problemId, solved_on: day.solvedOn })),
  };
};

export const handlePodStatsHistory: Handler<'pod-stats-history'> = async ({
  input,
  user,
  database: { db },
}) => {
  const page = input.query.page ?? 1;
  const pageSize = input.query.page_size ?? defaultPageSize;
  const solved = (await solvedDays(db, user.id, input.query, learnerTimeZone(input.query.tz))).reverse();
  return {
    results: solved.slice((page - 1) * pageSize, page * pageSize).map((day) => ({
      date: day.date,
      solved_on: day.solvedOn,
      points: day.rewardPoints,
      reason: 'Solved the problem of the day',
    })),
    count: solved.length,
    page,
    page_size: pageSize,
  };
};
