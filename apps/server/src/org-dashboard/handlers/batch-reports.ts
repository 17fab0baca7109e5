import { count, eq, inArray, sql } from 'drizzle-orm';
import type { OrganizationHandler } from '../../api/registry';
import { batchContentItems, batchContests, orgReportTiers, trackProblems, tracks } from '../../db/schema';
import { badRequest } from '../../http/errors';
import { batchIds, num, rowsOf, TIERS } from '../batch-queries';
import { orgBatch } from '../queries';
import { refreshStudentStats } from '../stats';

export const handleOrgReportStats: OrganizationHandler<'org-report-stats'> = async ({
  organization,
  input,
  database: { db },
}) => {
  const batch = input.query.batch_slug ? await orgBatch(db, organization, input.query.batch_slug) : undefined;
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
};

export const handleOrgReportStatsUpdate: OrganizationHandler<'org-report-stats-update'> = async ({
  organization,
  input,
  database: { db },
}) => {
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
};

export const handleOrgEntitiesStats: OrganizationHandler<'org-entities-stats'> = async ({
  organization,
  input,
  database: { db },
}) => {
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
};
