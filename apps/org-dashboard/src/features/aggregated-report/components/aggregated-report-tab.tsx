import type { RowOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { raisePageError } from '@learnforge/app-shell';
import { AGGREGATED_REPORT_DEFAULTS, FILTER_RANGES } from '@learnforge/domain';
import { Box, ChartBar, FilterBar } from '@learnforge/ui';
import { DownloadButton } from '../../../shared/components/download-button';
import { type ChecklistOption, FilterChecklist } from '../../../shared/components/filter-checklist';
import { PagedTable, usePageQuery } from '../../../shared/components/paged-table';
import { SearchField } from '../../../shared/components/search-field';
import { formatNumber } from '../../../shared/format';
import {
  type Columns,
  figureColumns,
  numberColumn,
  studentColumns,
  textColumn,
} from '../../../shared/report-columns';
import { sortingFromParam, sortingToParam, useDashboardHref, useUrlState } from '../../../shared/url-state';

type AggregatedRow = RowOf<'org-university-aggregated-report'>;

/** The list filters of 001 §3, each a comma-separated list in the URL and in the call. */
const LIST_FILTERS = [
  { key: 'batches', label: 'Batches' },
  { key: 'contests', label: 'Contests' },
  { key: 'institutes', label: 'Institutes' },
  { key: 'degrees', label: 'Degrees' },
  { key: 'branches', label: 'Branches' },
  { key: 'sections', label: 'Sections' },
] as const;
type ListFilter = (typeof LIST_FILTERS)[number]['key'];

const PROGRESS_RANGES = FILTER_RANGES.set3;

/** Institutes only: every student's figures across the university, filtered and sorted on the server. */
export function AggregatedReportTab() {
  const url = useUrlState();
  const href = useDashboardHref();
  const details = useApi('org-university-details', {});
  const search = url.get('search');
  const sortBy = url.get('sortBy') || AGGREGATED_REPORT_DEFAULTS.sortBy;
  const filters: Partial<Record<ListFilter, string>> = {};
  for (const { key } of LIST_FILTERS) if (url.get(key)) filters[key] = url.get(key);
  const reportQuery = { ...filters, ...(search ? { search } : {}), sortBy };
  const report = useApi('org-university-aggregated-report', { query: { ...usePageQuery(), ...reportQuery } });
  raisePageError(details.error, report.error);

  const optionsOf = (key: ListFilter): ChecklistOption[] => {
    const data = details.data;
    if (!data) return [];
    switch (key) {
      case 'batches':
        return data.batches.map((batch) => ({ value: batch.slug, label: batch.name }));
      case 'contests':
        return data.contests.map((contest) => ({ value: contest.slug, label: contest.name }));
      case 'institutes':
        return data.institutes.map((institute) => ({ value: String(institute.id), label: institute.name }));
      default:
        return data[key].map((item) => ({ value: item, label: item }));
    }
  };

  const columns: Columns<AggregatedRow> = [
    ...studentColumns<AggregatedRow>((handle) => href(`/student-repository/students/${handle}`), {
      sortable: true,
    }),
    numberColumn<AggregatedRow>('avg_score', 'Average Score', { sortable: true }),
    textColumn<AggregatedRow>('institute', 'Institute', { sortable: true }),
    textColumn<AggregatedRow>('degree', 'Degree', { sortable: true, size: 120 }),
    textColumn<AggregatedRow>('branch', 'Branch', { sortable: true, size: 140 }),
    textColumn<AggregatedRow>('section', 'Section', { sortable: true, size: 100 }),
    ...figureColumns<AggregatedRow>({ sortable: true }),
  ];
  const filtered = Object.keys(filters).length > 0 || search;
  const rows = report.data?.results ?? [];
  return (
    <Box display="flex" flexDirection="column" gap="large">
      {details.error ? (
        <p role="alert">{`The filter options could not be loaded: ${details.error.message}`}</p>
      ) : null}
      <FilterBar
        label="Aggregated report filters"
        {...(filtered
          ? {
              onClear: () =>
                url.set({ search: null, ...Object.fromEntries(LIST_FILTERS.map(({ key }) => [key, null])) }),
            }
          : {})}
      >
        <SearchField />
        {LIST_FILTERS.map(({ key, label }) => (
          <FilterChecklist
            key={key}
            label={label}
            options={optionsOf(key)}
            value={url.get(key).split(',').filter(Boolean)}
            onValueChange={(value) => url.set({ [key]: value.join(',') || null })}
          />
        ))}
        <DownloadButton
          label="Download CSV"
          accessibleLabel="Download the aggregated report as CSV"
          endpoint="org-university-aggregated-report-csv"
          input={{ query: reportQuery }}
          filename="aggregated-report.csv"
        />
      </FilterBar>
      <PagedTable<AggregatedRow>
        caption="Aggregated report"
        columns={columns}
        list={report}
        getRowId={(row) => row.handle}
        sorting={sortingFromParam(sortBy)}
        onSortingChange={(sorting) => {
          const next = sortingToParam(sorting);
          url.set({ sortBy: next === AGGREGATED_REPORT_DEFAULTS.sortBy ? null : next || null });
        }}
        emptyMessage="No students match these filters."
      />
      {rows.length > 0 ? (
        <ChartBar
          title="Students on this page by progress"
          labelHeader="Progress (%)"
          valueHeader="Students"
          summary={`Average score on this page: ${formatNumber(rows.reduce((sum, row) => sum + row.avg_score, 0) / rows.length)}`}
          data={PROGRESS_RANGES.map((range) => ({
            label: range.label,
            value: rows.filter(
              (row) => Math.round(row.progress) >= range.min && Math.round(row.progress) <= range.max,
            ).length,
          }))}
        />
      ) : null}
    </Box>
  );
}
