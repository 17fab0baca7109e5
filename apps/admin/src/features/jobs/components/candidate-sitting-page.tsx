import { useApi, useApiClient } from '@learnforge/api-client/react';
import { attemptEndText, ProctoringEvents, QueryView } from '@learnforge/app-shell';
import { formatDateTime } from '@learnforge/domain';
import { Box, Card, Link, SubHeader } from '@learnforge/ui';
import { Link as RouterLink } from 'react-router';
import { useStaffTitle } from '../../../shared/staff-title';
import { JobPortalTabs } from './job-portal-tabs';

const plural = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/**
 * `/assessments/:id/candidates/:handle`: one candidate's sitting of the recruiter's assessment, its score and
 * the contest engine's integrity timeline (warnings, full-screen exits, captures, how it ended).
 */
export function CandidateSittingPage({ assessmentId, handle }: { assessmentId: number; handle: string }) {
  const client = useApiClient();
  const assessment = useApi('x-job-portal-mcs-get', { path: { id: assessmentId } });
  const sitting = useApi('job-portal-proctored-assets', { query: { mcs_id: assessmentId, handle } });
  const name = sitting.data?.name;
  const title = assessment.data?.title;
  useStaffTitle(name && title ? `${name} · ${title}` : undefined);
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title={name && title ? `${name}: ${title}` : 'Candidate sitting'}
        headingLevel={1}
        description="The score and the proctoring timeline of this candidate's sitting."
      />
      <JobPortalTabs />
      <p>
        <Link as={RouterLink} to={`/assessments/${assessmentId}`}>
          {title ? `All candidates of ${title}` : 'All candidates of the assessment'}
        </Link>
      </p>
      <QueryView query={sitting} what="the candidate's sitting">
        {(data) =>
          data.attempt === null ? (
            <p>{`${data.name} is invited and has not started the assessment yet.`}</p>
          ) : (
            <>
              <Card as="section" title="Result" headingLevel={2}>
                <dl
                  style={{
                    display: 'grid',
                    gridTemplateColumns: 'max-content minmax(0, 1fr)',
                    gap: '0.25rem 1rem',
                    margin: 0,
                  }}
                >
                  <dt>Score</dt>
                  <dd style={{ margin: 0 }}>{`${data.attempt.score} of ${data.attempt.max_score}`}</dd>
                  <dt>Started</dt>
                  <dd style={{ margin: 0 }}>{formatDateTime(data.attempt.started_at)}</dd>
                  <dt>Ended</dt>
                  <dd style={{ margin: 0 }}>
                    {data.attempt.ended_at && data.attempt.end_reason
                      ? `${formatDateTime(data.attempt.ended_at)} · ${attemptEndText(data.attempt.end_reason, 'candidate')}`
                      : `Still sitting it, until ${formatDateTime(data.attempt.deadline)}`}
                  </dd>
                  <dt>Warnings</dt>
                  <dd style={{ margin: 0 }}>
                    {`${plural(data.attempt.warnings_count, 'warning', 'warnings')} of ${data.attempt.max_warnings} allowed`}
                  </dd>
                </dl>
              </Card>
              <Card as="section" title="Proctoring timeline" headingLevel={2}>
                <ProctoringEvents
                  events={data.events}
                  label={`Proctoring timeline of ${data.name}`}
                  formatDateTime={formatDateTime}
                  snapshotOf={(event) =>
                    event.snapshot_url
                      ? async () =>
                          (
                            await client.call('x-job-portal-proctoring-snapshot', {
                              path: { eventId: event.id },
                            })
                          ).blob
                      : null
                  }
                />
              </Card>
            </>
          )
        }
      </QueryView>
    </Box>
  );
}
