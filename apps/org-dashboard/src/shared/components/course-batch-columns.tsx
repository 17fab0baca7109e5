import { Link } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { formatDate } from '../format';
import { type Columns, numberColumn, textColumn } from '../report-columns';

/** A course's batch as the course lists show it (My Courses, Course Management). */
export interface CourseBatchRow {
  course_slug: string;
  course_name: string;
  batch: { slug: string; name: string };
  students_count: number;
  start_date: string | null;
  end_date: string | null;
  progress: number;
}

/**
 * Course, batch (a link to the batch's reports), students, dates and average progress; `afterBatch`
 * and `last` add a list's own columns.
 */
export function courseBatchColumns<T extends CourseBatchRow>(
  href: (path: string) => string,
  { afterBatch = [], last = [] }: { afterBatch?: Columns<T>; last?: Columns<T> } = {},
): Columns<T> {
  return [
    textColumn<T>('course_name', 'Course', { size: 230 }),
    {
      id: 'batch',
      header: 'Batch',
      accessorFn: (row) => row.batch.name,
      cell: (info) => (
        <Link as={RouterLink} to={href(`/my-courses/batches/${info.row.original.batch.slug}/leaderboard`)}>
          {info.getValue<string>()}
        </Link>
      ),
      enableSorting: false,
      size: 210,
    },
    ...afterBatch,
    numberColumn<T>('students_count', 'Students'),
    {
      id: 'start_date',
      header: 'Start Date',
      accessorFn: (row) => formatDate(row.start_date),
      enableSorting: false,
    },
    {
      id: 'end_date',
      header: 'End Date',
      accessorFn: (row) => formatDate(row.end_date),
      enableSorting: false,
    },
    numberColumn<T>('progress', 'Average Progress', { format: (value) => `${Math.round(value)}%` }),
    ...last,
  ];
}
