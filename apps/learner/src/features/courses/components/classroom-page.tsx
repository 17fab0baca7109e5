import { useApi } from '@learnforge/api-client/react';
import { QueryView, usePageTitle } from '@learnforge/app-shell';
import { Box, Link, Pagination, Select } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { useAddressFilters } from '../../../shared/use-address-filters';
import { CourseCard, CourseGrid } from './course-card';

const PAGE_SIZE = 12;

/** `/courses/offline-courses`: classroom courses by city (000 §2), one card per centre; the city is in the address. */
export function ClassroomCoursesPage() {
  const { value, page, setPage, bind } = useAddressFilters();
  const city = value('city');
  usePageTitle(city ? `Classroom courses in ${city}` : undefined);
  const locations = useApi('course-locations', {});
  const offline = useApi('courses-offline', {
    query: { page, page_size: PAGE_SIZE, ...(city ? { city } : {}) },
  });
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>{city ? `Classroom courses in ${city}` : 'Classroom courses'}</h1>
      <Link as={RouterLink} to="/courses">
        Every course
      </Link>
      <Select
        label="City"
        placeholder="Every city"
        {...bind('city')}
        options={(locations.data?.results ?? []).map((location) => ({
          value: location.city,
          label: `${location.city}, ${location.state} (${location.centres_count} ${location.centres_count === 1 ? 'centre' : 'centres'})`,
        }))}
      />
      <QueryView
        query={offline}
        what="the classroom courses"
        isEmpty={(data) => data.results.length === 0}
        empty={{ title: 'No classroom batch on sale here', description: 'Try another city.' }}
      >
        {(data) => (
          <Box display="flex" flexDirection="column" gap="medium">
            <p role="status" aria-label="Classroom courses found">
              {data.count} {data.count === 1 ? 'centre' : 'centres'} with a batch on sale
            </p>
            <CourseGrid label="Classroom courses">
              {data.results.map((course) => (
                <li key={`${course.course_id}-${course.centre_name}`}>
                  <CourseCard course={course} extra={<p>{`${course.centre_name}, ${course.city}`}</p>} />
                </li>
              ))}
            </CourseGrid>
            {data.count > PAGE_SIZE ? (
              <Pagination
                page={page}
                pageCount={Math.ceil(data.count / PAGE_SIZE)}
                label="Classroom course pages"
                onPageChange={setPage}
              />
            ) : null}
          </Box>
        )}
      </QueryView>
    </Box>
  );
}

/** `/courses/gate-courses`: the courses preparing for GATE, the nearest sitting first. */
export function GateCoursesPage() {
  const gate = useApi('gate-courses-list', {});
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>GATE courses</h1>
      <Link as={RouterLink} to="/courses">
        Every course
      </Link>
      <QueryView
        query={gate}
        what="the GATE courses"
        isEmpty={(data) => data.results.length === 0}
        empty={{ title: 'No GATE course yet', description: 'Look again before the next sitting.' }}
      >
        {(data) => (
          <CourseGrid label="GATE courses">
            {data.results.map((course) => (
              <li key={course.course_id}>
                <CourseCard
                  course={course}
                  extra={course.exam_year ? <p>{`For GATE ${course.exam_year}`}</p> : null}
                />
              </li>
            ))}
          </CourseGrid>
        )}
      </QueryView>
    </Box>
  );
}
