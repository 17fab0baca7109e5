import { and, asc, count, desc, eq, ilike, inArray, type SQL, sql } from 'drizzle-orm';
import type { EndpointRegistry } from '../api/registry';
import type { Db } from '../db/client';
import {
  batchContentItems,
  batchContests,
  batchEnrollments,
  batches,
  batchLiveClasses,
  contestParticipations,
  courses,
  liveClassAttendance,
  orgBatchActivity,
  orgReportTiers,
  orgStudentStats,
  proctoredAssets,
  trackProblems,
  tracks,
  users,
} from '../db/schema';
import { badRequest } from '../http/errors';
import { csvDownload, pages, streamedDownload } from './csv';
import {
  inRanges,
  likePattern,
  orgBatch,
  orgContest,
  orgLiveClass,
  orgStudent,
  pageOf,
  paging,
  searchUsers,
} from './queries';
import { orgAccess } from './reports';
import { type Organization, resolveOrganization } from './scope';
import { refreshStudentStats } from './stats';

const EXPORT_PAGE = 2000;
const TIERS = ['Tier-1', 'Tier-2', 'Tier-3'] as const;
const CONTEST_STATUS = { live: [1], upcoming: [2], archived: [3, 4, 5] } as const;

type Row = Record<string, unknown>;
const rowsOf = (result: unknown) => (result as { rows: Row[] }).rows;
const num = (value: unknown) => Number(value ?? 0);
const round = (value: unknown) => Math.round(num(value) * 10) / 10;

/** The organization's batches, or the one named, which must be one of them. */
async function batchIds(
  db: Db,
  organization: Organization,
  batchSlug: string | undefined,
): Promise<number[]> {
  if (batchSlug) return [(await orgBatch(db, organization, batchSlug)).id];
  const rows = await db
    .select({ id: batches.id })
    .from(batches)
    .where(eq(batches.organizationId, organization.id));
  return rows.map((row) => row.id);
}

/**
 * Leaderboard rows ranked by score (the mean of problem, quiz and contest score): one batch's
 * activity, or the organization's rollup. Ranks are computed before the search narrows the rows,
 * so a student keeps their rank when found by name.
 */
interface LeaderboardFilters {
  search?: string | undefined;
  score_ranges?: string | undefined;
}

function leaderboardQuery(
  organization: Organization,
  batchId: number | undefined,
  filters: LeaderboardFilters,
  window: { limit: number; offset?: number; afterRank?: number },
) {
  const pattern = likePattern(filters.search);
  const source = batchId
    ? sql`select a.user_id, (a.problem_score + a.quiz_score + a.contest_score) / 3 as score
          from org_batch_activity a where a.batch_id = ${batchId}`
    : sql`select s.user_id, s.avg_score as score from org_student_stats s
          where s.organization_id = ${organization.id}`;
  return sql`
    select * from (
      select u.handle, u.name, u.email, round(r.score::numeric, 1)::float8 as score,
        coalesce(s.problems_solved, 0) as problems_solved, coalesce(s.streak, 0) as streak,
        rank() over (order by r.score desc) as rank,
        row_number() over (order by r.score desc, u.id) as position
      from (${source}) r
      join users u on u.id = r.user_id
      left join org_student_stats s on s.user_id = r.user_id
    ) ranked
    where ${pattern ? sql`(name ilike ${pattern} or email ilike ${pattern} or handle ilike ${pattern})` : sql`true`}
      and ${inRanges(sql`score`, filters.score_ranges, 'score_ranges') ?? sql`true`}
      and position > ${window.afterRank ?? 0}
    order by position
    limit ${window.limit} offset ${window.offset ?? 0}`;
}

function toLeaderboardRow(row: Row) {
  return {
    handle: String(row.handle),
    name: String(row.name),
    email: String(row.email),
    rank: num(row.rank),
    score: round(row.score),
    problems_solved: num(row.problems_solved),
    streak: num(row.streak),
  };
}

/** How many students the leaderboard lists with these filters (a batch's, or the organization's). */
async function leaderboardCount(db: Db, batchId: number, filters: LeaderboardFilters) {
  const a = orgBatchActivity;
  const [total] = await db
    .select({ n: count() })
    .from(a)
    .innerJoin(users, eq(users.id, a.userId))
    .where(
      and(
        eq(a.batchId, batchId),
        searchUsers(filters.search),
        inRanges(
          sql`(${a.problemScore} + ${a.quizScore} + ${a.contestScore}) / 3`,
          filters.score_ranges,
          'score_ranges',
        ),
      ),
    );
  return total?.n ?? 0;
}

function progressSelection() {
  return {
    userId: users.id,
    handle: users.handle,
    name: users.name,
    email: users.email,
    progress: orgBatchActivity.progress,
    articlesCount: orgBatchActivity.articlesCount,
    problemsCount: orgBatchActivity.problemsCount,
    quizzesCount: orgBatchActivity.quizzesCount,
    contestsCount: orgBatchActivity.contestsCount,
  };
}

function toProgressRow(row: Row) {
  return {
    handle: String(row.handle),
    name: String(row.name),
    email: String(row.email),
    progress: Math.min(100, round(row.progress)),
    articles_count: num(row.articlesCount),
    problems_count: num(row.problemsCount),
    quizzes_count: num(row.quizzesCount),
    contests_count: num(row.contestsCount),
  };
}

export function registerBatchEndpoints(registry: EndpointRegistry): void {
  registry.implement('x-org-batch', orgAccess, async ({ input, user, database: { db } }) => {
    const organization = await resolveOrganization(db, user!, input.query.slug);
    const batch = await orgBatch(db, organization, input.path.batchSlug);
    const [[course], [students]] = await Promise.all([
      db.select({ name: courses.name }).from(courses).where(eq(courses.id, batch.courseId)),
      db.select({ n: count() }).from(batchEnrollments).where(eq(batchEnrollments.batchId, batch.id)),
    ]);
    return {
      slug: batch.slug,
      name: batch.name,
      course_name: course?.name ?? '',
      start_date: batch.startsAt.toISOString(),
      end_date: batch.endsAt.toISOString(),
      students_count: students?.n ?? 0,
    };
  });

  registry.implement('org-batch-leaderboard', orgAccess, async ({ input, user, database: { db } }) => {
    const organization = await resolveOrganization(db, user!, input.query.slug);
    const batch = await orgBatch(db, organization, input.path.batchSlug);
    const { page, pageSize, offset } = paging(input.query);
    const [result, total] = await Promise.all([
      db.execute(leaderboardQuery(organization, batch.id, input.query, { limit: pageSize, offset })),
      leaderboardCount(db, batch.id, input.query),
    ]);
    return { results: rowsOf(result).map(toLeaderboardRow), count: total, page, page_size: pageSize };
  });

  registry.implement(
    'org-leaderboard-csv',
    orgAccess,
    async ({ input, user, request, database: { db } }) => {
      const organization = await resolveOrganization(db, user!, input.query.slug);
      const batch = input.query.batch_slug
        ? await orgBatch(db, organization, input.query.batch_slug)
        : undefined;
      const rows = pages<ReturnType<typeof toLeaderboardRow> & { position: number }>(async (after) =>
        rowsOf(
          await db.execute(
            leaderboardQuery(
              organization,
              batch?.id,
              {},
              {
                limit: EXPORT_PAGE,
                afterRank: after?.position ?? 0,
              },
            ),
          ),
        ).map((row) => ({ ...toLeaderboardRow(row), position: num(row.position) })),
      );
      return csvDownload(
        request,
        `${batch?.slug ?? organization.slug}-leaderboard.csv`,
        [
          { header: 'Rank', value: (row) => row.rank },
          { header: 'Name', value: (row) => row.name },
          { header: 'Email', value: (row) => row.email },
          { header: 'Handle', value: (row) => row.handle },
          { header: 'Score', value: (row) => row.score },
          { header: 'Problems solved', value: (row) => row.problems_solved },
          { header: 'Streak', value: (row) => row.streak },
        ],
        rows,
      );
    },
    streamedDownload,
  );

  registry.implement('org-progress', orgAccess, async ({ input, user, database: { db } }) => {
    const organization = await resolveOrganization(db, user!, input.query.slug);
    const batch = input.query.batch_slug
      ? await orgBatch(db, organization, input.query.batch_slug)
      : undefined;
    // One batch's activity, or the organization's rollup.
    const a = batch ? orgBatchActivity : orgStudentStats;
    const query = db
      .select({
        handle: users.handle,
        name: users.name,
        email: users.email,
        progress: a.progress,
        articlesCount: a.articlesCount,
        problemsCount: a.problemsCount,
        quizzesCount: a.quizzesCount,
        contestsCount: a.contestsCount,
      })
      .from(a)
      .innerJoin(users, eq(users.id, a.userId))
      .where(
        and(
          batch
            ? eq(orgBatchActivity.batchId, batch.id)
            : eq(orgStudentStats.organizationId, organization.id),
          searchUsers(input.query.search),
          inRanges(a.progress, input.query.progress_ranges, 'progress_ranges'),
        ),
      )
      .$dynamic();
    return pageOf(db, input.query, query, [desc(a.progress), asc(users.id)], toProgressRow);
  });

  registry.implement(
    'org-students-progress-csv',
    orgAccess,
    async ({ input, user, request, database: { db } }) => {
      const organization = await resolveOrganization(db, user!, input.query.slug);
      const batch = await orgBatch(db, organization, input.path.batchSlug);
      const rows = pages<Row>(async (after) =>
        db
          .select(progressSelection())
          .from(orgBatchActivity)
          .innerJoin(users, eq(users.id, orgBatchActivity.userId))
          .where(
            and(
              eq(orgBatchActivity.batchId, batch.id),
              after ? sql`${users.id} > ${after.userId}` : undefined,
            ),
          )
          .orderBy(asc(users.id))
          .limit(EXPORT_PAGE),
      );
      const mapped = (async function* () {
        for await (const row of rows) yield toProgressRow(row);
      })();
      return csvDownload(
        request,
        `${batch.slug}-students-progress.csv`,
        [
          { header: 'Name', value: (row) => row.name },
          { header: 'Email', value: (row) => row.email },
          { header: 'Handle', value: (row) => row.handle },
          { header: 'Progress (%)', value: (row) => row.progress },
          { header: 'Articles', value: (row) => row.articles_count },
          { header: 'Problems', value: (row) => row.problems_count },
          { header: 'Quizzes', value: (row) => row.quizzes_count },
          { header: 'Contests', value: (row) => row.contests_count },
        ],
        mapped,
      );
    },
    streamedDownload,
  );

  registry.implement('org-report-stats', orgAccess, async ({ input, user, database: { db } }) => {
    const organization = await resolveOrganization(db, user!, input.query.slug);
    const batch = input.query.batch_slug
      ? await orgBatch(db, organization, input.query.batch_slug)
      : undefined;
    const tiers = (
      await db.select().from(orgReportTiers).where(eq(orgReportTiers.organizationId, organization.id))
    ).sort((a, b) => b.minScore - a.minScore);
    const scores = batch
      ? sql`select (problem_score + quiz_score + contest_score) / 3 as score from org_batch_activity
            where batch_id = ${batch.id}`
      : sql`select avg_score as score from org_student_stats where organization_id = ${organization.id}`;
    // Each tier counts the students from its minimum up to the next higher tier's minimum.
    const bands = tiers.map((tier, index) => {
      const upper = index > 0 ? tiers[index - 1]!.minScore : null;
      const band = sql`count(*) filter (where score >= ${tier.minScore}${upper === null ? sql`` : sql` and score < ${upper}`})`;
      return sql`${band} as ${sql.identifier(`tier_${index}`)}`;
    });
    const [row] = rowsOf(
      await db.execute(
        sql`select count(*) as total${bands.length ? sql`, ${sql.join(bands, sql`, `)}` : sql``} from (${scores}) s`,
      ),
    );
    return {
      total_students: num(row?.total),
      tiers: tiers.map((tier, index) => ({
        tier: tier.tier,
        min_score: tier.minScore,
        students_count: num(row?.[`tier_${index}`]),
      })),
    };
  });

  registry.implement('org-report-stats-update', orgAccess, async ({ input, user, database: { db } }) => {
    const organization = await resolveOrganization(db, user!, input.query.slug);
    const given = input.body.tiers;
    if (new Set(given.map((tier) => tier.tier)).size !== given.length)
      throw badRequest('Each tier can be given once.', { tiers: 'Duplicate tier.' });
    if (given.some((tier) => tier.min_score > 100))
      throw badRequest('Scores are out of 100.', { tiers: 'A minimum score is above 100.' });
    await db.transaction(async (tx) => {
      const current = await tx
        .select()
        .from(orgReportTiers)
        .where(eq(orgReportTiers.organizationId, organization.id));
      const merged = new Map(current.map((tier) => [tier.tier, tier.minScore]));
      for (const tier of given) merged.set(tier.tier, tier.min_score);
      const ordered = TIERS.filter((tier) => merged.has(tier)).map((tier) => merged.get(tier)!);
      if (ordered.some((score, index) => index > 0 && score >= ordered[index - 1]!))
        throw badRequest('Tier-1 needs the highest minimum score, then Tier-2, then Tier-3.', {
          tiers: 'Minimum scores must fall from Tier-1 to Tier-3.',
        });
      for (const tier of given) {
        await tx
          .insert(orgReportTiers)
          .values({ organizationId: organization.id, tier: tier.tier, minScore: tier.min_score })
          .onConflictDoUpdate({
            target: [orgReportTiers.organizationId, orgReportTiers.tier],
            set: { minScore: tier.min_score },
          });
      }
      // 002 §4: report stats refresh after tier values are updated.
      await refreshStudentStats(tx, organization.id);
    });
    return { message: 'Tier values saved; report stats are up to date.' };
  });

  registry.implement('org-entities-stats', orgAccess, async ({ input, user, database: { db } }) => {
    const organization = await resolveOrganization(db, user!, input.query.slug);
    const ids = await batchIds(db, organization, input.query.batch_slug);
    if (ids.length === 0)
      return { articles_count: 0, problems_count: 0, quizzes_count: 0, contests_count: 0, videos_count: 0 };
    const [content, [problemTotal], [contestTotal]] = await Promise.all([
      db
        .select({ kind: batchContentItems.kind, n: count() })
        .from(batchContentItems)
        .where(inArray(batchContentItems.batchId, ids))
        .groupBy(batchContentItems.kind),
      db
        .select({ n: count() })
        .from(trackProblems)
        .innerJoin(tracks, eq(tracks.id, trackProblems.trackId))
        .where(inArray(tracks.batchId, ids)),
      db.select({ n: count() }).from(batchContests).where(inArray(batchContests.batchId, ids)),
    ]);
    const of = (kind: string) => content.find((row) => row.kind === kind)?.n ?? 0;
    return {
      articles_count: of('article'),
      problems_count: problemTotal?.n ?? 0,
      quizzes_count: of('quiz'),
      contests_count: contestTotal?.n ?? 0,
      videos_count: of('video'),
    };
  });

  registry.implement('org-live-classes', orgAccess, async ({ input, user, database: { db } }) => {
    const organization = await resolveOrganization(db, user!, input.query.slug);
    const ids = await batchIds(db, organization, input.query.batch_slug);
    const pattern = likePattern(input.query.search);
    const query = db
      .select({
        liveClass: batchLiveClasses,
        batchSlug: batches.slug,
        attendees: sql<number>`(select count(*) from ${liveClassAttendance}
            where ${liveClassAttendance.classId} = ${batchLiveClasses.id})`.mapWith(Number),
      })
      .from(batchLiveClasses)
      .innerJoin(batches, eq(batches.id, batchLiveClasses.batchId))
      .where(
        and(
          inArray(batchLiveClasses.batchId, ids.length ? ids : [0]),
          input.query.status ? eq(batchLiveClasses.status, input.query.status) : undefined,
          pattern ? ilike(batchLiveClasses.title, pattern) : undefined,
        ),
      )
      .$dynamic();
    return pageOf(
      db,
      input.query,
      query,
      [desc(batchLiveClasses.startTime), asc(batchLiveClasses.id)],
      (row) => ({
        slug: row.liveClass.slug,
        title: row.liveClass.title,
        batch_slug: row.batchSlug,
        start_time: row.liveClass.startTime.toISOString(),
        duration_minutes: row.liveClass.durationMinutes,
        status: row.liveClass.status as 1 | 2 | 3 | 4 | 5,
        attendees_count: row.attendees,
      }),
    );
  });

  registry.implement('org-contests', orgAccess, async ({ input, user, database: { db } }) => {
    const organization = await resolveOrganization(db, user!, input.query.slug);
    const ids = await batchIds(db, organization, input.query.batch_slug);
    const pattern = likePattern(input.query.search);
    const query = db
      .select({
        contest: batchContests,
        participants: sql<number>`(select count(*) from ${contestParticipations}
            where ${contestParticipations.contestId} = ${batchContests.id} and ${contestParticipations.attended})`.mapWith(
          Number,
        ),
      })
      .from(batchContests)
      .where(
        and(
          inArray(batchContests.batchId, ids.length ? ids : [0]),
          input.query.status
            ? inArray(batchContests.status, [...CONTEST_STATUS[input.query.status]])
            : undefined,
          pattern ? ilike(batchContests.title, pattern) : undefined,
        ),
      )
      .$dynamic();
    return pageOf(db, input.query, query, [desc(batchContests.startTime), asc(batchContests.id)], (row) => ({
      slug: row.contest.slug,
      title: row.contest.title,
      start_time: row.contest.startTime.toISOString(),
      end_time: row.contest.endTime.toISOString(),
      status: row.contest.status as 1 | 2 | 3 | 4 | 5,
      participants_count: row.participants,
    }));
  });

  registry.implement('org-attendance-sheet', orgAccess, async ({ input, user, database: { db } }) => {
    const organization = await resolveOrganization(db, user!, input.query.slug);
    const { liveClass, batch } = await orgLiveClass(db, organization, input.query.class_slug);
    const rows = await db
      .select({
        handle: users.handle,
        name: users.name,
        email: users.email,
        minutes: liveClassAttendance.durationMinutes,
      })
      .from(batchEnrollments)
      .innerJoin(users, eq(users.id, batchEnrollments.userId))
      .leftJoin(
        liveClassAttendance,
        and(eq(liveClassAttendance.classId, liveClass.id), eq(liveClassAttendance.userId, users.id)),
      )
      .where(and(eq(batchEnrollments.batchId, batch.id), sql`'learner' = any(${users.roles})`))
      .orderBy(asc(users.name), asc(users.id));
    return {
      class_slug: liveClass.slug,
      results: rows.map((row) => ({
        handle: row.handle,
        name: row.name,
        email: row.email,
        attended: row.minutes !== null,
        duration_minutes: row.minutes ?? 0,
      })),
    };
  });

  const contestAttendance = (db: Db, contestId: number, _batchId: number, onlyParticipants: boolean) => {
    const participation = and(
      eq(contestParticipations.contestId, contestId),
      eq(contestParticipations.userId, users.id),
    );
    const base = db
      .select({
        userId: users.id,
        handle: users.handle,
        name: users.name,
        email: users.email,
        attended: contestParticipations.attended,
        minutes: contestParticipations.durationMinutes,
        score: contestParticipations.score,
      })
      .from(batchEnrollments)
      .innerJoin(users, eq(users.id, batchEnrollments.userId));
    return (
      onlyParticipants
        ? base.innerJoin(contestParticipations, participation)
        : base.leftJoin(contestParticipations, participation)
    ).$dynamic();
  };
  const attendanceWhere = (batchId: number, extra?: SQL) =>
    and(eq(batchEnrollments.batchId, batchId), sql`'learner' = any(${users.roles})`, extra);

  registry.implement(
    'org-contest-attendance-csv',
    orgAccess,
    async ({ input, user, request, database: { db } }) => {
      const organization = await resolveOrganization(db, user!, input.query.slug);
      const { contest, batch } = await orgContest(db, organization, input.path.contestSlug);
      const rows = pages<{
        userId: number;
        handle: string;
        name: string;
        email: string;
        attended: boolean | null;
        minutes: number | null;
        score: number | null;
      }>(async (after) =>
        contestAttendance(db, contest.id, batch.id, false)
          .where(attendanceWhere(batch.id, after ? sql`${users.id} > ${after.userId}` : undefined))
          .orderBy(asc(users.id))
          .limit(EXPORT_PAGE),
      );
      return csvDownload(
        request,
        `${contest.slug}-attendance.csv`,
        [
          { header: 'Name', value: (row) => row.name },
          { header: 'Email', value: (row) => row.email },
          { header: 'Handle', value: (row) => row.handle },
          { header: 'Attended', value: (row) => (row.attended ? 'yes' : 'no') },
          { header: 'Duration (min)', value: (row) => row.minutes ?? 0 },
          { header: 'Score', value: (row) => row.score ?? 0 },
        ],
        rows,
      );
    },
    streamedDownload,
  );

  registry.implement(
    'org-contest-attendance-suffix',
    orgAccess,
    async ({ input, user, database: { db } }) => {
      const organization = await resolveOrganization(db, user!, input.query.slug);
      const { contest, batch } = await orgContest(db, organization, input.path.contestSlug);
      const summary = input.path.suffix === '-summary';
      const query = contestAttendance(db, contest.id, batch.id, summary).where(
        attendanceWhere(batch.id, searchUsers(input.query.search)),
      );
      return pageOf(
        db,
        input.query,
        query,
        summary ? [desc(contestParticipations.score), asc(users.id)] : [asc(users.name), asc(users.id)],
        (row) => ({
          handle: row.handle,
          name: row.name,
          email: row.email,
          attended: row.attended ?? false,
          duration_minutes: row.minutes ?? 0,
        }),
      );
    },
  );

  registry.implement('org-proctored-assets', orgAccess, async ({ input, user, database: { db } }) => {
    const organization = await resolveOrganization(db, user!, input.query.slug);
    const { contest } = await orgContest(db, organization, input.query.contest_slug);
    const student = input.query.handle ? await orgStudent(db, organization, input.query.handle) : undefined;
    const query = db
      .select({ asset: proctoredAssets, handle: users.handle })
      .from(proctoredAssets)
      .innerJoin(users, eq(users.id, proctoredAssets.userId))
      .where(
        and(
          eq(proctoredAssets.contestId, contest.id),
          student ? eq(proctoredAssets.userId, student.id) : undefined,
          searchUsers(input.query.search),
        ),
      )
      .$dynamic();
    return pageOf(
      db,
      input.query,
      query,
      [asc(proctoredAssets.capturedAt), asc(proctoredAssets.id)],
      (row) => ({
        id: row.asset.id,
        handle: row.handle,
        kind: row.asset.kind,
        captured_at: row.asset.capturedAt.toISOString(),
        url: row.asset.url,
      }),
    );
  });
}
