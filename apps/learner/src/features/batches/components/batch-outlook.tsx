import { useApi } from '@learnforge/api-client/react';
import { QueryView } from '@learnforge/app-shell';
import { formatDateTime, formatLongDate } from '@learnforge/domain';
import { Box, Button, Card, Link, TextField } from '@learnforge/ui';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';

const PACE_WORDS = {
  asked: 'the hours you entered',
  study_plan: 'your study plan',
  recent_activity: 'your pace over the last four weeks',
  none: '',
} as const;

const hoursText = (hours: number) => {
  const rounded = Math.round(hours * 10) / 10;
  return `${rounded} ${rounded === 1 ? 'hour' : 'hours'}`;
};

/**
 * When the learner would finish the batch (ADR 0101): what is left over their pace, and a field to try
 * another number of hours a week. The server's refusal of that number shows beside the field.
 */
export function CompletionEstimateCard({ slug }: { slug: string }) {
  const [asked, setAsked] = useState<number | undefined>(undefined);
  const [draft, setDraft] = useState('');
  const estimate = useApi('batch-est-completion-date', {
    query: { batch_slug: slug, ...(asked === undefined ? {} : { hours_per_week: asked }) },
  });
  const fieldError = estimate.error?.status === 400 ? estimate.error.fields.hours_per_week : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setAsked(draft.trim() === '' ? undefined : Number(draft));
  };
  return (
    <Card as="section" title="When you will finish" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="small">
        {fieldError ? null : (
          <QueryView query={estimate} what="your estimated completion date">
            {(data) =>
              data.hours_remaining === 0 ? (
                <p>You have finished every lesson, quiz and problem of this batch.</p>
              ) : (
                <>
                  <p>{hoursText(data.hours_remaining)} of lessons, quizzes and problems are left.</p>
                  {data.estimated_completion_date && data.hours_per_week ? (
                    <p>
                      At {hoursText(data.hours_per_week)} a week ({PACE_WORDS[data.pace_source]}) you would
                      finish on{' '}
                      <strong>{formatLongDate(data.estimated_completion_date, { timeZone: 'UTC' })}</strong>.
                      {data.after_access_ends
                        ? ' That is after your access ends: plan more hours a week.'
                        : ''}
                    </p>
                  ) : (
                    <p>Say how many hours a week you can study to see when you would finish.</p>
                  )}
                </>
              )
            }
          </QueryView>
        )}
        <Box as="form" display="flex" gap="small" flexWrap="wrap" alignItems="flex-end" onSubmit={submit}>
          <TextField
            label="Hours a week"
            type="number"
            inputMode="decimal"
            value={draft}
            onChange={(event) => setDraft(event.target.value)}
            error={fieldError}
          />
          <Button type="submit" variant="outline">
            Estimate
          </Button>
        </Box>
      </Box>
    </Card>
  );
}

/** The batch's running or next contest (ADR 0101), when it has one. */
export function PinnedContestCard({ slug }: { slug: string }) {
  const pinned = useApi('batch-pinned-contest', { query: { batch_slug: slug, showPinnedContest: true } });
  const contest = pinned.data?.pinned_contest;
  if (!contest) return null;
  const running = Date.parse(contest.start_time) <= Date.now();
  return (
    <Card as="section" title={`Contest: ${contest.name}`} headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="small">
        <p>
          {running ? 'Running now, until ' : `Starts ${formatDateTime(contest.start_time)}, ends `}
          {formatDateTime(contest.end_time)}.{' '}
          {contest.is_registered ? 'You are registered.' : 'You have not registered yet.'}
        </p>
        <Link as={RouterLink} to={`/contest/${encodeURIComponent(contest.slug)}`}>
          {contest.is_registered ? `Open ${contest.name}` : `Register for ${contest.name}`}
        </Link>
      </Box>
    </Card>
  );
}

/** Open jobs that ask for what the course teaches (ADR 0101); nothing when there are none. */
export function CourseJobsCard({ courseSlug, courseName }: { courseSlug: string; courseName: string }) {
  const jobs = useApi('batch-jobs-course', { query: { course_slug: courseSlug } });
  const list = jobs.data?.results ?? [];
  if (list.length === 0) return null;
  return (
    <Card as="section" title="Jobs for this course" headingLevel={2}>
      <p>Open jobs that ask for skills {courseName} teaches.</p>
      <ul>
        {list.map((job) => (
          <li key={job.id}>
            <Link as={RouterLink} to={`/jobs/${job.id}`}>
              {job.title}
            </Link>{' '}
            at {job.company_name}
            {job.locations.length ? `, ${job.locations.join(', ')}` : ''}
            {job.last_apply_date
              ? `; apply by ${formatLongDate(job.last_apply_date, { timeZone: 'UTC' })}`
              : ''}
          </li>
        ))}
      </ul>
    </Card>
  );
}
