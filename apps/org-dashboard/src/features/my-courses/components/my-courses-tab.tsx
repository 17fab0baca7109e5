import { useApi } from '@learnforge/api-client/react';
import { raisePageError } from '@learnforge/app-shell';
import { Box, ChartBar, FilterBar } from '@learnforge/ui';
import { courseBatchColumns } from '../../../shared/components/course-batch-columns';
import { PagedTable, usePageQuery } from '../../../shared/components/paged-table';
import { SearchField } from '../../../shared/components/search-field';
import { useDashboardHref, useUrlState } from '../../../shared/url-state';

/** The organization's courses and their batches; a batch opens its reports (002 §2 "My courses"). */
export function MyCoursesTab() {
  const url = useUrlState();
  const href = useDashboardHref();
  const search = url.get('search');
  const courses = useApi('org-my-courses', { query: { ...usePageQuery(), ...(search ? { search } : {}) } });
  raisePageError(courses.error);
  const columns = courseBatchColumns(href);
  const rows = courses.data?.results ?? [];
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <FilterBar label="Course filters" {...(search ? { onClear: () => url.set({ search: null }) } : {})}>
        <SearchField label="Search courses" />
      </FilterBar>
      <PagedTable
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
          // One decimal, as the table shows: whole numbers made 47.5 and 47.9 read as a tie.
          data={rows.map((row) => ({ label: row.batch.name, value: Math.round(row.progress * 10) / 10 }))}
        />
      ) : null}
    </Box>
  );
}
