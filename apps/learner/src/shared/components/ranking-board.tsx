import { QueryView, type QueryViewProps, useSession } from '@learnforge/app-shell';
import { Box, type LeaderboardEntry, LeaderboardTable, Pagination, Tabs } from '@learnforge/ui';

/** 001 §9: a leaderboard is "current" (this month) by default, or "overall" (all time). */
const PERIODS = ['current', 'overall'] as const;
export type LeaderboardPeriod = (typeof PERIODS)[number];
const PERIOD_LABELS: Record<LeaderboardPeriod, string> = { current: 'This month', overall: 'All time' };

/** The contract's leaderboard row (the global board and a batch's board). */
interface RankingRow {
  handle: string;
  name: string;
  profile_image: string | null;
  rank: number;
  score: number;
  problems_solved: number;
  institute: string | null;
}

interface RankingPage {
  results: RankingRow[];
  count: number;
  page_size: number;
  user_rank: RankingRow | null;
}

/** A ranked row as the kit's LeaderboardTable shows it, with problems solved as its extra column. */
function entryOf(row: RankingRow): LeaderboardEntry {
  return {
    id: row.handle,
    rank: row.rank,
    name: row.name,
    avatarUrl: row.profile_image,
    score: row.score,
    values: { solved: row.problems_solved },
    ...(row.institute ? { detail: row.institute } : {}),
  };
}

/**
 * A leaderboard (the global one, a batch's): "This month" and "All time" tabs over a page of the ranking,
 * the signed-in learner's row highlighted, and pinned below when it is on another page.
 */
export function RankingBoard({
  period,
  onPeriodChange,
  board,
  what,
  refusedInPlace = false,
  caption,
  emptyMessage,
  notOnBoard,
  page,
  onPageChange,
  pagesLabel,
}: {
  period: LeaderboardPeriod;
  onPeriodChange: (period: LeaderboardPeriod) => void;
  board: QueryViewProps<RankingPage>['query'];
  what: string;
  refusedInPlace?: boolean;
  /** The table's caption for a period's label, e.g. "This month leaderboard". */
  caption: (periodLabel: string) => string;
  emptyMessage: Record<LeaderboardPeriod, string>;
  /** Said under a board the signed-in learner is not on, when others are. */
  notOnBoard?: string;
  page: number;
  onPageChange: (page: number) => void;
  pagesLabel: string;
}) {
  const { user } = useSession();
  return (
    <Tabs.Root value={period} onValueChange={(value) => onPeriodChange(value as LeaderboardPeriod)}>
      <Tabs.List aria-label="Leaderboard period">
        {PERIODS.map((option) => (
          <Tabs.Trigger key={option} value={option}>
            {PERIOD_LABELS[option]}
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      {PERIODS.map((option) => (
        <Tabs.Content key={option} value={option}>
          {option === period ? (
            <QueryView query={board} what={what} refusedInPlace={refusedInPlace}>
              {(data) => {
                const pageCount = Math.max(1, Math.ceil(data.count / data.page_size));
                return (
                  <Box display="flex" flexDirection="column" gap="small">
                    <LeaderboardTable
                      caption={caption(PERIOD_LABELS[period])}
                      entries={data.results.map(entryOf)}
                      {...(user ? { currentUserId: user.handle } : {})}
                      currentUserEntry={data.user_rank ? entryOf(data.user_rank) : null}
                      scoreLabel="Points"
                      columns={[{ key: 'solved', header: 'Problems solved', numeric: true }]}
                      emptyMessage={emptyMessage[period]}
                    />
                    {notOnBoard && data.user_rank === null && data.results.length > 0 ? (
                      <p>{notOnBoard}</p>
                    ) : null}
                    {pageCount > 1 ? (
                      <Pagination
                        page={page}
                        pageCount={pageCount}
                        onPageChange={onPageChange}
                        label={pagesLabel}
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
  );
}
