import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { contests, events, users } from '../db/schema';
import { notFound } from '../http/errors';
import { rowsOf } from './rankings';

const INFLUENCER_PAGE_SIZE = 20;
// Any base will do: it only lets a page address without its origin ("/events/4?ref=asha") be read.
const PAGE_ORIGIN = 'http://page.invalid';

/** The `ref` a registration's page address carries (`/contest/weekly/?ref=asha`), or null (ADR 0092). */
function referralHandleOf(pageUrl: string | null | undefined): string | null {
  if (!pageUrl) return null;
  let address: URL;
  try {
    address = new URL(pageUrl, PAGE_ORIGIN);
  } catch {
    return null;
  }
  const ref = address.searchParams.get('ref')?.trim();
  return ref ? ref.slice(0, 100) : null;
}

/**
 * The account whose link brought this registration: the person the page's `?ref=` names by handle
 * (case aside), never the registrant themself. An unknown handle credits nobody and refuses nothing:
 * a mistyped link still registers the person.
 */
export async function referrerOf(db: Db, pageUrl: string | null | undefined, registrantId: number) {
  const handle = referralHandleOf(pageUrl);
  if (handle === null) return null;
  const [referrer] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.handle}) = lower(${handle})`)
    .limit(1);
  return referrer && referrer.id !== registrantId ? referrer.id : null;
}

/**
 * What `influencer_rank/{event}/` ranks: a published event (by its slug), with its contest when it is a
 * contest occurrence; or an open contest by its slug. A batch contest is its batch's business, so it is
 * not found here, as an unpublished event is not.
 */
async function rankedRegistrations(db: Db, slug: string) {
  const [event] = await db
    .select({ id: events.id, contestId: events.contestId })
    .from(events)
    .where(and(eq(events.slug, slug), eq(events.published, true)));
  if (event) return { eventId: event.id, contestId: event.contestId };
  const [contest] = await db
    .select({ id: contests.id })
    .from(contests)
    .where(and(eq(contests.slug, slug), eq(contests.kind, 'open')));
  if (contest) return { eventId: null, contestId: contest.id };
  throw notFound('There is no event or open contest with this address.');
}

/**
 * The people who brought registrations to one event (ADR 0092), one page of 20. Each person they brought
 * counts once (an event enrolment and its contest's registration are one person); `points` counts those
 * who then took part: marked present at the event, or started the contest. Ranked by people brought, then
 * by those who took part; ties share a rank (1, 1, 3) and are listed by handle.
 */
export async function influencerPage(db: Db, slug: string, page: number) {
  const { eventId, contestId } = await rankedRegistrations(db, slug);
  const ranked = sql`
    select u.handle, u.name, p.referrals_count, p.points,
      rank() over (order by p.referrals_count desc, p.points desc) as rank,
      row_number() over (order by p.referrals_count desc, p.points desc, u.handle) as position
    from (
      select influencer_id, count(distinct user_id)::int as referrals_count,
        count(distinct user_id) filter (where took_part)::int as points
      from (
        select ee.referred_by_user_id as influencer_id, ee.user_id, coalesce(ee.attended, false) as took_part
        from event_enrollments ee
        where ee.event_id = ${eventId ?? -1} and ee.referred_by_user_id is not null
        union all
        select cr.referred_by_user_id, cr.user_id, exists (
          select 1 from contest_attempts ca where ca.contest_id = cr.contest_id and ca.user_id = cr.user_id
        )
        from contest_registrations cr
        where cr.contest_id = ${contestId ?? -1} and cr.referred_by_user_id is not null
      ) referred
      group by influencer_id
    ) p
    join users u on u.id = p.influencer_id`;
  const offset = (page - 1) * INFLUENCER_PAGE_SIZE;
  const [rows, total] = await Promise.all([
    db.execute(
      sql`select * from (${ranked}) ranked order by position limit ${INFLUENCER_PAGE_SIZE} offset ${offset}`,
    ),
    db.execute(sql`select count(*)::int as count from (${ranked}) ranked`),
  ]);
  return {
    results: rowsOf(rows).map((row) => ({
      handle: String(row.handle),
      name: String(row.name),
      profile_image: null,
      rank: Number(row.rank),
      referrals_count: Number(row.referrals_count),
      points: Number(row.points),
    })),
    count: Number(rowsOf(total)[0]?.count ?? 0),
    page,
    page_size: INFLUENCER_PAGE_SIZE,
  };
}
