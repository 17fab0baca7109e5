import type { ResponseOf } from '@learnforge/api-client';
import { isApiError } from '@learnforge/api-client';
import { useApi, useApiClient } from '@learnforge/api-client/react';
import { QueryView } from '@learnforge/app-shell';
import { Badge, Box, Button } from '@learnforge/ui';
import { useEffect, useState } from 'react';
import { formatDateTime, formatNumber } from '../../../shared/format';

type Attempt = ResponseOf<'x-org-user-proctoring'>['attempts'][number];
type ProctoringEvent = Attempt['events'][number];

const EVENT_LABELS: Record<ProctoringEvent['kind'], string> = {
  tab_switch: 'Left the contest tab',
  window_shrink: 'Shrank the window',
  copy_paste: 'Tried to copy or paste',
  known_extension: 'A known browser extension was found',
  fullscreen_exit: 'Left full screen',
  webcam: 'Webcam snapshot',
  screenshot: 'Screen capture',
};

const END_REASONS: Record<NonNullable<Attempt['end_reason']>, string> = {
  user: 'Ended by the student',
  auto_end: 'Ended at the end time',
  terminated: 'Ended after too many proctoring warnings',
};

/**
 * The student's attempts at the organization's contests, each with its proctoring timeline: every warning
 * and capture in the order it happened, and what staff granted (issue 24).
 */
export function ProctoringTimeline({ handle }: { handle: string }) {
  const proctoring = useApi('x-org-user-proctoring', { path: { userHandle: handle } });
  return (
    <section aria-labelledby="proctoring-timeline">
      <h3 id="proctoring-timeline">Contest attempts and proctoring</h3>
      <QueryView query={proctoring} what="the proctoring timeline">
        {(data) =>
          data.attempts.length === 0 ? (
            <p>No attempts at your organization's contests yet.</p>
          ) : (
            <Box display="flex" flexDirection="column" gap="large">
              {data.attempts.map((attempt) => (
                <AttemptTimeline key={attempt.contest_slug} attempt={attempt} />
              ))}
            </Box>
          )
        }
      </QueryView>
    </section>
  );
}

function AttemptTimeline({ attempt }: { attempt: Attempt }) {
  const headingId = `attempt-${attempt.contest_slug}`;
  const warnings = attempt.events.filter((event) => event.warning).length;
  return (
    <article aria-labelledby={headingId}>
      <h4 id={headingId}>{attempt.contest_title}</h4>
      <dl style={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: '0.25rem 1rem', margin: 0 }}>
        {attempt.batch_name ? (
          <>
            <dt>Batch</dt>
            <dd style={{ margin: 0 }}>{attempt.batch_name}</dd>
          </>
        ) : null}
        <dt>Started</dt>
        <dd style={{ margin: 0 }}>{formatDateTime(attempt.started_at)}</dd>
        <dt>Ended</dt>
        <dd style={{ margin: 0 }}>
          {attempt.ended_at && attempt.end_reason
            ? `${formatDateTime(attempt.ended_at)} · ${END_REASONS[attempt.end_reason]}`
            : `Still running, until ${formatDateTime(attempt.deadline)}`}
        </dd>
        <dt>Score</dt>
        <dd style={{ margin: 0 }}>{formatNumber(attempt.score)}</dd>
        <dt>Warnings</dt>
        <dd style={{ margin: 0 }}>
          {`${formatNumber(attempt.warnings_count)} of ${formatNumber(attempt.max_warnings)} allowed`}
        </dd>
        {attempt.accommodation ? (
          <>
            <dt>Accommodation</dt>
            <dd style={{ margin: 0 }}>{accommodationText(attempt.accommodation)}</dd>
          </>
        ) : null}
      </dl>
      {attempt.events.length === 0 ? (
        <p>No proctoring events: no warnings and no captures.</p>
      ) : (
        <ol
          aria-label={`Proctoring timeline of ${attempt.contest_title}`}
          style={{ paddingInlineStart: '1.25rem' }}
        >
          {attempt.events.map((event) => (
            <li key={event.id} style={{ marginBlock: '0.5rem' }}>
              <Box display="flex" gap="small" alignItems="center" flexWrap="wrap">
                <time dateTime={event.occurred_at}>{formatDateTime(event.occurred_at)}</time>
                <span>{EVENT_LABELS[event.kind]}</span>
                {event.warning ? (
                  <Badge tone="caution" size="small">
                    Warning
                  </Badge>
                ) : null}
                {event.details ? <span>({event.details})</span> : null}
              </Box>
              {event.has_snapshot ? <Snapshot event={event} /> : null}
            </li>
          ))}
        </ol>
      )}
      <p>{`${formatNumber(warnings)} warning${warnings === 1 ? '' : 's'} in the timeline.`}</p>
    </article>
  );
}

function accommodationText(accommodation: NonNullable<Attempt['accommodation']>) {
  const parts = [
    accommodation.extra_minutes > 0 ? `${accommodation.extra_minutes} extra minutes` : null,
    accommodation.webcam_exempt ? 'no webcam' : null,
    accommodation.note || null,
  ].filter(Boolean);
  return parts.join(' · ') || 'Granted';
}

/** Snapshots are evidence, served to the organization's admins only: fetched when asked for, never prefetched. */
function Snapshot({ event }: { event: ProctoringEvent }) {
  const client = useApiClient();
  const [source, setSource] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => () => (source ? URL.revokeObjectURL(source) : undefined), [source]);
  const show = async () => {
    setLoading(true);
    setError(null);
    try {
      const file = await client.call('x-org-proctoring-snapshot', { path: { eventId: event.id } });
      setSource(URL.createObjectURL(file.blob));
    } catch (cause) {
      setError(isApiError(cause) ? cause.message : 'The snapshot could not be loaded.');
    } finally {
      setLoading(false);
    }
  };
  if (source)
    return (
      <img
        src={source}
        alt={`${EVENT_LABELS[event.kind]} at ${formatDateTime(event.occurred_at)}`}
        style={{ display: 'block', maxWidth: 'min(320px, 100%)', marginTop: '0.5rem' }}
      />
    );
  return (
    <Box display="flex" gap="small" alignItems="center" flexWrap="wrap" marginTop="small">
      <Button size="small" variant="outline" loading={loading} onClick={show}>
        {`Show the snapshot of ${formatDateTime(event.occurred_at)}`}
      </Button>
      {error ? <span role="alert">{error}</span> : null}
    </Box>
  );
}
