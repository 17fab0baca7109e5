import { and, asc, desc, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { pageOf } from '../../db/paging';
import {
  batches,
  CRM_APPLICATION_STATUSES,
  courses,
  funnelEvents,
  paymentOrders,
  users,
} from '../../db/schema';
import { badRequest } from '../../http/errors';
import { csvDownload, pages } from '../../org-dashboard/csv';
import { type PersonRow, peopleWhere, personByHandle, personColumns, personOut } from '../people';

const newestFirst = [desc(users.id)];

/** `crm/user-list/`: learners newest first, 20 a page, with every filter of the staff page. */
export const handleUserList: Handler<'crm-user-list'> = async ({ input, database: { db } }) => {
  const query = db.select(personColumns).from(users).where(peopleWhere(input.query)).$dynamic();
  return pageOf(db, input.query, query, newestFirst, (row) => personOut(row as PersonRow));
};

/** `crm/user-list/count/`: how many the same filters find. */
export const handleUserListCount: Handler<'crm-user-list-count'> = async ({ input, database: { db } }) => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(users)
    .where(peopleWhere(input.query));
  return { count: row?.count ?? 0 };
};

const dateCell = (value: string | Date | null) => (value === null ? '' : new Date(value).toISOString());

/**
 * `crm/user-list/csv/`: exactly the people the filters show, in the list's order, streamed a page at a
 * time (keyset on the id) with formula-safe cells, so a name such as `=HYPERLINK(...)` stays text.
 */
export const handleUserListCsv: Handler<'crm-user-list-csv'> = async ({ input, database: { db } }) => {
  const where = peopleWhere(input.query);
  const rows = pages<PersonRow>(
    (after) =>
      db
        .select(personColumns)
        .from(users)
        .where(and(where, after ? lt(users.id, after.id) : undefined))
        .orderBy(...newestFirst)
        .limit(500) as unknown as Promise<PersonRow[]>,
  );
  return csvDownload(
    'crm-users.csv',
    [
      { header: 'Handle', value: (row) => row.handle },
      { header: 'Name', value: (row) => row.name },
      { header: 'Email', value: (row) => row.email },
      { header: 'Phone', value: (row) => row.phone ?? '' },
      { header: 'Country', value: (row) => row.country ?? '' },
      { header: 'Signed up', value: (row) => row.createdAt.toISOString() },
      { header: 'UTM source', value: (row) => row.utmSource ?? '' },
      { header: 'UTM medium', value: (row) => row.utmMedium ?? '' },
      { header: 'UTM campaign', value: (row) => row.utmCampaign ?? '' },
      { header: 'Course', value: (row) => row.courseSlug ?? '' },
      { header: 'Batch id', value: (row) => (row.batchId === null ? '' : Number(row.batchId)) },
      { header: 'Application status', value: (row) => row.applicationStatus },
      { header: 'Last activity', value: (row) => dateCell(row.lastActivityAt) },
      { header: 'Next callback', value: (row) => dateCell(row.nextCallbackAt) },
    ],
    rows,
  );
};

/** `crm/users/{handle}/`: the head of a person's CRM page. */
export const handleCrmUser: Handler<'x-crm-user'> = async ({ input, database: { db } }) =>
  personByHandle(db, input.path.handle);

/** `crm/filters-meta/`: the courses and batches a product-interest filter can name, and the statuses. */
export const handleFiltersMeta: Handler<'crm-filters-meta'> = async ({ database: { db } }) => {
  const [courseRows, batchRows] = await Promise.all([
    db
      .select({ slug: courses.slug, name: courses.name })
      .from(courses)
      .where(eq(courses.listingType, 0))
      .orderBy(asc(courses.name)),
    db
      .select({ id: batches.id, name: batches.name, course_slug: courses.slug })
      .from(batches)
      .innerJoin(courses, eq(courses.id, batches.courseId))
      .where(and(eq(courses.listingType, 0), sql`${batches.organizationId} is null`))
      .orderBy(asc(courses.name), asc(batches.name)),
  ]);
  return { courses: courseRows, batches: batchRows, application_statuses: [...CRM_APPLICATION_STATUSES] };
};

/** `crm/utm-choices/`: the campaign values people actually came with, so a filter never names nothing. */
export const handleUtmChoices: Handler<'crm-utm-choices'> = async ({ database: { db } }) => {
  const distinct = async (
    column: typeof users.utmSource | typeof users.utmMedium | typeof users.utmCampaign,
  ) =>
    (
      await db.selectDistinct({ value: column }).from(users).where(isNotNull(column)).orderBy(asc(column))
    ).map((row) => row.value as string);
  const [source, medium, campaign] = await Promise.all([
    distinct(users.utmSource),
    distinct(users.utmMedium),
    distinct(users.utmCampaign),
  ]);
  return { utm_source: source, utm_medium: medium, utm_campaign: campaign };
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
function countryName(code: string): string {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
}

/** `crm/countries/`: the countries learners gave on their account, by name. */
export const handleCountries: Handler<'crm-countries'> = async ({ database: { db } }) => {
  const rows = await db
    .selectDistinct({ code: sql<string>`upper(${users.country})` })
    .from(users)
    .where(sql`length(${users.country}) = 2`);
  return {
    results: rows
      .map((row) => ({ code: row.code, name: countryName(row.code) }))
      .sort((a, b) => a.name.localeCompare(b.name)),
  };
};

/**
 * `crm/utm-wise-stats/`: per first-touch campaign, funnel steps taken, sign-ups and paid orders in the
 * date range (UTC days). A person or order with no campaign counts under 'direct'.
 */
export const handleUtmWiseStats: Handler<'crm-utm-wise-stats'> = async ({ input, database: { db } }) => {
  const { from, to, course_slug } = input.query;
  if (from && to && to < from)
    throw badRequest('Some fields are invalid.', {
      to: 'Choose a day on or after the start of the range.',
    });
  const start = sql`${from ? `${from}T00:00:00Z` : '1970-01-01T00:00:00Z'}::timestamptz`;
  const end = to ? sql`(${`${to}T00:00:00Z`}::timestamptz + interval '1 day')` : sql`'infinity'::timestamptz`;
  const courseFilter = course_slug
    ? sql`and coalesce(fe.course_id, (select b.course_id from ${batches} b where b.id = fe.batch_id)) = (select id from ${courses} where slug = ${course_slug})`
    : sql``;
  const orderCourseFilter = course_slug
    ? sql`and exists (select 1 from payment_order_items i join ${batches} b on b.id = i.batch_id join ${courses} c on c.id = b.course_id where i.order_id = o.id and c.slug = ${course_slug})`
    : sql``;
  const signupCourseFilter = course_slug
    ? sql`and exists (select 1 from ${funnelEvents} fe where fe.user_id = u.id and coalesce(fe.course_id, (select b.course_id from ${batches} b where b.id = fe.batch_id)) = (select id from ${courses} where slug = ${course_slug}))`
    : sql``;
  const campaign = (table: string) =>
    sql.raw(
      `coalesce(${table}.utm_source, 'direct') as utm_source, coalesce(${table}.utm_medium, '') as utm_medium, coalesce(${table}.utm_campaign, '') as utm_campaign`,
    );
  const { rows } = (await db.execute(sql`
    with steps as (
      select ${campaign('fe')}, count(*)::int as n from ${funnelEvents} fe
      where fe.created_at >= ${start} and fe.created_at < ${end} ${courseFilter} group by 1, 2, 3
    ), signups as (
      select ${campaign('u')}, count(*)::int as n from ${users} u
      where u.created_at >= ${start} and u.created_at < ${end} and u.roles @> array['learner']::text[] ${signupCourseFilter}
      group by 1, 2, 3
    ), paid as (
      select coalesce(o.utm_source, u.utm_source, 'direct') as utm_source,
        coalesce(o.utm_medium, u.utm_medium, '') as utm_medium,
        coalesce(o.utm_campaign, u.utm_campaign, '') as utm_campaign, count(*)::int as n
      from ${paymentOrders} o join ${users} u on u.id = o.user_id
      where o.status = 'paid' and o.paid_at >= ${start} and o.paid_at < ${end} ${orderCourseFilter} group by 1, 2, 3
    )
    select k.utm_source, k.utm_medium, k.utm_campaign,
      coalesce(s.n, 0)::int as visits, coalesce(r.n, 0)::int as registrations, coalesce(p.n, 0)::int as payments
    from (select utm_source, utm_medium, utm_campaign from steps union select utm_source, utm_medium, utm_campaign from signups
          union select utm_source, utm_medium, utm_campaign from paid) k
    left join steps s using (utm_source, utm_medium, utm_campaign)
    left join signups r using (utm_source, utm_medium, utm_campaign)
    left join paid p using (utm_source, utm_medium, utm_campaign)
    order by registrations desc, payments desc, k.utm_source, k.utm_medium, k.utm_campaign`)) as unknown as {
    rows: {
      utm_source: string;
      utm_medium: string;
      utm_campaign: string;
      visits: number;
      registrations: number;
      payments: number;
    }[];
  };
  return {
    results: rows.map((row) => ({
      utm_source: row.utm_source,
      utm_medium: row.utm_medium,
      utm_campaign: row.utm_campaign,
      visits: Number(row.visits),
      registrations: Number(row.registrations),
      payments: Number(row.payments),
    })),
  };
};
