import type { RowOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { raisePageError } from '@learnforge/app-shell';
import { ClassStatus, classStatusLabel } from '@learnforge/domain';
import { Box, ChartDonut, Dialog, ReportTable } from '@learnforge/ui';
import { PagedTable, usePageQuery } from '../../../shared/components/paged-table';
import {
  type AttendanceRow,
  attendanceColumns,
  SearchStatusFilters,
  scheduledColumns,
} from '../../../shared/components/scheduled-lists';
import { formatMinutes } from '../../../shared/format';
import { type Columns, numberColumn } from '../../../shared/report-columns';
import { useUrlState } from '../../../shared/url-state';

type LiveClassRow = RowOf<'org-live-classes'>;

const STATUS_OPTIONS = [
  { value: '', label: 'Every status' },
  ...Object.values(ClassStatus).map((status) => ({ value: String(status), label: classStatusLabel(status) })),
];

/** The batch's live classes; a class opens its attendance sheet (`?class=` keeps it open on a reload). */
export function LiveClassesView({ batchSlug }: { batchSlug: string }) {
  const url = useUrlState();
  const search = url.get('search');
  const status = url.get('status');
  const openClass = url.get('class');
  const statusValue = Number(status);
  const classes = useApi('org-live-classes', {
    query: {
      batch_slug: batchSlug,
      ...usePageQuery(),
      ...(search ? { search } : {}),
      ...(statusValue >= 1 && statusValue <= 5 ? { status: statusValue as ClassStatus } : {}),
    },
  });
  raisePageError(classes.error);
  const columns = scheduledColumns<LiveClassRow>({
    titleHeader: 'Class',
    afterStart: [numberColumn<LiveClassRow>('duration_minutes', 'Duration', { format: formatMinutes })],
    counts: [numberColumn<LiveClassRow>('attendees_count', 'Attendees')],
    attendanceHeader: 'Attendance Sheet',
    onOpenAttendance: (row) => url.set({ class: row.slug, page: url.page === 1 ? null : url.page }),
  });
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SearchStatusFilters label="Live class filters" searchLabel="Search classes" options={STATUS_OPTIONS} />
      <PagedTable<LiveClassRow>
        caption="Live classes"
        columns={columns}
        list={classes}
        getRowId={(row) => row.slug}
        emptyMessage="No live classes match."
      />
      {openClass ? (
        <AttendanceSheetDialog
          classSlug={openClass}
          // The sheet is named by the class as the list shows it; a slug is not a name to people.
          className={classes.data?.results.find((row) => row.slug === openClass)?.title}
          onClose={() => url.set({ class: null, page: url.page === 1 ? null : url.page })}
        />
      ) : null}
    </Box>
  );
}

/** The whole sheet arrives at once, so it sorts in the page. */
const sheetColumns: Columns<AttendanceRow> = attendanceColumns({
  sortable: true,
  timeHeader: 'Time in Class',
});

function AttendanceSheetDialog({
  classSlug,
  className,
  onClose,
}: {
  classSlug: string;
  className: string | undefined;
  onClose: () => void;
}) {
  const sheet = useApi('org-attendance-sheet', { query: { class_slug: classSlug } });
  raisePageError(sheet.error);
  const rows = sheet.data?.results ?? [];
  const present = rows.filter((row) => row.attended).length;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content
        title={className ? `Attendance sheet: ${className}` : 'Attendance sheet'}
        description={className ? 'Who attended the class, and for how long.' : 'A class of this batch'}
        size="large"
      >
        <Box display="flex" flexDirection="column" gap="medium">
          <ReportTable<AttendanceRow>
            caption="Attendance"
            columns={sheetColumns}
            data={rows}
            getRowId={(row) => row.handle}
            loading={sheet.isLoading}
            error={sheet.error?.message}
            height={320}
            emptyMessage="Nobody is enrolled in this class."
          />
          {rows.length > 0 ? (
            <ChartDonut
              title="Attendance of the class"
              labelHeader="Attendance"
              centerLabel={`${present}/${rows.length}`}
              data={[
                { label: 'Attended', value: present, tone: 'positive' },
                { label: 'Absent', value: rows.length - present, tone: 'critical' },
              ]}
              size={180}
            />
          ) : null}
        </Box>
      </Dialog.Content>
    </Dialog.Root>
  );
}
