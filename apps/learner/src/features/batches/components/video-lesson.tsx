import type { contract, EndpointOutput } from '@learnforge/api-client/contract';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView } from '@learnforge/app-shell';
import { VIDEO_DONE_SHARE } from '@learnforge/domain';
import { Box, VideoPlayer } from '@learnforge/ui';
import { useCallback, useEffect, useRef } from 'react';
import { VideoFeedback } from './video-feedback';

type Entity = EndpointOutput<(typeof contract)['track-batch']>['entities'][number];

/** A jump larger than this between two time updates is a seek, which ends the watched interval. */
const SEEK_GAP_SECONDS = 2;
const REPORT_EVERY_MS = 5000;

/** A track video: the kit's player, resuming where the learner stopped, reporting what was really watched. */
export function VideoLesson({
  batchSlug,
  trackSlug,
  entity,
}: {
  batchSlug: string;
  trackSlug: string;
  entity: Entity;
}) {
  const summary = useApi('batch-user-videos-watched-summary', { query: { batch_slug: batchSlug } });
  return (
    <QueryView query={summary} what="where you stopped">
      {(data) => {
        const watch = data.user_videos_data.find((row) => row.video_id === entity.id);
        return (
          <Box display="flex" flexDirection="column" gap="medium">
            <Player
              batchSlug={batchSlug}
              entity={entity}
              startAt={watch && !watch.completed ? watch.position_seconds : 0}
            />
            <VideoFeedback
              batchSlug={batchSlug}
              trackSlug={trackSlug}
              videoId={entity.id}
              title={entity.title}
            />
          </Box>
        );
      }}
    </QueryView>
  );
}

function Player({ batchSlug, entity, startAt }: { batchSlug: string; entity: Entity; startAt: number }) {
  const report = useApiMutation('batch-user-video-analytics');
  const { trigger } = report;
  const pending = useRef<[number, number][]>([]);
  const segment = useRef<{ start: number; last: number } | null>(null);
  const duration = useRef(entity.duration_seconds ?? 0);
  const rate = useRef(1);

  const closeSegment = useCallback(() => {
    const open = segment.current;
    if (open && open.last > open.start) pending.current.push([open.start, open.last]);
    segment.current = open ? { start: open.last, last: open.last } : null;
  }, []);

  const flush = useCallback(() => {
    closeSegment();
    const intervals = pending.current;
    if (intervals.length === 0 || duration.current <= 0) return;
    pending.current = [];
    trigger({
      body: {
        batch_slug: batchSlug,
        video_id: entity.id,
        is_live_class_recording: false,
        watched_intervals: intervals,
        position_seconds: segment.current?.last ?? 0,
        duration_seconds: duration.current,
        playback_rate: rate.current,
      },
    }).catch(() => {
      // Kept for the next report, so a dropped connection loses no watched time.
      pending.current = [...intervals, ...pending.current];
    });
  }, [batchSlug, entity.id, trigger, closeSegment]);

  useEffect(() => {
    const timer = setInterval(flush, REPORT_EVERY_MS);
    return () => {
      clearInterval(timer);
      flush();
    };
  }, [flush]);

  const result = report.data;
  const done = entity.completed || result?.completed;
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <h2>{entity.title}</h2>
      <VideoPlayer
        title={entity.title}
        src={entity.video_url ?? undefined}
        startAt={startAt}
        onPlaybackRateChange={(next) => {
          rate.current = next;
        }}
        onTimeChange={(seconds, length) => {
          if (Number.isFinite(length) && length > 0) duration.current = length;
          const open = segment.current;
          if (!open || seconds < open.last || seconds - open.last > SEEK_GAP_SECONDS) {
            closeSegment();
            segment.current = { start: seconds, last: seconds };
          } else open.last = seconds;
        }}
        onEnded={() => {
          if (segment.current) segment.current.last = duration.current;
          flush();
        }}
      />
      <p role="status">
        {done
          ? 'You have watched this video: it counts as done.'
          : result
            ? `Watched ${Math.round(result.watched_seconds)} of ${Math.round(result.duration_seconds)} seconds; it counts as done at ${VIDEO_DONE_SHARE * 100} %.`
            : `A video counts as done once you have watched ${VIDEO_DONE_SHARE * 100} % of it.`}
      </p>
    </Box>
  );
}
