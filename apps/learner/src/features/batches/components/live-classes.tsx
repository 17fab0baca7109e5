import { useApi } from '@learnforge/api-client/react';
import { formatDateTime, formatTime } from '@learnforge/domain';
import { Button, Card, Link, Tag, VideoPlayer } from '@learnforge/ui';
import { useState } from 'react';
import { BatchFeed } from './batch-feed';

interface Recording {
  id: number;
  title: string;
  url: string;
  duration_seconds: number;
}

/**
 * The batch page's live classes (ADR 0065): upcoming and live ones first, with the join link from 15 minutes
 * before the start (the server gives it only then), and past ones with their recordings.
 */
export function LiveClasses({ slug }: { slug: string }) {
  const [page, setPage] = useState(1);
  const classes = useApi('batch-live-classes', { query: { batch_slug: slug, page } });
  return (
    <Card as="section" title="Live classes" headingLevel={2}>
      <BatchFeed
        query={classes}
        what="the live classes"
        empty={{ title: 'No live classes', description: 'This batch has no live classes scheduled.' }}
        idPrefix="live-class"
        tags={(liveClass) => (
          <>
            {liveClass.status === 'live' ? <Tag tone="critical">Live now</Tag> : null}
            {liveClass.status === 'cancelled' ? <Tag>Cancelled</Tag> : null}
          </>
        )}
        page={page}
        onPageChange={setPage}
        pagesLabel="Live class pages"
      >
        {(liveClass) => (
          <>
            <p>
              {formatDateTime(liveClass.start_time)} to {formatTime(liveClass.end_time)}, with{' '}
              {liveClass.mentor}
            </p>
            {liveClass.join_url ? (
              <Link href={liveClass.join_url} target="_blank" rel="noopener noreferrer">
                Join {liveClass.title}
              </Link>
            ) : liveClass.status === 'upcoming' ? (
              <p>The join link appears here at {formatDateTime(liveClass.join_opens_at)}.</p>
            ) : null}
            {liveClass.status === 'completed' ? (
              liveClass.recordings.length > 0 ? (
                liveClass.recordings.map((recording) => (
                  <RecordingPlayer key={recording.id} recording={recording} />
                ))
              ) : (
                <p>No recording of this class yet.</p>
              )
            ) : null}
          </>
        )}
      </BatchFeed>
    </Card>
  );
}

/** A recording's player appears when asked for, so the batch page loads no video it does not play. */
function RecordingPlayer({ recording }: { recording: Recording }) {
  const [open, setOpen] = useState(false);
  if (!open)
    return (
      <Button variant="outline" size="small" onClick={() => setOpen(true)}>
        Watch the recording: {recording.title}
      </Button>
    );
  // A recording plays at a reading width, not across a wide screen.
  return (
    <div style={{ maxWidth: '40rem' }}>
      <VideoPlayer title={recording.title} src={recording.url} />
    </div>
  );
}
