import { and, asc, avg, count, eq, gte, inArray, isNull } from 'drizzle-orm';
import type { Db } from '../db/client';
import { batches, users } from '../db/schema';
import { batchTestimonials } from '../db/schema-batch';
import { batchMentors, batchOffers } from '../db/schema-courses';

const isoDate = (date: Date) => date.toISOString().slice(0, 10);
/** Upcoming batches listed on the course page; more than this are counted, not listed. */
const UPCOMING_LIMIT = 50;

type OfferedBatch = { batch: typeof batches.$inferSelect; offer: typeof batchOffers.$inferSelect };

const offerView = ({ batch, offer }: OfferedBatch) => ({
  batch_id: batch.id,
  batch_slug: batch.slug,
  batch_name: batch.name,
  start_date: isoDate(batch.startsAt),
  end_date: isoDate(batch.endsAt),
  price: offer.price,
  discounted_price: offer.discountedPrice,
  seats_left: offer.seatsLeft,
  location: offer.location,
  lang: offer.lang,
});

/**
 * What the course page sells and who teaches it: the upcoming batches on sale (public, with an
 * offer), earliest first, the mentors of the course's batches, and the learners' ratings of those batches.
 */
export async function courseOffer(db: Db, courseId: number, now = new Date()) {
  const courseBatchIds = db.select({ id: batches.id }).from(batches).where(eq(batches.courseId, courseId));
  const onSale = and(
    eq(batches.courseId, courseId),
    isNull(batches.organizationId),
    gte(batches.startsAt, now),
  );
  const [upcoming, [upcomingCount], mentorRows, [ratings]] = await Promise.all([
    db
      .select({ batch: batches, offer: batchOffers })
      .from(batches)
      .innerJoin(batchOffers, eq(batchOffers.batchId, batches.id))
      .where(onSale)
      .orderBy(asc(batches.startsAt), asc(batches.id))
      .limit(UPCOMING_LIMIT),
    db
      .select({ n: count() })
      .from(batches)
      .innerJoin(batchOffers, eq(batchOffers.batchId, batches.id))
      .where(onSale),
    db
      .select({
        userId: batchMentors.userId,
        name: users.name,
        headline: batchMentors.headline,
        bio: batchMentors.bio,
      })
      .from(batchMentors)
      .innerJoin(users, eq(users.id, batchMentors.userId))
      .where(inArray(batchMentors.batchId, courseBatchIds))
      .orderBy(asc(batchMentors.assignedAt), asc(users.name)),
    db
      .select({ average: avg(batchTestimonials.rating), n: count() })
      .from(batchTestimonials)
      .where(inArray(batchTestimonials.batchId, courseBatchIds)),
  ]);
  // A mentor of several batches is listed once, with the first assignment's headline.
  const seen = new Set<number>();
  const mentors = mentorRows.flatMap((row) => {
    if (seen.has(row.userId)) return [];
    seen.add(row.userId);
    return [{ mentor: row.name, profile_image: null, mentor_description: row.headline, mentor_bio: row.bio }];
  });
  const offered = upcoming.map(offerView);
  return {
    mentors,
    ratings: {
      avg_rating: ratings?.n ? Math.round(Number(ratings.average) * 10) / 10 : 0,
      ratings_count: ratings?.n ?? 0,
    },
    upcoming_batches: offered,
    first_upcoming_batch: offered[0] ?? null,
    total_upcoming_batches: upcomingCount?.n ?? 0,
  };
}
