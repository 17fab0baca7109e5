import { useApi } from '@learnforge/api-client/react';
import { raisePageError } from '@learnforge/app-shell';
import { Badge, Box, FilterBar, Select } from '@learnforge/ui';
import { type CourseBatchRow, courseBatchColumns } from '../../../shared/components/course-batch-columns';
import { DownloadButton } from '../../../shared/components/download-button';
import { PagedTable, usePageQuery } from '../../../shared/components/paged-table';
import { SearchField } from '../../../shared/components/search-field';
import { useDashboardHref, useUrlState } from '../../../shared/url-state';

type ManagedCourse = CourseBatchRow & { active: boolean };

const ACTIVE_OPTIONS = [
  { value: '', label: 'All courses' },
  { value: '1', label: 'Active' },
  { value: '0', label: 'Inactive' },
];

/** Every course of the organization, active or not, with each batch's progress CSV (002 §2). */
export function CourseManagementTab() {
  const url = useUrlState();
  const href = useDashboardHref();
  const search = url.get('search');
  const active = url.get('active');
  const courses = useApi('org-courses-management', {
    query: {
      ...usePageQuery(),
      ...(search ? { search } : {}),
      ...(active === '0' || active === '1' ? { active: Number(active) as 0 | 1 } : {}),
    },
  });
  raisePageError(courses.error);
  const columns = courseBatchColumns<ManagedCourse>(href, {
    afterBatch: [
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
    ],
    last: [
      {
        id: 'progress_csv',
        header: 'Students Progress',
        cell: (info) => (
          <DownloadButton
            label="Download CSV"
            accessibleLabel={`Download students progress of ${info.row.original.batch.name}`}
            endpoint="org-students-progress-csv"
            input={{
              path: { batchSlug: info.row.original.batch.slug },
            }}
            filename={`${info.row.original.batch.slug}-students-progress.csv`}
          />
        ),
        enableSorting: false,
        size: 260,
      },
    ],
  });
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
