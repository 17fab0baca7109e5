import { exists, sql } from 'drizzle-orm';
import { courseEditorTabs, courses } from '../db/schema';

/** The words a course is found by: its name (weighted first) and description, English stemming (ADR 0049). */
export const document = courses.searchDocument;

// Written out in full: inside a select list Drizzle would print the bare "id", which the subqueries' own tables share.
const courseId = sql.raw('"courses"."id"');

// The next batch on sale decides the price a card shows (001 §3 first_upcoming_batch).
const nextOffer = (column: 'price' | 'discounted_price') =>
  sql<number | null>`(select o.${sql.raw(column)} from batch_offers o join batches b on b.id = o.batch_id
    where b.course_id = ${courseId} and b.organization_id is null and b.starts_at >= now()
    order by b.starts_at, b.id limit 1)`;
const upcomingCount = sql<number>`(select count(*)::int from batch_offers o join batches b on b.id = o.batch_id
    where b.course_id = ${courseId} and b.organization_id is null and b.starts_at >= now())`;
export const averageRating = sql<
  number | null
>`(select round(avg(t.rating)::numeric, 1)::float8 from batch_testimonials t
    join batches b on b.id = t.batch_id where b.course_id = ${courseId})`;
export const learnerCount = sql<number>`(select count(*)::int from batch_enrollments e join batches b on b.id = e.batch_id
    where b.course_id = ${courseId})`;
export const cardPrice = sql<
  number | null
>`coalesce(${nextOffer('discounted_price')}, ${nextOffer('price')})`;

export const cardColumns = {
  course_id: courses.id,
  course_slug: courses.slug,
  course_name: courses.name,
  course_type: courses.courseType,
  course_fee_type: courses.courseFeeType,
  price: nextOffer('price'),
  discounted_price: nextOffer('discounted_price'),
  avg_rating: averageRating,
  total_upcoming_batches: upcomingCount,
};

export interface CardRow {
  course_id: number;
  course_slug: string;
  course_name: string;
  course_type: number;
  course_fee_type: number;
  price: number | null;
  discounted_price: number | null;
  avg_rating: number | null;
  total_upcoming_batches: number;
}

export const card = (row: CardRow) => ({
  ...row,
  image_url: null,
  price: row.price ?? 0,
  payment_currency_symbol: '₹',
});

/** A course the premium plan includes: the course editor's premium tab says so (002 premium-courses). */
export const includedInPremium = exists(
  sql`(select 1 from ${courseEditorTabs} where ${courseEditorTabs.courseId} = ${courses.id}
    and ${courseEditorTabs.tab} = 'premium' and (${courseEditorTabs.values} ->> 'included_in_premium')::boolean)`,
);

/** The Course Intro's free-text level is this level in any letter case (ADR 0080). */
export const atLevel = (level: string) =>
  exists(
    sql`(select 1 from ${courseEditorTabs} where ${courseEditorTabs.courseId} = ${courses.id}
      and ${courseEditorTabs.tab} = 'course-intro' and lower(trim(${courseEditorTabs.values} ->> 'level')) = ${level.toLowerCase()})`,
  );

/**
 * One of its public batches on sale (the ones a card prices) is taught in this language: what a learner can
 * still join, not what the course was once given in.
 */
export const taughtIn = (language: string) =>
  exists(
    sql`(select 1 from batch_offers o join batches b on b.id = o.batch_id
      where b.course_id = ${courses.id} and b.organization_id is null and b.starts_at >= now()
      and lower(o.lang) = ${language.toLowerCase()})`,
  );
