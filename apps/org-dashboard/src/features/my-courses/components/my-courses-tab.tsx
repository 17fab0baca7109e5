import { useApi } from '@learnforge/api-client/react';
import { Box, ChartBar, FilterBar, Link } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { PagedTable, usePageQuery } from '../../../shared/components/paged-table';
import { SearchField } from '../../../shared/components/search-field';
import { formatDate } from '../../../shared/format';
import { useReportPageError } from '../../../shared/page-error';
import { type Columns, numberColumn, textColumn } from '../../../shared/report-columns';
import { useDashboardHref, useUrlState } from '../../../shared/url-state';

interface CourseRow {
  course_slug: string;
  course_name: string;
  batch: { slug: string; name: string };
  students_count: number;
  start_date: string | null;
  end_date: string | null;
  progress: number;
}

/** The organization's courses and their batches; a batch opens its reports (002 §2 "My courses"). */
export function MyCoursesTab() {
  const url = useUrlState();
  const href = useDashboardHref();
  const search = url.get('search');
  const courses = useApi('org-my-courses', { query: { ...usePageQuery(), ...(search ? { search } : {}) } });
  useReportPageError(courses.pageError);
  const columns: Columns<CourseRow> = [
    textColumn<CourseRow>('course_name', 'Course', { size: 240 }),
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
      size: 220,
    },
    numberColumn<CourseRow>('students_count', 'Students'),
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
    numberColumn<CourseRow>('progress', 'Average Progress', { format: (value) => `${Math.round(value)}%` }),
  ];
  const rows = courses.data?.results ?? [];
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <FilterBar label="Course filters" {...(search ? { onClear: () => url.set({ search: null }) } : {})}>
        <SearchField label="Search courses" />
      </FilterBar>
      <PagedTable<CourseRow>
        caption="My courses"
        columns={columns}
        list={courses}
        getRowId={(row) => `${row.course_slug}/${row.batch.slug}`}
        emptyMessage="No courses match."
        height={360}
      />
      {rows.length > 0 ? (
        <ChartBar
          title="Average progress by batch"
          labelHeader="Batch"
          valueHeader="Average progress (%)"
          data={rows.map((row) => ({ label: row.batch.name, value: Math.round(row.progress) }))}
        />
      ) : null}
    </Box>
  );
}
