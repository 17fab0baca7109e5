import type { ResponseOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { formErrorsOf, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime } from '@learnforge/domain';
import { type ColumnDef, FilterBar, Link, Select } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { useAddressFilters } from '../../../shared/address-filters';
import { LIST_PAGE_SIZE, ListPage, usePageParam } from '../../../shared/list-page';
import { SearchParamField } from '../../../shared/search-param-field';
import { useStaffTitle } from '../../../shared/staff-title';

type Person = ResponseOf<'staff-dash-courses-event-user-info'>['results'][number];

const FILTER_KEYS = ['course_slug', 'search'] as const;

const columns: ColumnDef<Person, string>[] = [
  { id: 'name', header: 'Name', accessorFn: (row) => row.name },
  { id: 'email', header: 'Email', accessorFn: (row) => row.email },
  { id: 'batch', header: 'Batch', accessorFn: (row) => row.batch_slug },
  {
    id: 'attended',
    header: 'Classes attended',
    accessorFn: (row) => `${row.classes_attended} of ${row.classes_held}`,
  },
  { id: 'minutes', header: 'Minutes', accessorFn: (row) => String(Math.round(row.minutes_attended)) },
  {
    id: 'last',
    header: 'Last attended',
    accessorFn: (row) => (row.last_attended_at ? formatDateTime(row.last_attended_at) : 'Never'),
  },
];

/**
 * `/live-classes/people?course_slug=`: the learners of a course's live classes (`courses-event-user-info/`, ADR
 * 0098) with what each attended, the course, search and page in the address.
 */
function ClassPeople() {
  const { page } = usePageParam();
  const { filters, setFilter, clear, any } = useAddressFilters(FILTER_KEYS);
  const courses = useApi('staff-dash-all-courses', { query: { page_size: 100 } });
  const courseSlug = filters.course_slug;
  const report = useApi(
    'staff-dash-courses-event-user-info',
    courseSlug
      ? {
          query: {
            course_slug: courseSlug,
            page,
            page_size: LIST_PAGE_SIZE,
            ...(filters.search ? { search: filters.search } : {}),
          },
        }
      : null,
    // Every failure is said on the page (a refusal beside its filter, the rest in the table): no toast repeats it.
    { notify: false },
  );
  const courseName = courses.data?.results.find((course) => course.course_slug === courseSlug)?.course_name;
  useStaffTitle(courseName ? `${courseName}: live-class attendance` : 'Live-class attendance');
  const refused = report.error ? formErrorsOf(report.error, ['course_slug', 'search'] as const) : null;
  const refusedField = refused !== null && Object.keys(refused.fields).length > 0;
  return (
    <ListPage<Person>
      title={courseName ? `${courseName}: live-class attendance` : 'Live-class attendance'}
      description={
        report.data
          ? `${report.data.count} ${report.data.count === 1 ? 'learner' : 'learners'} in the course's batches, with the classes their batch has held and what they attended.`
          : 'Pick a course to see the learners of its live classes and what each attended.'
      }
      actions={
        <Link as={RouterLink} to="/live-classes">
          Back to live classes
        </Link>
      }
      filters={
        <FilterBar label="Filter learners" {...(any ? { onClear: clear } : {})}>
          <Select
            label="Course"
            size="small"
            placeholder="Choose a course"
            options={(courses.data?.results ?? []).map((course) => ({
              value: course.course_slug,
              label: course.course_name,
            }))}
            value={courseSlug ?? ''}
            error={refused?.fields.course_slug}
            onChange={(event) => setFilter('course_slug', event.target.value)}
          />
          <SearchParamField label="Name, email or handle" />
        </FilterBar>
      }
      columns={columns}
      list={!courseSlug || refusedField ? { isLoading: false, data: { results: [], count: 0 } } : report}
      getRowId={(row) => `${row.handle}/${row.batch_slug}`}
      emptyMessage={
        !courseSlug
          ? 'Choose a course above.'
          : refusedField
            ? 'Correct the filters above.'
            : 'No learner of this course matches.'
      }
      pagesLabel="Pages of learners"
    />
  );
}

export function ClassPeopleRoute() {
  return (
    <RequireRole roles={AREA_ROLES.liveClasses}>
      <ClassPeople />
    </RequireRole>
  );
}
