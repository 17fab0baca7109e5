import { and, desc, eq, gte, ilike, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { escapeLike } from '../db/escape-like';
import { batches, courses, crmCallbacks, funnelEvents, users } from '../db/schema';
import { badRequest, notFound } from '../http/errors';

/** The user list's filters (contract crm.ts `userListFilters`). */
export interface PeopleFilters {
  search?: string | undefined;
  course_slug?: string | undefined;
  batch_id?: number | undefined;
  application_status?: string | undefined;
  utm_source?: string | undefined;
  utm_medium?: string | undefined;
  utm_campaign?: string | undefined;
  country?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  active_from?: string | undefined;
  active_to?: string | undefined;
}

/**
 * The outer person's id, always qualified: drizzle writes a lone column of a one-table select unqualified,
 * which inside these subqueries would name the subquery's own `id`.
 */
const personId = sql.raw('"users"."id"');

/** The application status is the newest callback row's (001 §4), 'new' until staff post one. */
const applicationStatus = sql<string>`coalesce((select cb.application_status from ${crmCallbacks} cb where cb.user_id = ${personId} order by cb.id desc limit 1), 'new')`;
/** The batch the person is about: the newest callback naming one, else the newest funnel step naming one. */
const interestBatchId = sql<number | null>`coalesce(
  (select cb.batch_id from ${crmCallbacks} cb where cb.user_id = ${personId} and cb.batch_id is not null order by cb.id desc limit 1),
  (select fe.batch_id from ${funnelEvents} fe where fe.user_id = ${personId} and fe.batch_id is not null order by fe.created_at desc, fe.id desc limit 1))`;
const interestCourseSlug = sql<string | null>`(select c.slug from ${courses} c where c.id = coalesce(
  (select b.course_id from ${batches} b where b.id = ${interestBatchId}),
  (select fe.course_id from ${funnelEvents} fe where fe.user_id = ${personId} and fe.course_id is not null order by fe.created_at desc, fe.id desc limit 1)))`;
/** Last activity: the newest sign-in, submission or funnel step. */
const lastActivity = sql<string | null>`greatest(
  (select max(s.created_at) from sessions s where s.user_id = ${personId}),
  (select max(sb.created_at) from submissions sb where sb.user_id = ${personId}),
  (select max(fe.created_at) from ${funnelEvents} fe where fe.user_id = ${personId}))`;
/** The call planned by the newest callback row, while it is still ahead. */
const nextCallback = sql<
  string | null
>`(select cb.callback_at from ${crmCallbacks} cb where cb.user_id = ${personId} order by cb.id desc limit 1)`;

export const personColumns = {
  id: users.id,
  handle: users.handle,
  name: users.name,
  email: users.email,
  phone: users.phone,
  country: users.country,
  utmSource: users.utmSource,
  utmMedium: users.utmMedium,
  utmCampaign: users.utmCampaign,
  createdAt: users.createdAt,
  applicationStatus: applicationStatus.as('application_status'),
  batchId: interestBatchId.as('interest_batch_id'),
  courseSlug: interestCourseSlug.as('interest_course_slug'),
  lastActivityAt: lastActivity.as('last_activity_at'),
  nextCallbackAt: nextCallback.as('next_callback_at'),
};

export type PersonRow = {
  id: number;
  handle: string;
  name: string;
  email: string;
  phone: string | null;
  country: string | null;
  utmSource: string | null;
  utmMedium: string | null;
  utmCampaign: string | null;
  createdAt: Date;
  applicationStatus: string;
  batchId: number | null;
  courseSlug: string | null;
  lastActivityAt: string | Date | null;
  nextCallbackAt: string | Date | null;
};

const iso = (value: string | Date | null) => (value === null ? null : new Date(value).toISOString());
const dayAfter = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + 86_400_000);

/** The answer shape of one person (contract `crmUser`). */
export function personOut(row: PersonRow) {
  return {
    handle: row.handle,
    name: row.name,
    email: row.email,
    phone: row.phone,
    country: row.country && row.country.length === 2 ? row.country.toUpperCase() : null,
    course_slug: row.courseSlug,
    batch_id: row.batchId === null ? null : Number(row.batchId),
    application_status: row.applicationStatus as 'new',
    utm_source: row.utmSource,
    utm_medium: row.utmMedium,
    utm_campaign: row.utmCampaign,
    signed_up_at: row.createdAt.toISOString(),
    last_activity_at: iso(row.lastActivityAt),
    next_callback_at: iso(row.nextCallbackAt),
  };
}

/** Learners only: staff accounts are not leads. */
const isLearner = sql`${users.roles} @> array['learner']::text[]`;

/**
 * The WHERE of the list, its count and its CSV, built once so the three always agree. A range whose
 * end comes before its start is refused beside the end field rather than answering nothing.
 */
export function peopleWhere(filters: PeopleFilters): SQL {
  if (filters.from && filters.to && filters.to < filters.from)
    throw badRequest('Some fields are invalid.', { to: 'Choose a day on or after the start of the range.' });
  if (filters.active_from && filters.active_to && filters.active_to < filters.active_from)
    throw badRequest('Some fields are invalid.', {
      active_to: 'Choose a day on or after the start of the range.',
    });
  const pattern = filters.search ? `%${escapeLike(filters.search)}%` : null;
  // Product interest: a funnel step about the course or batch, or a callback about one of its batches.
  const productInterest = (step: SQL, call: SQL) =>
    sql`(exists (select 1 from ${funnelEvents} fe where fe.user_id = ${personId} and ${step}) or exists (select 1 from ${crmCallbacks} cb join ${batches} b on b.id = cb.batch_id where cb.user_id = ${personId} and ${call}))`;
  const courseId = sql`(select c.id from ${courses} c where c.slug = ${filters.course_slug ?? ''})`;
  return and(
    isLearner,
    pattern
      ? or(ilike(users.name, pattern), ilike(users.email, pattern), ilike(users.handle, pattern))
      : undefined,
    filters.utm_source ? eq(users.utmSource, filters.utm_source) : undefined,
    filters.utm_medium ? eq(users.utmMedium, filters.utm_medium) : undefined,
    filters.utm_campaign ? eq(users.utmCampaign, filters.utm_campaign) : undefined,
    filters.country ? sql`upper(${users.country}) = ${filters.country.toUpperCase()}` : undefined,
    filters.from ? gte(users.createdAt, new Date(`${filters.from}T00:00:00Z`)) : undefined,
    filters.to ? lt(users.createdAt, dayAfter(filters.to)) : undefined,
    filters.active_from
      ? sql`${lastActivity} >= ${`${filters.active_from}T00:00:00Z`}::timestamptz`
      : undefined,
    filters.active_to
      ? sql`${lastActivity} < ${dayAfter(filters.active_to).toISOString()}::timestamptz`
      : undefined,
    filters.application_status ? sql`${applicationStatus} = ${filters.application_status}` : undefined,
    filters.course_slug
      ? productInterest(
          sql`coalesce(fe.course_id, (select bb.course_id from ${batches} bb where bb.id = fe.batch_id)) = ${courseId}`,
          sql`b.course_id = ${courseId}`,
        )
      : undefined,
    filters.batch_id
      ? productInterest(sql`fe.batch_id = ${filters.batch_id}`, sql`cb.batch_id = ${filters.batch_id}`)
      : undefined,
  ) as SQL;
}

/** One learner by handle, as CRM staff may name them; staff accounts and unknown handles are 404. */
export async function learnerByHandle(db: Db, handle: string) {
  const [row] = await db
    .select({ id: users.id, handle: users.handle, name: users.name })
    .from(users)
    .where(and(eq(users.handle, handle), isLearner));
  if (!row) throw notFound('There is no such person.');
  return row;
}

/** The person's row as the list shows it. */
export async function personByHandle(db: Db, handle: string) {
  const [row] = await db
    .select(personColumns)
    .from(users)
    .where(and(eq(users.handle, handle), isLearner))
    .orderBy(desc(users.id));
  if (!row) throw notFound('There is no such person.');
  return personOut(row as PersonRow);
}
