import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiClient } from '@learnforge/api-client/react';
import { RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime } from '@learnforge/domain';
import { Box, type ColumnDef, Link, Select, StatCard } from '@learnforge/ui';
import { useSearchParams } from 'react-router';
import { LIST_PAGE_SIZE, ListPage, usePageParam } from '../../../shared/list-page';
import { useStaffTitle } from '../../../shared/staff-title';

type View = ResponseOf<'x-summer-training-registrations'>;
type Registration = View['results'][number];

const columns: ColumnDef<Registration, string>[] = [
  { id: 'name', header: 'Name', accessorFn: (row) => row.name },
  { id: 'email', header: 'Email', accessorFn: (row) => row.email },
  { id: 'phone', header: 'Phone', accessorFn: (row) => row.phone },
  { id: 'institute', header: 'Institute', accessorFn: (row) => row.institute },
  { id: 'year', header: 'Graduates', accessorFn: (row) => String(row.graduation_year) },
  { id: 'track', header: 'Track', accessorFn: (row) => row.track },
  { id: 'registered', header: 'Registered', accessorFn: (row) => formatDateTime(row.registered_at) },
];

/** `/summer-training`: each track's seats and seats taken, its registrations, and their CSV (ADR 0088). */
function SummerTrainingRegistrations() {
  useStaffTitle('Summer training');
  const client = useApiClient();
  const [params, setParams] = useSearchParams();
  const track = params.get('track') ?? '';
  const { page } = usePageParam();
  const view = useApi('x-summer-training-registrations', {
    query: { page, page_size: LIST_PAGE_SIZE, ...(track ? { track } : {}) },
  });
  const tracks = view.data?.tracks ?? [];
  const chosen = tracks.find((candidate) => candidate.slug === track);
  return (
    <ListPage<Registration>
      title="Summer training"
      description="Registrations per track and the seats each track has."
      actions={
        <Link
          href={client.url('x-summer-training-registrations-csv', { query: track ? { track } : {} })}
          download
        >
          {`Download ${chosen ? `the ${chosen.name} registrations` : 'every registration'} (CSV)`}
        </Link>
      }
      filters={
        <Box display="flex" flexDirection="column" gap="medium">
          <Box display="flex" gap="medium" flexWrap="wrap" aria-label="Seats per track" role="group">
            {tracks.map((row) => (
              <StatCard key={row.slug} label={row.name} value={`${row.taken} of ${row.seats} seats`} />
            ))}
          </Box>
          <Select
            label="Track"
            value={track}
            options={[
              { value: '', label: 'Every track' },
              ...tracks.map((row) => ({ value: row.slug, label: row.name })),
            ]}
            onChange={(event) => {
              // A new track starts at its first page.
              const next = new URLSearchParams(params);
              next.delete('page');
              if (event.target.value) next.set('track', event.target.value);
              else next.delete('track');
              setParams(next);
            }}
          />
        </Box>
      }
      columns={columns}
      list={view}
      getRowId={(row) => `${row.email}-${row.registered_at}`}
      emptyMessage={chosen ? `Nobody has registered for ${chosen.name} yet.` : 'Nobody has registered yet.'}
      pagesLabel="Registration pages"
    />
  );
}

export function SummerTrainingRoute() {
  return (
    <RequireRole roles={AREA_ROLES.events}>
      <SummerTrainingRegistrations />
    </RequireRole>
  );
}
