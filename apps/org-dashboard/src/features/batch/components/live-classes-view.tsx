import { useApi } from '@learnforge/api-client/react';
import { ClassStatus, classStatusLabel } from '@learnforge/domain';
import { Box, Button, ChartDonut, Dialog, FilterBar, ReportTable, Select } from '@learnforge/ui';
import { PagedTable, usePageQuery } from '../../../shared/components/paged-table';
import { SearchField } from '../../../shared/components/search-field';
import { formatDateTime, formatMinutes } from '../../../shared/format';
import { useReportPageError } from '../../../shared/page-error';
import { type Columns, numberColumn, textColumn } from '../../../shared/report-columns';
import { useUrlState } from '../../../shared/url-state';

interface LiveClassRow {
  slug: string;
  title: string;
  start_time: string;
  duration_minutes: number;
  status: ClassStatus;
  attendees_count: number;
}

interface AttendanceRow {
  handle: string;
  name: string;
  email: string;
  attended: boolean;
  duration_minutes: number;
}

export const STATUS_OPTIONS = [
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
  useReportPageError(classes.pageError);
  const columns: Columns<LiveClassRow> = [
    textColumn<LiveClassRow>('title', 'Class', { size: 240 }),
    {
      id: 'start_time',
      header: 'Starts',
      accessorFn: (row) => formatDateTime(row.start_time),
      enableSorting: false,
    },
    numberColumn<LiveClassRow>('duration_minutes', 'Duration', { format: formatMinutes }),
    {
      id: 'status',
      header: 'Status',
      accessorFn: (row) => classStatusLabel(row.status),
      enableSorting: false,
    },
    numberColumn<LiveClassRow>('attendees_count', 'Attendees'),
    {
      id: 'attendance',
      header: 'Attendance Sheet',
      cell: (info) => (
        <Button
          size="small"
          variant="outline"
          aria-label={`Attendance of ${info.row.original.title}`}
          onClick={() => url.set({ class: info.row.original.slug, page: url.page === 1 ? null : url.page })}
        >
          Attendance
        </Button>
      ),
      enableSorting: false,
      size: 150,
    },
  ];
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <FilterBar
        label="Live class filters"
        {...(search || status ? { onClear: () => url.set({ search: null, status: null }) } : {})}
      >
        <SearchField label="Search classes" />
        <Select
          label="Status"
          size="small"
          value={status}
          options={STATUS_OPTIONS}
          onChange={(event) => url.set({ status: event.target.value || null })}
        />
      </FilterBar>
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
          onClose={() => url.set({ class: null, page: url.page === 1 ? null : url.page })}
        />
      ) : null}
    </Box>
  );
}

const attendanceColumns: Columns<AttendanceRow> = [
  textColumn<AttendanceRow>('name', 'Student Name', { sortable: true, size: 200 }),
  textColumn<AttendanceRow>('email', 'Email', { sortable: true, size: 220 }),
  textColumn<AttendanceRow>('handle', 'Profile Handle'),
  {
    id: 'attended',
    header: 'Attended',
    accessorFn: (row) => (row.attended ? 'Yes' : 'No'),
    enableSorting: true,
    size: 110,
  },
  numberColumn<AttendanceRow>('duration_minutes', 'Time in Class', { sortable: true, format: formatMinutes }),
];

function AttendanceSheetDialog({ classSlug, onClose }: { classSlug: string; onClose: () => void }) {
  const sheet = useApi('org-attendance-sheet', { query: { class_slug: classSlug } });
  useReportPageError(sheet.pageError);
  const rows = sheet.data?.results ?? [];
  const present = rows.filter((row) => row.attended).length;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content title="Attendance sheet" description={`Class ${classSlug}`} size="large">
        <Box display="flex" flexDirection="column" gap="medium">
          {/* The whole sheet arrives at once, so it sorts in the page. */}
          <ReportTable<AttendanceRow>
            caption="Attendance"
            columns={attendanceColumns}
            data={rows}
            getRowId={(row) => row.handle}
            loading={sheet.isLoading}
            error={sheet.error && !sheet.pageError ? sheet.error.message : undefined}
            height={320}
            emptyMessage="Nobody is enrolled in this class."
          />
          {rows.length > 0 ? (
            <ChartDonut
              title="Attendance of the class"
              labelHeader="Attendance"
              centerLabel={`${present}/${rows.length}`}
              data={[
                { label: 'Attended', value: present },
                { label: 'Absent', value: rows.length - present },
              ]}
              size={180}
            />
          ) : null}
        </Box>
      </Dialog.Content>
    </Dialog.Root>
  );
}
