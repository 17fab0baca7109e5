import type { RowOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { Box, type ColumnDef, Link, ReportTable, StatCard, SubHeader } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { JobPortalTabs } from './job-portal-tabs';

type DashboardJob = RowOf<'x-job-portal-jobs'>;
type Stage = keyof DashboardJob['applicants'];

const STAGES: { stage: Stage; label: string }[] = [
  { stage: 'applied', label: 'Applied' },
  { stage: 'shortlisted', label: 'Shortlisted' },
  { stage: 'interview', label: 'Interview' },
  { stage: 'offer', label: 'Offer' },
  { stage: 'hired', label: 'Hired' },
  { stage: 'rejected', label: 'Rejected' },
];

const PRODUCT_LABEL = {
  job_posting: 'Job postings left',
  assessment: 'Assessment invitations left',
  candidate_search: 'Candidate searches left',
} as const;

const total = (job: DashboardJob) => STAGES.reduce((sum, { stage }) => sum + job.applicants[stage], 0);

/**
 * Widths: the job title gets the room a long title needs (every column defaulted to 150 px, so at 1366 px
 * the counts took the row and the titles were cut); the per-stage counts need only their header's width.
 */
const COUNT_WIDTH = 110;

// biome-ignore lint/suspicious/noExplicitAny: each column's value type differs, as in TanStack's own typings.
const columns: ColumnDef<DashboardJob, any>[] = [
  {
    id: 'title',
    header: 'Job',
    size: 320,
    accessorFn: (row) => row.title,
    cell: (info) => (
      <Link
        as={RouterLink}
        to={`/jobs/${info.row.original.id}/applicants`}
        aria-label={`Applicants for ${info.row.original.title}`}
      >
        {info.getValue<string>()}
      </Link>
    ),
  },
  {
    id: 'open',
    header: 'Applications',
    size: 130,
    accessorFn: (row) => (row.is_open ? 'Open' : 'Closed'),
  },
  {
    id: 'deadline',
    header: 'Closes (UTC)',
    size: 170,
    accessorFn: (row) => row.last_apply_date,
  },
  ...STAGES.map(({ stage, label }) => ({
    id: stage,
    header: label,
    size: COUNT_WIDTH,
    accessorFn: (row: DashboardJob) => row.applicants[stage],
  })),
  { id: 'total', header: 'All applicants', size: 130, accessorFn: total },
];

/**
 * The recruiter's landing tab (001 §2 Dashboard): open and closed jobs, applicants per stage of each job,
 * and what the organization has left to post and invite with.
 */
export function RecruiterDashboard() {
  const jobs = useApi('x-job-portal-jobs', {});
  const permission = useApi('recruiter-check-permission', {});
  const rows = jobs.data?.results ?? [];
  const open = jobs.data?.open_jobs ?? 0;
  const applicants = rows.reduce((sum, job) => sum + total(job), 0);
  const inPipeline = rows.reduce(
    (sum, job) => sum + job.applicants.shortlisted + job.applicants.interview + job.applicants.offer,
    0,
  );
  const now = Date.now();
  const products = (permission.data?.products ?? []).filter(
    (row) => row.expires_at === null || Date.parse(row.expires_at) > now,
  );
  const organization = permission.data?.organization;
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title={organization ? `Job portal of ${organization}` : 'Job portal'}
        headingLevel={1}
        description="Your jobs, where their applicants stand, and what you have left to post and invite with."
        actions={
          <Link as={RouterLink} to="/jobs/new" weight="strong">
            Post a job
          </Link>
        }
      />
      <JobPortalTabs />
      <Box
        as="section"
        aria-label="Totals"
        display="grid"
        gap="medium"
        style={{ gridTemplateColumns: 'repeat(auto-fit, minmax(10rem, 1fr))' }}
      >
        <StatCard label="Open jobs" value={jobs.data ? open : '…'} />
        <StatCard label="Closed jobs" value={jobs.data ? rows.length - open : '…'} />
        <StatCard label="Applicants" value={jobs.data ? applicants : '…'} />
        <StatCard label="Shortlisted to offer" value={jobs.data ? inPipeline : '…'} />
        {products.map((row) => (
          <StatCard key={row.product} label={PRODUCT_LABEL[row.product]} value={row.remaining_quantity} />
        ))}
      </Box>
      <ReportTable<DashboardJob>
        caption="Applicants per stage of each job"
        columns={columns}
        data={rows}
        getRowId={(row) => String(row.id)}
        loading={jobs.isLoading}
        error={jobs.error?.message}
        emptyMessage="You have posted no job yet."
      />
    </Box>
  );
}
