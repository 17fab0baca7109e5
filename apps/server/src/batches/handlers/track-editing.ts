import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import { batchContentItems, batches, tracks } from '../../db/schema';
import { postHtml } from '../../discussion/posts';
import { notFound } from '../../http/errors';
import { articleMinutes } from '../completion-estimate';

/**
 * The invalidate-cache calls (ADR 0101). The server keeps no copy of a quiz or an article apart from its
 * read caches, which every successful write empties on this instance and, through the live bus, on every
 * other one; these calls are such a write, and they stamp the items with the time (an article's
 * `updated_at` reports it). The caller's browser drops its copies through the contract's `revalidates`;
 * other learners' tabs keep an article they loaded for at most the hour 001 §9 allows.
 */
const refreshedNow = () =>
  sql`jsonb_set(${batchContentItems.body}, '{refreshed_at}', to_jsonb(${new Date().toISOString()}::text))`;

/** `quiz/{track}/invalidate-cache/`: every track of that slug (one per batch that teaches it). */
export const handleTrackQuizInvalidateCache: Handler<'track-quiz-invalidate-cache'> = async ({
  input,
  database: { db },
}) => {
  const trackRows = await db.select({ id: tracks.id }).from(tracks).where(eq(tracks.slug, input.path.track));
  if (trackRows.length === 0) throw notFound('There is no track with this slug.');
  const refreshed = await db
    .update(batchContentItems)
    .set({ body: refreshedNow() })
    .where(
      and(
        eq(batchContentItems.kind, 'quiz'),
        inArray(
          batchContentItems.trackId,
          trackRows.map((row) => row.id),
        ),
      ),
    )
    .returning({ id: batchContentItems.id });
  const tracksWord = trackRows.length === 1 ? 'track' : `${trackRows.length} tracks`;
  return {
    message:
      refreshed.length === 0
        ? `The ${tracksWord} ${input.path.track} has no quiz; nothing was cached.`
        : `${refreshed.length === 1 ? 'The quiz' : `${refreshed.length} quizzes`} of ${input.path.track} ${refreshed.length === 1 ? 'is' : 'are'} served as now stored.`,
  };
};

/** `article/{id}/invalidate-cache/`. */
export const handleTrackArticleInvalidateCache: Handler<'track-article-invalidate-cache'> = async ({
  input,
  database: { db },
}) => {
  const [article] = await db
    .update(batchContentItems)
    .set({ body: refreshedNow() })
    .where(and(eq(batchContentItems.id, input.path.id), eq(batchContentItems.kind, 'article')))
    .returning({ title: batchContentItems.title });
  if (!article) throw notFound('There is no such article.');
  return { message: `${article.title} is served as now stored.` };
};

/**
 * `article/{id}/edit`: the article's Markdown for course admins (canEditBatchTrack), with its preview
 * rendered and sanitized on the server the way discussion posts are: no scripts, handlers, frames or styles.
 */
export const handleTrackArticleEdit: Handler<'track-article-edit'> = async ({ input, database: { db } }) => {
  const [row] = await db
    .select({
      item: batchContentItems,
      batchSlug: batches.slug,
      startsAt: batches.startsAt,
      trackSlug: tracks.slug,
    })
    .from(batchContentItems)
    .innerJoin(batches, eq(batches.id, batchContentItems.batchId))
    .leftJoin(tracks, eq(tracks.id, batchContentItems.trackId))
    .where(and(eq(batchContentItems.id, input.path.id), eq(batchContentItems.kind, 'article')))
    .limit(1);
  if (!row) throw notFound('There is no such article.');
  const markdown = row.item.body.markdown ?? '';
  return {
    id: row.item.id,
    title: row.item.title,
    content_markdown: markdown,
    content_html: postHtml(markdown),
    reading_time_minutes: articleMinutes(markdown),
    updated_at: row.item.body.refreshed_at ?? row.startsAt.toISOString(),
    can_edit: true,
    batch_slug: row.batchSlug,
    track_slug: row.trackSlug,
  };
};
