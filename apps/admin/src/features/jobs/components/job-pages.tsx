import type { RowOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { NotFoundPage, RequireRole, useSession } from '@learnforge/app-shell';
import { AREA_ROLES, isSuperAdmin } from '@learnforge/domain';
import { type ColumnDef, Link } from '@learnforge/ui';
import { Link as RouterLink, useParams } from 'react-router';
import { LIST_PAGE_SIZE, ListPage, useIdParam, usePageParam } from '../../../shared/list-page';
import { RequireSignedContract } from '../../../shared/recruiter-contract-step';
import { AssessmentPage } from './assessment-page';
import { AssessmentsPage } from './assessments-page';
import { CandidateSittingPage } from './candidate-sitting-page';
import { JobApplicants } from './job-applicants';
import { JobEditor } from './job-editor';
import { JobPortalTabs } from './job-portal-tabs';
import { RecruiterDashboard } from './recruiter-dashboard';

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

/**
 * What a recruiter's organization has left to post with (001 §5: a posting uses one, never below 0), so they
 * know before filling the form; undefined for staff who post without a product, or until it is known.
 */
function usePostingsLeft(): string | undefined {
  const { user } = useSession();
  const roles = user?.roles ?? [];
  const counted = roles.includes('recruiter') && !isSuperAdmin(roles);
  const check = useApi('recruiter-check-permission', counted ? {} : null);
  if (!check.data) return undefined;
  const now = Date.now();
  const left = check.data.products
    .filter((row) => row.product === 'job_posting')
    .filter((row) => row.expires_at === null || Date.parse(row.expires_at) > now)
    .reduce((sum, row) => sum + row.remaining_quantity, 0);
  const organization = check.data.organization ?? 'Your organization';
  if (left === 0) return `${organization} has no job postings left: posting a job needs one.`;
  return `${organization} has ${left} job ${left === 1 ? 'posting' : 'postings'} left.`;
}

function JobList() {
  const { page } = usePageParam();
  const list = useApi('x-admin-jobs-list', { query: { page, page_size: LIST_PAGE_SIZE } });
  const postingsLeft = usePostingsLeft();
  return (
    <ListPage<JobRow>
      title="Jobs"
      {...(postingsLeft ? { description: postingsLeft } : {})}
      filters={<JobPortalTabs />}
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

/** The recruiter's landing tab: the dashboard. */
export function RecruiterDashboardRoute() {
  return (
    <RequireRole roles={JOB_ROLES}>
      <RequireSignedContract>
        <RecruiterDashboard />
      </RequireSignedContract>
    </RequireRole>
  );
}

export function AssessmentsRoute() {
  return (
    <RequireRole roles={JOB_ROLES}>
      <RequireSignedContract>
        <AssessmentsPage />
      </RequireSignedContract>
    </RequireRole>
  );
}

export function AssessmentRoute() {
  const { key, id } = useIdParam();
  return (
    <RequireRole roles={JOB_ROLES}>
      <RequireSignedContract>
        {id === null ? (
          <NotFoundPage homeHref="/dashboard-next/" />
        ) : (
          <AssessmentPage key={key} assessmentId={id} />
        )}
      </RequireSignedContract>
    </RequireRole>
  );
}

/** One candidate's sitting of an assessment: score and proctoring timeline. */
export function CandidateSittingRoute() {
  const { key, id } = useIdParam();
  const { handle } = useParams();
  return (
    <RequireRole roles={JOB_ROLES}>
      <RequireSignedContract>
        {id === null || !handle ? (
          <NotFoundPage homeHref="/dashboard-next/" />
        ) : (
          <CandidateSittingPage key={`${key}/${handle}`} assessmentId={id} handle={handle} />
        )}
      </RequireSignedContract>
    </RequireRole>
  );
}
