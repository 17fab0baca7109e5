import { asc, desc, eq } from 'drizzle-orm';
import type { Handler, PublicHandler } from '../../api/registry';
import { paging } from '../../db/paging';
import {
  contests,
  olympicsRegistrations,
  olympicsRoundProblems,
  olympicsRounds,
  problems,
} from '../../db/schema';
import { HttpError } from '../../http/errors';
import { institutesPage, olympianRank, olympiansPage } from '../olympics-board';
import { unregisteredForm } from '../registration-form';

type RegistrationRow = typeof olympicsRegistrations.$inferSelect;

const registrationView = (row: RegistrationRow) => ({
  registered: true,
  name: row.name,
  email: row.email,
  phone: row.phone,
  institute: row.institute,
  graduation_year: row.graduationYear,
});

export const handleOlympicsRegistration: Handler<'olympics-register-get'> = async ({
  user,
  database: { db },
}) => {
  const [row] = await db
    .select()
    .from(olympicsRegistrations)
    .where(eq(olympicsRegistrations.userId, user.id));
  if (row) return registrationView(row);
  return unregisteredForm(db, user.id);
};

export const handleOlympicsRegister: Handler<'olympics-register-post'> = async ({
  input: { body },
  user,
  database: { db },
}) => {
  const [row] = await db
    .insert(olympicsRegistrations)
    .values({
      userId: user.id,
      name: body.name,
      email: body.email,
      phone: body.phone,
      institute: body.institute,
      graduationYear: body.graduation_year,
    })
    .onConflictDoNothing()
    .returning();
  // The institute a score counts for is fixed once entered, so a second registration is refused, not merged.
  if (!row)
    throw new HttpError(409, 'already_registered', 'You are already registered for the Geek Olympics.');
  return registrationView(row);
};

/** The rounds, soonest first, each with its contest and the problems it names (highest points first). */
export const handleOlympicsList: PublicHandler<'olympics-list'> = async ({ database: { db } }) => {
  const [rounds, named] = await Promise.all([
    db
      .select({ round: olympicsRounds, contestSlug: contests.slug })
      .from(olympicsRounds)
      .leftJoin(contests, eq(contests.id, olympicsRounds.contestId))
      .orderBy(asc(olympicsRounds.startsAt)),
    db
      .select({
        roundId: olympicsRoundProblems.roundId,
        slug: problems.slug,
        title: problems.title,
        points: olympicsRoundProblems.points,
      })
      .from(olympicsRoundProblems)
      .innerJoin(problems, eq(problems.id, olympicsRoundProblems.problemId))
      .orderBy(desc(olympicsRoundProblems.points), asc(problems.title)),
  ]);
  return {
    results: rounds.map(({ round, contestSlug }) => ({
      course_slug: round.courseSlug,
      course_name: round.courseName,
      start_time: round.startsAt.toISOString(),
      end_time: round.endsAt.toISOString(),
      contest_slug: contestSlug,
      problems: named
        .filter((problem) => problem.roundId === round.id)
        .map(({ slug, title, points }) => ({ slug, title, points })),
    })),
  };
};

export const handleOlympicsLeaderboard: PublicHandler<'olympics-leaderboard'> = async ({
  input,
  database: { db },
}) => {
  const { page, pageSize } = paging(input.query);
  return olympiansPage(db, page, pageSize);
};

export const handleOlympicsInstitutes: PublicHandler<'olympics-leaderboard-institutes'> = async ({
  input,
  database: { db },
}) => {
  const { page, pageSize } = paging(input.query);
  return institutesPage(db, page, pageSize);
};

export const handleOlympicsMyRank: Handler<'olympics-leaderboard-my-rank'> = async ({
  user,
  database: { db },
}) => olympianRank(db, user.id);
