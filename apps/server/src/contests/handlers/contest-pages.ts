import { and, asc, count, desc, eq, gt, ilike, lte, ne, or, sql } from 'drizzle-orm';
import type { PublicHandler } from '../../api/registry';
import { contestSectionProblems, contestSectionQuestions, contestSections, contests } from '../../db/schema';
import { notFound } from '../../http/errors';
import { escapeLike } from '../../jobs/job-form';
import { contestCards, toContestCard, visibleTo } from '../contest-views';

const CANCELLED = 4;

export const handleContestsList: PublicHandler<'x-contests-list'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { page, when, kind, search } = input.query;
  const pageSize = input.query.page_size ?? 20;
  const now = new Date();
  const timeFilter =
    when === 'live'
      ? and(lte(contests.startTime, now), gt(contests.endTime, now), ne(contests.status, CANCELLED))
      : when === 'upcoming'
        ? and(gt(contests.startTime, now), ne(contests.status, CANCELLED))
        : when === 'past'
          ? or(lte(contests.endTime, now), eq(contests.status, CANCELLED))
          : undefined;
  const where = and(
    visibleTo(user?.id ?? null),
    timeFilter,
    kind ? eq(contests.kind, kind) : undefined,
    search ? ilike(contests.title, `%${escapeLike(search)}%`) : undefined,
  );
  // Past contests latest first; everything else soonest first.
  const order =
    when === 'past'
      ? [desc(contests.endTime), desc(contests.id)]
      : [asc(contests.startTime), asc(contests.id)];
  const [rows, [total]] = await Promise.all([
    contestCards(db, user?.id ?? null)
      .where(where)
      .orderBy(...order)
      .limit(pageSize)
      .offset((page - 1) * pageSize),
    db.select({ count: count() }).from(contests).where(where),
  ]);
  return {
    results: rows.map((row) => toContestCard(row, now)),
    count: total?.count ?? 0,
    page,
    page_size: pageSize,
  };
};

export const handleContestGet: PublicHandler<'contest-get'> = async ({ input, user, database: { db } }) => {
  const [row] = await contestCards(db, user?.id ?? null).where(eq(contests.slug, input.path.slug));
  if (!row) throw notFound('There is no contest at this address.');
  const sections = await db
    .select({
      id: contestSections.id,
      name: contestSections.title,
      kind: contestSections.kind,
      questions_count: sql<number>`(select count(*) from ${contestSectionQuestions} q where q.section_id = ${contestSections.id})::int`,
      problems_count: sql<number>`(select count(*) from ${contestSectionProblems} p where p.section_id = ${contestSections.id})::int`,
    })
    .from(contestSections)
    .where(eq(contestSections.contestId, row.contest.id))
    .orderBy(asc(contestSections.position));
  const { contest } = row;
  return {
    ...toContestCard(row, new Date()),
    description: contest.description,
    sections,
    proctoredContest: contest.proctored,
    disableCopyPaste: contest.disableCopyPaste,
    showCalculator: contest.showCalculator,
    isAutoEnd: true,
    max_warnings: contest.proctored ? contest.maxWarnings : null,
    webcam: contest.proctored && contest.webcamIntervalSeconds !== null,
  };
};
