import type { CallInput, Contract, ResponseOf } from '@learnforge/api-client';
import { useApi, useApiClient } from '@learnforge/api-client/react';
import { formErrorsOf, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime } from '@learnforge/domain';
import {
  Box,
  type ColumnDef,
  FilterBar,
  Link,
  ReportTable,
  Select,
  SubHeader,
  TextField,
} from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { useAddressFilters } from '../../../shared/address-filters';
import { LIST_PAGE_SIZE, ListPage, usePageParam } from '../../../shared/list-page';
import { SearchParamField } from '../../../shared/search-param-field';
import { TableScrollRegion } from '../../../shared/table-scroll-region';
import { statusWord, UTM_FIELDS } from '../utils/crm-words';

type Person = ResponseOf<'crm-user-list'>['results'][number];
type Filters = NonNullable<CallInput<Contract['crm-user-list-count']>['query']>;

/** The filters the address may carry, each the user list's query field of the same name. */
const FILTER_KEYS = [
  'search',
  'from',
  'to',
  'country',
  'utm_source',
  'utm_medium',
  'utm_campaign',
  'course_slug',
  'application_status',
  'active_from',
  'active_to',
] as const;

function useFilterParams() {
  const { filters, ...rest } = useAddressFilters(FILTER_KEYS);
  return { filters: filters as Filters, ...rest };
}

const columns: ColumnDef<Person, string>[] = [
  {
    id: 'name',
    header: 'Name',
    accessorFn: (row) => row.name,
    cell: (info) => (
      <Link as={RouterLink} to={`/crm/users/${encodeURIComponent(info.row.original.handle)}`}>
        {info.getValue<string>()}
      </Link>
    ),
  },
  { id: 'email', header: 'Email', accessorFn: (row) => row.email },
  { id: 'signed-up', header: 'Signed up', accessorFn: (row) => formatDateTime(row.signed_up_at) },
  {
    id: 'campaign',
    header: 'Campaign',
    accessorFn: (row) =>
      [row.utm_source, row.utm_medium, row.utm_campaign].filter(Boolean).join(' / ') || 'Direct',
  },
  { id: 'interest', header: 'Interested in', accessorFn: (row) => row.course_slug ?? '—' },
  { id: 'status', header: 'Status', accessorFn: (row) => statusWord(row.application_status) },
  {
    id: 'active',
    header: 'Last active',
    accessorFn: (row) => (row.last_activity_at ? formatDateTime(row.last_activity_at) : 'Never'),
  },
];

const RANGE_ERROR = 'Choose a day on or after the start of the range.';

const choices = (values: readonly string[] | undefined) =>
  (values ?? []).map((value) => ({ value, label: value }));

/** `/crm`: learners with every CRM filter in the address, how many match, their CSV, and UTM-wise figures. */
function CrmUsers() {
  const client = useApiClient();
  const { page } = usePageParam();
  const { filters, setFilter, clear, any } = useFilterParams();
  // A range ending before it starts is said beside its end at once, without asking the server (which
  // refuses it the same way) and without a list that could only be empty.
  const backwards: Partial<Record<'to' | 'active_to', string>> = {};
  if (filters.from && filters.to && filters.to < filters.from) backwards.to = RANGE_ERROR;
  if (filters.active_from && filters.active_to && filters.active_to < filters.active_from)
    backwards.active_to = RANGE_ERROR;
  const checked = Object.keys(backwards).length === 0;
  // Every failure is said on the page (a refusal beside its filter, the rest in the table): no toast repeats it.
  const list = useApi(
    'crm-user-list',
    checked ? { query: { ...filters, page, page_size: LIST_PAGE_SIZE } } : null,
    { notify: false },
  );
  const meta = useApi('crm-filters-meta');
  const utm = useApi('crm-utm-choices');
  const countries = useApi('crm-countries');
  // A refused filter (a range ending before it starts) is said beside that filter, not as a failed table.
  const refused = list.error
    ? formErrorsOf(list.error, ['from', 'to', 'active_from', 'active_to', 'country'] as const)
    : null;
  const refusedField = !checked || (refused && Object.keys(refused.fields).length > 0);
  const dateField = (key: 'from' | 'to' | 'active_from' | 'active_to', label: string) => (
    <TextField
      label={label}
      type="date"
      size="small"
      value={filters[key] ?? ''}
      error={(key === 'to' || key === 'active_to' ? backwards[key] : undefined) ?? refused?.fields[key]}
      onChange={(event) => setFilter(key, event.target.value)}
    />
  );
  const selectField = (
    key: (typeof FILTER_KEYS)[number],
    label: string,
    options: { value: string; label: string }[],
    placeholder: string,
  ) => (
    <Select
      key={key}
      label={label}
      size="small"
      placeholder={placeholder}
      options={options}
      value={(filters as Record<string, string | undefined>)[key] ?? ''}
      onChange={(event) => setFilter(key, event.target.value)}
    />
  );
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <ListPage<Person>
        title="CRM: learners"
        description={
          list.data
            ? `${list.data.count} ${list.data.count === 1 ? 'learner matches' : 'learners match'} these filters.`
            : 'Learners with their campaign, interest and application status.'
        }
        actions={
          <Link href={client.url('crm-user-list-csv', { query: filters })} download>
            Download these learners (CSV)
          </Link>
        }
        filters={
          <FilterBar label="Filter learners" {...(any ? { onClear: clear } : {})}>
            <SearchParamField label="Name, email or handle" />
            {dateField('from', 'Signed up from')}
            {dateField('to', 'Signed up until')}
            {selectField(
              'country',
              'Country',
              (countries.data?.results ?? []).map((row) => ({ value: row.code, label: row.name })),
              'Any country',
            )}
            {UTM_FIELDS.map(({ key, label }) => selectField(key, label, choices(utm.data?.[key]), 'Any'))}
            {selectField(
              'course_slug',
              'Interested in',
              (meta.data?.courses ?? []).map((row) => ({ value: row.slug, label: row.name })),
              'Any course',
            )}
            {selectField(
              'application_status',
              'Application status',
              (meta.data?.application_statuses ?? []).map((value) => ({ value, label: statusWord(value) })),
              'Any status',
            )}
            {dateField('active_from', 'Last active from')}
            {dateField('active_to', 'Last active until')}
          </FilterBar>
        }
        columns={columns}
        list={refusedField ? { isLoading: false, data: { results: [], count: 0 } } : list}
        getRowId={(row) => row.handle}
        emptyMessage={refusedField ? 'Correct the filters above.' : 'No learner matches these filters.'}
        pagesLabel="Pages of learners"
      />
      {checked ? <UtmWiseStats from={filters.from} to={filters.to} courseSlug={filters.course_slug} /> : null}
    </Box>
  );
}

type CampaignRow = ResponseOf<'crm-utm-wise-stats'>['results'][number];
const campaignColumns: ColumnDef<CampaignRow, string>[] = [
  { id: 'source', header: 'Source', accessorFn: (row) => row.utm_source },
  { id: 'medium', header: 'Medium', accessorFn: (row) => row.utm_medium || '—' },
  { id: 'campaign', header: 'Campaign', accessorFn: (row) => row.utm_campaign || '—' },
  { id: 'steps', header: 'Funnel steps', accessorFn: (row) => String(row.visits) },
  { id: 'signups', header: 'Sign-ups', accessorFn: (row) => String(row.registrations) },
  { id: 'payments', header: 'Payments', accessorFn: (row) => String(row.payments) },
];

/** UTM-wise figures for the same sign-up range and course as the list (`crm/utm-wise-stats/`). */
function UtmWiseStats({
  from,
  to,
  courseSlug,
}: {
  from: string | undefined;
  to: string | undefined;
  courseSlug: string | undefined;
}) {
  const stats = useApi('crm-utm-wise-stats', {
    query: {
      ...(from ? { from } : {}),
      ...(to ? { to } : {}),
      ...(courseSlug ? { course_slug: courseSlug } : {}),
    },
  });
  return (
    <Box display="flex" flexDirection="column" gap="medium">
      <SubHeader
        title="By campaign"
        headingLevel={2}
        description="Funnel steps, sign-ups and payments per first-touch campaign, in the sign-up range above."
      />
      <TableScrollRegion label="Figures by campaign">
        <ReportTable<CampaignRow>
          caption="By campaign"
          columns={campaignColumns}
          data={stats.data?.results ?? []}
          getRowId={(row) => `${row.utm_source}/${row.utm_medium}/${row.utm_campaign}`}
          loading={stats.isLoading}
          error={stats.error?.message}
          emptyMessage="No campaign brought anyone in this range."
        />
      </TableScrollRegion>
    </Box>
  );
}

export function CrmUsersRoute() {
  return (
    <RequireRole roles={AREA_ROLES.crm}>
      <CrmUsers />
    </RequireRole>
  );
}
