import type { RowOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { raisePageError } from '@learnforge/app-shell';
import { Box, ChartDonut, Dialog, Link, Pagination, ReportTable, Tabs } from '@learnforge/ui';
import { DownloadButton } from '../../../shared/components/download-button';
import { PagedTable, usePageQuery } from '../../../shared/components/paged-table';
import {
  type AttendanceRow,
  attendanceColumns,
  SearchStatusFilters,
  scheduledColumns,
} from '../../../shared/components/scheduled-lists';
import { formatDateTime } from '../../../shared/format';
import { type Columns, numberColumn, textColumn } from '../../../shared/report-columns';
import { useUrlState } from '../../../shared/url-state';

type ContestRow = RowOf<'org-contests'>;

type ProctoredAsset = RowOf<'org-proctored-assets'>;

const CONTEST_STATUS = [
  { value: '', label: 'Every contest' },
  { value: 'live', label: 'Live' },
  { value: 'upcoming', label: 'Upcoming' },
  { value: 'archived', label: 'Archived' },
];

/** The batch's contests; a contest opens its attendance (`?contest=` keeps it open on a reload). */
export function ContestsView({ batchSlug }: { batchSlug: string }) {
  const url = useUrlState();
  const search = url.get('search');
  const status = url.get('status');
  const openContest = url.get('contest');
  const contests = useApi('org-contests', {
    query: {
      batch_slug: batchSlug,
      ...usePageQuery(),
      ...(search ? { search } : {}),
      ...(status === 'live' || status === 'upcoming' || status === 'archived' ? { status } : {}),
    },
  });
  raisePageError(contests.error);
  const keepPage = url.page === 1 ? null : url.page;
  const columns = scheduledColumns<ContestRow>({
    titleHeader: 'Contest',
    afterStart: [
      {
        id: 'end_time',
        header: 'Ends',
        accessorFn: (row) => formatDateTime(row.end_time),
        enableSorting: false,
      },
    ],
    counts: [numberColumn<ContestRow>('participants_count', 'Participants')],
    attendanceHeader: 'Attendance',
    onOpenAttendance: (row) => url.set({ contest: row.slug, page: keepPage }),
  });
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SearchStatusFilters label="Contest filters" searchLabel="Search contests" options={CONTEST_STATUS} />
      <PagedTable<ContestRow>
        caption="Contests"
        columns={columns}
        list={contests}
        getRowId={(row) => row.slug}
        emptyMessage="No contests match."
      />
      {openContest ? (
        <ContestAttendanceDialog
          contestSlug={openContest}
          onClose={() => url.set({ contest: null, contest_view: null, contest_page: null, page: keepPage })}
        />
      ) : null}
    </Box>
  );
}

/** Attendance comes a page at a time from the server, so the page does not sort it. */
const contestAttendanceColumns = attendanceColumns({ sortable: false, timeHeader: 'Time Spent' });

const assetColumns: Columns<ProctoredAsset> = [
  textColumn<ProctoredAsset>('handle', 'Profile Handle'),
  textColumn<ProctoredAsset>('kind', 'Kind', { size: 120 }),
  {
    id: 'captured_at',
    header: 'Captured',
    accessorFn: (row) => formatDateTime(row.captured_at),
    enableSorting: false,
  },
  {
    id: 'url',
    header: 'Capture',
    accessorFn: (row) => row.url ?? '',
    cell: (info) =>
      info.row.original.url ? (
        <Link href={info.row.original.url} external>
          Open
        </Link>
      ) : (
        '—'
      ),
    enableSorting: false,
  },
];

function ContestAttendanceDialog({ contestSlug, onClose }: { contestSlug: string; onClose: () => void }) {
  const url = useUrlState();
  const view = url.get('contest_view') === 'proctoring' ? 'proctoring' : 'attendance';
  const page = Math.max(1, Number(url.get('contest_page')) || 1);
  const keep = { contest: contestSlug, page: url.page === 1 ? null : url.page };
  const attendance = useApi(
    'org-contest-attendance-suffix',
    view === 'attendance' ? { path: { contestSlug, suffix: '-list' }, query: { page, page_size: 50 } } : null,
  );
  const summary = useApi('org-contest-attendance-suffix', {
    path: { contestSlug, suffix: '-summary' },
    query: { page_size: 500 },
  });
  const assets = useApi(
    'org-proctored-assets',
    view === 'proctoring' ? { query: { contest_slug: contestSlug, page, page_size: 50 } } : null,
  );
  raisePageError(attendance.error, summary.error, assets.error);
  const active = view === 'attendance' ? attendance : assets;
  const pageCount = Math.max(1, Math.ceil((active.data?.count ?? 0) / (active.data?.page_size ?? 50)));
  const everyone = summary.data?.results ?? [];
  const present = everyone.filter((row) => row.attended).length;
  return (
    <Dialog.Root open onOpenChange={(open) => (open ? undefined : onClose())}>
      <Dialog.Content title="Contest attendance" description={`Contest ${contestSlug}`} size="large">
        <Box display="flex" flexDirection="column" gap="medium">
          <Box display="flex" gap="medium" alignItems="center" flexWrap="wrap">
            <DownloadButton
              label="Download attendance CSV"
              endpoint="org-contest-attendance-csv"
              input={{ path: { contestSlug } }}
              filename={`${contestSlug}-attendance.csv`}
            />
          </Box>
          <Tabs.Root
            value={view}
            onValueChange={(value) =>
              url.set({ ...keep, contest_view: value === 'attendance' ? null : value, contest_page: null })
            }
          >
            <Tabs.List aria-label="Contest reports">
              <Tabs.Trigger value="attendance">Attendance</Tabs.Trigger>
              <Tabs.Trigger value="proctoring">Proctoring</Tabs.Trigger>
            </Tabs.List>
            <Tabs.Content value="attendance">
              <ReportTable<AttendanceRow>
                caption="Contest attendance"
                columns={contestAttendanceColumns}
                data={attendance.data?.results ?? []}
                getRowId={(row) => row.handle}
                manual
                rowCount={attendance.data?.count ?? 0}
                loading={attendance.isLoading}
                error={attendance.error?.message}
                height={300}
              />
            </Tabs.Content>
            <Tabs.Content value="proctoring">
              <ReportTable<ProctoredAsset>
                caption="Proctored captures"
                columns={assetColumns}
                data={assets.data?.results ?? []}
                getRowId={(row) => String(row.id)}
                manual
                rowCount={assets.data?.count ?? 0}
                loading={assets.isLoading}
                error={assets.error?.message}
                emptyMessage="No captures for this contest."
                height={300}
              />
            </Tabs.Content>
          </Tabs.Root>
          {pageCount > 1 ? (
            <Pagination
              page={page}
              pageCount={pageCount}
              label="Contest report pages"
              onPageChange={(next) =>
                url.set({
                  ...keep,
                  contest_view: view === 'attendance' ? null : view,
                  contest_page: next === 1 ? null : next,
                })
              }
            />
          ) : null}
          {everyone.length > 0 ? (
            <ChartDonut
              title="Who took part"
              labelHeader="Attendance"
              centerLabel={`${present}/${everyone.length}`}
              data={[
                { label: 'Took part', value: present },
                { label: 'Absent', value: everyone.length - present },
              ]}
              size={180}
            />
          ) : null}
        </Box>
      </Dialog.Content>
    </Dialog.Root>
  );
}
