import { useApi, useApiClient, useApiMutation } from '@learnforge/api-client/react';
import { QueryView, signInHref, usePageTitle, useSession } from '@learnforge/app-shell';
import { ClassStatus, classStatusLabel, formatDateTime } from '@learnforge/domain';
import { Badge, Box, Button, Card, Countdown, Link, MarkdownView } from '@learnforge/ui';
import { useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { InviteCard } from '../../../shared/components/invite-card';
import { ApplyForm } from '../../../shared/components/job-apply-form';
import { useServerOffset } from '../../../shared/use-server-clock';
import { contestIcs } from '../utils/calendar';
import { ContestSummary } from './contest-summary';
import { QuizRoom } from './quiz-room';

/** `/contest/{slug}/{optional}` (000 §2): the contest page, its quiz room (`quiz`) or its summary (`summary`). */
export function ContestRoute() {
  const { slug = '', optional } = useParams();
  if (optional === 'quiz') return <QuizRoom slug={slug} />;
  if (optional === 'summary') return <ContestSummary slug={slug} />;
  return <ContestLanding slug={slug} />;
}

function downloadIcs(contest: Parameters<typeof contestIcs>[0]) {
  const blob = new Blob([contestIcs(contest, window.location.origin)], { type: 'text/calendar' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = `${contest.slug}.ics`;
  anchor.click();
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

/** Within this long of the start, an upcoming contest is re-read every two seconds. */
const START_WATCH_MS = 60_000;

function ContestLanding({ slug }: { slug: string }) {
  const contest = useApi(
    'contest-get',
    { path: { slug } },
    {
      // The countdown's own re-read can land a moment before the server's start (the clock offset is
      // known to about a second): near and after the start, keep asking until the server says Live.
      refreshInterval: (latest) =>
        latest?.status_code === ClassStatus.Upcoming &&
        Date.parse(latest.start_time) - Date.now() < START_WATCH_MS
          ? 2000
          : 0,
    },
  );
  const session = useSession();
  const meta = useApi('contest-meta', session.user ? { path: { slug } } : null);
  const register = useApiMutation('contest-register');
  const client = useApiClient();
  const navigate = useNavigate();
  const offset = useServerOffset();
  const [calendarUrl, setCalendarUrl] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  usePageTitle(contest.data?.name);

  if (contest.error?.status === 404)
    return (
      <section aria-labelledby="contest-missing">
        <h1 id="contest-missing">Contest not found</h1>
        <p>{contest.error.message}</p>
        {/* An assessment by invitation shows only to the address invited (ADR 0090): the invitation's link
            opened before signing in lands here, so say how to reach it. */}
        {session.user ? (
          <p>{`Invited to an assessment? It opens only for the address the invitation was sent to; you are signed in as ${session.user.email}.`}</p>
        ) : (
          <p>
            Invited to an assessment?{' '}
            <Link as={RouterLink} to={signInHref()}>
              Sign in with the address the invitation was sent to
            </Link>
            .
          </p>
        )}
        <Link as={RouterLink} to="/contests">
          See all contests
        </Link>
      </section>
    );

  return (
    <QueryView query={contest} what="the contest">
      {(data) => {
        const registered = meta.data?.is_registered ?? data.is_registered ?? false;
        const endedForUser = meta.data?.isContestEndedForUser ?? false;
        const live = data.status_code === ClassStatus.Live;
        return (
          <Box display="flex" flexDirection="column" gap="large">
            <header>
              <h1>{data.name}</h1>
              <Box display="flex" gap="small" flexWrap="wrap">
                <Badge tone={live ? 'positive' : 'neutral'}>{classStatusLabel(data.status_code)}</Badge>
                {data.batch_name ? <Badge tone="neutral">{data.batch_name}</Badge> : null}
                {data.proctoredContest ? <Badge tone="caution">Proctored</Badge> : null}
                {registered ? <Badge tone="positive">Registered</Badge> : null}
              </Box>
              <p>
                {formatDateTime(data.start_time)} to {formatDateTime(data.end_time)} · {data.duration_minutes}{' '}
                minutes per attempt
              </p>
            </header>
            {data.status_code === ClassStatus.Upcoming ? (
              <Countdown
                end={new Date(data.start_time)}
                label="Starts in"
                now={() => Date.now() + offset}
                onComplete={() => void contest.mutate()}
              />
            ) : null}
            <Box display="flex" gap="medium" flexWrap="wrap" alignItems="center">
              {!session.user ? (
                <Link as={RouterLink} to={signInHref()}>
                  Sign in to register
                </Link>
              ) : !registered && (live || data.status_code === ClassStatus.Upcoming) ? (
                <Button
                  loading={register.isMutating}
                  onClick={async () => {
                    const reply = await register
                      .trigger({
                        // With the query: a `?ref=` in it credits whoever shared the link (ADR 0092).
                        body: {
                          contest_slug: slug,
                          page_url: window.location.pathname + window.location.search,
                        },
                      })
                      .catch((error: Error) => ({ status: 'ERROR', message: error.message }));
                    setNotice(reply.message);
                    if (reply.status === 'SUCCESS') await Promise.all([meta.mutate(), contest.mutate()]);
                  }}
                >
                  Register
                </Button>
              ) : null}
              {registered && live && !endedForUser ? (
                <Button onClick={() => navigate(`/contest/${slug}/quiz`)}>
                  {meta.data?.started_at ? 'Continue the contest' : 'Start the contest'}
                </Button>
              ) : null}
              {endedForUser || data.status_code === ClassStatus.Completed ? (
                <Link as={RouterLink} to={`/contest/${slug}/summary`}>
                  See the summary
                </Link>
              ) : null}
              <Button variant="outline" onClick={() => downloadIcs(data)}>
                Add to calendar (.ics)
              </Button>
              <Button
                variant="outline"
                onClick={async () => {
                  const reply = await client.call('contest-add-to-google-calendar', {
                    body: { contest_slug: slug },
                  });
                  setCalendarUrl(reply.calendar_url);
                }}
              >
                Get a Google Calendar link
              </Button>
              {calendarUrl ? (
                <Link href={calendarUrl} target="_blank" rel="noreferrer">
                  Open in Google Calendar
                </Link>
              ) : null}
            </Box>
            <p role="status">{notice ?? ''}</p>
            {data.has_job && session.user ? <HiringJob slug={slug} registered={registered} /> : null}
            <Card as="section" title="Rules" headingLevel={2}>
              <MarkdownView markdown={data.description || 'No rules were given.'} />
            </Card>
            <Card as="section" title="Sections" headingLevel={2}>
              <ol>
                {data.sections.map((section) => (
                  <li key={section.id}>
                    {section.name}:{' '}
                    {section.kind === 'quiz'
                      ? `${section.questions_count} question${section.questions_count === 1 ? '' : 's'}`
                      : `${section.problems_count} coding problem${section.problems_count === 1 ? '' : 's'}`}
                  </li>
                ))}
              </ol>
              {data.proctoredContest ? (
                <p>
                  Proctored: stay in full screen and on this tab. {data.max_warnings} warnings are allowed;
                  the next one ends your attempt.
                  {data.webcam ? ' Webcam snapshots are taken with your consent.' : ''}
                </p>
              ) : null}
            </Card>
            {data.kind === 'open' ? <InviteCard slug={slug} what="this contest" /> : null}
          </Box>
        );
      }}
    </QueryView>
  );
}

/**
 * A hiring contest's job (contest-job-details), and applying for it from the contest (contest-apply-jobs):
 * the job portal's own application, open to the contest's registered learners (ADR 0079).
 */
function HiringJob({ slug, registered }: { slug: string; registered: boolean }) {
  const details = useApi('contest-job-details', { path: { slug } });
  const applyJobs = useApiMutation('contest-apply-jobs');
  const job = details.data?.job ?? null;
  const applied = details.data?.has_applied ?? false;
  const meta = useApi('jobs-meta', job && registered && !applied ? { path: { id: job.id } } : null);
  if (!job) return null;
  const places = job.locations.length > 0 ? job.locations.join(', ') : job.location_type;
  return (
    <Card as="section" title={`The job: ${job.title}`} headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="medium">
        <p>
          {`${job.company_name} hires through this contest: ${job.employment_type.replace('_', ' ')}, ${places}. Apply by ${job.last_apply_date}.`}
        </p>
        <Link as={RouterLink} to={`/jobs/${job.id}`}>
          {`Read the whole job: ${job.title}`}
        </Link>
        {applied ? (
          <p role="status">
            {`You applied for ${job.title}. `}
            <Link as={RouterLink} to="/jobs?status=applied">
              See where your application stands
            </Link>
          </p>
        ) : !registered ? (
          <p>Register for the contest to apply for this job from here.</p>
        ) : (
          <QueryView query={meta} what="your application">
            {(state) => (
              <ApplyForm
                title={job.title}
                meta={state}
                send={async (body) => {
                  const reply = await applyJobs.trigger({
                    path: { slug: job.slug },
                    body: { ...body, contest_slug: slug, page_url: window.location.pathname },
                  });
                  return reply.status === 'SUCCESS' ? null : reply.message;
                }}
              />
            )}
          </QueryView>
        )}
      </Box>
    </Card>
  );
}
