import type { ResponseOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { formErrorsOf, RequireRole, useSession } from '@learnforge/app-shell';
import { AREA_ROLES, COURSE_TYPE_LABELS, hasRole } from '@learnforge/domain';
import { type ColumnDef, FilterBar, Link, Select } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { useAddressFilters } from '../../../shared/address-filters';
import { LIST_PAGE_SIZE, ListPage, usePageParam } from '../../../shared/list-page';
import { SearchParamField } from '../../../shared/search-param-field';
import { useStaffTitle } from '../../../shared/staff-title';

type Course = ResponseOf<'staff-dash-all-courses'>['results'][number];

/** The list's filters as the address carries them (`?course_type=2&enrolment=open`). */
const FILTER_KEYS = ['search', 'course_type', 'enrolment'] as const;

const ENROLMENT_CHOICES = [
  { value: 'open', label: 'Open to enrol' },
  { value: 'closed', label: 'Closed to the public' },
];

function columnsFor(canEdit: boolean): ColumnDef<Course, string>[] {
  return [
    {
      id: 'name',
      header: 'Course',
      accessorFn: (row) => row.course_name,
      // Only course admins have an editor to open; everyone else reads the name.
      cell: (info) =>
        canEdit ? (
          <Link as={RouterLink} to={`/courses/${info.row.original.course_id}`}>
            {info.getValue<string>()}
          </Link>
        ) : (
          info.getValue<string>()
        ),
    },
    { id: 'slug', header: 'Slug', accessorFn: (row) => row.course_slug },
    {
      id: 'type',
      header: 'Type',
      accessorFn: (row) => COURSE_TYPE_LABELS[row.course_type] ?? `Type ${row.course_type}`,
    },
    {
      id: 'enrolment',
      header: 'Enrolment',
      accessorFn: (row) => (row.is_published ? 'Open to enrol' : 'Closed to the public'),
    },
  ];
}

/** `/all-courses`: every course of the platform for every staff role, filtered and paged in the address. */
function AllCourses() {
  const { user } = useSession();
  const { page } = usePageParam();
  const { filters, setFilter, clear, any } = useAddressFilters(FILTER_KEYS);
  const { search = '', course_type: courseType = '', enrolment = '' } = filters;
  const list = useApi('staff-dash-all-courses', {
    query: {
      page,
      page_size: LIST_PAGE_SIZE,
      ...(search ? { search } : {}),
      ...(courseType ? { course_type: Number(courseType) } : {}),
      ...(enrolment ? { enrolment: enrolment as 'open' | 'closed' } : {}),
    },
  });
  useStaffTitle(search ? `All courses matching “${search}”` : 'All courses');
  // A filter the server refused (an address edited by hand) is said beside that filter, not as a failed table.
  const refused = list.error ? formErrorsOf(list.error, FILTER_KEYS) : null;
  const refusedField = refused !== null && Object.keys(refused.fields).length > 0;
  return (
    <ListPage<Course>
      title="All courses"
      description={
        list.data
          ? `${list.data.count} ${list.data.count === 1 ? 'course matches' : 'courses match'}. Open to enrol: a batch of it takes enrolments from anyone.`
          : 'Every course of the platform, with its type and whether anyone can enrol.'
      }
      actions={null}
      filters={
        <FilterBar label="Filter courses" {...(any ? { onClear: clear } : {})}>
          <SearchParamField label="Course name or slug" />
          <Select
            label="Type"
            size="small"
            placeholder="Any type"
            options={COURSE_TYPE_LABELS.map((label, code) => ({ value: String(code), label }))}
            value={courseType}
            error={refused?.fields.course_type}
            onChange={(event) => setFilter('course_type', event.target.value)}
          />
          <Select
            label="Enrolment"
            size="small"
            placeholder="Open or closed"
            options={ENROLMENT_CHOICES}
            value={enrolment}
            error={refused?.fields.enrolment}
            onChange={(event) => setFilter('enrolment', event.target.value)}
          />
        </FilterBar>
      }
      columns={columnsFor(hasRole(user?.roles ?? [], ...AREA_ROLES.courseEditor))}
      list={refusedField ? { isLoading: false, data: { results: [], count: 0 } } : list}
      getRowId={(row) => String(row.course_id)}
      emptyMessage={
        refusedField
          ? 'Correct the filters above.'
          : any
            ? 'No course matches these filters.'
            : 'No courses yet.'
      }
      pagesLabel="Pages of courses"
    />
  );
}

export function AllCoursesRoute() {
  return (
    <RequireRole roles={AREA_ROLES.staffTools}>
      <AllCourses />
    </RequireRole>
  );
}
