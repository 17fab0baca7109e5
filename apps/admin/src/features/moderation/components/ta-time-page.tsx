import type { ResponseOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { formErrorsOf, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDayWithWeekday, indiaDay, todayInIndia } from '@learnforge/domain';
import { Box, type ColumnDef, FilterBar, ReportTable, Select, SubHeader, TextField } from '@learnforge/ui';
import { useAddressFilters } from '../../../shared/address-filters';
import { useStaffTitle } from '../../../shared/staff-title';

type Day = ResponseOf<'discussion-ta-timesheet'>['results'][number];

const FILTERS = ['ta', 'from', 'to'] as const;
/** The range shown until one is chosen: the last 30 India days, today included. */
const DEFAULT_DAYS = 30;

const columns: ColumnDef<Day, string | number>[] = [
  {
    id: 'date',
    header: 'Day',
    accessorKey: 'date',
    // Sorted by the ISO day; shown as people read a day. The day is a calendar day, so no zone shifts it.
    cell: ({ row }) => formatDayWithWeekday(row.original.date, { timeZone: 'UTC' }),
  },
  { id: 'minutes', header: 'Minutes logged', accessorKey: 'minutes_active' },
  { id: 'threads', header: 'Threads answered', accessorKey: 'threads_answered' },
];

/**
 * `/ta-timesheets`: course admins read the time teaching assistants (moderators) logged and the threads they
 * answered, day by day (001 §6), for every TA or one picked from `users/internal/` (002 §6), over a range of at
 * most 92 days. The TA, the range and so the table live in the address, to share or come back to.
 */
function TaTimePage() {
  const { filters, setFilter: set, clear, any } = useAddressFilters(FILTERS);
  const today = todayInIndia();
  const from = filters.from ?? indiaDay(new Date(Date.parse(today) - (DEFAULT_DAYS - 1) * 86_400_000));
  const to = filters.to ?? today;
  const ta = filters.ta ?? '';
  const assistants = useApi('user-internal-users', { query: { role: 'moderator' } });
  // A refused range is said beside its field, not again in a toast.
  const sheet = useApi(
    'discussion-ta-timesheet',
    { query: { from, to, ...(ta ? { ta } : {}) } },
    { notify: false },
  );
  const person = assistants.data?.moderators.find((moderator) => moderator.handle === ta);
  const who = ta ? (person?.name ?? ta) : 'every teaching assistant';
  useStaffTitle("Teaching assistants' time");
  const refused = sheet.error ? formErrorsOf(sheet.error, FILTERS) : null;
  const data = refused ? undefined : sheet.data;
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title="Teaching assistants' time"
        headingLevel={1}
        description={
          data
            ? `${data.total_minutes} minutes logged by ${who} from ${from} to ${to}.`
            : 'Minutes teaching assistants logged and the threads they answered, day by day.'
        }
      />
      <FilterBar label="Choose whose time and when" {...(any ? { onClear: clear } : {})}>
        <Select
          label="Teaching assistant"
          size="small"
          placeholder="Every teaching assistant"
          options={(assistants.data?.moderators ?? []).map((moderator) => ({
            value: moderator.handle,
            label: `${moderator.name} (${moderator.handle})`,
          }))}
          value={ta}
          error={refused?.fields.ta}
          onChange={(event) => set('ta', event.target.value)}
        />
        <TextField
          label="From"
          type="date"
          size="small"
          value={from}
          max={today}
          error={refused?.fields.from}
          onChange={(event) => set('from', event.target.value)}
        />
        <TextField
          label="To"
          type="date"
          size="small"
          value={to}
          error={refused?.fields.to}
          onChange={(event) => set('to', event.target.value)}
        />
      </FilterBar>
      {refused && Object.keys(refused.fields).length === 0 ? <p role="alert">{refused.form}</p> : null}
      <ReportTable<Day>
        caption={`Time of ${who}, ${from} to ${to}`}
        columns={columns}
        data={data?.results ?? []}
        getRowId={(row) => row.date}
        loading={sheet.isLoading}
        emptyMessage={refused ? 'Correct the dates above.' : 'Nothing logged or answered in these days.'}
      />
    </Box>
  );
}

export function TaTimeRoute() {
  return (
    <RequireRole roles={AREA_ROLES.courseEditor}>
      <TaTimePage />
    </RequireRole>
  );
}
