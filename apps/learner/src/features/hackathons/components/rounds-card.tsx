import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf } from '@learnforge/app-shell';
import { Badge, Box, Button, Card, Link, TextArea, TextField } from '@learnforge/ui';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { dateTime } from './hackathon-format';
import * as styles from './hackathons.css';

type Info = ResponseOf<'hackathon-info'>;
type Meta = ResponseOf<'hackathon-meta'>;
type Round = Info['rounds'][number];
type Submission = ResponseOf<'hackathon-team-submissions-get'>['results'][number];

/** The rounds with their deadlines; for a team, its submission per round (or the form) and its results. */
export function RoundsCard({ hackathon, meta }: { hackathon: Info; meta: Meta | null }) {
  const team = meta?.team ?? null;
  const submissions = useApi(
    'hackathon-team-submissions-get',
    team ? { path: { slug: hackathon.slug, team: team.slug } } : null,
  );
  const contest = useApi('hackathon-my-contest-link', team ? { path: { slug: hackathon.slug } } : null);
  if (hackathon.rounds.length === 0) return null;
  return (
    <Card title="Rounds" as="section" headingLevel={2}>
      <ol className={styles.plainList} aria-label={`Rounds of ${hackathon.name}`}>
        {hackathon.rounds.map((round) => {
          const submitted = submissions.data?.results.find((row) => row.round_id === round.id) ?? null;
          const result = meta?.results.find((row) => row.round_id === round.id) ?? null;
          return (
            <li key={round.id} className={styles.round}>
              <h3>{round.name}</h3>
              <p className={styles.prose}>
                {`Opens ${dateTime(round.starts_at)}. Deadline ${dateTime(round.ends_at)}.`}{' '}
                {round.submission_type === 'contest' ? 'A contest round.' : 'Submit a link to your project.'}
              </p>
              {result ? (
                <p className={styles.prose}>
                  <Badge tone={result.shortlisted ? 'positive' : 'neutral'}>
                    {result.shortlisted ? 'Shortlisted' : 'Not shortlisted'}
                  </Badge>{' '}
                  {result.score === null ? '' : `Your team scored ${result.score} out of 100.`}
                </p>
              ) : null}
              {team && submissions.data ? (
                // Not keyed by the submission: a remount when the first one is saved would drop the message
                // saying it is saved (the form already holds what was sent).
                <RoundForTeam
                  hackathon={hackathon}
                  round={round}
                  teamSlug={team.slug}
                  submitted={submitted}
                  open={meta?.submittable_round_ids.includes(round.id) ?? false}
                  contestSlug={contest.data?.contest_slug ?? null}
                />
              ) : null}
            </li>
          );
        })}
      </ol>
    </Card>
  );
}

function RoundForTeam({
  hackathon,
  round,
  teamSlug,
  submitted,
  open,
  contestSlug,
}: {
  hackathon: Info;
  round: Round;
  teamSlug: string;
  submitted: Submission | null;
  open: boolean;
  contestSlug: string | null;
}) {
  const now = Date.now();
  if (round.submission_type === 'contest')
    return contestSlug && round.contest_slug === contestSlug ? (
      <Link as={RouterLink} to={`/contest/${contestSlug}/`}>
        Open your team’s contest for {round.name}
      </Link>
    ) : null;
  if (open)
    return <SubmissionForm hackathon={hackathon} round={round} teamSlug={teamSlug} submitted={submitted} />;
  return (
    <Box display="flex" flexDirection="column" gap="xsmall">
      {submitted ? <SubmittedLine submitted={submitted} /> : null}
      <p className={styles.prose}>
        {Date.parse(round.ends_at) <= now
          ? submitted
            ? 'The deadline has passed; your submission is with the judges.'
            : 'The deadline has passed; submissions are closed.'
          : Date.parse(round.starts_at) > now
            ? 'Not open yet.'
            : 'Your team cannot submit to this round: it needs enough members, and after round 1 a place on the shortlist.'}
      </p>
    </Box>
  );
}

function SubmittedLine({ submitted }: { submitted: Submission }) {
  return (
    <p className={styles.prose}>
      {`Submitted: ${submitted.project_title}, `}
      {submitted.link ? (
        <Link href={submitted.link} target="_blank" rel="noreferrer">
          {submitted.link}
        </Link>
      ) : null}
      {` (last changed ${dateTime(submitted.updated_at)}).`}
    </p>
  );
}

const FIELDS = ['project_title', 'description', 'link'] as const;
type Field = (typeof FIELDS)[number];

function SubmissionForm({
  hackathon,
  round,
  teamSlug,
  submitted,
}: {
  hackathon: Info;
  round: Round;
  teamSlug: string;
  submitted: Submission | null;
}) {
  const create = useApiMutation('hackathon-team-submissions-post');
  const update = useApiMutation('x-hackathon-team-submission-update');
  const [values, setValues] = useState<Record<Field, string>>({
    project_title: submitted?.project_title ?? '',
    description: submitted?.description ?? '',
    link: submitted?.link ?? '',
  });
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const set = (field: Field) => (event: { target: { value: string } }) =>
    setValues((now) => ({ ...now, [field]: event.target.value }));
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setSaid(null);
    const missing: Partial<Record<Field, string>> = {};
    if (!values.project_title.trim()) missing.project_title = 'Name your project.';
    if (!/^https?:\/\/\S+$/.test(values.link.trim()))
      missing.link = 'Give the project’s address, starting with https://.';
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    const body = {
      project_title: values.project_title.trim(),
      description: values.description.trim(),
      link: values.link.trim(),
    };
    try {
      if (submitted)
        await update.trigger({
          path: { slug: hackathon.slug, team: teamSlug, submissionId: submitted.id },
          body,
        });
      else
        await create.trigger({
          path: { slug: hackathon.slug, team: teamSlug },
          body: { ...body, round_id: round.id },
        });
      setSaid({
        ok: true,
        text: `Your submission to ${round.name} is saved. You can change it until the deadline.`,
      });
    } catch (failure) {
      const refused = formErrorsOf<Field>(failure, FIELDS);
      setErrors(refused.fields);
      if (refused.form) setSaid({ ok: false, text: refused.form });
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Submission to ${round.name}`}>
      <Box display="flex" flexDirection="column" gap="small" alignItems="stretch">
        {submitted ? <SubmittedLine submitted={submitted} /> : null}
        <TextField
          label="Project title"
          value={values.project_title}
          maxLength={200}
          onChange={set('project_title')}
          error={errors.project_title}
        />
        <TextField
          label="Project link"
          type="url"
          value={values.link}
          onChange={set('link')}
          error={errors.link}
          hint="A repository or a live page, starting with https://"
        />
        <TextArea
          label="What it does (optional)"
          value={values.description}
          maxLength={5000}
          onChange={set('description')}
          error={errors.description}
        />
        <Box>
          <Button type="submit" loading={create.isMutating || update.isMutating}>
            {submitted ? 'Save changes' : `Submit to ${round.name}`}
          </Button>
        </Box>
        {said ? (
          <p role={said.ok ? 'status' : 'alert'} className={styles.prose}>
            {said.text}
          </p>
        ) : null}
      </Box>
    </form>
  );
}
