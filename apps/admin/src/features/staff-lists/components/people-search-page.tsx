import type { ResponseOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { formErrorsOf, RequireRole, useSession } from '@learnforge/app-shell';
import { AREA_ROLES, hasRole } from '@learnforge/domain';
import { Box, Button, type ColumnDef, Link, ReportTable, SubHeader, TextField } from '@learnforge/ui';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useStaffTitle } from '../../../shared/staff-title';
import { TableScrollRegion } from '../../../shared/table-scroll-region';

type Person = ResponseOf<'staff-dash-users-search'>['results'][number];

/** The server answers at most this many, best matches first (an exact handle leads). */
const MOST_RESULTS = 50;
const TOO_SHORT = 'Type at least 2 characters.';

function columnsFor(inCrm: boolean): ColumnDef<Person, string>[] {
  return [
    {
      id: 'name',
      header: 'Name',
      accessorFn: (row) => row.name,
      // CRM staff follow a person to their CRM page (comments, callbacks, product actions).
      cell: (info) =>
        inCrm ? (
          <Link as={RouterLink} to={`/crm/users/${encodeURIComponent(info.row.original.handle)}`}>
            {info.getValue<string>()}
          </Link>
        ) : (
          info.getValue<string>()
        ),
    },
    { id: 'handle', header: 'Handle', accessorFn: (row) => row.handle },
    { id: 'email', header: 'Email', accessorFn: (row) => row.email },
  ];
}

/** `/people?q=`: find a person by name, handle or e-mail; the search is in the address, so it can be linked. */
function PeopleSearch() {
  const { user } = useSession();
  const [params, setParams] = useSearchParams();
  const q = (params.get('q') ?? '').trim();
  const [text, setText] = useState(q);
  // Under two characters the server would refuse it: say so beside the field without asking.
  const tooShort = q !== '' && q.length < 2;
  const results = useApi('staff-dash-users-search', q && !tooShort ? { query: { q } } : null);
  useStaffTitle(q ? `People matching “${q}”` : 'People search');
  const refused = results.error ? formErrorsOf(results.error, ['q'] as const) : null;
  const fieldError = tooShort ? TOO_SHORT : refused?.fields.q;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setParams(text.trim() ? new URLSearchParams({ q: text.trim() }) : new URLSearchParams());
  };
  const rows = results.data?.results ?? [];
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title="People search"
        headingLevel={1}
        description="Find a learner or staff member by name, handle or e-mail address."
      />
      <Box
        as="form"
        role="search"
        aria-label="Search people"
        display="flex"
        gap="small"
        alignItems="flex-end"
        flexWrap="wrap"
        onSubmit={submit}
      >
        <TextField
          label="Name, handle or email"
          type="search"
          value={text}
          error={fieldError}
          onChange={(event) => setText(event.target.value)}
        />
        <Button type="submit" loading={results.isLoading}>
          Search
        </Button>
      </Box>
      {refused?.form ? <p role="alert">{refused.form}</p> : null}
      {q && !fieldError ? (
        <>
          <p role="status">
            {results.data
              ? rows.length >= MOST_RESULTS
                ? `The first ${MOST_RESULTS} matches for “${q}”: add more of the name or e-mail to narrow them.`
                : `${rows.length} ${rows.length === 1 ? 'person matches' : 'people match'} “${q}”.`
              : ''}
          </p>
          <TableScrollRegion label="People found">
            <ReportTable<Person>
              caption={`People matching “${q}”`}
              columns={columnsFor(hasRole(user?.roles ?? [], ...AREA_ROLES.crm))}
              data={rows}
              getRowId={(row) => row.handle}
              loading={results.isLoading}
              emptyMessage={`Nobody's name, handle or email contains “${q}”.`}
            />
          </TableScrollRegion>
        </>
      ) : null}
    </Box>
  );
}

export function PeopleSearchRoute() {
  return (
    <RequireRole roles={AREA_ROLES.peopleLookup}>
      <PeopleSearch />
    </RequireRole>
  );
}
