import type { EndpointInput, EndpointOutput } from '@learnforge/api-client/contract';
import { contract } from '@learnforge/api-client/contract';
import { useApi } from '@learnforge/api-client/react';
import { RequireRole } from '@learnforge/app-shell';
import { COURSE_TYPE_LABELS, formatDateTime } from '@learnforge/domain';
import { Box, type ColumnDef, Pagination, ReportTable, type SortingState, SubHeader } from '@learnforge/ui';
import { useSearchParams } from 'react-router';
import { SearchParamField, useSearchParam } from '../../../shared/search-param-field';
import { COURSE_EDITOR_ROLES } from './course-editor-page';
import { courseNameColumn } from './course-name-column';

type Course = EndpointOutput<(typeof contract)['x-course-editor-list']>['results'][number];
type Ordering = NonNullable<EndpointInput<(typeof contract)['x-course-editor-list']>['query']['ordering']>;

const PAGE_SIZE = 20;
const orderings = contract['x-course-editor-list'].query.shape.ordering.unwrap().options;

// biome-ignore lint/suspicious/noExplicitAny: each column's value type differs, as in TanStack's own typings.
const columns: ColumnDef<Course, any>[] = [
  courseNameColumn<Course>(),
  { id: 'course_slug', header: 'Slug', accessorFn: (row) => row.course_slug },
  {
    id: 'course_type',
    header: 'Type',
    enableSorting: false,
    accessorFn: (row) => COURSE_TYPE_LABELS[row.course_type] ?? String(row.course_type),
  },
  {
    id: 'listing_type',
    header: 'Listing',
    enableSorting: false,
    accessorFn: (row) => (row.listing_type === 1 ? 'Unlisted' : 'Public'),
  },
  {
    id: 'updated_at',
    header: 'Last edited',
    accessorFn: (row) => (row.updated_at ? formatDateTime(row.updated_at) : 'Never'),
  },
];

/** `ordering` in the URL ("-updated_at") as the table's sort state, and back. */
export function sortingFromOrdering(ordering: string | null): SortingState {
  if (!ordering || !(orderings as readonly string[]).includes(ordering)) return [];
  return [{ id: ordering.replace(/^-/, ''), desc: ordering.startsWith('-') }];
}

function orderingFromSorting(sorting: SortingState): Ordering | null {
  const [first] = sorting;
  if (!first) return null;
  const ordering = `${first.desc ? '-' : ''}${first.id}`;
  return (orderings as readonly string[]).includes(ordering) ? (ordering as Ordering) : null;
}

/** `/dashboard-next/courses`: every course, searchable and sortable (both kept in the URL), each linking to its editor. */
export function CourseListPage() {
  const [params, setParams] = useSearchParams();
  const search = useSearchParam();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const sorting = sortingFromOrdering(params.get('ordering'));
  const ordering = orderingFromSorting(sorting);
  const list = useApi('x-course-editor-list', {
    query: { page, page_size: PAGE_SIZE, ...(search ? { search } : {}), ...(ordering ? { ordering } : {}) },
  });
  const update = (changes: Record<string, string | null>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      return next;
    });
  const pageCount = Math.max(1, Math.ceil((list.data?.count ?? 0) / PAGE_SIZE));
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title="Courses"
        headingLevel={1}
        description="Pick a course to edit its tabs, banners and features."
      />
      <SearchParamField label="Search courses" />
      <ReportTable<Course>
        caption={`Courses (${list.data?.count ?? 0})`}
        columns={columns}
        data={list.data?.results ?? []}
        getRowId={(row) => String(row.course_id)}
        loading={list.isLoading}
        error={list.error?.message}
        emptyMessage={search ? 'No course matches the search.' : 'No courses yet.'}
        manual
        rowCount={list.data?.count ?? 0}
        sorting={sorting}
        onSortingChange={(next) => update({ ordering: orderingFromSorting(next), page: null })}
        showColumnMenu={false}
      />
      {pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          label="Course pages"
          onPageChange={(next: number) => update({ page: String(next) })}
        />
      ) : null}
    </Box>
  );
}

export function CourseListRoute() {
  return (
    <RequireRole roles={COURSE_EDITOR_ROLES}>
      <CourseListPage />
    </RequireRole>
  );
}
