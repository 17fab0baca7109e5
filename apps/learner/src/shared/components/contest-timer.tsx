import { ApiError } from '@learnforge/api-client';
import { useApi, useApiClient } from '@learnforge/api-client/react';
import { Card, Countdown, Link } from '@learnforge/ui';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { useServerOffset } from '../use-server-clock';

/** How often a running timer re-reads the attempt's deadline, which staff can move (ADR 0110). */
const DEADLINE_CHECK_MS = 60_000;

/**
 * The attempt's time left on the server's clock (a reload, another tab or a wrong device clock changes
 * nothing). The deadline is re-read every minute and on coming back to the window, since staff can extend the
 * contest or grant extra time while it runs. At zero it asks the server to end the attempt (`end/?reason=autoEnd`)
 * and says why; a server that answers the time is not up (the deadline moved in the last minute) gives the new
 * deadline and the count goes on.
 */
export function ContestTimer({
  slug,
  endsAt,
  onEnded,
}: {
  slug: string;
  endsAt: string;
  onEnded: (message: string) => void;
}) {
  const client = useApiClient();
  const offset = useServerOffset();
  const meta = useApi(
    'contest-meta',
    { path: { slug } },
    { refreshInterval: DEADLINE_CHECK_MS, revalidateOnFocus: true },
  );
  const end = meta.data?.ends_at ?? endsAt;
  const autoEnd = async () => {
    try {
      const reply = await client.call('contest-auto-end', { query: { contest_slug: slug } });
      onEnded(reply.message);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'time_left') {
        await meta.mutate();
        return;
      }
      onEnded((error as Error).message);
    }
  };
  return (
    <Countdown
      // A new deadline starts a new count, which can complete again.
      key={end}
      end={new Date(end)}
      label="Time left"
      warnBelowSeconds={300}
      now={() => Date.now() + offset}
      onComplete={() => void autoEnd()}
    />
  );
}

/**
 * A contest's coding problem opened from its round (`/problems/{slug}/1?contest=…`): which contest the
 * submissions count in, the same timer as the quiz room, and the way back to the round.
 */
export function ContestModeBanner({ slug }: { slug: string }) {
  const contest = useApi('contest-get', { path: { slug } });
  const meta = useApi('contest-meta', { path: { slug } });
  const [ended, setEnded] = useState<string | null>(null);
  const name = contest.data?.name ?? 'Contest';
  const state = meta.data;
  const running = state?.ends_at && !state.isContestEndedForUser && ended === null;
  return (
    <Card as="section" title={`Contest: ${name}`} headingLevel={2} tone="brandAccent">
      {!state ? (
        <p role="status">{meta.error ? meta.error.message : 'Loading your attempt…'}</p>
      ) : running ? (
        <>
          <p>Your submissions to this problem count in the contest until your time is up.</p>
          <ContestTimer slug={slug} endsAt={state.ends_at!} onEnded={setEnded} />
          <Link as={RouterLink} to={`/contest/${slug}/quiz`}>
            Back to the contest
          </Link>
        </>
      ) : state.ends_at ? (
        <>
          <p role="alert">
            {ended ?? 'Your time in this contest is over: submissions here no longer count in it.'}
          </p>
          <Link as={RouterLink} to={`/contest/${slug}/summary`}>
            See your summary
          </Link>
        </>
      ) : (
        <>
          <p>You have not started this contest: submissions here count in it only during your attempt.</p>
          <Link as={RouterLink} to={`/contest/${slug}/`}>
            Go to the contest page
          </Link>
        </>
      )}
    </Card>
  );
}
