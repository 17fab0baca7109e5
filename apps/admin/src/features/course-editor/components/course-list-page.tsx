import { useApi } from '@learnforge/api-client/react';
import { RequireRole } from '@learnforge/app-shell';
import { Box, Link, Pagination, SubHeader, TextField } from '@learnforge/ui';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { COURSE_EDITOR_ROLES } from './course-editor-page';

const TYPE_LABELS = ['Offline', 'Online', 'Live', 'External', 'User journey'];
const PAGE_SIZE = 20;

/** `/dashboard-next/courses`: every course, searchable, each linking to its editor. */
export function CourseListPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const search = searchParams.get('search') ?? '';
  const page = Math.max(1, Number(searchParams.get('page')) || 1);
  const list = useApi('x-course-editor-list', {
    query: { page, page_size: PAGE_SIZE, ...(search ? { search } : {}) },
  });
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader title="Courses" description="Pick a course to edit its tabs, banners and features." />
      <TextField
        label="Search courses"
        type="search"
        defaultValue={search}
        onChange={(event) =>
          setSearchParams(event.currentTarget.value ? { search: event.currentTarget.value } : {})
        }
      />
      {list.error ? <p role="alert">{list.error.message}</p> : null}
      {!list.data && !list.error ? <p>Loading courses…</p> : null}
      {list.data ? (
        <>
          <table>
            <caption>Courses ({list.data.count})</caption>
            <thead>
              <tr>
                <th scope="col">Course</th>
                <th scope="col">Slug</th>
                <th scope="col">Type</th>
                <th scope="col">Listing</th>
                <th scope="col">Last edited</th>
              </tr>
            </thead>
            <tbody>
              {list.data.results.map((course) => (
                <tr key={course.course_id}>
                  <td>
                    <Link as={RouterLink} to={`/courses/${course.course_id}`}>
                      {course.course_name}
                    </Link>
                  </td>
                  <td>{course.course_slug}</td>
                  <td>{TYPE_LABELS[course.course_type] ?? course.course_type}</td>
                  <td>{course.listing_type === 1 ? 'Unlisted' : 'Public'}</td>
                  <td>{course.updated_at ? new Date(course.updated_at).toLocaleString() : 'Never'}</td>
                </tr>
              ))}
            </tbody>
          </table>
          <Pagination
            page={page}
            pageCount={Math.max(1, Math.ceil(list.data.count / PAGE_SIZE))}
            onPageChange={(next: number) =>
              setSearchParams({ ...(search ? { search } : {}), page: String(next) })
            }
          />
        </>
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
