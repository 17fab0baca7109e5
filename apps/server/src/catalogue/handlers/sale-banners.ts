import { SALE_BANNER_TEXT } from '@learnforge/domain';
import { and, asc, eq, gt, lte } from 'drizzle-orm';
import type { Handler, PublicHandler } from '../../api/registry';
import { saleBanners } from '../../db/schema';

type BannerRow = typeof saleBanners.$inferSelect;

const bannerView = (row: BannerRow) => ({
  id: row.id,
  text: row.text,
  link: row.link,
  pages: row.pages as ('home' | 'courses' | 'course-landing' | 'batch')[],
  starts_at: row.startsAt?.toISOString() ?? null,
  ends_at: row.endsAt?.toISOString() ?? null,
  is_active: row.isActive,
  discount_percent: row.discountPercent,
});

/**
 * The sale running now (001 §4): an active banner whose window contains this moment, the one ending
 * soonest when several overlap. A banner without a window is not a sale: it has no end to count down to.
 */
export const handleSaleActive: PublicHandler<'courses-sale-active'> = async ({ database: { db } }) => {
  const now = new Date();
  const [row] = await db
    .select()
    .from(saleBanners)
    .where(and(eq(saleBanners.isActive, true), lte(saleBanners.startsAt, now), gt(saleBanners.endsAt, now)))
    .orderBy(asc(saleBanners.endsAt), asc(saleBanners.id))
    .limit(1);
  if (!row?.startsAt || !row.endsAt) return { sale: null };
  return {
    sale: {
      id: row.id,
      title: SALE_BANNER_TEXT,
      text: row.text,
      discount_percent: row.discountPercent,
      starts_at: row.startsAt.toISOString(),
      ends_at: row.endsAt.toISOString(),
      banner_image: null,
    },
  };
};

export const handleSaleBannersGet: Handler<'courses-dash-sale-banners-get'> = async ({
  database: { db },
}) => ({
  results: (await db.select().from(saleBanners).orderBy(asc(saleBanners.position), asc(saleBanners.id))).map(
    bannerView,
  ),
});

/**
 * Replaces the list in one transaction (the contract already refused a window without both ends or one
 * that ends before it starts, naming the banner's field). A banner sent with its id keeps it, and the
 * discount it announces unless a new one is sent; the others are new.
 */
export const handleSaleBannersPut: Handler<'courses-dash-sale-banners-put'> = async ({
  input,
  database: { db },
}) =>
  db.transaction(async (tx) => {
    const kept = new Map((await tx.select().from(saleBanners)).map((row) => [row.id, row]));
    await tx.delete(saleBanners);
    const rows = input.body.banners.map((banner, position) => ({
      ...(banner.id !== undefined && kept.has(banner.id) ? { id: banner.id } : {}),
      discountPercent:
        banner.discount_percent ?? (banner.id !== undefined ? kept.get(banner.id)?.discountPercent : 0) ?? 0,
      text: banner.text,
      link: banner.link,
      pages: banner.pages,
      startsAt: banner.starts_at ? new Date(banner.starts_at) : null,
      endsAt: banner.ends_at ? new Date(banner.ends_at) : null,
      isActive: banner.is_active,
      position,
    }));
    const saved = rows.length ? await tx.insert(saleBanners).values(rows).returning() : [];
    return { results: saved.map(bannerView) };
  });
