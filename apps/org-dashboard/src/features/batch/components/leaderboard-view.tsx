import type { RowOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { raisePageError } from '@learnforge/app-shell';
import { FILTER_RANGES } from '@learnforge/domain';
import { Box, Button, ChartBar, FilterBar, RangeChips, type RowSelectionState } from '@learnforge/ui';
import { useState } from 'react';
import { DownloadButton } from '../../../shared/components/download-button';
import { PagedTable, usePageQuery } from '../../../shared/components/paged-table';
import { SearchField } from '../../../shared/components/search-field';
import { type Columns, numberColumn, studentColumns } from '../../../shared/report-columns';
import { knownRanges, useDashboardHref, useUrlState } from '../../../shared/url-state';
import { SendMailButton } from './send-mail-button';

type LeaderboardRow = RowOf<'org-batch-leaderboard'>;

/** Scores are out of 100, so they share the percentage ranges of 000 §9. */
const SCORE_RANGES = FILTER_RANGES.set3;

export function LeaderboardView({ batchSlug }: { batchSlug: string }) {
  const url = useUrlState();
  const href = useDashboardHref();
  const search = url.get('search');
  const ranges = knownRanges(url.get('score'), SCORE_RANGES);
  const [selection, setSelection] = useState<RowSelectionState>({});
  const leaderboard = useApi('org-batch-leaderboard', {
    path: { batchSlug },
    query: {
      ...usePageQuery(),
      ...(search ? { search } : {}),
      ...(ranges.length ? { score_ranges: ranges.join(',') } : {}),
    },
  });
  raisePageError(leaderboard.error);
  const studentHref = (handle: string) =>
    href(`/student-repository/students/${handle}`, { batch: batchSlug });
  const columns: Columns<LeaderboardRow> = [
    numberColumn<LeaderboardRow>('rank', 'Rank'),
    ...studentColumns<LeaderboardRow>(studentHref),
    numberColumn<LeaderboardRow>('score', 'Score'),
  ];
  const rows = leaderboard.data?.results ?? [];
  const selectedEmails = rows.filter((row) => selection[row.handle]).map((row) => row.email);
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <FilterBar
        label="Leaderboard filters"
        {...(search || ranges.length ? { onClear: () => url.set({ search: null, score: null }) } : {})}
      >
        <SearchField />
        <RangeChips
          label="Score"
          ranges={SCORE_RANGES}
          value={ranges}
          multiple
          onValueChange={(value) => url.set({ score: value.join(',') || null })}
        />
        <DownloadButton
          label="Download leaderboard CSV"
          endpoint="org-leaderboard-csv"
          input={{
            // The file holds what the screen lists: the same search and score ranges.
            query: {
              batch_slug: batchSlug,
              ...(search ? { search } : {}),
              ...(ranges.length ? { score_ranges: ranges.join(',') } : {}),
            },
          }}
          filename={`${batchSlug}-leaderboard.csv`}
        />
        <SendMailButton
          batchSlug={batchSlug}
          recipients={selectedEmails}
          trigger={
            <Button size="small" variant="outline" disabled={selectedEmails.length === 0}>
              {`Mail ${selectedEmails.length} selected`}
            </Button>
          }
        />
      </FilterBar>
      <PagedTable<LeaderboardRow>
        caption="Batch leaderboard"
        columns={columns}
        list={leaderboard}
        getRowId={(row) => row.handle}
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        getRowLabel={(row) => `Select ${row.name}`}
        emptyMessage={
          ranges.length ? 'No student is in the chosen score ranges.' : 'No students on the leaderboard yet.'
        }
      />
      {rows.length > 0 ? (
        <ChartBar
          title="Top scores on this page"
          labelHeader="Student"
          valueHeader="Score"
          data={rows.slice(0, 10).map((row) => ({ label: row.name, value: row.score }))}
        />
      ) : null}
    </Box>
  );
}
