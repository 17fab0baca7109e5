import type { RowOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { raisePageError } from '@learnforge/app-shell';
import { FILTER_RANGES } from '@learnforge/domain';
import { Box, ChartBar, FilterBar, RangeChips } from '@learnforge/ui';
import { DownloadButton } from '../../../shared/components/download-button';
import { PagedTable, usePageQuery } from '../../../shared/components/paged-table';
import { SearchField } from '../../../shared/components/search-field';
import { type Columns, numberColumn, studentColumns } from '../../../shared/report-columns';
import { knownRanges, useDashboardHref, useUrlState } from '../../../shared/url-state';

type ProgressRow = RowOf<'org-progress'>;

const PROGRESS_RANGES = FILTER_RANGES.set3;

function inRange(value: number, label: string): boolean {
  const range = PROGRESS_RANGES.find((candidate) => candidate.label === label);
  if (!range) return true;
  // Whole percentages, as the server filters: 25.5 % belongs to 26-50.
  const rounded = Math.round(value);
  return rounded >= range.min && rounded <= range.max;
}

/**
 * Students' progress in the batch, with the progress ranges of 000 §9 (0-25, 26-50, 51-75, 76-100);
 * the server filters by the ranges, so paging and the count cover every matching student.
 */
export function ProgressView({ batchSlug }: { batchSlug: string }) {
  const url = useUrlState();
  const href = useDashboardHref();
  const search = url.get('search');
  const ranges = knownRanges(url.get('range'), PROGRESS_RANGES);
  const progress = useApi('org-progress', {
    query: {
      batch_slug: batchSlug,
      ...usePageQuery(),
      ...(search ? { search } : {}),
      ...(ranges.length ? { progress_ranges: ranges.join(',') } : {}),
    },
  });
  raisePageError(progress.error);
  const columns: Columns<ProgressRow> = [
    ...studentColumns<ProgressRow>(
      (handle) => href(`/student-repository/students/${handle}`, { batch: batchSlug }),
      {
        withCounts: false,
      },
    ),
    numberColumn<ProgressRow>('progress', 'Progress', { format: (value) => `${Math.round(value)}%` }),
    numberColumn<ProgressRow>('articles_count', 'Articles'),
    numberColumn<ProgressRow>('problems_count', 'Problems'),
    numberColumn<ProgressRow>('quizzes_count', 'Quizzes'),
    numberColumn<ProgressRow>('contests_count', 'Contests'),
  ];
  const pageRows = progress.data?.results ?? [];
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <FilterBar
        label="Progress filters"
        {...(search || ranges.length ? { onClear: () => url.set({ search: null, range: null }) } : {})}
      >
        <SearchField />
        <RangeChips
          label="Progress"
          ranges={PROGRESS_RANGES}
          value={ranges}
          multiple
          onValueChange={(value) => url.set({ range: value.join(',') || null })}
        />
        <DownloadButton
          label="Download progress CSV"
          endpoint="org-students-progress-csv"
          input={{
            // The file holds what the screen lists: the same search and progress ranges.
            path: { batchSlug },
            query: {
              ...(search ? { search } : {}),
              ...(ranges.length ? { progress_ranges: ranges.join(',') } : {}),
            },
          }}
          filename={`${batchSlug}-students-progress.csv`}
        />
      </FilterBar>
      <PagedTable<ProgressRow>
        caption="Students progress"
        columns={columns}
        list={progress}
        getRowId={(row) => row.handle}
        emptyMessage={ranges.length ? 'No student is in the chosen progress ranges.' : 'No students yet.'}
      />
      {pageRows.length > 0 ? (
        <ChartBar
          title="Students by progress on this page"
          labelHeader="Progress (%)"
          valueHeader="Students"
          data={PROGRESS_RANGES.map((range) => ({
            label: range.label,
            value: pageRows.filter((row) => inRange(row.progress, range.label)).length,
          }))}
        />
      ) : null}
    </Box>
  );
}
