import { formatDateTime } from '@learnforge/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import { batchContentItems, batches, tracks } from '../../db/schema';
import { postHtml } from '../../discussion/posts';
import { HttpError, notFound } from '../../http/errors';
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

const INDIA = { timeZone: 'Asia/Kolkata' };

/** The article with its batch and track, as the editor shows it; null when there is no such article. */
async function articleSource(db: Db, id: number) {
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
    .where(and(eq(batchContentItems.id, id), eq(batchContentItems.kind, 'article')))
    .limit(1);
  if (!row) return null;
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
    version: row.item.body.version ?? 0,
  };
}

/**
 * `article/{id}/edit`: the article's Markdown for course admins (canEditBatchTrack), with its preview
 * rendered and sanitized on the server the way discussion posts are: no scripts, handlers, frames or styles.
 */
export const handleTrackArticleEdit: Handler<'track-article-edit'> = async ({ input, database: { db } }) => {
  const source = await articleSource(db, input.path.id);
  if (!source) throw notFound('There is no such article.');
  return source;
};

/**
 * Saving an article (ADR 0111): one conditional update that writes only over the version the editor opened,
 * so of two editors who opened the same version, the second to save is told when the other saved instead
 * of silently replacing the first one's words. Learners are served the new text at once (the write empties
 * the read caches, and `refreshed_at` moves the article's `updated_at`).
 */
export const handleTrackArticleSave: Handler<'x-track-article-save'> = async ({ input, database: { db } }) => {
  const { id } = input.path;
  const { title, content_markdown: markdown, version } = input.body;
  const saved = await db
    .update(batchContentItems)
    .set({
      title,
      body: sql`${batchContentItems.body} || ${JSON.stringify({
        markdown,
        version: version + 1,
        refreshed_at: new Date().toISOString(),
      })}::jsonb`,
    })
    .where(
      and(
        eq(batchContentItems.id, id),
        eq(batchContentItems.kind, 'article'),
        sql`coalesce((${batchContentItems.body}->>'version')::int, 0) = ${version}`,
      ),
    )
    .returning({ id: batchContentItems.id });
  const source = await articleSource(db, id);
  if (!source) throw notFound('There is no such article.');
  if (saved.length === 0)
    throw new HttpError(
      409,
      'article_changed',
      `Someone else saved this article at ${formatDateTime(source.updated_at, INDIA)} (India time), after you opened it. Copy what you wrote, load their version and make your changes to it.`,
      { version: `Now at version ${source.version}; you opened version ${version}.` },
    );
  return source;
};
