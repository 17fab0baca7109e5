import { and, asc, count, gt, lte } from 'drizzle-orm';
import type { PublicHandler } from '../../api/registry';
import { paging } from '../../db/paging';
import { promotionalEvents, siteTestimonials } from '../../db/schema';

/** Only promotions running now: one that has ended or not begun never reaches the home page. */
export const handlePromotionalEvents: PublicHandler<'general-promotional-events'> = async ({
  database: { db },
}) => {
  const now = new Date();
  const rows = await db
    .select()
    .from(promotionalEvents)
    .where(and(lte(promotionalEvents.startsAt, now), gt(promotionalEvents.endsAt, now)))
    .orderBy(asc(promotionalEvents.endsAt), asc(promotionalEvents.id));
  return {
    results: rows.map((row) => ({
      id: row.id,
      title: row.title,
      image: row.image,
      link: row.link,
      placement: row.placement,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
    })),
  };
};

export const handleSiteTestimonials: PublicHandler<'general-testimonials'> = async ({
  input,
  database: { db },
}) => {
  const { page, pageSize, offset } = paging({ page: input.query.page }, 6);
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(siteTestimonials)
      .orderBy(asc(siteTestimonials.position), asc(siteTestimonials.id))
      .limit(pageSize)
      .offset(offset),
    db.select({ n: count() }).from(siteTestimonials),
  ]);
  return {
    results: rows.map((row) => ({
      id: row.id,
      name: row.name,
      profile_image: row.profileImage,
      designation: row.designation,
      company: row.company,
      text: row.text,
    })),
    count: total?.n ?? 0,
    page,
    page_size: pageSize,
  };
};
