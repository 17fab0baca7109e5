import { useApi } from '@learnforge/api-client/react';
import { RequireRole } from '@learnforge/app-shell';
import { Box, type ColumnDef, Link, Pagination, ReportTable, SubHeader } from '@learnforge/ui';
import { Link as RouterLink, useParams, useSearchParams } from 'react-router';
import { JobEditor } from './job-editor';

/** Job posting roles (super admins pass every check). */
export const JOB_ROLES = ['recruiter'] as const;

interface JobRow {
  id: number;
  title: string;
  organization_name: string;
  publish_date: string;
  last_apply_date: string;
  recruiter_handle: string | null;
}

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
];

function JobList() {
  const [params, setParams] = useSearchParams();
  const page = Number(params.get('page') ?? '1') || 1;
  const list = useApi('x-admin-jobs-list', { query: { page, page_size: 20 } });
  const pageCount = Math.max(1, Math.ceil((list.data?.count ?? 0) / 20));
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title="Jobs"
        headingLevel={1}
        actions={
          <Link as={RouterLink} to="/jobs/new" weight="strong">
            Post a job
          </Link>
        }
      />
      <ReportTable<JobRow>
        caption="Jobs"
        columns={columns}
        data={list.data?.results ?? []}
        getRowId={(row) => String(row.id)}
        loading={list.isLoading}
        error={list.error?.message}
        emptyMessage="No jobs yet."
        manual
        rowCount={list.data?.count ?? 0}
      />
      {pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          label="Job pages"
          onPageChange={(next) =>
            setParams((current) => {
              const updated = new URLSearchParams(current);
              updated.set('page', String(next));
              return updated;
            })
          }
        />
      ) : null}
    </Box>
  );
}

export function JobListRoute() {
  return (
    <RequireRole roles={JOB_ROLES}>
      <JobList />
    </RequireRole>
  );
}

export function JobEditorRoute() {
  const { id } = useParams();
  const jobId = id && id !== 'new' ? Number(id) : null;
  return (
    <RequireRole roles={JOB_ROLES}>
      <JobEditor key={id} jobId={jobId && Number.isInteger(jobId) ? jobId : null} />
    </RequireRole>
  );
}
