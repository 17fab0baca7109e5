import { ApiError, type ResponseOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView, usePageTitle, useSession } from '@learnforge/app-shell';
import { Box, Button, Card, type LeaderboardEntry, LeaderboardTable, Link, Pagination } from '@learnforge/ui';
import { useState } from 'react';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { eventWhen } from './event-format';
import * as styles from './events.css';

type Series = ResponseOf<'x-recurring-events-detail'>;
type Row = ResponseOf<'recurring-events-leaderboard'>['results'][number];

const PAGE_SIZE = 20;

const entryOf = (row: Row): LeaderboardEntry => ({
  id: row.handle,
  rank: row.rank,
  name: row.name,
  avatarUrl: row.profile_image,
  score: row.score,
  values: { attended: row.events_attended },
  ...(row.institute ? { detail: row.institute } : {}),
});

/**
 * `/events/rec/:slug`: a recurring event (a weekly contest on the contest engine): subscribe for reminders,
 * its occurrences, and the series leaderboard paged with page and page_size (001 §9), page kept in the address.
 */
export function RecurringEventPage() {
  const slug = useParams().slug ?? '';
  const series = useApi('x-recurring-events-detail', { path: { slug } });
  usePageTitle(series.data?.title ?? 'Recurring event');
  return (
    <QueryView query={series} what="the recurring event">
      {(data) => <SeriesView series={data} />}
    </QueryView>
  );
}

function SeriesView({ series }: { series: Series }) {
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <header>
        <h1>{series.title}</h1>
        <p className={styles.prose}>{series.cadence}</p>
      </header>
      <p className={styles.prose}>{series.description}</p>
      <Subscription series={series} />
      <Occurrences title="Coming up" rows={series.upcoming} empty="The next round is not scheduled yet." />
      <Board series={series} />
      <Occurrences title="Earlier rounds" rows={series.past} empty="No rounds have been held yet." />
    </Box>
  );
}

function Subscription({ series }: { series: Series }) {
  const { user } = useSession();
  const state = useApi('recurring-events-subscribe-get', user ? { path: { slug: series.slug } } : null);
  const change = useApiMutation('recurring-events-subscribe-post');
  const [problem, setProblem] = useState<string | null>(null);
  const toggle = async (subscribe: boolean) => {
    setProblem(null);
    try {
      await change.trigger({ path: { slug: series.slug }, body: { subscribe } });
    } catch (error) {
      if (!(error instanceof ApiError)) throw error;
      setProblem(error.message);
    }
  };
  return (
    <Card title="Reminders" as="section" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="small" alignItems="flex-start">
        {!user ? (
          <Link as={RouterLink} to={`/login?next=${encodeURIComponent(`/events/rec/${series.slug}`)}`}>
            Sign in to subscribe to {series.title}
          </Link>
        ) : state.data ? (
          <>
            <p role="status" className={styles.prose}>
              {state.data.is_subscribed
                ? `You are subscribed: we mail you the day before every round. ${state.data.subscribers_count} subscribed.`
                : `Get a mail the day before every round. ${state.data.subscribers_count} subscribed.`}
            </p>
            <Button
              variant={state.data.is_subscribed ? 'outline' : 'solid'}
              loading={change.isMutating}
              onClick={() => toggle(!state.data?.is_subscribed)}
            >
              {state.data.is_subscribed ? 'Unsubscribe' : `Subscribe to ${series.title}`}
            </Button>
          </>
        ) : (
          <QueryView query={state} what="your subscription">
            {() => null}
          </QueryView>
        )}
        {problem ? (
          <p role="alert" className={styles.prose}>
            {problem}
          </p>
        ) : null}
      </Box>
    </Card>
  );
}

function Occurrences({ title, rows, empty }: { title: string; rows: Series['upcoming']; empty: string }) {
  return (
    <Card title={title} as="section" headingLevel={2}>
      {rows.length === 0 ? (
        <p className={styles.prose}>{empty}</p>
      ) : (
        <ul className={styles.plainList}>
          {rows.map((event) => (
            <li key={event.id}>
              <Link as={RouterLink} to={`/events/${event.id}`}>
                {event.title}
              </Link>
              <p className={styles.prose}>{eventWhen(event.starts_at, event.ends_at)}</p>
            </li>
          ))}
        </ul>
      )}
    </Card>
  );
}

function Board({ series }: { series: Series }) {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const board = useApi('recurring-events-leaderboard', {
    path: { slug: series.slug },
    query: { page, page_size: PAGE_SIZE },
  });
  const mine = useApi('recurring-events-user-ranking', user ? { path: { slug: series.slug } } : null);
  return (
    <Card title="Leaderboard" as="section" headingLevel={2}>
      <QueryView query={board} what="the leaderboard">
        {(data) => (
          <Box display="flex" flexDirection="column" gap="small">
            <LeaderboardTable
              caption={`${series.title} leaderboard`}
              entries={data.results.map(entryOf)}
              {...(user ? { currentUserId: user.handle } : {})}
              currentUserEntry={mine.data?.user_rank ? entryOf(mine.data.user_rank) : null}
              scoreLabel="Score"
              columns={[{ key: 'attended', header: 'Rounds', numeric: true }]}
              emptyMessage="Nobody has a score in this series yet."
            />
            {data.count > data.page_size ? (
              <Pagination
                page={page}
                pageCount={Math.ceil(data.count / data.page_size)}
                onPageChange={(next: number) =>
                  setParams(next > 1 ? { page: String(next) } : {}, { replace: true })
                }
                label="Leaderboard pages"
              />
            ) : null}
          </Box>
        )}
      </QueryView>
    </Card>
  );
}
