import type { ResponseOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES } from '@learnforge/domain';
import { Box, type ColumnDef, Link, Select } from '@learnforge/ui';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { LIST_PAGE_SIZE, ListPage, usePageParam } from '../../../shared/list-page';
import { SearchParamField, useSearchParam } from '../../../shared/search-param-field';
import { courseNameColumn } from './course-name-column';

type ListedCourse = ResponseOf<'courses-dash-listing'>['results'][number];
type CategoryType = 'primary' | 'secondary';

const LISTINGS = [
  { value: 'listed', label: 'Listed in the catalogue' },
  { value: 'unlisted', label: 'Unlisted' },
];

// biome-ignore lint/suspicious/noExplicitAny: each column's value type differs, as in TanStack's own typings.
const columns: ColumnDef<ListedCourse, any>[] = [
  courseNameColumn<ListedCourse>(),
  { id: 'course_slug', header: 'Slug', accessorFn: (row) => row.course_slug },
  { id: 'category', header: 'Category', accessorFn: (row) => row.category ?? 'None' },
  { id: 'listing', header: 'Listing', accessorFn: (row) => (row.is_published ? 'Listed' : 'Unlisted') },
  { id: 'upcoming', header: 'Upcoming batches', accessorFn: (row) => row.total_upcoming_batches },
  {
    id: 'registrations',
    header: 'Registrations',
    accessorFn: (row) => row.course_slug,
    cell: (info) => (
      <Link
        as={RouterLink}
        to={`/registrations?course=${encodeURIComponent(info.getValue<string>())}`}
        aria-label={`Registrations of ${info.row.original.course_name}`}
      >
        Registrations
      </Link>
    ),
  },
];

/** `/dashboard-next/course-listing`: every course, listed or not, for course admins only. */
export function CourseListingRoute() {
  return (
    <RequireRole roles={AREA_ROLES.courseEditor}>
      <CourseListingPage />
    </RequireRole>
  );
}

/**
 * The staff course listing (`courses-listing/`): by name or slug, category (picked within a category
 * type, `courses/category/types`) and listing, every filter and the page in the address.
 */
export function CourseListingPage() {
  const [params, setParams] = useSearchParams();
  const { page } = usePageParam();
  const search = useSearchParam();
  const type: CategoryType = params.get('type') === 'secondary' ? 'secondary' : 'primary';
  const category = params.get('category') ?? '';
  const listing = params.get('listing') ?? '';
  const types = useApi('courses-dash-category-types');
  // Staff filter by hidden categories too: both the public and the hidden ones of the type.
  const publicCategories = useApi('courses-all-category', { query: { type, public: true } });
  const hiddenCategories = useApi('courses-all-category', { query: { type, public: false } });
  const list = useApi('courses-dash-listing', {
    query: {
      page,
      page_size: LIST_PAGE_SIZE,
      ...(search ? { search } : {}),
      ...(category ? { category } : {}),
      ...(listing ? { is_published: listing === 'listed' } : {}),
    },
  });
  /** A changed filter starts again at page 1: page 3 of the old list means nothing for the new one. */
  const setFilter = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      next.delete('page');
      return next;
    });
  const categories = [...(publicCategories.data?.results ?? []), ...(hiddenCategories.data?.results ?? [])];
  return (
    <ListPage<ListedCourse>
      title="Course listing"
      description={
        list.data
          ? `${list.data.count} ${list.data.count === 1 ? 'course matches' : 'courses match'}, listed or not.`
          : 'Every course, listed in the catalogue or not.'
      }
      actions={null}
      filters={
        <Box display="flex" flexWrap="wrap" gap="medium" alignItems="flex-end">
          <SearchParamField label="Name or slug" />
          <Select
            label="Category type"
            size="small"
            options={(types.data?.results ?? []).map(({ value, label }) => ({ value, label }))}
            value={type}
            error={types.error?.message}
            onChange={(event) => setFilter({ type: event.target.value, category: '' })}
          />
          <Select
            label="Category"
            size="small"
            placeholder="Any category"
            options={categories.map((each) => ({
              value: each.slug,
              label: each.public ? each.name : `${each.name} (hidden)`,
            }))}
            value={category}
            onChange={(event) => setFilter({ category: event.target.value })}
          />
          <Select
            label="Listing"
            size="small"
            placeholder="Listed or not"
            options={LISTINGS}
            value={listing}
            onChange={(event) => setFilter({ listing: event.target.value })}
          />
        </Box>
      }
      columns={columns}
      list={list}
      getRowId={(row) => String(row.course_id)}
      emptyMessage="No course matches these filters."
      pagesLabel="Course listing pages"
    />
  );
}
