import { useApi } from '@learnforge/api-client/react';
import { QueryView, useSession } from '@learnforge/app-shell';
import { Box, Card, LeaderboardTable, Pagination, Tabs } from '@learnforge/ui';
import { useState } from 'react';
import {
  type LeaderboardType as BoardType,
  leaderboardEntryOf as entryOf,
  LEADERBOARD_TYPE_LABELS as typeLabels,
  LEADERBOARD_TYPES as types,
} from '../../../shared/leaderboard';

/**
 * The batch page's leaderboard (ADR 0065): the batch's learners by lessons, quiz questions and problems done
 * (one point each, the progress rule's count), this month by default (001 §9 "type current") or all time,
 * 20 a page, the caller's own row highlighted and pinned when it is on another page.
 */
export function BatchLeaderboard({ slug }: { slug: string }) {
  const { user } = useSession();
  const [type, setType] = useState<BoardType>('current');
  const [page, setPage] = useState(1);
  const board = useApi('batch-leaderboard', { query: { batch_slug: slug, type, page } });
  return (
    <Card as="section" title="Leaderboard" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="small">
        <p>One point for every lesson, quiz question and problem done in this batch.</p>
        <Tabs.Root
          value={type}
          onValueChange={(value) => {
            setType(value as BoardType);
            setPage(1);
          }}
        >
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
                <QueryView query={board} what="the batch leaderboard" refusedInPlace>
                  {(data) => {
                    const pageCount = Math.max(1, Math.ceil(data.count / data.page_size));
                    return (
                      <Box display="flex" flexDirection="column" gap="small">
                        <LeaderboardTable
                          caption={`${typeLabels[type]} in this batch`}
                          entries={data.results.map(entryOf)}
                          {...(user ? { currentUserId: user.handle } : {})}
                          currentUserEntry={data.user_rank ? entryOf(data.user_rank) : null}
                          scoreLabel="Points"
                          columns={[{ key: 'solved', header: 'Problems solved', numeric: true }]}
                          emptyMessage={
                            type === 'current'
                              ? 'Nobody in this batch has finished anything this month yet.'
                              : 'Nobody in this batch has finished anything yet.'
                          }
                        />
                        {data.user_rank === null && data.results.length > 0 ? (
                          <p>You are not on this board yet: finish a lesson to get on it.</p>
                        ) : null}
                        {pageCount > 1 ? (
                          <Pagination
                            page={page}
                            pageCount={pageCount}
                            onPageChange={setPage}
                            label="Batch leaderboard pages"
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
    </Card>
  );
}
