import type { RowOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { raisePageError } from '@learnforge/app-shell';
import { REPORT_TYPES, type ReportType } from '@learnforge/domain';
import { Box, FilterBar, Select } from '@learnforge/ui';
import { DownloadButton } from '../../../shared/components/download-button';
import { PagedTable, usePageQuery } from '../../../shared/components/paged-table';
import { SearchField } from '../../../shared/components/search-field';
import { type Columns, figureColumns, studentColumns } from '../../../shared/report-columns';
import { sortingFromParam, sortingToParam, useDashboardHref, useUrlState } from '../../../shared/url-state';

type ReportRow = RowOf<'org-consolidated-report'>;

const REPORT_TYPE_LABELS: Record<ReportType, string> = {
  'topper-agg-report': 'Toppers (topper-agg-report)',
  'obc-att-agg-report': 'Attendance (obc-att-agg-report)',
};

/** Every figure of 000 §2 for each student of the batch, sorted on the server. */
export function ConsolidatedView({ batchSlug }: { batchSlug: string }) {
  const url = useUrlState();
  const href = useDashboardHref();
  const search = url.get('search');
  const sortBy = url.get('sortBy');
  const reportType = (REPORT_TYPES as readonly string[]).includes(url.get('report_type'))
    ? (url.get('report_type') as ReportType)
    : REPORT_TYPES[0];
  const report = useApi('org-consolidated-report', {
    query: {
      batch_slug: batchSlug,
      ...usePageQuery(),
      ...(search ? { search } : {}),
      ...(sortBy ? { sortBy } : {}),
    },
  });
  raisePageError(report.error);
  const columns: Columns<ReportRow> = [
    ...studentColumns<ReportRow>(
      (handle) => href(`/student-repository/students/${handle}`, { batch: batchSlug }),
      {
        sortable: true,
      },
    ),
    ...figureColumns<ReportRow>({ sortable: true }),
  ];
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <FilterBar label="Report filters" {...(search ? { onClear: () => url.set({ search: null }) } : {})}>
        <SearchField />
        <Select
          label="Report type"
          size="small"
          value={reportType}
          options={REPORT_TYPES.map((type) => ({ value: type, label: REPORT_TYPE_LABELS[type] }))}
          onChange={(event) =>
            url.set({ report_type: event.target.value === REPORT_TYPES[0] ? null : event.target.value })
          }
        />
        <DownloadButton
          label="Download report"
          endpoint="org-download-csv"
          input={{
            // The same search as the table, so the file holds the students on screen.
            query: { batch_slug: batchSlug, report_type: reportType, ...(search ? { search } : {}) },
          }}
          filename={`${batchSlug}-${reportType}.csv`}
        />
      </FilterBar>
      <PagedTable<ReportRow>
        caption="Consolidated report"
        columns={columns}
        list={report}
        getRowId={(row) => row.handle}
        sorting={sortingFromParam(sortBy)}
        onSortingChange={(sorting) => url.set({ sortBy: sortingToParam(sorting) || null })}
        emptyMessage="No students match."
      />
    </Box>
  );
}
