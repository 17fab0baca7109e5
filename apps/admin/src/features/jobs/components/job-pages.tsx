import type { RowOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { NotFoundPage, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES } from '@learnforge/domain';
import { type ColumnDef, Link } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { LIST_PAGE_SIZE, ListPage, useIdParam, usePageParam } from '../../../shared/list-page';
import { RequireSignedContract } from '../../../shared/recruiter-contract-step';
import { JobApplicants } from './job-applicants';
import { JobEditor } from './job-editor';

/** Job posting roles (super admins pass every check). */
const JOB_ROLES = AREA_ROLES.jobs;

type JobRow = RowOf<'x-admin-jobs-list'>;

// biome-ignore lint/suspicious/noExplicitAny: each column's value type differs, as in TanStack's own typings.
const columns: ColumnDef<JobRow, any>[] = [
  {
    id: 'title',
    header: 'Job',
    accessorFn: (row) => row.title,
    cell: (info) => (
      <Link as={RouterLink} to={`/jobs/${info.row.original.id}`}>
        {info.getValue<string>()}
      </Link>
    ),
  },
  { id: 'organization', header: 'Organization', accessorFn: (row) => row.organization_name },
  { id: 'publish', header: 'Publish date', accessorFn: (row) => row.publish_date },
  { id: 'last_apply', header: 'Last date to apply', accessorFn: (row) => row.last_apply_date },
  { id: 'recruiter', header: 'Recruiter', accessorFn: (row) => row.recruiter_handle ?? '—' },
  {
    id: 'applicants',
    header: 'Applicants',
    enableSorting: false,
    cell: (info) => (
      <Link
        as={RouterLink}
        to={`/jobs/${info.row.original.id}/applicants`}
        aria-label={`Applicants for ${info.row.original.title}`}
      >
        Applicants
      </Link>
    ),
  },
];

function JobList() {
  const { page } = usePageParam();
  const list = useApi('x-admin-jobs-list', { query: { page, page_size: LIST_PAGE_SIZE } });
  return (
    <ListPage<JobRow>
      title="Jobs"
      actions={
        <Link as={RouterLink} to="/jobs/new" weight="strong">
          Post a job
        </Link>
      }
      columns={columns}
      list={list}
      getRowId={(row) => String(row.id)}
      emptyMessage="No jobs yet."
      pagesLabel="Job pages"
    />
  );
}

export function JobListRoute() {
  return (
    <RequireRole roles={JOB_ROLES}>
      <RequireSignedContract>
        <JobList />
      </RequireSignedContract>
    </RequireRole>
  );
}

export function JobEditorRoute() {
  const { key, id } = useIdParam();
  return (
    <RequireRole roles={JOB_ROLES}>
      <RequireSignedContract>
        <JobEditor key={key} jobId={id} />
      </RequireSignedContract>
    </RequireRole>
  );
}

export function JobApplicantsRoute() {
  const { key, id } = useIdParam();
  return (
    <RequireRole roles={JOB_ROLES}>
      <RequireSignedContract>
        {id === null ? <NotFoundPage homeHref="/dashboard-next/" /> : <JobApplicants key={key} jobId={id} />}
      </RequireSignedContract>
    </RequireRole>
  );
}
