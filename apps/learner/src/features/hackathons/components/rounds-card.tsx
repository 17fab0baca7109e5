import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiClient, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf } from '@learnforge/app-shell';
import { Badge, Box, Button, Card, FileUpload, Link, TextArea, TextField } from '@learnforge/ui';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { dateTime } from './hackathon-format';
import * as styles from './hackathons.css';

type Info = ResponseOf<'hackathon-info'>;
type Meta = ResponseOf<'hackathon-meta'>;
type Round = Info['rounds'][number];
type Submission = ResponseOf<'hackathon-team-submissions-get'>['results'][number];

const HOW_TO_ANSWER: Record<Round['submission_type'], string> = {
  link: 'Submit a link to your project.',
  file: 'Upload your project as a PDF or a ZIP file.',
  contest: 'A contest round.',
};

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
                {HOW_TO_ANSWER[round.submission_type]}
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
    return round.submission_type === 'file' ? (
      <FileSubmissionForm hackathon={hackathon} round={round} teamSlug={teamSlug} submitted={submitted} />
    ) : (
      <SubmissionForm hackathon={hackathon} round={round} teamSlug={teamSlug} submitted={submitted} />
    );
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
      {submitted.file ? (
        <Link href={submitted.file.url} download={submitted.file.name}>
          {`Download ${submitted.file.name}`}
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
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const create = useApiMutation('hackathon-team-submissions-post', { notify: false });
  const update = useApiMutation('x-hackathon-team-submission-update', { notify: false });
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

/** 10 MB, the server's cap (ADR 0100); a larger file is refused here before it is sent. */
const MAX_FILE_BYTES = 10 * 1024 * 1024;
const FILE_TYPES = ['.pdf', '.zip'] as const;
const FILE_FIELDS = ['project_title', 'description', 'file'] as const;
type FileField = (typeof FILE_FIELDS)[number];

/** A file round's form: title, description and the file, sent again (replacing it) until the deadline. */
function FileSubmissionForm({
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
  const client = useApiClient();
  // Percent of the file sent while it uploads; null when nothing is being sent.
  const [sending, setSending] = useState<number | null>(null);
  const [title, setTitle] = useState(submitted?.project_title ?? '');
  const [description, setDescription] = useState(submitted?.description ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [errors, setErrors] = useState<Partial<Record<FileField, string>>>({});
  const [said, setSaid] = useState<{ ok: boolean; text: string } | null>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setSaid(null);
    const missing: Partial<Record<FileField, string>> = {};
    if (!title.trim()) missing.project_title = 'Name your project.';
    if (!file && !submitted?.file) missing.file = 'Choose a PDF or ZIP file to submit.';
    if (Object.keys(missing).length) {
      setErrors(missing);
      return;
    }
    setSending(0);
    try {
      const saved = await client.call(
        'x-hackathon-team-submission-file',
        {
          path: { slug: hackathon.slug, team: teamSlug },
          body: {
            round_id: round.id,
            project_title: title.trim(),
            description: description.trim(),
            ...(file ? { file } : {}),
          },
        },
        {
          onUploadProgress: ({ sent, total }) => setSending(total ? Math.round((sent / total) * 100) : 0),
          notify: false,
        },
      );
      setFile(null);
      setSaid({
        ok: true,
        text: `Your submission to ${round.name} is saved with ${saved.file?.name ?? 'its file'}. You can replace it until the deadline.`,
      });
    } catch (failure) {
      const refused = formErrorsOf<FileField>(failure, FILE_FIELDS);
      setErrors(refused.fields);
      if (refused.form) setSaid({ ok: false, text: refused.form });
    } finally {
      setSending(null);
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Submission to ${round.name}`}>
      <Box display="flex" flexDirection="column" gap="small" alignItems="stretch">
        {submitted ? <SubmittedLine submitted={submitted} /> : null}
        <TextField
          label="Project title"
          value={title}
          maxLength={200}
          onChange={(event) => setTitle(event.target.value)}
          error={errors.project_title}
        />
        <FileUpload
          label="Project file"
          accept={FILE_TYPES}
          maxSize={MAX_FILE_BYTES}
          hint={
            file
              ? `Chosen: ${file.name}. It is sent when you submit.`
              : submitted?.file
                ? `Submitted: ${submitted.file.name}. Choose a file to replace it.`
                : 'A PDF (report or slides) or a ZIP of your code.'
          }
          onFilesAccepted={(files) => {
            setFile(files[0] ?? null);
            setErrors((now) => ({ ...now, file: undefined }));
          }}
          // Only the file on its way is listed: a chosen file is not uploaded until the form is sent.
          items={
            file && sending !== null
              ? [{ id: 'sending', name: file.name, size: file.size, status: 'uploading', progress: sending }]
              : []
          }
          error={errors.file}
        />
        <TextArea
          label="What it does (optional)"
          value={description}
          maxLength={5000}
          onChange={(event) => setDescription(event.target.value)}
          error={errors.description}
        />
        <Box>
          <Button type="submit" loading={sending !== null}>
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
