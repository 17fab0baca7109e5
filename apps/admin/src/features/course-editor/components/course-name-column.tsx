import { type ColumnDef, Link } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';

/** The "Course" column of the staff course lists: the course's name, linking to its editor. */
export function courseNameColumn<Row extends { course_id: number; course_name: string }>(): ColumnDef<
  Row,
  string
> {
  return {
    id: 'course_name',
    header: 'Course',
    accessorFn: (row) => row.course_name,
    cell: (info) => (
      <Link as={RouterLink} to={`/courses/${info.row.original.course_id}`}>
        {info.getValue()}
      </Link>
    ),
  };
}
