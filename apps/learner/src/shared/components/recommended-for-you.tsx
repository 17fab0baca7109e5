import type { ResponseOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { Badge, Box, Card, Link } from '@learnforge/ui';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router';
import * as styles from './recommended-for-you.css';

type Recommendations = ResponseOf<'recommendations-api'>;

/**
 * "Recommended for you" (ADR 0097): problems, and on the home courses, each with the reason it was picked,
 * read to a screen reader as the link's description. A list from no history at all says it is this week's
 * most popular. On a problem page the card keeps its full height while loading, so its answer moves nothing.
 */
export function RecommendedForYou({ context, slug }: { context: 'home' | 'problem'; slug?: string }) {
  const answer = useApi('recommendations-api', {
    query: context === 'problem' ? { context, slug } : { context },
  });
  return (
    <Card
      as="section"
      title="Recommended for you"
      headingLevel={2}
      className={context === 'problem' ? styles.reserved : undefined}
    >
      {answer.data ? (
        <RecommendationLists data={answer.data} withCourses={context === 'home'} />
      ) : answer.error ? (
        <p role="alert">{answer.error.message}</p>
      ) : (
        <p>Loading recommendations…</p>
      )}
    </Card>
  );
}

function RecommendationLists({ data, withCourses }: { data: Recommendations; withCourses: boolean }) {
  const id = useId();
  const problems = data.problems;
  const courses = data.courses;
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <section aria-labelledby={`${id}-problems`}>
        <h3 id={`${id}-problems`} className={styles.subheading}>
          {problems.basis === 'popular' ? 'Popular problems this week' : 'Problems'}
        </h3>
        {problems.basis === 'popular' ? (
          <p className={styles.reason}>
            You have not worked on a problem yet, so these are what others solve.
          </p>
        ) : null}
        {problems.items.length ? (
          <ul className={styles.list}>
            {problems.items.map((problem, index) => (
              <li key={problem.slug}>
                <Link
                  as={RouterLink}
                  to={`/problems/${problem.slug}/1`}
                  aria-describedby={`${id}-problem-${index}`}
                >
                  {problem.title}
                </Link>{' '}
                <Badge tone="brandAccent">{problem.difficulty}</Badge>
                {problem.premium ? (
                  <>
                    {' '}
                    <Badge tone="caution">Premium</Badge>
                  </>
                ) : null}
                <div id={`${id}-problem-${index}`} className={styles.reason}>
                  {problem.reason}
                </div>
              </li>
            ))}
          </ul>
        ) : (
          <p>You have solved every problem open to you. Well done: Explore has them all to revisit.</p>
        )}
      </section>
      {withCourses ? (
        <section aria-labelledby={`${id}-courses`}>
          <h3 id={`${id}-courses`} className={styles.subheading}>
            {courses.basis === 'popular' ? 'Popular courses this week' : 'Courses'}
          </h3>
          {courses.items.length ? (
            <ul className={styles.list}>
              {courses.items.map((course, index) => (
                <li key={course.slug}>
                  <Link
                    as={RouterLink}
                    to={`/courses/${course.slug}`}
                    aria-describedby={`${id}-course-${index}`}
                  >
                    {course.name}
                  </Link>
                  <div id={`${id}-course-${index}`} className={styles.reason}>
                    {course.reason}
                  </div>
                </li>
              ))}
            </ul>
          ) : (
            <p>No other course to suggest right now.</p>
          )}
        </section>
      ) : null}
    </Box>
  );
}
