import type { contract, EndpointOutput } from '@learnforge/api-client/contract';
import { Badge, Box, Card, Link } from '@learnforge/ui';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { money } from './money';

type CourseCardData = EndpointOutput<(typeof contract)['courses-list']>['results'][number];

export const COURSE_TYPES = [
  { value: '1', label: 'Self-paced' },
  { value: '2', label: 'Live' },
  { value: '0', label: 'Classroom' },
];

/** A course in a list: its type, rating, what its next batch costs and a link to its page. */
export function CourseCard({
  course,
  headingLevel = 2,
  extra,
}: {
  course: CourseCardData;
  headingLevel?: 2 | 3;
  /** Lines a list adds (the centre of a classroom course, the GATE sitting). */
  extra?: ReactNode;
}) {
  const currency = course.payment_currency_symbol;
  return (
    <Card as="article" title={course.course_name} headingLevel={headingLevel}>
      <Box display="flex" flexDirection="column" gap="small">
        <Box display="flex" gap="xsmall" flexWrap="wrap">
          <Badge tone="neutral">
            {COURSE_TYPES.find((type) => type.value === String(course.course_type))?.label ?? 'Classroom'}
          </Badge>
          {course.avg_rating ? <Badge tone="positive">{`Rated ${course.avg_rating} of 5`}</Badge> : null}
        </Box>
        {extra}
        <p>
          {course.course_fee_type === 0
            ? 'Free'
            : course.discounted_price !== null && course.discounted_price < course.price
              ? `${money(currency, course.discounted_price)} (was ${money(currency, course.price)})`
              : course.price
                ? money(currency, course.price)
                : 'No batch on sale yet'}
        </p>
        <Link as={RouterLink} to={`/courses/${course.course_slug}`}>
          {`View ${course.course_name}`}
        </Link>
      </Box>
    </Card>
  );
}

/** Cards in a grid that wraps: one column on a phone, as many as fit on a wide screen. */
export function CourseGrid({ label, children }: { label: string; children: ReactNode }) {
  return (
    <ul
      aria-label={label}
      style={{
        listStyle: 'none',
        padding: 0,
        margin: 0,
        display: 'grid',
        gap: '1rem',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 18rem), 1fr))',
      }}
    >
      {children}
    </ul>
  );
}
