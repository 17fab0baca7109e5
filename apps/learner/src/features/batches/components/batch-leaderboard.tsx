import { useApi } from '@learnforge/api-client/react';
import { Box, Card } from '@learnforge/ui';
import { useState } from 'react';
import { type LeaderboardPeriod, RankingBoard } from '../../../shared/components/ranking-board';

/**
 * The batch page's leaderboard (ADR 0065): the batch's learners by lessons, quiz questions and problems done
 * (one point each, the progress rule's count), this month by default (001 §9 "type current") or all time,
 * 20 a page, the caller's own row highlighted and pinned when it is on another page.
 */
export function BatchLeaderboard({ slug }: { slug: string }) {
  const [type, setType] = useState<LeaderboardPeriod>('current');
  const [page, setPage] = useState(1);
  const board = useApi('batch-leaderboard', { query: { batch_slug: slug, type, page } });
  return (
    <Card as="section" title="Leaderboard" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="small">
        <p>One point for every lesson, quiz question and problem done in this batch.</p>
        <RankingBoard
          period={type}
          onPeriodChange={(next) => {
            setType(next);
            setPage(1);
          }}
          board={board}
          what="the batch leaderboard"
          refusedInPlace
          caption={(period) => `${period} in this batch`}
          emptyMessage={{
            current: 'Nobody in this batch has finished anything this month yet.',
            overall: 'Nobody in this batch has finished anything yet.',
          }}
          notOnBoard="You are not on this board yet: finish a lesson to get on it."
          page={page}
          onPageChange={setPage}
          pagesLabel="Batch leaderboard pages"
        />
      </Box>
    </Card>
  );
}
