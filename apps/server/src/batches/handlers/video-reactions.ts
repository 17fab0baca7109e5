import { and, asc, count, eq, sql } from 'drizzle-orm';
import type { Handler } from '../../api/registry';
import type { Db } from '../../db/client';
import {
  batchContentItems,
  batches,
  tracks,
  videoFeedbacks,
  videoReactions,
  videoWatches,
} from '../../db/schema';
import { notFound } from '../../http/errors';
import { contentItem, requireBatchAccess, trackInBatch } from '../learning';

type Reaction = 'like' | 'dislike' | 'none';
const STORED: Record<Exclude<Reaction, 'none'>, number> = { like: 1, dislike: -1 };
const reactionOf = (stored: number | null | undefined): Reaction =>
  stored === 1 ? 'like' : stored === -1 ? 'dislike' : 'none';

/** Likes and dislikes of each video, counted from the reactions (never a stored counter that can drift). */
async function reactionCounts(db: Db, videoIds: number[]) {
  if (videoIds.length === 0) return new Map<number, { likes: number; dislikes: number }>();
  const rows = await db
    .select({
      videoId: videoReactions.videoId,
      likes: sql<number>`count(*) filter (where ${videoReactions.reaction} = 1)`.mapWith(Number),
      dislikes: sql<number>`count(*) filter (where ${videoReactions.reaction} = -1)`.mapWith(Number),
    })
    .from(videoReactions)
    .where(
      sql`${videoReactions.videoId} in (${sql.join(
        videoIds.map((id) => sql`${id}`),
        sql`, `,
      )})`,
    )
    .groupBy(videoReactions.videoId);
  return new Map(rows.map((row) => [row.videoId, { likes: row.likes, dislikes: row.dislikes }]));
}

/**
 * PATCH batch/{slug}/update-video-likes-count/: the learner's like, dislike or neither on a video of the batch
 * (ADR 0087). One reaction per learner and video, so liking twice counts once; the answer has the new counts.
 */
export const handleTrackVideoLikes: Handler<'track-video-likes-count'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch } = await requireBatchAccess(db, user, input.path.slug);
  const video = await contentItem(db, batch.id, input.body.video_id, 'video');
  const { reaction } = input.body;
  if (reaction === 'none')
    await db
      .delete(videoReactions)
      .where(and(eq(videoReactions.videoId, video.id), eq(videoReactions.userId, user.id)));
  else
    await db
      .insert(videoReactions)
      .values({ videoId: video.id, userId: user.id, reaction: STORED[reaction] })
      .onConflictDoUpdate({
        target: [videoReactions.videoId, videoReactions.userId],
        set: { reaction: STORED[reaction], updatedAt: new Date() },
      });
  const counts = (await reactionCounts(db, [video.id])).get(video.id);
  return {
    video_id: video.id,
    likes_count: counts?.likes ?? 0,
    dislikes_count: counts?.dislikes ?? 0,
    user_reaction: reaction,
  };
};

/** GET user-videos-stats/: each video of the track with its likes, viewers and the caller's reaction and watch. */
export const handleTrackUserVideosStats: Handler<'track-user-videos-stats'> = async ({
  input,
  user,
  database: { db },
}) => {
  const { batch } = await requireBatchAccess(db, user, input.query.batch_slug);
  const track = await trackInBatch(db, batch.id, input.query.track_slug);
  const videos = await db
    .select({ id: batchContentItems.id })
    .from(batchContentItems)
    .where(and(eq(batchContentItems.trackId, track.id), eq(batchContentItems.kind, 'video')))
    .orderBy(asc(batchContentItems.position), asc(batchContentItems.id));
  const ids = videos.map((video) => video.id);
  if (ids.length === 0) return { results: [] };
  const inVideos = (column: typeof videoWatches.videoId | typeof videoReactions.videoId) =>
    sql`${column} in (${sql.join(
      ids.map((id) => sql`${id}`),
      sql`, `,
    )})`;
  const [counts, viewers, own, watches] = await Promise.all([
    reactionCounts(db, ids),
    db
      .select({ videoId: videoWatches.videoId, n: count() })
      .from(videoWatches)
      .where(inVideos(videoWatches.videoId))
      .groupBy(videoWatches.videoId),
    db
      .select({ videoId: videoReactions.videoId, reaction: videoReactions.reaction })
      .from(videoReactions)
      .where(and(inVideos(videoReactions.videoId), eq(videoReactions.userId, user.id))),
    db
      .select()
      .from(videoWatches)
      .where(and(inVideos(videoWatches.videoId), eq(videoWatches.userId, user.id))),
  ]);
  return {
    results: ids.map((id) => {
      const watch = watches.find((row) => row.videoId === id);
      return {
        video_id: id,
        likes_count: counts.get(id)?.likes ?? 0,
        dislikes_count: counts.get(id)?.dislikes ?? 0,
        views_count: viewers.find((row) => row.videoId === id)?.n ?? 0,
        user_reaction: reactionOf(own.find((row) => row.videoId === id)?.reaction),
        watched_seconds: watch?.watchedSeconds ?? 0,
        completed: watch?.completed ?? false,
      };
    }),
  };
};

/**
 * POST videos/{id}/feedbacks/: a learner's rating of a track video, with tags and a comment (ADR 0087). The video
 * names its batch; someone who may not open that batch gets the access check's 403. Sending again replaces it.
 */
export const handleTrackVideoFeedback: Handler<'track-video-feedback'> = async ({
  input,
  user,
  database: { db },
}) => {
  // Only a video placed in a track is one a learner can watch.
  const [video] = await db
    .select({ id: batchContentItems.id, title: batchContentItems.title, batchSlug: batches.slug })
    .from(batchContentItems)
    .innerJoin(tracks, eq(tracks.id, batchContentItems.trackId))
    .innerJoin(batches, eq(batches.id, batchContentItems.batchId))
    .where(and(eq(batchContentItems.id, input.path.id), eq(batchContentItems.kind, 'video')))
    .limit(1);
  if (!video) throw notFound('There is no such video.');
  await requireBatchAccess(db, user, video.batchSlug);
  const values = {
    rating: input.body.rating,
    tags: [...new Set(input.body.tags)],
    comment: input.body.comment ?? '',
  };
  await db
    .insert(videoFeedbacks)
    .values({ videoId: video.id, userId: user.id, ...values })
    .onConflictDoUpdate({
      target: [videoFeedbacks.videoId, videoFeedbacks.userId],
      set: { ...values, createdAt: new Date() },
    });
  return { message: `Thank you: your feedback on “${video.title}” is saved.` };
};
