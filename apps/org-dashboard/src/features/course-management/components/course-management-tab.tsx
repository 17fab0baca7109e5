import { useApi, useApiClient } from '@learnforge/api-client/react';
import { Badge, Box, FilterBar, Link, Select } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { DownloadButton } from '../../../shared/components/download-button';
import { PagedTable, usePageQuery } from '../../../shared/components/paged-table';
import { SearchField } from '../../../shared/components/search-field';
import { formatDate } from '../../../shared/format';
import { useReportPageError } from '../../../shared/page-error';
import { type Columns, numberColumn, textColumn } from '../../../shared/report-columns';
import { useDashboardHref, useUrlState } from '../../../shared/url-state';

interface ManagedCourse {
  course_slug: string;
  course_name: string;
  batch: { slug: string; name: string };
  students_count: number;
  start_date: string | null;
  end_date: string | null;
  progress: number;
  active: boolean;
}

const ACTIVE_OPTIONS = [
  { value: '', label: 'All courses' },
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

/** Every course of the organization, active or not, with each batch's progress CSV (002 §2). */
export function CourseManagementTab() {
  const url = useUrlState();
  const href = useDashboardHref();
  const client = useApiClient();
  const search = url.get('search');
  const active = url.get('active');
  const courses = useApi('org-courses-management', {
    query: {
      ...usePageQuery(),
      ...(search ? { search } : {}),
      ...(active === '0' || active === '1' ? { active: Number(active) as 0 | 1 } : {}),
    },
  });
  useReportPageError(courses.pageError);
  const columns: Columns<ManagedCourse> = [
    textColumn<ManagedCourse>('course_name', 'Course', { size: 220 }),
    {
      id: 'batch',
      header: 'Batch',
      accessorFn: (row) => row.batch.name,
      cell: (info) => (
        <Link as={RouterLink} to={href(`/my-courses/batches/${info.row.original.batch.slug}/leaderboard`)}>
          {info.getValue<string>()}
        </Link>
      ),
      enableSorting: false,
      size: 200,
    },
    {
      id: 'active',
      header: 'Status',
      accessorFn: (row) => (row.active ? 'Active' : 'Inactive'),
      cell: (info) => (
        <Badge tone={info.row.original.active ? 'positive' : 'neutral'}>{info.getValue<string>()}</Badge>
      ),
      enableSorting: false,
      size: 110,
    },
    numberColumn<ManagedCourse>('students_count', 'Students'),
    {
      id: 'start_date',
      header: 'Start Date',
      accessorFn: (row) => formatDate(row.start_date),
      enableSorting: false,
    },
    {
      id: 'end_date',
      header: 'End Date',
      accessorFn: (row) => formatDate(row.end_date),
      enableSorting: false,
    },
    numberColumn<ManagedCourse>('progress', 'Average Progress', {
      format: (value) => `${Math.round(value)}%`,
    }),
    {
      id: 'progress_csv',
      header: 'Students Progress',
      cell: (info) => (
        <DownloadButton
          label="Download CSV"
          accessibleLabel={`Download students progress of ${info.row.original.batch.name}`}
          url={client.url('org-students-progress-csv', { path: { batchSlug: info.row.original.batch.slug } })}
          filename={`${info.row.original.batch.slug}-students-progress.csv`}
        />
      ),
      enableSorting: false,
      size: 260,
    },
  ];
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <FilterBar
        label="Course filters"
        {...(search || active ? { onClear: () => url.set({ search: null, active: null }) } : {})}
      >
        <SearchField label="Search courses" />
        <Select
          label="Status"
          size="small"
          value={active}
          options={ACTIVE_OPTIONS}
          onChange={(event) => url.set({ active: event.target.value || null })}
        />
      </FilterBar>
      <PagedTable<ManagedCourse>
        caption="Course management"
        columns={columns}
        list={courses}
        getRowId={(row) => `${row.course_slug}/${row.batch.slug}`}
        emptyMessage="No courses match."
      />
    </Box>
  );
}
