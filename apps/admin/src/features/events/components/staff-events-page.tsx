import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiClient } from '@learnforge/api-client/react';
import { QueryView, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime } from '@learnforge/domain';
import { Box, ChartBar, type ColumnDef, Link, StatCard, SubHeader } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { LIST_PAGE_SIZE, ListPage, useIdParam, usePageParam } from '../../../shared/list-page';
import { SearchParamField, useSearchParam } from '../../../shared/search-param-field';
import { useStaffTitle } from '../../../shared/staff-title';

type StaffEvent = ResponseOf<'events-list'>['results'][number];
type Person = ResponseOf<'events-users'>['results'][number];

const eventColumns: ColumnDef<StaffEvent, string>[] = [
  {
    id: 'title',
    header: 'Event',
    accessorFn: (row) => row.title,
    cell: (info) => (
      <Link as={RouterLink} to={`/events/${info.row.original.id}`}>
        {info.getValue<string>()}
      </Link>
    ),
  },
  { id: 'starts', header: 'Starts', accessorFn: (row) => formatDateTime(row.starts_at) },
  {
    id: 'seats',
    header: 'Seats taken',
    accessorFn: (row) =>
      row.capacity === null
        ? String(row.registrations_count)
        : `${row.registrations_count} / ${row.capacity}`,
  },
  { id: 'waitlist', header: 'Waitlist', accessorFn: (row) => String(row.waitlist_count) },
  { id: 'published', header: 'Published', accessorFn: (row) => (row.is_published ? 'Yes' : 'No') },
];

/** `/events`: every event, published or not, with seats and waitlists (001 §7 Events, staff). */
function StaffEvents() {
  const search = useSearchParam();
  const { page } = usePageParam();
  const list = useApi('events-list', {
    query: { page, page_size: LIST_PAGE_SIZE, ...(search ? { search } : {}) },
  });
  return (
    <ListPage<StaffEvent>
      title="Events"
      description="Enrolments, waitlists and attendance of every event."
      actions={null}
      filters={<SearchParamField label="Search by title" />}
      columns={eventColumns}
      list={list}
      getRowId={(row) => String(row.id)}
      emptyMessage="No events match."
      pagesLabel="Event pages"
    />
  );
}

const personColumns: ColumnDef<Person, string>[] = [
  { id: 'name', header: 'Name', accessorFn: (row) => row.name },
  { id: 'email', header: 'Email', accessorFn: (row) => row.email },
  { id: 'status', header: 'Place', accessorFn: (row) => (row.status === 'enrolled' ? 'Seat' : 'Waitlist') },
  { id: 'enrolled', header: 'Enrolled', accessorFn: (row) => formatDateTime(row.enrolled_at) },
  {
    id: 'attended',
    header: 'Attended',
    accessorFn: (row) => (row.attended === null ? 'Not marked' : row.attended ? 'Yes' : 'No'),
  },
];

/** `/events/:id`: one event's figures, its enrolments per day as a chart, who enrolled, and their CSV. */
function StaffEvent({ eventId }: { eventId: number }) {
  const client = useApiClient();
  const { page } = usePageParam();
  const data = useApi('events-aggregated-data', { path: { id: eventId } });
  const people = useApi('events-users', {
    path: { id: eventId },
    query: { page, page_size: LIST_PAGE_SIZE },
  });
  useStaffTitle(data.data?.title);
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <QueryView query={data} what="the event's figures">
        {(figures) => (
          <Box display="flex" flexDirection="column" gap="medium">
            <SubHeader title={figures.title} headingLevel={1} />
            <Box display="flex" gap="medium" flexWrap="wrap">
              <StatCard label="Seats taken" value={figures.registrations} />
              <StatCard label="Waitlist" value={figures.waitlisted} />
              <StatCard label="Attended" value={figures.attended} />
              <StatCard
                label="Conversion"
                value={
                  figures.conversion === null ? 'Not marked' : `${Math.round(figures.conversion * 100)}%`
                }
              />
            </Box>
            <ChartBar
              title={`Enrolments per day, ${figures.title}`}
              labelHeader="Day"
              valueHeader="Enrolments"
              data={figures.by_day.map((day) => ({ label: day.date, value: day.registrations }))}
            />
            <Link href={client.url('events-csv', { path: { id: eventId } })} download>
              Download who enrolled in {figures.title} (CSV)
            </Link>
          </Box>
        )}
      </QueryView>
      <ListPage<Person>
        title="Who enrolled"
        headingLevel={2}
        actions={null}
        columns={personColumns}
        list={people}
        getRowId={(row) => row.handle}
        emptyMessage="Nobody has enrolled yet."
        pagesLabel="Pages of people"
      />
    </Box>
  );
}

export function StaffEventsRoute() {
  return (
    <RequireRole roles={AREA_ROLES.events}>
      <StaffEvents />
    </RequireRole>
  );
}

export function StaffEventRoute() {
  const { key, id } = useIdParam();
  return (
    <RequireRole roles={AREA_ROLES.events}>
      {id === null ? <h1>There is no such event.</h1> : <StaffEvent key={key} eventId={id} />}
    </RequireRole>
  );
}
