import { useApi } from '@learnforge/api-client/react';
import { Box } from '@learnforge/ui';
import { CourseCard, CourseGrid } from './course-card';

/**
 * The course home's sections (`courses/home/`, in the course admins' order), shown above the full list
 * while nothing is filtered. If they fail to load the page says so, and the list below still works.
 */
export function HomeSections() {
  const home = useApi('courses-home', {});
  if (home.error)
    return <p role="alert">{`The course sections could not be loaded: ${home.error.message}`}</p>;
  if (!home.data) return null;
  return (
    <Box display="flex" flexDirection="column" gap="large">
      {home.data.sections.map((section) => (
        <section key={section.key} aria-labelledby={`section-${section.key}`}>
          <Box display="flex" flexDirection="column" gap="small">
            <h2 id={`section-${section.key}`}>{section.title}</h2>
            <CourseGrid label={section.title}>
              {section.results.map((course) => (
                <li key={course.course_id}>
                  <CourseCard course={course} headingLevel={3} />
                </li>
              ))}
            </CourseGrid>
          </Box>
        </section>
      ))}
    </Box>
  );
}
