import { classStatusLabel } from '@learnforge/domain';
import { Button, FilterBar, Select } from '@learnforge/ui';
import { formatDateTime, formatMinutes } from '../format';
import { type Columns, numberColumn, textColumn } from '../report-columns';
import { useUrlState } from '../url-state';
import { SearchField } from './search-field';

/** What live classes and contests share: a title, a start and a status code of 000 §4. */
interface Scheduled {
  slug: string;
  title: string;
  start_time: string;
  status: 1 | 2 | 3 | 4 | 5;
}

/** One student's presence in a live class or a contest. */
export interface AttendanceRow {
  handle: string;
  name: string;
  email: string;
  attended: boolean;
  duration_minutes: number;
}

/** Attendance columns; a sheet that arrives whole sorts in the page, a paged one does not. */
export function attendanceColumns({
  sortable,
  timeHeader,
}: {
  sortable: boolean;
  timeHeader: string;
}): Columns<AttendanceRow> {
  return [
    textColumn<AttendanceRow>('name', 'Student Name', { sortable, size: 200 }),
    textColumn<AttendanceRow>('email', 'Email', { sortable, size: 220 }),
    textColumn<AttendanceRow>('handle', 'Profile Handle'),
    {
      id: 'attended',
      header: 'Attended',
      accessorFn: (row) => (row.attended ? 'Yes' : 'No'),
      enableSorting: sortable,
      size: 110,
    },
    numberColumn<AttendanceRow>('duration_minutes', timeHeader, { sortable, format: formatMinutes }),
  ];
}

/**
 * The columns of a class or contest list around its own figures: title, start (and whatever the
 * caller puts between), status, the caller's counts, and a button that opens the attendance.
 */
export function scheduledColumns<T extends Scheduled>({
  titleHeader,
  afterStart = [],
  counts,
  attendanceHeader,
  onOpenAttendance,
}: {
  titleHeader: string;
  afterStart?: Columns<T>;
  counts: Columns<T>;
  attendanceHeader: string;
  onOpenAttendance: (row: T) => void;
}): Columns<T> {
  return [
    textColumn<T>('title', titleHeader, { size: 240 }),
    {
      id: 'start_time',
      header: 'Starts',
      accessorFn: (row) => formatDateTime(row.start_time),
      enableSorting: false,
    },
    ...afterStart,
    {
      id: 'status',
      header: 'Status',
      accessorFn: (row) => classStatusLabel(row.status),
      enableSorting: false,
    },
    ...counts,
    {
      id: 'attendance',
      header: attendanceHeader,
      cell: (info) => (
        <Button
          size="small"
          variant="outline"
          aria-label={`Attendance of ${info.row.original.title}`}
          onClick={() => onOpenAttendance(info.row.original)}
        >
          Attendance
        </Button>
      ),
      enableSorting: false,
      size: 150,
    },
  ];
}

/** A search box and a status choice, both kept in the URL (`search`, `status`). */
export function SearchStatusFilters({
  label,
  searchLabel,
  options,
}: {
  label: string;
  searchLabel: string;
  options: { value: string; label: string }[];
}) {
  const url = useUrlState();
  const search = url.get('search');
  const status = url.get('status');
  return (
    <FilterBar
      label={label}
      {...(search || status ? { onClear: () => url.set({ search: null, status: null }) } : {})}
    >
      <SearchField label={searchLabel} />
      <Select
        label="Status"
        size="small"
        value={status}
        options={options}
        onChange={(event) => url.set({ status: event.target.value || null })}
      />
    </FilterBar>
  );
}
