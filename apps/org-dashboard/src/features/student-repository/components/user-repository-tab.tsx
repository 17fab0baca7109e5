import type { RowOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { raisePageError } from '@learnforge/app-shell';
import { DATE_RANGE_PRESETS, type DateRangePreset } from '@learnforge/domain';
import {
  Box,
  ChartDonut,
  DateRangePicker,
  type DateRangeValue,
  dateRangeValueFor,
  FilterBar,
  StatCard,
} from '@learnforge/ui';
import { DownloadButton } from '../../../shared/components/download-button';
import { PagedTable, usePageQuery } from '../../../shared/components/paged-table';
import { SearchField } from '../../../shared/components/search-field';
import { useDashboardMeta } from '../../../shared/dashboard-meta';
import { formatNumber } from '../../../shared/format';
import { type Columns, numberColumn, studentColumns } from '../../../shared/report-columns';
import { sortingFromParam, sortingToParam, useDashboardHref, useUrlState } from '../../../shared/url-state';

type PodRow = RowOf<'org-users-repository-pod-stats'>;

// Deals run for a year, so a year of activity is what an admin first wants to see.
const DEFAULT_PRESET: DateRangePreset = 'Last 1 Year';
const DAY = /^\d{4}-\d{2}-\d{2}$/;
const DEFAULT_SORT = '-pod_solved_count';

/** The date range of the URL (`range`, and `from`/`to` for a custom range), relative to the server's today. */
function useDateRange(now: Date): DateRangeValue {
  const url = useUrlState();
  const preset = (DATE_RANGE_PRESETS as readonly string[]).includes(url.get('range'))
    ? (url.get('range') as DateRangePreset)
    : DEFAULT_PRESET;
  const from = url.get('from');
  const to = url.get('to');
  if (preset === 'Custom Range' && DAY.test(from) && DAY.test(to) && from <= to) {
    return dateRangeValueFor(preset, now, { from, to });
  }
  return dateRangeValueFor(preset === 'Custom Range' ? DEFAULT_PRESET : preset, now);
}

/** Local `YYYY-MM-DD` days as the instants the server filters on: start of the first, end of the last. */
function rangeQuery(range: DateRangeValue): { from: string; to: string } {
  const [fy = 0, fm = 1, fd = 1] = range.from.split('-').map(Number);
  const [ty = 0, tm = 1, td = 1] = range.to.split('-').map(Number);
  return {
    from: new Date(fy, fm - 1, fd).toISOString(),
    to: new Date(ty, tm - 1, td, 23, 59, 59, 999).toISOString(),
  };
}

/** Users of the organization with their problem-of-the-day stats over a date range (002 §2). */
export function UserRepositoryTab() {
  const meta = useDashboardMeta();
  const url = useUrlState();
  const href = useDashboardHref();
  const now = new Date(meta.currentDate);
  const range = useDateRange(Number.isNaN(now.getTime()) ? new Date() : now);
  const period = rangeQuery(range);
  const search = url.get('search');
  const sortBy = url.get('sortBy') || DEFAULT_SORT;
  // The CSV takes what the table shows: the same search, date range and sort.
  const listQuery = { ...period, ...(search ? { search } : {}), sortBy };
  const stats = useApi('org-users-repository-pod-stats', { query: { ...usePageQuery(), ...listQuery } });
  const aggregate = useApi('org-users-repository-aggregate-pod-stats', { query: period });
  raisePageError(stats.error, aggregate.error);
  const columns: Columns<PodRow> = [
    ...studentColumns<PodRow>((handle) => href(`/student-repository/students/${handle}`), { sortable: true }),
    numberColumn<PodRow>('pod_solved_count', 'Problems of the Day Solved', { sortable: true }),
  ];
  const totals = aggregate.data;
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <FilterBar
        label="User filters"
        {...(search || url.get('range')
          ? { onClear: () => url.set({ search: null, range: null, from: null, to: null }) }
          : {})}
      >
        <SearchField />
        <DateRangePicker
          value={range}
          now={now}
          onValueChange={(value) =>
            url.set({
              range: value.preset === DEFAULT_PRESET ? null : value.preset,
              from: value.preset === 'Custom Range' ? value.from : null,
              to: value.preset === 'Custom Range' ? value.to : null,
            })
          }
        />
        <DownloadButton
          label="Download CSV"
          accessibleLabel="Download the user repository as CSV"
          endpoint="x-org-users-repository-pod-stats-csv"
          input={{ query: listQuery }}
          filename="user-repository.csv"
        />
      </FilterBar>
      {totals ? (
        <Box display="flex" gap="medium" flexWrap="wrap" alignItems="center">
          <StatCard label="Users" value={formatNumber(totals.total_users)} />
          <StatCard label="Active users" value={formatNumber(totals.active_users)} />
          <StatCard label="Problems of the day solved" value={formatNumber(totals.pod_solved_total)} />
          <StatCard label="Average streak" value={formatNumber(totals.average_streak)} />
          {totals.total_users > 0 ? (
            <ChartDonut
              title="Users active in the range"
              labelHeader="Users"
              centerLabel={formatNumber(totals.active_users)}
              size={160}
              data={[
                { label: 'Active', value: totals.active_users },
                { label: 'Not active', value: Math.max(0, totals.total_users - totals.active_users) },
              ]}
            />
          ) : null}
        </Box>
      ) : null}
      <PagedTable<PodRow>
        caption="User repository"
        columns={columns}
        list={stats}
        getRowId={(row) => row.handle}
        sorting={sortingFromParam(sortBy)}
        onSortingChange={(sorting) => {
          const next = sortingToParam(sorting);
          url.set({ sortBy: next === DEFAULT_SORT ? null : next || null });
        }}
        emptyMessage="No users match."
      />
    </Box>
  );
}
