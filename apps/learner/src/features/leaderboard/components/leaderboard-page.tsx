import { useApi } from '@learnforge/api-client/react';
import { usePageTitle } from '@learnforge/app-shell';
import { Box } from '@learnforge/ui';
import { useSearchParams } from 'react-router';
import { type LeaderboardPeriod, RankingBoard } from '../../../shared/components/ranking-board';

/**
 * `/leaderboard`: everyone ranked by the points of the problems they solved and their contest scores,
 * this month (the default, 001 §9 "type current") or all time, 20 a page, the signed-in learner's row
 * pinned when it is on another page. Board and page are kept in the address.
 */
export function LeaderboardPage() {
  usePageTitle('Leaderboard');
  const [params, setParams] = useSearchParams();
  const type: LeaderboardPeriod = params.get('type') === 'overall' ? 'overall' : 'current';
  const page = Math.max(1, Number.parseInt(params.get('page') ?? '1', 10) || 1);
  const board = useApi('leaderboard-ranking', { query: { type, page } });
  const go = (next: { type?: LeaderboardPeriod; page?: number }) => {
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
      <RankingBoard
        period={type}
        onPeriodChange={(next) => go({ type: next })}
        board={board}
        what="the leaderboard"
        caption={(period) => `${period} leaderboard`}
        emptyMessage={{
          current: 'Nobody has solved a problem this month yet.',
          overall: 'No one is on the leaderboard yet.',
        }}
        page={page}
        onPageChange={(next) => go({ page: next })}
        pagesLabel="Leaderboard pages"
      />
    </Box>
  );
}
