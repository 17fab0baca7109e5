import { useApi } from '@learnforge/api-client/react';
import { QueryView, usePageTitle, useSession } from '@learnforge/app-shell';
import { Box, LeaderboardTable, Pagination, Tabs } from '@learnforge/ui';
import { useSearchParams } from 'react-router';
import {
  type LeaderboardType as BoardType,
  leaderboardEntryOf as entryOf,
  LEADERBOARD_TYPE_LABELS as typeLabels,
  LEADERBOARD_TYPES as types,
} from '../../../shared/leaderboard';

/**
 * `/leaderboard`: everyone ranked by the points of the problems they solved and their contest scores,
 * this month (the default, 001 §9 "type current") or all time, 20 a page, the signed-in learner's row
 * pinned when it is on another page. Board and page are kept in the address.
 */
export function LeaderboardPage() {
  usePageTitle('Leaderboard');
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const type: BoardType = params.get('type') === 'overall' ? 'overall' : 'current';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const board = useApi('leaderboard-ranking', { query: { type, page } });
  const go = (next: { type?: BoardType; page?: number }) => {
    const query = new URLSearchParams();
    const nextType = next.type ?? type;
    if (nextType !== 'current') query.set('type', nextType);
    const nextPage = next.page ?? 1;
    if (nextPage > 1) query.set('page', String(nextPage));
    setParams(query);
  };
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <header>
        <h1>Leaderboard</h1>
        <p>Points for every problem solved (once each) and every finished contest.</p>
      </header>
      <Tabs.Root value={type} onValueChange={(value) => go({ type: value as BoardType })}>
        <Tabs.List aria-label="Leaderboard period">
          {types.map((option) => (
            <Tabs.Trigger key={option} value={option}>
              {typeLabels[option]}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {types.map((option) => (
          <Tabs.Content key={option} value={option}>
            {option === type ? (
              <QueryView query={board} what="the leaderboard">
                {(data) => {
                  const pageCount = Math.max(1, Math.ceil(data.count / data.page_size));
                  return (
                    <Box display="flex" flexDirection="column" gap="small">
                      <LeaderboardTable
                        caption={`${typeLabels[type]} leaderboard`}
                        entries={data.results.map(entryOf)}
                        {...(user ? { currentUserId: user.handle } : {})}
                        currentUserEntry={data.user_rank ? entryOf(data.user_rank) : null}
                        scoreLabel="Points"
                        columns={[{ key: 'solved', header: 'Problems solved', numeric: true }]}
                        emptyMessage={
                          type === 'current'
                            ? 'Nobody has solved a problem this month yet.'
                            : 'No one is on the leaderboard yet.'
                        }
                      />
                      {pageCount > 1 ? (
                        <Pagination
                          page={page}
                          pageCount={pageCount}
                          onPageChange={(next) => go({ page: next })}
                          label="Leaderboard pages"
                        />
                      ) : null}
                    </Box>
                  );
                }}
              </QueryView>
            ) : null}
          </Tabs.Content>
        ))}
      </Tabs.Root>
    </Box>
  );
}
