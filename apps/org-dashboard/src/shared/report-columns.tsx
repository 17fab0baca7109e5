import { type ColumnDef, Link } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { formatMinutes, formatNumber } from './format';

// biome-ignore lint/suspicious/noExplicitAny: each column's value type differs, as in TanStack's own typings.
export type Columns<T> = ColumnDef<T, any>[];

interface Student {
  name: string;
  email: string;
  handle: string;
}

/** A numeric column whose id is the server's field name (and so its sort field). */
export function numberColumn<T>(
  id: keyof T & string,
  header: string,
  {
    sortable = false,
    format = formatNumber,
  }: { sortable?: boolean; format?: (value: number) => string } = {},
): ColumnDef<T, number> {
  return {
    id,
    header,
    accessorFn: (row) => row[id] as number,
    cell: (info) => format(info.getValue()),
    enableSorting: sortable,
    size: 130,
  };
}

export function textColumn<T>(
  id: keyof T & string,
  header: string,
  { sortable = false, size = 160 }: { sortable?: boolean; size?: number } = {},
): ColumnDef<T, string> {
  return { id, header, accessorFn: (row) => String(row[id] ?? ''), enableSorting: sortable, size };
}

/**
 * Student name (linking to the report card), email, problems solved, streak and profile handle:
 * the first columns of every report view (000 §2).
 */
export function studentColumns<T extends Student & { problems_solved?: number; streak?: number }>(
  hrefFor: (handle: string) => string,
  { sortable = false, withCounts = true }: { sortable?: boolean; withCounts?: boolean } = {},
): Columns<T> {
  const columns: Columns<T> = [
    {
      id: 'name',
      header: 'Student Name',
      accessorFn: (row) => row.name,
      cell: (info) => (
        <Link as={RouterLink} to={hrefFor(info.row.original.handle)}>
          {info.getValue<string>()}
        </Link>
      ),
      enableSorting: sortable,
      size: 200,
    },
    textColumn<T>('email', 'Email', { sortable, size: 240 }),
  ];
  if (withCounts) {
    columns.push(
      numberColumn<T>('problems_solved' as keyof T & string, 'Problems Solved', { sortable }),
      numberColumn<T>('streak' as keyof T & string, 'Streak', { sortable }),
    );
  }
  columns.push(textColumn<T>('handle', 'Profile Handle', { size: 160 }));
  return columns;
}

interface ReportFigures {
  problem_score: number;
  quiz_score: number;
  contest_score: number;
  progress: number;
  live_duration_minutes: number;
  live_count: number;
  recorded_duration_minutes: number;
  recorded_count: number;
  prerecorded_duration_minutes: number;
  prerecorded_count: number;
  articles_count: number;
  problems_count: number;
  quizzes_count: number;
  contests_count: number;
}

/** Scores, progress, watch durations and counts, and content counts (000 §2). */
export function figureColumns<T extends ReportFigures>({ sortable = false } = {}): Columns<T> {
  const minutes = { sortable, format: formatMinutes };
  return [
    numberColumn<T>('problem_score', 'Problem Score', { sortable }),
    numberColumn<T>('quiz_score', 'Quiz Score', { sortable }),
    numberColumn<T>('contest_score', 'Contest Score', { sortable }),
    numberColumn<T>('progress', 'Progress', { sortable, format: (value) => `${formatNumber(value)}%` }),
    numberColumn<T>('live_duration_minutes', 'Live Duration', minutes),
    numberColumn<T>('live_count', 'Live Classes', { sortable }),
    numberColumn<T>('recorded_duration_minutes', 'Recorded Duration', minutes),
    numberColumn<T>('recorded_count', 'Recorded Videos', { sortable }),
    numberColumn<T>('prerecorded_duration_minutes', 'Pre-recorded Duration', minutes),
    numberColumn<T>('prerecorded_count', 'Pre-recorded Videos', { sortable }),
    numberColumn<T>('articles_count', 'Articles', { sortable }),
    numberColumn<T>('problems_count', 'Problems', { sortable }),
    numberColumn<T>('quizzes_count', 'Quizzes', { sortable }),
    numberColumn<T>('contests_count', 'Contests', { sortable }),
  ];
}
