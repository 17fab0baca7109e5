import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiClient } from '@learnforge/api-client/react';
import { attemptEndText, ProctoringEvents, QueryView } from '@learnforge/app-shell';
import { Box } from '@learnforge/ui';
import { formatDateTime, formatNumber } from '../../../shared/format';

type Attempt = ResponseOf<'x-org-user-proctoring'>['attempts'][number];

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
  const client = useApiClient();
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
            ? `${formatDateTime(attempt.ended_at)} · ${attemptEndText(attempt.end_reason, 'student')}`
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
      <ProctoringEvents
        events={attempt.events}
        label={`Proctoring timeline of ${attempt.contest_title}`}
        formatDateTime={formatDateTime}
        snapshotOf={(event) =>
          event.has_snapshot
            ? async () =>
                (await client.call('x-org-proctoring-snapshot', { path: { eventId: event.id } })).blob
            : null
        }
      />
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
