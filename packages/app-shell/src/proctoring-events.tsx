import type { PROCTORING_EVENT_KINDS } from '@learnforge/domain';
import { Badge, Box, Button } from '@learnforge/ui';
import { useEffect, useState } from 'react';

type ProctoringEventKind = (typeof PROCTORING_EVENT_KINDS)[number];

/** One warning or capture of a contest sitting, as the contest engine recorded it. */
interface ProctoringEvent {
  id: number;
  kind: ProctoringEventKind;
  warning: boolean;
  occurred_at: string;
  details: string | null;
}

const PROCTORING_EVENT_LABELS: Record<ProctoringEventKind, string> = {
  tab_switch: 'Left the contest tab',
  window_shrink: 'Shrank the window',
  copy_paste: 'Tried to copy or paste',
  known_extension: 'A known browser extension was found',
  fullscreen_exit: 'Left full screen',
  webcam: 'Webcam snapshot',
  screenshot: 'Screen capture',
};

/** How a sitting ended, said of the person who sat it ("student" on a report card, "candidate" for recruiters). */
export function attemptEndText(reason: 'user' | 'auto_end' | 'terminated', sitter: string): string {
  switch (reason) {
    case 'user':
      return `Ended by the ${sitter}`;
    case 'auto_end':
      return 'Ended at the end time';
    case 'terminated':
      return 'Ended after too many proctoring warnings';
  }
}

interface ProctoringEventsProps<E extends ProctoringEvent> {
  events: readonly E[];
  /** Names the list for a screen reader: the timeline of what. */
  label: string;
  formatDateTime: (iso: string) => string;
  /** Fetches a capture's image, or null when the event has none (a warning). */
  snapshotOf: (event: E) => (() => Promise<Blob>) | null;
}

/**
 * A sitting's integrity timeline: every warning and capture in the order it happened. Captures are evidence
 * served to the contest's own staff only, so each is fetched when asked for, never prefetched.
 */
export function ProctoringEvents<E extends ProctoringEvent>({
  events,
  label,
  formatDateTime,
  snapshotOf,
}: ProctoringEventsProps<E>) {
  if (events.length === 0) return <p>No proctoring events: no warnings and no captures.</p>;
  return (
    <ol aria-label={label} style={{ paddingInlineStart: '1.25rem' }}>
      {events.map((event) => {
        const load = snapshotOf(event);
        return (
          <li key={event.id} style={{ marginBlock: '0.5rem' }}>
            <Box display="flex" gap="small" alignItems="center" flexWrap="wrap">
              <time dateTime={event.occurred_at}>{formatDateTime(event.occurred_at)}</time>
              <span>{PROCTORING_EVENT_LABELS[event.kind]}</span>
              {event.warning ? (
                <Badge tone="caution" size="small">
                  Warning
                </Badge>
              ) : null}
              {event.details ? <span>({event.details})</span> : null}
            </Box>
            {load ? (
              <Snapshot
                load={load}
                what={`${PROCTORING_EVENT_LABELS[event.kind]} at ${formatDateTime(event.occurred_at)}`}
                when={formatDateTime(event.occurred_at)}
              />
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}

function Snapshot({ load, what, when }: { load: () => Promise<Blob>; what: string; when: string }) {
  const [source, setSource] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState(false);
  useEffect(() => () => (source ? URL.revokeObjectURL(source) : undefined), [source]);
  const show = async () => {
    setLoading(true);
    setError(null);
    try {
      setSource(URL.createObjectURL(await load()));
    } catch (cause) {
      setError(cause instanceof Error ? cause.message : 'The snapshot could not be loaded.');
    } finally {
      setLoading(false);
    }
  };
  if (source)
    return (
      <img
        src={source}
        alt={what}
        style={{ display: 'block', maxWidth: 'min(320px, 100%)', marginTop: '0.5rem' }}
      />
    );
  return (
    <Box display="flex" gap="small" alignItems="center" flexWrap="wrap" marginTop="small">
      <Button size="small" variant="outline" loading={loading} onClick={show}>
        {`Show the snapshot of ${when}`}
      </Button>
      {error ? <span role="alert">{error}</span> : null}
    </Box>
  );
}
