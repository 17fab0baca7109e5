import { and, asc, desc, eq, gt, lte, sql } from 'drizzle-orm';
import type { Handler, PublicHandler } from '../../api/registry';
import type { Db } from '../../db/client';
import { events, recurringEventSubscriptions, recurringEvents } from '../../db/schema';
import { notFound } from '../../http/errors';
import { cardsOf, contestSlugs } from '../event-views';
import { scheduleSeriesReminders } from '../reminders';
import { seriesBoardPage, seriesRankOf } from '../series-board';

/** Occurrences listed on the series page, each way. */
const OCCURRENCES_SHOWN = 10;

async function seriesBySlug(db: Db, slug: string) {
  const [series] = await db.select().from(recurringEvents).where(eq(recurringEvents.slug, slug));
  if (!series) throw notFound('There is no such recurring event.');
  return series;
}

export const handleRecurringEvent: PublicHandler<'x-recurring-events-detail'> = async ({
  input,
  database: { db },
}) => {
  const series = await seriesBySlug(db, input.path.slug);
  const now = new Date();
  const ofSeries = and(eq(events.recurringEventId, series.id), eq(events.published, true));
  const [upcoming, past] = await Promise.all([
    db
      .select()
      .from(events)
      .where(and(ofSeries, gt(events.endsAt, now)))
      .orderBy(asc(events.startsAt))
      .limit(OCCURRENCES_SHOWN),
    db
      .select()
      .from(events)
      .where(and(ofSeries, lte(events.endsAt, now)))
      .orderBy(desc(events.startsAt))
      .limit(OCCURRENCES_SHOWN),
  ]);
  const contestOf = await contestSlugs(db, [...upcoming, ...past]);
  const withContest = async (rows: typeof upcoming) =>
    (await cardsOf(db, rows)).map((card, index) => ({ ...card, contest_slug: contestOf(rows[index]!) }));
  return {
    slug: series.slug,
    title: series.title,
    description: series.description,
    cadence: series.cadence,
    upcoming: await withContest(upcoming),
    past: await withContest(past),
  };
};

export const handleSeriesLeaderboard: PublicHandler<'recurring-events-leaderboard'> = async ({
  input,
  database: { db },
}) => {
  const series = await seriesBySlug(db, input.path.slug);
  return seriesBoardPage(db, series.id, input.query.page, input.query.page_size);
};

export const handleSeriesUserRanking: Handler<'recurring-events-user-ranking'> = async ({
  input,
  user,
  database: { db },
}) => {
  const series = await seriesBySlug(db, input.path.slug);
  return { user_rank: await seriesRankOf(db, series.id, user.id) };
};

async function subscriptionOf(db: Db, seriesId: number, userId: number) {
  const [row] = await db
    .select({
      mine: sql<boolean>`bool_or(${recurringEventSubscriptions.userId} = ${userId})`,
      count: sql<number>`count(*)::int`,
    })
    .from(recurringEventSubscriptions)
    .where(eq(recurringEventSubscriptions.recurringEventId, seriesId));
  return { is_subscribed: row?.mine ?? false, subscribers_count: row?.count ?? 0 };
}

export const handleSubscription: Handler<'recurring-events-subscribe-get'> = async ({
  input,
  user,
  database: { db },
}) => subscriptionOf(db, (await seriesBySlug(db, input.path.slug)).id, user.id);

export const handleSubscribe: Handler<'recurring-events-subscribe-post'> = async ({
  input,
  user,
  database: { db },
  request,
}) => {
  const series = await seriesBySlug(db, input.path.slug);
  if (input.body.subscribe) {
    await db
      .insert(recurringEventSubscriptions)
      .values({ recurringEventId: series.id, userId: user.id })
      .onConflictDoNothing();
    await scheduleSeriesReminders(db, request.server.jobQueue, series.id);
  } else
    await db
      .delete(recurringEventSubscriptions)
      .where(
        and(
          eq(recurringEventSubscriptions.recurringEventId, series.id),
          eq(recurringEventSubscriptions.userId, user.id),
        ),
      );
  return subscriptionOf(db, series.id, user.id);
};
