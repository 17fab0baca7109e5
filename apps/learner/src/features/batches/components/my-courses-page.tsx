import { useApi } from '@learnforge/api-client/react';
import { QueryView, usePageTitle } from '@learnforge/app-shell';
import { formatLongDate } from '@learnforge/domain';
import { Box, Card, Link, ProgressBar } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { batchPath, entityKey, trackPath } from '../utils/paths';

/** `/my-courses`: every batch the learner is in, with progress and "Continue" to where they left off. */
export function MyCoursesPage() {
  usePageTitle('My courses');
  const courses = useApi('my-courses-users');
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <h1>My courses</h1>
      <QueryView
        query={courses}
        what="your courses"
        isEmpty={(data) => data.results.length === 0}
        empty={{ title: 'You have not joined a course yet', description: 'Courses you join appear here.' }}
      >
        {(data) => (
          <Box
            as="ul"
            display="flex"
            flexDirection="column"
            gap="medium"
            style={{ listStyle: 'none', padding: 0 }}
          >
            {data.results.map((course) => (
              <Card as="li" key={course.batch_slug} title={course.batch_name}>
                <Box display="flex" flexDirection="column" gap="small">
                  <p>{course.course_name}</p>
                  {course.access_expires_at ? (
                    <p>
                      {Date.parse(course.access_expires_at) > Date.now()
                        ? `Access until ${formatLongDate(course.access_expires_at)}`
                        : `Access ended on ${formatLongDate(course.access_expires_at)}`}
                    </p>
                  ) : null}
                  <ProgressBar label={`Progress in ${course.batch_name}`} value={course.progress} showLabel />
                  <Box display="flex" gap="medium" flexWrap="wrap">
                    <Link
                      as={RouterLink}
                      to={
                        course.resume
                          ? `${trackPath(course.batch_slug, course.resume.track_slug)}?item=${entityKey(course.resume.entity_type, course.resume.entity_id)}`
                          : batchPath(course.batch_slug)
                      }
                    >
                      {course.resume ? `Continue ${course.batch_name}` : `Start ${course.batch_name}`}
                    </Link>
                    {course.resume ? (
                      <Link as={RouterLink} to={batchPath(course.batch_slug)}>
                        All chapters
                      </Link>
                    ) : null}
                  </Box>
                </Box>
              </Card>
            ))}
          </Box>
        )}
      </QueryView>
    </Box>
  );
}
