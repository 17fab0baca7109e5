import type { ResponseOf } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formErrorsOf, QueryView, RequireRole } from '@learnforge/app-shell';
import { AREA_ROLES, formatDateTime } from '@learnforge/domain';
import { Badge, Box, Button, Card, Checkbox, Link, SubHeader, TextField } from '@learnforge/ui';
import { type FormEvent, useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import { useStaffTitle } from '../../../shared/staff-title';

type Judging = ResponseOf<'x-hackathon-judging'>;
type TeamRow = Judging['teams'][number];
type Said = { ok: boolean; text: string } | null;

function Said({ said }: { said: Said }) {
  if (!said) return null;
  return <p role={said.ok ? 'status' : 'alert'}>{said.text}</p>;
}

/** `/hackathons/:slug/rounds/:roundId`: score each submission, choose who goes on, publish the results. */
function JudgingPage({ slug, roundId }: { slug: string; roundId: number }) {
  const judging = useApi('x-hackathon-judging', { path: { slug, roundId } });
  useStaffTitle(judging.data ? `${judging.data.round.name}, ${judging.data.hackathon}` : undefined);
  return (
    <QueryView query={judging} what="the round's submissions">
      {/* Not keyed by the publication: a remount after publishing would drop the message saying it is done. */}
      {(data) => <Judge slug={slug} data={data} />}
    </QueryView>
  );
}

function Judge({ slug, data }: { slug: string; data: Judging }) {
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const results = useApiMutation('x-hackathon-round-results', { notify: false });
  const [chosen, setChosen] = useState<Set<string>>(
    () => new Set(data.teams.filter((team) => team.shortlisted).map((team) => team.slug)),
  );
  const [said, setSaid] = useState<Said>(null);
  const published = data.round.results_published_at !== null;
  const deadlinePassed = Date.parse(data.round.ends_at) <= Date.now();
  const save = async (publish: boolean) => {
    setSaid(null);
    try {
      const reply = await results.trigger({
        path: { slug, roundId: data.round.id },
        body: { shortlisted: [...chosen], publish },
      });
      setSaid({ ok: true, text: reply.message });
    } catch (error) {
      const refused = formErrorsOf(error, ['shortlisted'] as const);
      setSaid({ ok: false, text: refused.fields.shortlisted ?? refused.form ?? 'That did not work.' });
    }
  };
  return (
    <Box display="flex" flexDirection="column" gap="large">
      <SubHeader
        title={`${data.round.name}, ${data.hackathon}`}
        headingLevel={1}
        description={
          published
            ? `Results published ${formatDateTime(data.round.results_published_at!)}; the shortlist is fixed.`
            : deadlinePassed
              ? `The deadline passed ${formatDateTime(data.round.ends_at)}: score the submissions, then shortlist and publish.`
              : `Open until ${formatDateTime(data.round.ends_at)}: scoring and shortlisting start after the deadline.`
        }
      />
      <Link as={RouterLink} to={`/hackathons/${slug}`}>
        Back to {data.hackathon}
      </Link>
      {data.teams.length === 0 ? <p>No teams have registered yet.</p> : null}
      <Box display="flex" flexDirection="column" gap="medium">
        {data.teams.map((team) => (
          <TeamJudging
            key={team.slug}
            slug={slug}
            team={team}
            editable={deadlinePassed && !published}
            shortlisted={chosen.has(team.slug)}
            onShortlist={(on) =>
              setChosen((now) => {
                const next = new Set(now);
                if (on) next.add(team.slug);
                else next.delete(team.slug);
                return next;
              })
            }
          />
        ))}
      </Box>
      {!published && deadlinePassed ? (
        <Box display="flex" gap="small" flexWrap="wrap">
          <Button variant="outline" loading={results.isMutating} onClick={() => save(false)}>
            Save the shortlist
          </Button>
          <Button loading={results.isMutating} onClick={() => save(true)}>
            {`Publish the results of ${data.round.name}`}
          </Button>
        </Box>
      ) : null}
      <Said said={said} />
    </Box>
  );
}

function TeamJudging({
  slug,
  team,
  editable,
  shortlisted,
  onShortlist,
}: {
  slug: string;
  team: TeamRow;
  editable: boolean;
  shortlisted: boolean;
  onShortlist: (on: boolean) => void;
}) {
  const submission = team.submission;
  return (
    <Card title={team.name} as="section" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="small">
        <p>
          {`${team.members_count} ${team.members_count === 1 ? 'member' : 'members'}. `}
          {team.eligible ? null : <Badge tone="neutral">Not shortlisted from the round before</Badge>}
        </p>
        {submission ? (
          <p>
            {`${submission.project_title}: `}
            {submission.link ? (
              <Link href={submission.link} target="_blank" rel="noreferrer">
                {submission.link}
              </Link>
            ) : null}
            {` (last changed ${formatDateTime(submission.updated_at)})`}
          </p>
        ) : (
          <p>No submission.</p>
        )}
        {submission?.description ? <p>{submission.description}</p> : null}
        {submission && editable ? (
          <ScoreForm slug={slug} team={team} submission={submission} />
        ) : submission?.score !== null && submission?.score !== undefined ? (
          <p>{`Score ${submission.score} of 100${submission.judge_comment ? `: ${submission.judge_comment}` : ''}`}</p>
        ) : null}
        {editable && team.eligible ? (
          <Checkbox
            label={`Shortlist ${team.name} for the next round`}
            checked={shortlisted}
            onChange={(event) => onShortlist(event.target.checked)}
          />
        ) : shortlisted ? (
          <Badge tone="positive">Shortlisted</Badge>
        ) : null}
      </Box>
    </Card>
  );
}

function ScoreForm({
  slug,
  team,
  submission,
}: {
  slug: string;
  team: TeamRow;
  submission: NonNullable<TeamRow['submission']>;
}) {
  const score = useApiMutation('x-hackathon-submission-score', { notify: false });
  const [value, setValue] = useState(submission.score === null ? '' : String(submission.score));
  const [comment, setComment] = useState(submission.judge_comment ?? '');
  const [errors, setErrors] = useState<{ score?: string; comment?: string }>({});
  const [said, setSaid] = useState<Said>(null);
  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    setSaid(null);
    const number = Number(value);
    if (value.trim() === '' || !Number.isFinite(number) || number < 0 || number > 100) {
      setErrors({ score: 'Give a score from 0 to 100.' });
      return;
    }
    try {
      const reply = await score.trigger({
        path: { slug, submissionId: submission.id },
        body: { score: number, comment },
      });
      setSaid({ ok: true, text: reply.message });
    } catch (error) {
      const refused = formErrorsOf(error, ['score', 'comment'] as const);
      setErrors(refused.fields);
      if (refused.form) setSaid({ ok: false, text: refused.form });
    }
  };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Score ${team.name}`}>
      <Box display="flex" flexDirection="column" gap="small" alignItems="flex-start">
        <TextField
          label={`Score of ${team.name} (0 to 100)`}
          inputMode="decimal"
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={errors.score}
        />
        <TextField
          label="Comment for the organisers"
          value={comment}
          maxLength={2000}
          onChange={(event) => setComment(event.target.value)}
          error={errors.comment}
        />
        <Button type="submit" variant="outline" loading={score.isMutating}>
          Save the score
        </Button>
        <Said said={said} />
      </Box>
    </form>
  );
}

export function JudgingRoute() {
  const params = useParams();
  const slug = params.slug ?? '';
  const roundId = Number(params.roundId);
  return (
    <RequireRole roles={AREA_ROLES.hackathons}>
      {Number.isInteger(roundId) && roundId > 0 ? (
        <JudgingPage key={`${slug}-${roundId}`} slug={slug} roundId={roundId} />
      ) : (
        <h1>There is no such round.</h1>
      )}
    </RequireRole>
  );
}
