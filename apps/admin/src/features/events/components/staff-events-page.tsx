import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiClient, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, QueryView, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime } from '@learnforge/domain';
import {
  Box,
  Button,
  ChartBar,
  type ColumnDef,
  Link,
  type RowSelectionState,
  StatCard,
  SubHeader,
} from '@learnforge/ui';
import { useState } from 'react';
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
  const [picked, setPicked] = useState<RowSelectionState>({});
  // Attendance is marked once the event has started; until then nobody can have come.
  const started = data.data?.started ?? false;
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
        actions={
          started ? <MarkAttendance eventId={eventId} picked={picked} onDone={() => setPicked({})} /> : null
        }
        selection={
          started
            ? {
                rowSelection: picked,
                onRowSelectionChange: setPicked,
                getRowLabel: (row) => row.name,
              }
            : undefined
        }
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

/** Marks the picked seat holders as attended or absent; a refusal (a waitlisted person) is said beside it. */
function MarkAttendance({
  eventId,
  picked,
  onDone,
}: {
  eventId: number;
  picked: RowSelectionState;
  onDone: () => void;
}) {
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const mark = useApiMutation('x-events-attendance', { notify: false });
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const handles = Object.keys(picked).filter((handle) => picked[handle]);
  const act = async (attended: boolean) => {
    setSaid(null);
    try {
      const reply = await mark.trigger({ path: { id: eventId }, body: { handles, attended } });
      setSaid({ ok: true, text: reply.message });
      onDone();
    } catch (error) {
      const refused = formErrorsOf(error, ['handles'] as const);
      setSaid({ ok: false, text: refused.fields.handles ?? refused.form ?? 'That did not work.' });
    }
  };
  return (
    <Box display="flex" flexDirection="column" gap="xsmall" alignItems="flex-end">
      <Box display="flex" gap="small" flexWrap="wrap">
        <Button
          size="small"
          disabled={handles.length === 0}
          loading={mark.isMutating}
          onClick={() => act(true)}
        >
          {handles.length ? `Mark ${handles.length} attended` : 'Mark attended'}
        </Button>
        <Button
          size="small"
          variant="outline"
          disabled={handles.length === 0}
          loading={mark.isMutating}
          onClick={() => act(false)}
        >
          Mark absent
        </Button>
      </Box>
      {said ? <p role={said.ok ? 'status' : 'alert'}>{said.text}</p> : null}
    </Box>
  );
}
