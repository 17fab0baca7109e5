import type { RowOf } from '@learnforge/api-client';
import { useApi } from '@learnforge/api-client/react';
import { formatDateTime } from '@learnforge/domain';
import { Box, type ColumnDef, Link, ReportTable, SubHeader } from '@learnforge/ui';
import { Link as RouterLink, useNavigate } from 'react-router';
import { AssessmentForm } from './assessment-form';
import { JobPortalTabs } from './job-portal-tabs';

type AssessmentRow = RowOf<'x-job-portal-mcs-list'>;

// biome-ignore lint/suspicious/noExplicitAny: each column's value type differs, as in TanStack's own typings.
const columns: ColumnDef<AssessmentRow, any>[] = [
  {
    id: 'title',
    header: 'Assessment',
    accessorFn: (row) => row.title,
    cell: (info) => (
      <Link as={RouterLink} to={`/assessments/${info.row.original.id}`}>
        {info.getValue<string>()}
      </Link>
    ),
  },
  {
    id: 'opens',
    header: 'Opens',
    accessorFn: (row) => row.starts_at,
    cell: (info) => formatDateTime(info.getValue<string>()),
  },
  {
    id: 'closes',
    header: 'Closes',
    accessorFn: (row) => row.ends_at,
    cell: (info) => formatDateTime(info.getValue<string>()),
  },
  { id: 'questions', header: 'Questions', accessorFn: (row) => row.question_ids.length },
  {
    id: 'contest',
    header: 'Contest',
    accessorFn: (row) => (row.contest_slug ? 'Generated' : 'Not generated yet'),
  },
  { id: 'invited', header: 'Invited', accessorFn: (row) => row.invited_count },
  { id: 'jobs', header: 'Jobs asking for it', accessorFn: (row) => row.job_ids.length },
];

/** The Assessment tab (001 §2): the organization's tests, and a new one started from here. */
export function AssessmentsPage() {
  const list = useApi('x-job-portal-mcs-list', {});
  const navigate = useNavigate();
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title="Assessments"
        headingLevel={1}
        description="Tests built from the contest question bank, sat as proctored contests by the people you invite."
      />
      <JobPortalTabs />
      <ReportTable<AssessmentRow>
        caption="Your assessments"
        columns={columns}
        data={list.data?.results ?? []}
        getRowId={(row) => String(row.id)}
        loading={list.isLoading}
        error={list.error?.message}
        emptyMessage="No assessment yet: create the first one below."
      />
      <AssessmentForm onSaved={(saved) => navigate(`/assessments/${saved.id}`)} />
    </Box>
  );
}
