import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { QueryView, usePageTitle, useSession } from '@learnforge/app-shell';
import { Badge, Box, Card, Link } from '@learnforge/ui';
import { Link as RouterLink, useLocation, useParams } from 'react-router';
import { ApplyForm } from '../../../shared/components/job-apply-form';
import {
  EMPLOYMENT_TYPES,
  experienceText,
  jobDateText,
  labelOf,
  placesText,
  STATUS_LABEL,
  STATUS_TONE,
  salaryText,
} from './job-labels';

/**
 * `/jobs/:id`: a job's organization, description, salary, deadline and hiring contest, and the
 * learner's application: the form while the job is open, or where their application stands.
 */
export function JobPage() {
  const id = Number(useParams().id);
  const valid = Number.isInteger(id) && id > 0;
  const details = useApi('jobs-details', valid ? { path: { id } } : null);
  usePageTitle(details.data?.title);
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Link as={RouterLink} to="/jobs">
        All jobs
      </Link>
      <QueryView query={details} what="this job">
        {(job) => (
          <Box display="flex" flexDirection="column" gap="large">
            <header>
              <h1>{job.title}</h1>
              <p>{`${job.organization.name} · ${job.designation}`}</p>
            </header>
            <Box display="flex" gap="xsmall" flexWrap="wrap">
              <Badge tone="neutral">{labelOf(EMPLOYMENT_TYPES, job.employment_type)}</Badge>
              <Badge tone={job.is_open ? 'positive' : 'caution'}>{job.is_open ? 'Open' : 'Closed'}</Badge>
              {job.application_status ? (
                <Badge tone={STATUS_TONE[job.application_status]}>
                  {STATUS_LABEL[job.application_status]}
                </Badge>
              ) : null}
            </Box>
            <Card as="section" title="About the job" headingLevel={2}>
              <dl>
                <dt>Where</dt>
                <dd>{placesText(job)}</dd>
                <dt>Salary</dt>
                <dd>{salaryText(job.salary)}</dd>
                <dt>Experience</dt>
                <dd>{experienceText(job.experience)}</dd>
                <dt>Skills</dt>
                <dd>{job.skill_sets.join(', ') || 'None named'}</dd>
                <dt>Apply by</dt>
                <dd>{jobDateText(job.last_apply_date)}</dd>
                <dt>Hiring contest</dt>
                <dd>
                  {job.contest ? (
                    <Link as={RouterLink} to={`/contest/${job.contest.slug}`}>
                      {`${job.contest.title} (starts ${job.contest.start_time.slice(0, 16).replace('T', ' ')} UTC)`}
                    </Link>
                  ) : (
                    'None for this job'
                  )}
                </dd>
              </dl>
              {/* The description is plain text from the job form; kept as text, its line breaks shown. */}
              <p style={{ whiteSpace: 'pre-line' }}>{job.description}</p>
            </Card>
            <Card as="section" title={`About ${job.organization.name}`} headingLevel={2}>
              {job.organization.about ? <p>{job.organization.about}</p> : null}
              {job.organization.website ? (
                <Link href={job.organization.website} rel="noopener noreferrer" target="_blank">
                  {`${job.organization.name} website`}
                </Link>
              ) : null}
            </Card>
            <Application jobId={job.id} title={job.title} open={job.is_open} />
          </Box>
        )}
      </QueryView>
    </Box>
  );
}

function Application({ jobId, title, open }: { jobId: number; title: string; open: boolean }) {
  const { user, isLoading } = useSession();
  const location = useLocation();
  const meta = useApi('jobs-meta', user ? { path: { id: jobId } } : null);
  const apply = useApiMutation('jobs-apply');
  if (isLoading) return null;
  if (!user)
    return (
      <Card as="section" title="Apply" headingLevel={2}>
        <Link as={RouterLink} to={`/login?next=${encodeURIComponent(location.pathname)}`}>
          {`Sign in to apply for ${title}`}
        </Link>
      </Card>
    );
  return (
    <Card as="section" title="Your application" headingLevel={2}>
      <QueryView query={meta} what="your application">
        {(state) =>
          state.has_applied && state.application_status ? (
            <p role="status">
              {`You applied on ${state.applied_at?.slice(0, 10)}. Where it stands: `}
              <Badge tone={STATUS_TONE[state.application_status]}>
                {STATUS_LABEL[state.application_status]}
              </Badge>
            </p>
          ) : open ? (
            <ApplyForm
              title={title}
              meta={state}
              send={async (body) => {
                await apply.trigger({
                  path: { id: jobId },
                  body: { ...body, page_url: window.location.pathname, requestType: 'apply' },
                });
                return null;
              }}
            />
          ) : (
            <p>Applications for this job are closed.</p>
          )
        }
      </QueryView>
    </Card>
  );
}
