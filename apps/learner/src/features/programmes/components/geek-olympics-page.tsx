import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView, usePageTitle, useSession } from '@learnforge/app-shell';
import { contestPath, formatDateTime, problemPath } from '@learnforge/domain';
import {
  Box,
  Card,
  type LeaderboardEntry,
  LeaderboardTable,
  Link,
  Pagination,
  Tabs,
  VisuallyHidden,
} from '@learnforge/ui';
import { Link as RouterLink, useSearchParams } from 'react-router';
import * as styles from './programmes.css';
import { RegistrationForm, registrationBody } from './registration-form';

const PAGE_SIZE = 20;
type Person = ResponseOf<'olympics-leaderboard'>['results'][number];
type Board = 'people' | 'institutes';

const entryOf = (row: Person): LeaderboardEntry => ({
  id: row.handle,
  rank: row.rank,
  name: row.name,
  score: row.score,
  ...(row.institute ? { detail: row.institute } : {}),
});

/**
 * `/geek-olympics`: the competition's rounds, registration (002 §7 Competition) and its two leaderboards,
 * people and institutes, with the learner's own rank; the board and its page are kept in the address.
 */
export function GeekOlympicsPage() {
  usePageTitle('Geek Olympics');
  const rounds = useApi('olympics-list', {});
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <header>
        <h1>Geek Olympics</h1>
        <p className={styles.prose}>
          Register once, sit the rounds below, and your score counts for you and for your college or company.
        </p>
      </header>
      <Registration />
      <Card title="Rounds" as="section" headingLevel={2}>
        <QueryView query={rounds} what="the rounds">
          {(data) =>
            data.results.length ? (
              <ul className={`${styles.plainList} ${styles.rounds}`}>
                {data.results.map((round) => (
                  <li key={round.course_slug}>
                    <Round round={round} />
                  </li>
                ))}
              </ul>
            ) : (
              <p className={styles.prose}>The rounds are not announced yet.</p>
            )
          }
        </QueryView>
      </Card>
      <Leaderboards />
    </Box>
  );
}

/** A round: its window, the contest it is sat in, and the problems that count in it with their points. */
function Round({ round }: { round: ResponseOf<'olympics-list'>['results'][number] }) {
  return (
    <Box display="flex" flexDirection="column" gap="xsmall">
      <strong>{round.course_name}</strong>
      <p className={styles.muted}>
        {formatDateTime(round.start_time)} to {formatDateTime(round.end_time)}
      </p>
      {round.contest_slug ? (
        <Link as={RouterLink} to={contestPath(round.contest_slug)}>
          Open the contest<VisuallyHidden> of {round.course_name}</VisuallyHidden>
        </Link>
      ) : null}
      {round.problems.length ? (
        <>
          <p className={styles.prose}>
            Also counting: solve these inside the round&apos;s window and each earns its points once.
          </p>
          <ul aria-label={`Problems of ${round.course_name}`}>
            {round.problems.map((problem) => (
              <li key={problem.slug}>
                <Link as={RouterLink} to={problemPath(problem.slug)}>
                  {problem.title}
                </Link>
                , {problem.points} points
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </Box>
  );
}

function Registration() {
  const { user } = useSession();
  const registration = useApi('olympics-register-get', user ? {} : null);
  const register = useApiMutation('olympics-register-post');
  if (!user)
    return (
      <Card title="Register" as="section" headingLevel={2}>
        <Link as={RouterLink} to={`/login?next=${encodeURIComponent('/geek-olympics')}`}>
          Sign in to register for the Geek Olympics
        </Link>
      </Card>
    );
  return (
    <Card title={registration.data?.registered ? 'Your Olympics' : 'Register'} as="section" headingLevel={2}>
      <QueryView query={registration} what="your registration">
        {(data) =>
          data.registered ? (
            <MyRank institute={data.institute ?? ''} />
          ) : (
            <RegistrationForm
              label="Register for the Geek Olympics"
              saved={data}
              submitLabel="Register for the Geek Olympics"
              busy={register.isMutating}
              onSubmit={async (values) => {
                const { preferred_track: _none, ...body } = registrationBody(values);
                await register.trigger({ body });
              }}
            />
          )
        }
      </QueryView>
    </Card>
  );
}

function MyRank({ institute }: { institute: string }) {
  const rank = useApi('olympics-leaderboard-my-rank', {});
  return (
    <QueryView query={rank} what="your rank">
      {(data) => (
        <Box display="flex" flexDirection="column" gap="xsmall">
          <p role="status" className={styles.prose}>
            You are registered for {institute}.
          </p>
          <p className={styles.prose}>
            <span className={styles.rankFigure}>{data.rank === null ? 'Unranked' : `Rank ${data.rank}`}</span>{' '}
            of {data.total}, with {data.score} {data.score === 1 ? 'point' : 'points'}.
          </p>
        </Box>
      )}
    </QueryView>
  );
}

function Leaderboards() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const board: Board = params.get('board') === 'institutes' ? 'institutes' : 'people';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const show = (next: Board, nextPage = 1) =>
    setParams(
      {
        ...(next === 'institutes' ? { board: next } : {}),
        ...(nextPage > 1 ? { page: String(nextPage) } : {}),
      },
      { replace: true },
    );
  const people = useApi(
    'olympics-leaderboard',
    board === 'people' ? { query: { page, page_size: PAGE_SIZE } } : null,
  );
  const institutes = useApi(
    'olympics-leaderboard-institutes',
    board === 'institutes' ? { query: { page, page_size: PAGE_SIZE } } : null,
  );
  const pages = (count: number, pageSize: number) =>
    count > pageSize ? (
      <Pagination
        page={page}
        pageCount={Math.ceil(count / pageSize)}
        onPageChange={(next: number) => show(board, next)}
        label="Leaderboard pages"
      />
    ) : null;
  return (
    <Card title="Leaderboard" as="section" headingLevel={2}>
      <Tabs.Root value={board} onValueChange={(value) => show(value as Board)}>
        <Tabs.List aria-label="Leaderboards">
          <Tabs.Trigger value="people">People</Tabs.Trigger>
          <Tabs.Trigger value="institutes">Institutes</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="people">
          <QueryView query={people} what="the leaderboard">
            {(data) => (
              <Box display="flex" flexDirection="column" gap="small">
                <LeaderboardTable
                  caption="Geek Olympics leaderboard of people"
                  entries={data.results.map(entryOf)}
                  {...(user ? { currentUserId: user.handle } : {})}
                  scoreLabel="Points"
                  emptyMessage="Nobody has registered yet."
                />
                {pages(data.count, data.page_size)}
              </Box>
            )}
          </QueryView>
        </Tabs.Content>
        <Tabs.Content value="institutes">
          <QueryView query={institutes} what="the institutes' leaderboard">
            {(data) => (
              <Box display="flex" flexDirection="column" gap="small">
                <LeaderboardTable
                  caption="Geek Olympics leaderboard of institutes"
                  entries={data.results.map((row) => ({
                    id: row.institute,
                    rank: row.rank,
                    name: row.institute,
                    score: row.score,
                    values: { people: row.participants },
                  }))}
                  scoreLabel="Points"
                  columns={[{ key: 'people', header: 'People', numeric: true }]}
                  emptyMessage="No institute has a participant yet."
                />
                {pages(data.count, data.page_size)}
              </Box>
            )}
          </QueryView>
        </Tabs.Content>
      </Tabs.Root>
    </Card>
  );
}
