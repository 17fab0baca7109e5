import type { ResponseOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { formErrorsOf, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES } from '@learnforge/domain';
import {
  Box,
  Button,
  ChartBar,
  type ColumnDef,
  Pagination,
  ReportTable,
  SubHeader,
  TextField,
} from '@learnforge/ui';
import { useSearchParams } from 'react-router';

type BatchCount = ResponseOf<'courses-registration-counts'>['results'][number];
type DayStats = ResponseOf<'courses-registration-stats'>['results'][number];

const BACKWARDS = 'The window ends before it starts. Choose a day on or after the start.';

/** Days of the window per page: three weeks fit a phone's chart. */
const DAYS_PER_PAGE = 21;

const rupees = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR' });

// biome-ignore lint/suspicious/noExplicitAny: each column's value type differs, as in TanStack's own typings.
const countColumns: ColumnDef<BatchCount, any>[] = [
  { id: 'batch_name', header: 'Batch', accessorFn: (row) => row.batch_name },
  { id: 'registered', header: 'Enrolled', accessorFn: (row) => row.registered },
  { id: 'paid', header: 'Paying learners', accessorFn: (row) => row.paid },
];

// biome-ignore lint/suspicious/noExplicitAny: each column's value type differs, as in TanStack's own typings.
const dayColumns: ColumnDef<DayStats, any>[] = [
  { id: 'date', header: 'Day (UTC)', accessorFn: (row) => row.date },
  { id: 'registrations', header: 'Enrolments', accessorFn: (row) => row.registrations },
  { id: 'payments', header: 'Paid orders', accessorFn: (row) => row.payments },
  { id: 'revenue', header: 'Revenue', accessorFn: (row) => rupees.format(row.revenue) },
];

/** `/dashboard-next/registrations`: registration counts per batch and per day, for course admins only. */
export function RegistrationsRoute() {
  return (
    <RequireRole roles={AREA_ROLES.courseEditor}>
      <RegistrationsPage />
    </RequireRole>
  );
}

/**
 * One course's registrations (`?course=`; every public batch without one): enrolled and paying learners
 * per batch, and per UTC day of a window (`?from=`, `?to=`; the last 30 days when left out) enrolments,
 * paid orders and revenue, as a bar chart and a table. The server refuses a window that ends before it
 * starts, and that refusal is said beside "To".
 */
export function RegistrationsPage() {
  const [params, setParams] = useSearchParams();
  const course = params.get('course') ?? '';
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const page = Math.max(1, Number(params.get('page')) || 1);
  const courseQuery = course ? { course_slug: course } : {};
  // A window ending before it starts is said beside "To" at once, as the server would refuse it, without
  // asking (ISO days compare as text).
  const backwards = from && to && to < from ? BACKWARDS : undefined;
  const named = useApi('courses-dash-listing', course ? { query: { page: 1, search: course } } : null);
  const courseName = named.data?.results.find((each) => each.course_slug === course)?.course_name;
  const counts = useApi('courses-registration-counts', { query: courseQuery });
  const stats = useApi(
    'courses-registration-stats',
    backwards
      ? null
      : {
          query: {
            ...courseQuery,
            ...(from ? { from } : {}),
            ...(to ? { to } : {}),
            page,
            page_size: DAYS_PER_PAGE,
          },
        },
    // Every failure is said on the page (a refusal beside its field, the rest in the table): no toast repeats it.
    { notify: false },
  );
  const refused = stats.error ? formErrorsOf(stats.error, ['from', 'to', 'course_slug'] as const) : null;
  const refusedField = backwards !== undefined || (refused ? Object.keys(refused.fields).length > 0 : false);
  const update = (changes: Record<string, string>) =>
    setParams((current) => {
      const next = new URLSearchParams(current);
      for (const [key, value] of Object.entries(changes)) {
        if (value) next.set(key, value);
        else next.delete(key);
      }
      if (!('page' in changes)) next.delete('page');
      return next;
    });
  const days = stats.data?.results ?? [];
  const pageCount = Math.max(1, Math.ceil((stats.data?.count ?? 0) / DAYS_PER_PAGE));
  const title = course ? `Registrations: ${courseName ?? course}` : 'Registrations: every public batch';
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title={title}
        headingLevel={1}
        description="Learners enrolled and paying per batch, and enrolments, paid orders and revenue per day. Leave the course slug empty for every public batch."
      />
      <form
        onSubmit={(event) => {
          event.preventDefault();
          const value = new FormData(event.currentTarget).get('course');
          update({ course: typeof value === 'string' ? value.trim() : '' });
        }}
      >
        <Box display="flex" flexWrap="wrap" gap="medium" alignItems="flex-end">
          <TextField
            name="course"
            label="Course slug"
            type="search"
            defaultValue={course}
            error={
              refused?.fields.course_slug ?? (counts.error?.status === 404 ? counts.error.message : undefined)
            }
          />
          <Button type="submit" variant="outline">
            Show
          </Button>
        </Box>
      </form>
      <ReportTable<BatchCount>
        caption="Registrations per batch"
        columns={countColumns}
        data={counts.data?.results ?? []}
        getRowId={(row) => String(row.batch_id)}
        loading={counts.isLoading}
        error={counts.error?.message}
        emptyMessage="No batch yet."
        showColumnMenu={false}
      />
      <Box display="flex" flexDirection="column" gap="medium">
        <SubHeader title="Registrations per day" headingLevel={2} />
        <Box display="flex" flexWrap="wrap" gap="medium">
          <TextField
            label="From"
            type="date"
            size="small"
            value={from}
            error={refused?.fields.from}
            onChange={(event) => update({ from: event.target.value })}
          />
          <TextField
            label="To"
            type="date"
            size="small"
            value={to}
            error={backwards ?? refused?.fields.to}
            onChange={(event) => update({ to: event.target.value })}
          />
        </Box>
        {refusedField ? null : (
          <>
            {days.length ? (
              <ChartBar
                title="Enrolments per day"
                labelHeader="Day (UTC)"
                valueHeader="Enrolments"
                // Oldest first, the way a timeline reads.
                data={[...days]
                  .reverse()
                  .map((day) => ({ label: day.date.slice(5), value: day.registrations }))}
              />
            ) : null}
            <ReportTable<DayStats>
              caption="Enrolments, paid orders and revenue per day"
              columns={dayColumns}
              data={days}
              getRowId={(row) => row.date}
              loading={stats.isLoading}
              error={stats.error?.message}
              emptyMessage="No day in this window."
              showColumnMenu={false}
            />
            {pageCount > 1 ? (
              <Pagination
                page={page}
                pageCount={pageCount}
                label="Day pages"
                onPageChange={(next: number) => update({ page: String(next) })}
              />
            ) : null}
          </>
        )}
      </Box>
    </Box>
  );
}
