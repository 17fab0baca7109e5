import type { ResponseOf, RowOf } from '@learnforge/api-client';
import { isApiError } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formatDateTime } from '@learnforge/domain';
import {
  Box,
  Button,
  Card,
  type ColumnDef,
  Link,
  Pagination,
  ReportTable,
  Select,
  Stepper,
  SubHeader,
  TextArea,
  useToast,
} from '@learnforge/ui';
import { useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { usePageParam } from '../../../shared/list-page';
import { useStaffTitle } from '../../../shared/staff-title';
import { assessmentResultText } from '../utils/assessment-result';
import { AssessmentForm } from './assessment-form';
import { AssessmentResultLink } from './assessment-result-link';
import { JobPortalTabs } from './job-portal-tabs';

type Assessment = ResponseOf<'x-job-portal-mcs-get'>;
type Candidate = RowOf<'job-portal-dashboard-candidates'>;
/** The server lists 20 candidates a page. */
const CANDIDATES_PAGE_SIZE = 20;

const STEP_LABEL = {
  details: 'Details',
  questions: 'Questions',
  contest: 'Contest generated',
  invite: 'Candidates invited',
} as const;

const messageOf = (error: unknown) => (error instanceof Error ? error.message : 'Something went wrong.');

// biome-ignore lint/suspicious/noExplicitAny: each column's value type differs, as in TanStack's own typings.
const columns: ColumnDef<Candidate, any>[] = [
  { id: 'name', header: 'Name', accessorFn: (row) => row.name },
  { id: 'email', header: 'Email', accessorFn: (row) => row.email },
  {
    id: 'result',
    header: 'Result',
    accessorFn: (row) => assessmentResultText(row.assessment),
    cell: (info) => <AssessmentResultLink candidate={info.row.original} />,
  },
  {
    id: 'invited',
    header: 'Invited',
    accessorFn: (row) => row.assessment?.invited_at ?? '',
    cell: (info) => (info.getValue<string>() ? formatDateTime(info.getValue<string>()) : '—'),
  },
];

/** Generates the contest candidates sit: from then on the contest editor changes times and questions. */
function GenerateContest({ assessment }: { assessment: Assessment }) {
  const toast = useToast();
  const generate = useApiMutation('job-portal-generate-contest');
  const [error, setError] = useState<string | null>(null);
  return (
    <Card as="section" title="Generate the contest" headingLevel={2}>
      <Box display="grid" gap="medium">
        <p>
          Candidates sit the assessment as a contest. Generate it once the questions are chosen; after that,
          change it in the contest editor.
        </p>
        {error ? <p role="alert">{error}</p> : null}
        <div>
          <Button
            loading={generate.isMutating}
            onClick={async () => {
              setError(null);
              try {
                const answer = await generate.trigger({ path: { id: assessment.id } });
                toast.success(`The contest ${answer.contest_slug} is ready.`);
              } catch (caught) {
                setError(messageOf(caught));
              }
            }}
          >
            Generate the contest
          </Button>
        </div>
      </Box>
    </Card>
  );
}

/** Names the assessment's contest as a job's hiring contest, or stops a job asking for it. */
function LinkedJobs({ assessment }: { assessment: Assessment }) {
  const jobs = useApi('x-job-portal-jobs', {});
  const link = useApiMutation('job-portal-link');
  const unlink = useApiMutation('job-portal-unlink');
  const [jobId, setJobId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const toast = useToast();
  const all = jobs.data?.results ?? [];
  const linked = all.filter((job) => assessment.job_ids.includes(job.id));
  const others = all.filter((job) => !assessment.job_ids.includes(job.id));
  return (
    <Card as="section" title="Jobs that ask for it" headingLevel={2}>
      <Box display="grid" gap="medium">
        {linked.length === 0 ? <p>No job asks for this assessment yet.</p> : null}
        <ul>
          {linked.map((job) => (
            <li key={job.id}>
              <Box display="flex" gap="medium" alignItems="center" flexWrap="wrap">
                <Link as={RouterLink} to={`/jobs/${job.id}/applicants`}>
                  {job.title}
                </Link>
                <Button
                  variant="outline"
                  size="small"
                  aria-label={`Stop ${job.title} asking for this assessment`}
                  onClick={async () => {
                    setError(null);
                    try {
                      await unlink.trigger({ path: { id: job.id }, query: { mcs_id: assessment.id } });
                      toast.success(`${job.title} no longer asks for ${assessment.title}.`);
                    } catch (caught) {
                      setError(messageOf(caught));
                    }
                  }}
                >
                  Stop asking
                </Button>
              </Box>
            </li>
          ))}
        </ul>
        <form
          aria-label="Ask for this assessment in a job"
          onSubmit={async (event) => {
            event.preventDefault();
            setError(null);
            if (!jobId) {
              setError('Choose a job first.');
              return;
            }
            try {
              const job = await link.trigger({
                path: { id: Number(jobId) },
                body: { mcs_id: assessment.id },
              });
              toast.success(`${job.title} now asks for ${assessment.title}.`);
              setJobId('');
            } catch (caught) {
              setError(messageOf(caught));
            }
          }}
        >
          <Box display="flex" gap="medium" alignItems="flex-end" flexWrap="wrap">
            <Select
              label="Job"
              options={[
                { value: '', label: 'Choose a job' },
                ...others.map((job) => ({ value: String(job.id), label: job.title })),
              ]}
              value={jobId}
              onChange={(event) => setJobId(event.target.value)}
            />
            <Button type="submit" loading={link.isMutating}>
              Ask for it in this job
            </Button>
          </Box>
        </form>
        {error ? <p role="alert">{error}</p> : null}
      </Box>
    </Card>
  );
}

/** Mails the contest's link to each address once, through the job queue; refused addresses are named. */
function InviteCandidates({ assessment }: { assessment: Assessment }) {
  const invite = useApiMutation('job-portal-send-invite');
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<ResponseOf<'job-portal-send-invite'> | null>(null);
  return (
    <Card as="section" title="Invite candidates" headingLevel={2}>
      <form
        aria-label="Invite candidates by mail"
        noValidate
        onSubmit={async (event) => {
          event.preventDefault();
          setError(null);
          setAnswer(null);
          const emails = text
            .split(/[\s,;]+/)
            .map((email) => email.trim())
            .filter(Boolean);
          if (emails.length === 0) {
            setError('Enter at least one address.');
            return;
          }
          try {
            setAnswer(await invite.trigger({ path: { id: assessment.id }, body: { emails } }));
            setText('');
          } catch (caught) {
            // A malformed address is named by its place in the list: say which one.
            if (isApiError(caught)) {
              const bad = Object.keys(caught.fields)
                .map((field) => /^emails\.(\d+)$/.exec(field)?.[1])
                .filter((index): index is string => index !== undefined)
                .map((index) => emails[Number(index)]);
              setError(bad.length ? `Not an address: ${bad.join(', ')}.` : caught.message);
            } else setError(messageOf(caught));
          }
        }}
      >
        <Box display="grid" gap="medium">
          <TextArea
            label="Addresses"
            hint="One a line, or separated by commas. Each address is invited once; each invitation uses one of your assessment invitations."
            rows={4}
            value={text}
            error={error ?? undefined}
            onChange={(event) => setText(event.target.value)}
          />
          <div>
            <Button type="submit" loading={invite.isMutating}>
              Send the invitations
            </Button>
          </div>
          {answer ? (
            <div role="status">
              <p>{answer.message}</p>
              {answer.failed.length ? (
                <ul aria-label="Addresses not invited">
                  {answer.failed.map((row) => (
                    <li key={row.email}>
                      {row.email}: {row.reason}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
        </Box>
      </form>
    </Card>
  );
}

function Results({ assessment }: { assessment: Assessment }) {
  const { page, setPage } = usePageParam();
  const list = useApi('job-portal-dashboard-candidates', { query: { mcs_id: assessment.id, page } });
  const pageCount = Math.max(1, Math.ceil((list.data?.count ?? 0) / CANDIDATES_PAGE_SIZE));
  return (
    <Box display="flex" flexDirection="column" gap="medium" minWidth={0}>
      <ReportTable<Candidate>
        caption={`Candidates of ${assessment.title}`}
        columns={columns}
        data={list.data?.results ?? []}
        getRowId={(row) => row.email}
        loading={list.isLoading}
        error={list.error?.message}
        emptyMessage="Nobody is invited yet."
        manual
        rowCount={list.data?.count ?? 0}
      />
      {pageCount > 1 ? (
        <Pagination page={page} pageCount={pageCount} label="Candidate pages" onPageChange={setPage} />
      ) : null}
    </Box>
  );
}

/** `/assessments/:id`: one assessment through its steps, then its invitations and results. */
export function AssessmentPage({ assessmentId }: { assessmentId: number }) {
  const assessment = useApi('x-job-portal-mcs-get', { path: { id: assessmentId } });
  const steps = useApi('job-portal-mcs-steps', { path: { id: assessmentId } });
  const data = assessment.data;
  useStaffTitle(data ? `Assessment ${data.title}` : undefined);
  const stepList = steps.data?.steps ?? [];
  const current = Math.max(
    0,
    stepList.findIndex((step) => !step.completed),
  );
  if (assessment.error)
    return (
      <p role="alert">
        {assessment.error.message}{' '}
        <Link as={RouterLink} to="/assessments">
          All assessments
        </Link>
      </p>
    );
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title={data ? `Assessment ${data.title}` : 'Assessment'}
        headingLevel={1}
        description={
          data
            ? `Open ${formatDateTime(data.starts_at)} to ${formatDateTime(data.ends_at)}, ${data.duration_minutes} minutes a sitting${data.is_proctored ? ', proctored' : ''}.`
            : undefined
        }
      />
      <JobPortalTabs />
      {stepList.length ? (
        <Stepper
          label="Assessment steps"
          orientation="vertical"
          current={stepList.every((step) => step.completed) ? stepList.length : current}
          steps={stepList.map((step) => ({ label: STEP_LABEL[step.step] }))}
        />
      ) : null}
      {data && data.contest_slug === null ? (
        <>
          <AssessmentForm key={data.id} assessment={data} onSaved={() => undefined} />
          <GenerateContest assessment={data} />
        </>
      ) : null}
      {data && data.contest_slug !== null ? (
        <>
          <Card as="section" title="The contest" headingLevel={2}>
            <p>
              Candidates sit it at <code>/contest/{data.contest_slug}</code>, by invitation only.{' '}
              {data.contest_id !== null ? (
                <Link as={RouterLink} to={`/contests/${data.contest_id}`}>
                  Change it in the contest editor
                </Link>
              ) : null}
            </p>
          </Card>
          <LinkedJobs assessment={data} />
          <InviteCandidates assessment={data} />
          <Results assessment={data} />
        </>
      ) : null}
    </Box>
  );
}
