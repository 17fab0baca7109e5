import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { funnelEvents, paymentOrders, users } from '../db/schema';

/** The first-touch campaign a browser sends with sign-up, checkout and the funnel calls (contract `firstTouch`). */
export interface FirstTouch {
  utm_source?: string | undefined;
  utm_medium?: string | undefined;
  utm_campaign?: string | undefined;
}

const blankToNull = (value: string | undefined) => (value?.trim() ? value.trim() : null);

/** The campaign as the three stored columns; all null when the browser carried none. */
export function campaignColumns(campaign: FirstTouch | undefined) {
  return {
    utmSource: blankToNull(campaign?.utm_source),
    utmMedium: blankToNull(campaign?.utm_medium),
    utmCampaign: blankToNull(campaign?.utm_campaign),
  };
}

/**
 * Gives the person the campaign that first brought them, if they have none yet: first touch wins, so a
 * checkout from a later campaign never replaces the one stored at sign-up (ADR 0082).
 */
async function keepFirstTouch(db: Db, userId: number, campaign: FirstTouch | undefined) {
  const columns = campaignColumns(campaign);
  if (!columns.utmSource && !columns.utmMedium && !columns.utmCampaign) return;
  await db
    .update(users)
    .set(columns)
    .where(
      and(eq(users.id, userId), isNull(users.utmSource), isNull(users.utmMedium), isNull(users.utmCampaign)),
    );
}

type FunnelAction = (typeof funnelEvents.$inferInsert)['action'];

/**
 * Records one step of a person's funnel for the CRM. The same step on the same target is kept once per
 * ten minutes, so reloading a page (or a script calling the PUT in a loop) does not read as ten visits.
 */
export async function recordFunnelEvent(
  db: Db,
  event: {
    userId: number;
    action: FunnelAction;
    target: string;
    courseId?: number | null;
    batchId?: number | null;
    campaign: FirstTouch | undefined;
  },
): Promise<void> {
  await keepFirstTouch(db, event.userId, event.campaign);
  const [recent] = await db
    .select({ id: funnelEvents.id })
    .from(funnelEvents)
    .where(
      and(
        eq(funnelEvents.userId, event.userId),
        eq(funnelEvents.action, event.action),
        eq(funnelEvents.target, event.target),
        gt(funnelEvents.createdAt, sql`now() - interval '10 minutes'`),
      ),
    )
    .limit(1);
  if (recent) return;
  await db.insert(funnelEvents).values({
    userId: event.userId,
    action: event.action,
    target: event.target,
    courseId: event.courseId ?? null,
    batchId: event.batchId ?? null,
    ...campaignColumns(event.campaign),
  });
}

/**
 * Stores the buyer's campaign on an order at checkout (UTM-wise payments): the person's first touch when
 * they have one, else the campaign this browser carried, which then becomes their first touch too.
 */
export async function attributeOrder(
  db: Db,
  userId: number,
  orderId: number,
  campaign: FirstTouch | undefined,
): Promise<void> {
  await keepFirstTouch(db, userId, campaign);
  const [person] = await db
    .select({ utmSource: users.utmSource, utmMedium: users.utmMedium, utmCampaign: users.utmCampaign })
    .from(users)
    .where(eq(users.id, userId));
  if (!person || (!person.utmSource && !person.utmMedium && !person.utmCampaign)) return;
  await db
    .update(paymentOrders)
    .set(person)
    .where(
      and(eq(paymentOrders.id, orderId), isNull(paymentOrders.utmSource), isNull(paymentOrders.utmMedium)),
    );
}
