import { ProblemAttemptStatus } from '@learnforge/domain';
import { and, asc, count, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { Handler, PublicHandler } from '../../api/registry';
import { escapeLike } from '../../db/escape-like';
import { problemAttempts, problemBookmarks, problemDetails, problems } from '../../db/schema';
import { recordEdit } from '../../edit-history/record';
import { badRequest, notFound, unauthorized } from '../../http/errors';
import { learnerTimeZone, localDate, solvedDays, streaks } from '../daily';
import {
  commaList,
  type Difficulty,
  defaultPageSize,
  difficulties,
  listable,
  namesFor,
  tagCounts,
  tagSlug,
  textArray,
} from '../explore';
import { attemptsOf, submissionStats } from '../queries';

export const handleExploreProblemTags: PublicHandler<'explore-problem-tags'> = ({ user, database: { db } }) =>
  tagCounts(db, user);

export const handleProblemExplore: PublicHandler<'problem-explore'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { query } = input;
  const page = query.page ?? 1;
  const pageSize = Math.min(query.page_size ?? defaultPageSize, 100);
  const conditions: SQL[] = [listable(user)];

  const wantedDifficulties = commaList(query.difficulty);
  const unknown = wantedDifficulties.filter((value) => !difficulties.includes(value as Difficulty));
  if (unknown.length)
    throw badRequest(`Unknown difficulty: ${unknown.join(', ')}.`, {
      difficulty: `Use ${difficulties.join(', ')}.`,
    });
  if (wantedDifficulties.length)
    conditions.push(inArray(problems.difficulty, wantedDifficulties as Difficulty[]));

  if (query.search?.trim()) {
    const escaped = escapeLike(query.search.trim());
    conditions.push(ilike(problems.title, `%${escaped}%`));
  }

  const topicSlugs = commaList(query.tags);
  const companySlugs = commaList(query.companies);
  if (topicSlugs.length || companySlugs.length) {
    const known = await tagCounts(db, user);
    // Within one filter any tag matches; different filters must all match.
    if (topicSlugs.length) {
      const names = namesFor(topicSlugs, known.topics);
      conditions.push(names.length ? sql`${problemDetails.topics} && ${textArray(names)}` : sql`false`);
    }
    if (companySlugs.length) {
      const names = namesFor(companySlugs, known.companies);
      conditions.push(names.length ? sql`${problemDetails.companies} && ${textArray(names)}` : sql`false`);
    }
  }

  if (query.status) {
    if (!user) throw unauthorized('Sign in to filter problems by your progress.');
    const attempt = (status?: number) =>
      sql`exists (select 1 from ${problemAttempts} where ${problemAttempts.userId} = ${user.id}
          and ${problemAttempts.problemId} = ${problems.id}
          ${status === undefined ? sql`` : sql`and ${problemAttempts.status} = ${status}`})`;
    if (query.status === 'solved') conditions.push(attempt(ProblemAttemptStatus.CORRECT));
    else if (query.status === 'attempted') conditions.push(attempt(ProblemAttemptStatus.WRONG));
    else conditions.push(sql`not ${attempt(ProblemAttemptStatus.CORRECT)}`);
  }

  if (query.bookmarked) {
    if (!user) throw unauthorized('Sign in to see your bookmarks.');
    conditions.push(
      sql`exists (select 1 from ${problemBookmarks} where ${problemBookmarks.userId} = ${user.id}
          and ${problemBookmarks.problemId} = ${problems.id})`,
    );
  }

  if (query.premium) conditions.push(eq(problems.premium, true));

  const where = and(...conditions);
  const [rows, [total]] = await Promise.all([
    db
      .select({ problem: problems, topics: problemDetails.topics })
      .from(problems)
      .leftJoin(problemDetails, eq(problemDetails.problemId, problems.id))
      .where(where)
      .orderBy(asc(problems.id))
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db
      .select({ count: count() })
      .from(problems)
      .leftJoin(problemDetails, eq(problemDetails.problemId, problems.id))
      .where(where),
  ]);
  const ids = rows.map((row) => row.problem.id);
  const [attempts, stats] = await Promise.all([attemptsOf(db, user, ids), submissionStats(db, ids)]);
  return {
    results: rows.map(({ problem, topics }) => ({
      id: problem.id,
      slug: problem.slug,
      title: problem.title,
      difficulty: problem.difficulty,
      tags: topics ?? [],
      accuracy: stats.get(problem.id)?.accuracy ?? 0,
      status: attempts.get(problem.id)?.status ?? ProblemAttemptStatus.UNATTEMPTED,
      premium: problem.premium,
    })),
    count: total?.count ?? 0,
    page,
    page_size: pageSize,
  };
};

export const handleProblemExploreUserSolved: Handler<'problem-explore-user-solved'> = async ({
  user,
  database: { db },
}) => {
  const rows = await db
    .select({ problemId: problemAttempts.problemId, status: problemAttempts.status })
    .from(problemAttempts)
    .innerJoin(problems, eq(problems.id, problemAttempts.problemId))
    .where(and(eq(problemAttempts.userId, user.id), eq(problems.published, true)))
    .orderBy(asc(problemAttempts.problemId));
  return {
    results: rows.map((row) => ({
      problem_id: row.problemId,
      status: row.status === ProblemAttemptStatus.CORRECT ? (1 as const) : (0 as const),
    })),
  };
};

export const handleExploreUserStats: Handler<'explore-user-stats'> = async ({
  input,
  user,
  database: { db },
}) => {
  const timeZone = learnerTimeZone(input.query.tz);
  const [totals, solved, streakDays] = await Promise.all([
    db
      .select({ difficulty: problems.difficulty, count: count() })
      .from(problems)
      .where(eq(problems.published, true))
      .groupBy(problems.difficulty),
    db
      .select({ difficulty: problems.difficulty, count: count() })
      .from(problemAttempts)
      .innerJoin(problems, eq(problems.id, problemAttempts.problemId))
      .where(
        and(
          eq(problemAttempts.userId, user.id),
          eq(problemAttempts.status, ProblemAttemptStatus.CORRECT),
          eq(problems.published, true),
        ),
      )
      .groupBy(problems.difficulty),
    input.query.include_streak ? solvedDays(db, user.id, {}, timeZone) : Promise.resolve(null),
  ]);
  const byDifficulty = (rows: { difficulty: Difficulty; count: number }[]) =>
    Object.fromEntries(
      difficulties.map((difficulty) => [
        difficulty,
        rows.find((row) => row.difficulty === difficulty)?.count ?? 0,
      ]),
    ) as Record<Difficulty, number>;
  const solvedByDifficulty = byDifficulty(solved);
  return {
    solved_total: Object.values(solvedByDifficulty).reduce((sum, value) => sum + value, 0),
    solved_by_difficulty: solvedByDifficulty,
    total_by_difficulty: byDifficulty(totals),
    // The same streak as the daily-problem profile: distinct local days against the learner's today.
    pod_streak: streakDays
      ? streaks([...new Set(streakDays.map((day) => day.solvedOn))].sort(), localDate(new Date(), timeZone))
          .current
      : null,
  };
};

// Company tags are curated: every learner sees them, so only problem setters add them (ADR 0012).
export const handleProblemCompanyTagAdd: Handler<'problem-company-tag-add'> = async ({
  input,
  user,
  database: { db },
}) => {
  const company = input.body.company.trim().replace(/\s+/g, ' ');
  if (!tagSlug(company)) throw badRequest('Name the company.', { company: 'Use letters or digits.' });
  return db.transaction(async (tx) => {
    const [problem] = await tx
      .select({ id: problems.id })
      .from(problems)
      .where(eq(problems.id, input.body.problem_id))
      .for('update');
    if (!problem) throw notFound('There is no such problem.');
    const [details] = await tx.select().from(problemDetails).where(eq(problemDetails.problemId, problem.id));
    const before = details?.companies ?? [];
    const existing = before.find((name) => tagSlug(name) === tagSlug(company));
    if (existing) return { message: `${existing} is already a company tag of this problem.` };
    const after = [...before, company];
    await tx
      .insert(problemDetails)
      .values({ problemId: problem.id, companies: after })
      .onConflictDoUpdate({ target: problemDetails.problemId, set: { companies: after } });
    await recordEdit(tx, {
      entityType: 'problem',
      entityId: problem.id,
      actorId: user.id,
      before: { companies: before },
      after: { companies: after },
    });
    return { message: `Added the company tag ${company}.` };
  });
};
