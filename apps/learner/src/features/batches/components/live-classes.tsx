import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf } from '@learnforge/app-shell';
import { formatDateTime, formatTime } from '@learnforge/domain';
import { Box, Button, Card, Link, Tag, VideoPlayer } from '@learnforge/ui';
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
            {liveClass.attended ? <Tag tone="positive">Attended</Tag> : null}
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
              <JoinLink id={liveClass.id} title={liveClass.title} href={liveClass.join_url} />
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

/**
 * The Join link opens the class in a new tab as any link does (so no pop-up blocker stands in the way) and,
 * at the same click, tells the server, which records the learner's attendance (ADR 0065). Whether that worked
 * is said beside the link.
 */
function JoinLink({ id, title, href }: { id: number; title: string; href: string }) {
  const join = useApiMutation('x-live-class-join');
  const [recorded, setRecorded] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const record = async () => {
    setRecorded(null);
    setRefusal(null);
    try {
      setRecorded((await join.trigger({ path: { id } })).message);
    } catch (error) {
      setRefusal(formErrorsOf(error, [] as const).form ?? 'Your attendance could not be recorded.');
    }
  };
  return (
    <Box display="flex" flexDirection="column" gap="xsmall">
      <Link href={href} target="_blank" rel="noopener noreferrer" onClick={() => void record()}>
        Join {title}
      </Link>
      <p role="status" style={{ margin: 0 }}>
        {recorded}
      </p>
      {refusal ? (
        <p role="alert" style={{ margin: 0 }}>
          {refusal}
        </p>
      ) : null}
    </Box>
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
