import type { RowOf } from '@learnforge/api-client';
import { isApiError } from '@learnforge/api-client';
import { useApi, useApiClient, useApiMutation } from '@learnforge/api-client/react';
import { formatDateTime } from '@learnforge/domain';
import {
  Box,
  Button,
  Card,
  type ColumnDef,
  Link,
  Pagination,
  ReportTable,
  type RowSelectionState,
  Select,
  SubHeader,
  useToast,
} from '@learnforge/ui';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link as RouterLink, useSearchParams } from 'react-router';
import { useServerRefusals } from '../../../shared/editor-page';
import { FormTextArea } from '../../../shared/form-fields';
import { usePageParam } from '../../../shared/list-page';
import { useStaffTitle } from '../../../shared/staff-title';
import { assessmentResultText } from '../utils/assessment-result';
import { AssessmentResultLink } from './assessment-result-link';

type Applicant = RowOf<'job-portal-dashboard-candidates'>;
type Stage = NonNullable<Applicant['status']>;

/** The hiring pipeline in its order (the server allows forward moves only, or a rejection). */
const STAGES: { value: Stage; label: string }[] = [
  { value: 'applied', label: 'Applied' },
  { value: 'shortlisted', label: 'Shortlisted' },
  { value: 'interview', label: 'Interview' },
  { value: 'offer', label: 'Offer' },
  { value: 'hired', label: 'Hired' },
  { value: 'rejected', label: 'Rejected' },
];
const labelOf = (stage: Stage | null) => STAGES.find((option) => option.value === stage)?.label ?? '—';
const isStage = (value: string | null): value is Stage => STAGES.some((option) => option.value === value);
/** The server lists 20 applicants a page. */
const APPLICANTS_PAGE_SIZE = 20;

// biome-ignore lint/suspicious/noExplicitAny: each column's value type differs, as in TanStack's own typings.
const columns: ColumnDef<Applicant, any>[] = [
  { id: 'name', header: 'Name', accessorFn: (row) => row.name },
  {
    id: 'status',
    header: 'Status',
    accessorFn: (row) => row.status,
    cell: (info) => {
      const row = info.row.original;
      return row.rejection_reason ? `${labelOf(row.status)}: ${row.rejection_reason}` : labelOf(row.status);
    },
  },
  { id: 'email', header: 'Email', accessorFn: (row) => row.email },
  { id: 'phone', header: 'Phone', accessorFn: (row) => row.phone },
  { id: 'city', header: 'City', accessorFn: (row) => row.city },
  { id: 'graduation', header: 'Graduated', accessorFn: (row) => row.graduation_year },
  {
    id: 'experience',
    header: 'Experience',
    // 11 months or less is stored as none (001 §5).
    accessorFn: (row) => (row.work_experience === null ? 'None' : `${row.work_experience} months`),
  },
  {
    id: 'assessment',
    header: 'Assessment',
    // The result of the assessment whose contest this job names; a dash when it names none.
    accessorFn: (row) => assessmentResultText(row.assessment),
    cell: (info) => <AssessmentResultLink candidate={info.row.original} />,
  },
  {
    id: 'applied',
    header: 'Applied',
    accessorFn: (row) => row.applied_at ?? '',
    cell: (info) => (info.getValue<string>() ? formatDateTime(info.getValue<string>()) : '—'),
  },
  {
    id: 'resume',
    header: 'Résumé',
    enableSorting: false,
    cell: (info) =>
      info.row.original.resume_url ? (
        <Link href={info.row.original.resume_url} download aria-label={`Résumé of ${info.row.original.name}`}>
          Download
        </Link>
      ) : (
        '—'
      ),
  },
];

interface MoveForm {
  status: Exclude<Stage, 'applied'> | '';
  reason: string;
}

/**
 * `/jobs/:id/applicants`: who applied for one job, filtered by stage (in the address), moved through the
 * pipeline in bulk (all or none), and exported as the CSV of the applicants the filter shows.
 */
export function JobApplicants({ jobId }: { jobId: number }) {
  const client = useApiClient();
  const job = useApi('admin-job-edit-get', { path: { id: jobId } });
  const [params, setParams] = useSearchParams();
  const stageParam = params.get('status');
  const stage = isStage(stageParam) ? stageParam : undefined;
  const { page, setPage } = usePageParam();
  const query = { job_id: jobId, page, ...(stage ? { status: stage } : {}) };
  const list = useApi('job-portal-dashboard-candidates', { query });
  const [selection, setSelection] = useState<RowSelectionState>({});
  const chosen = Object.keys(selection).filter((handle) => selection[handle]);
  const title = job.data?.title;
  useStaffTitle(title ? `Applicants for ${title}` : undefined);

  const pageCount = Math.max(1, Math.ceil((list.data?.count ?? 0) / APPLICANTS_PAGE_SIZE));
  const csvHref = client.url('job-portal-csv', {
    query: { job_id: jobId, ...(stage ? { status: stage } : {}) },
  });
  const shown = stage ? `${labelOf(stage).toLowerCase()} applicants` : 'applicants';

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title={title ? `Applicants for ${title}` : 'Applicants'}
        headingLevel={1}
        description={
          list.data
            ? `${list.data.count} ${list.data.count === 1 ? 'applicant' : 'applicants'}${stage ? ` at ${labelOf(stage)}` : ''}.`
            : undefined
        }
        actions={
          <Box display="flex" gap="medium" flexWrap="wrap">
            <Link as={RouterLink} to={`/jobs/${jobId}`}>
              Edit job
            </Link>
            <Link as={RouterLink} to="/jobs">
              All jobs
            </Link>
          </Box>
        }
      />
      <Box display="flex" gap="medium" flexWrap="wrap" alignItems="flex-end">
        <Select
          label="Stage"
          options={[{ value: '', label: 'Every stage' }, ...STAGES]}
          value={stage ?? ''}
          onChange={(event) => {
            setSelection({});
            setParams((current) => {
              const updated = new URLSearchParams(current);
              if (event.target.value) updated.set('status', event.target.value);
              else updated.delete('status');
              updated.delete('page');
              return updated;
            });
          }}
        />
        {/* The export follows the stage filter: the file holds the applicants this list shows, every page of them. */}
        <Link href={csvHref} download weight="strong">
          Download the {shown} (CSV)
        </Link>
      </Box>
      <ReportTable<Applicant>
        caption={title ? `Applicants for ${title}` : 'Applicants'}
        columns={columns}
        data={list.data?.results ?? []}
        getRowId={(row) => row.handle ?? row.email}
        getRowLabel={(row) => row.name}
        enableRowSelection
        rowSelection={selection}
        onRowSelectionChange={setSelection}
        loading={list.isLoading}
        error={list.error?.message}
        emptyMessage={stage ? `No applicant is at ${labelOf(stage)}.` : 'Nobody has applied yet.'}
        manual
        rowCount={list.data?.count ?? 0}
      />
      {pageCount > 1 ? (
        <Pagination
          page={page}
          pageCount={pageCount}
          label="Applicant pages"
          onPageChange={(next) => {
            setSelection({});
            setPage(next);
          }}
        />
      ) : null}
      <MoveApplicants jobId={jobId} handles={chosen} onMoved={() => setSelection({})} />
    </Box>
  );
}

/** Moves the chosen applicants to one stage; a rejection needs its reason, which the candidate reads. */
function MoveApplicants({
  jobId,
  handles,
  onMoved,
}: {
  jobId: number;
  handles: string[];
  onMoved: () => void;
}) {
  const toast = useToast();
  const move = useApiMutation('job-portal-status-update');
  const form = useForm<MoveForm>({ defaultValues: { status: '', reason: '' } });
  const { formError, setFormError, refuse } = useServerRefusals(form, (field) =>
    field === 'status' || field === 'reason' ? field : null,
  );
  const rejecting = form.watch('status') === 'rejected';
  const count = handles.length;

  const onSubmit = form.handleSubmit(async ({ status, reason }) => {
    setFormError(null);
    if (count === 0) {
      setFormError('Choose the applicants to move in the table first.');
      return;
    }
    if (status === '') return;
    try {
      const answer = await move.trigger({
        body: { job_id: jobId, handles, status, ...(status === 'rejected' ? { reason } : {}) },
      });
      toast.success(answer.message);
      form.reset({ status: '', reason: '' });
      onMoved();
    } catch (error) {
      refuse(error);
      // A move the pipeline forbids is about the stage chosen: it is said beside that field.
      if (isApiError(error) && error.code === 'status_not_allowed') {
        form.setError('status', { message: error.message });
        setFormError(null);
      }
    }
  });

  const statusError = form.formState.errors.status?.message;
  return (
    <Card as="section" title="Move applicants" headingLevel={2}>
      <form onSubmit={onSubmit} noValidate aria-label="Move the chosen applicants">
        <Box display="grid" gap="medium">
          <p aria-live="polite">
            {count === 0
              ? 'Choose applicants in the table, then the stage they move to.'
              : `${count} ${count === 1 ? 'applicant' : 'applicants'} chosen.`}
          </p>
          <Select
            label="Move to"
            hint="Applicants move forward through the pipeline; hired and rejected are final."
            options={[
              { value: '', label: 'Choose a stage' },
              ...STAGES.filter((option) => option.value !== 'applied'),
            ]}
            error={statusError}
            {...form.register('status', { validate: (value) => (value ? true : 'Choose a stage.') })}
          />
          {rejecting ? (
            <FormTextArea
              form={form}
              name="reason"
              label="Reason for the rejection"
              hint="The applicant reads where their application stands; you keep why."
              rows={3}
              maxLength={500}
              required
              rules={{
                validate: (value) => (String(value).trim() ? true : 'Enter a reason for the rejection.'),
              }}
            />
          ) : null}
          {formError ? <p role="alert">{formError}</p> : null}
          <div>
            <Button type="submit" loading={move.isMutating}>
              {count > 1 ? `Move ${count} applicants` : 'Move applicant'}
            </Button>
          </div>
        </Box>
      </form>
    </Card>
  );
}
