import { and, desc, eq, sql } from 'drizzle-orm';
import type { EndpointRegistry, PublicHandler } from '../api/registry';
import { contestWindow, contestWindowColumns, visibleTo } from '../contests/contest-views';
import { courseOffer } from '../courses/offer';
import { contests, courses, problems } from '../db/schema';
import { listable } from '../problems/explore';

const PROBLEM_LIMIT = 8;
const COURSE_LIMIT = 5;
const CONTEST_LIMIT = 5;
/** Words beyond this are ignored: a pasted paragraph is not a search. */
const MAX_WORDS = 8;

/**
 * A prefix query from what the person typed: every word must match the start of a word (so "bin sea"
 * finds "Binary Search" while typing), stemmed like the documents. Only letters and digits reach
 * `to_tsquery`, so its operators can never be injected; null when nothing searchable is left.
 */
function prefixQuery(typed: string): string | null {
  const words =
    typed
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, MAX_WORDS) ?? [];
  return words.length ? words.map((word) => `${word}:*`).join(' & ') : null;
}

/**
 * Global search from the header (explore-global-search): problems, courses and contests by PostgreSQL full
 * text on their stored, GIN-indexed search documents (ADR 0055), best match first. Only what the caller could
 * open is found: published problems (public ones for a visitor), listed courses, and open contests or the
 * caller's own batches' contests. There are no articles yet.
 */
const handleGlobalSearch: PublicHandler<'explore-global-search'> = async ({
  input,
  user,
  database: { db },
}) => {
  const query = prefixQuery(input.query.q);
  if (!query) return { problems: [], courses: [], contests: [], articles: [] };
  const tsQuery = sql`to_tsquery('english', ${query})`;
  const problemDocument = problems.searchDocument;
  const courseDocument = courses.searchDocument;
  const contestDocument = contests.searchDocument;
  const matches = (document: typeof problemDocument | typeof courseDocument | typeof contestDocument) =>
    sql`${document} @@ ${tsQuery}`;
  const [foundProblems, foundCourses, foundContests] = await Promise.all([
    db
      .select({
        id: problems.id,
        slug: problems.slug,
        title: problems.title,
        difficulty: problems.difficulty,
      })
      .from(problems)
      .where(and(listable(user), matches(problemDocument)))
      .orderBy(desc(sql`ts_rank(${problemDocument}, ${tsQuery})`), problems.id)
      .limit(PROBLEM_LIMIT),
    db
      .select({
        id: courses.id,
        slug: courses.slug,
        name: courses.name,
        courseType: courses.courseType,
        courseFeeType: courses.courseFeeType,
      })
      .from(courses)
      // Unlisted courses (listing type 1) are reached only by their link.
      .where(and(eq(courses.listingType, 0), matches(courseDocument)))
      .orderBy(desc(sql`ts_rank(${courseDocument}, ${tsQuery})`), courses.id)
      .limit(COURSE_LIMIT),
    db
      .select(contestWindowColumns)
      .from(contests)
      .where(and(visibleTo(user?.id ?? null), matches(contestDocument)))
      .orderBy(desc(sql`ts_rank(${contestDocument}, ${tsQuery})`), contests.id)
      .limit(CONTEST_LIMIT),
  ]);
  const now = new Date();
  const offers = await Promise.all(foundCourses.map((course) => courseOffer(db, course.id)));
  return {
    problems: foundProblems,
    courses: foundCourses.map((course, index) => {
      const offer = offers[index]!;
      const first = offer.first_upcoming_batch;
      return {
        course_id: course.id,
        course_slug: course.slug,
        course_name: course.name,
        course_type: course.courseType,
        course_fee_type: course.courseFeeType,
        image_url: null,
        price: first?.price ?? 0,
        discounted_price: first?.discounted_price ?? null,
        payment_currency_symbol: '₹',
        avg_rating: offer.ratings.ratings_count ? offer.ratings.avg_rating : null,
        total_upcoming_batches: offer.total_upcoming_batches,
      };
    }),
    contests: foundContests.map((contest) => contestWindow(contest, now)),
    articles: [],
  };
};

export function registerSearchEndpoints(registry: EndpointRegistry): void {
  registry.implement('explore-global-search', 'public', handleGlobalSearch);
}
