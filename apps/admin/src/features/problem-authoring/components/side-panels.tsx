import { isApiError } from '@learnforge/api-client';
import type { Contract, EndpointInput } from '@learnforge/api-client/contract';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import { formatDateTime, JUDGE_LANGUAGE_INFO } from '@learnforge/domain';
import { Box, Button, Card, DiffView, Link, Select, TextArea, TextField } from '@learnforge/ui';
import { useEffect, useId, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { snapshotText } from './revision-text';
import type { Language, Problem } from './types';

const errorText = (error: unknown) => (error instanceof Error ? error.message : 'That did not work.');

export function TimeLimitsPanel({
  problem,
  canEdit,
  onChanged,
}: {
  problem: Problem;
  canEdit: boolean;
  onChanged: () => void;
}) {
  const overall = useApiMutation('admin-problem-time-limit');
  const perLanguage = useApiMutation('admin-problem-time-limit-language');
  const calculate = useApiMutation('admin-problem-calculate-time-limit');
  const [all, setAll] = useState('');
  const [drafts, setDrafts] = useState<Partial<Record<Language, string>>>({});
  const [message, setMessage] = useState<string | null>(null);
  const [suggestions, setSuggestions] = useState<{ language: Language; time_limit_ms: number }[] | null>(
    null,
  );

  const run = async (work: () => Promise<unknown>, done: string) => {
    setMessage(null);
    try {
      await work();
      setMessage(done);
      onChanged();
    } catch (error) {
      setMessage(errorText(error));
    }
  };

  return (
    <Card as="section" title="Time limits" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="medium">
        <Box display="flex" gap="small" alignItems="flex-end" flexWrap="wrap">
          <TextField
            label="One limit for every language (ms)"
            type="number"
            min={100}
            max={20000}
            value={all}
            onChange={(event) => setAll(event.currentTarget.value)}
          />
          <Button
            disabled={!canEdit || all === ''}
            onClick={() =>
              run(
                () => overall.trigger({ path: { id: problem.id }, body: { time_limit_ms: Number(all) } }),
                'Every language now has the same limit.',
              )
            }
          >
            Set for all
          </Button>
        </Box>
        {problem.languages.map((language) => (
          <Box key={language} display="flex" gap="small" alignItems="flex-end" flexWrap="wrap">
            <TextField
              label={`${JUDGE_LANGUAGE_INFO[language].label} (ms)`}
              type="number"
              min={100}
              max={20000}
              value={drafts[language] ?? String(problem.time_limits_ms[language] ?? '')}
              onChange={(event) => setDrafts({ ...drafts, [language]: event.currentTarget.value })}
            />
            <Button
              variant="outline"
              disabled={!canEdit || drafts[language] === undefined}
              onClick={() =>
                run(
                  () =>
                    perLanguage.trigger({
                      path: { id: problem.id, language },
                      body: { time_limit_ms: Number(drafts[language]) },
                    }),
                  `${JUDGE_LANGUAGE_INFO[language].label} limit saved.`,
                )
              }
            >
              Save {JUDGE_LANGUAGE_INFO[language].label} limit
            </Button>
          </Box>
        ))}
        <Box>
          <Button
            variant="soft"
            loading={calculate.isMutating}
            onClick={() =>
              run(async () => {
                const result = await calculate.trigger({ path: { id: problem.id } });
                setSuggestions(result.results);
                setDrafts(
                  Object.fromEntries(result.results.map((row) => [row.language, String(row.time_limit_ms)])),
                );
              }, 'Suggested limits from the reference solution are filled in; save the ones you want.')
            }
          >
            Calculate from the reference solution
          </Button>
        </Box>
        {suggestions ? (
          <ul aria-label="Suggested time limits">
            {suggestions.map((row) => (
              <li key={row.language}>
                {JUDGE_LANGUAGE_INFO[row.language].label}: {row.time_limit_ms} ms
              </li>
            ))}
          </ul>
        ) : null}
        {message ? <p role="status">{message}</p> : null}
      </Box>
    </Card>
  );
}

export function ValidationPanel({
  problem,
  canEdit,
  onChanged,
  version,
}: {
  problem: Problem;
  canEdit: boolean;
  onChanged: () => void;
  version: number;
}) {
  const validation = useApi('admin-problem-validation', { path: { id: problem.id } });
  const publish = useApiMutation('admin-problem-publish');
  const [message, setMessage] = useState<string | null>(null);
  const { mutate } = validation;
  // Every save elsewhere on the page bumps `version`: the checks are run again.
  useEffect(() => {
    if (version > 0) void mutate();
  }, [version, mutate]);
  const data = validation.data;
  return (
    <Card as="section" title="Validation and publishing" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="medium">
        <p>
          Status: <strong>{problem.status === 'published' ? 'Published' : 'Draft'}</strong>
        </p>
        {!data ? (
          <p>Checking…</p>
        ) : data.valid ? (
          <p>Every pre-publish check passes.</p>
        ) : (
          <>
            <p>These block publishing:</p>
            <ul aria-label="What blocks publishing">
              {data.errors.map((error) => (
                <li key={error}>{error}</li>
              ))}
            </ul>
          </>
        )}
        <Box display="flex" gap="small">
          <Button variant="outline" onClick={() => void validation.mutate()}>
            Check again
          </Button>
          {problem.status === 'draft' ? (
            <Button
              disabled={!canEdit || !data?.valid}
              loading={publish.isMutating}
              onClick={async () => {
                try {
                  await publish.trigger({ path: { id: problem.id } });
                  setMessage('Published: learners can now open this problem.');
                  onChanged();
                } catch (error) {
                  setMessage(errorText(error));
                }
              }}
            >
              Publish
            </Button>
          ) : null}
        </Box>
        {message ? <p role="status">{message}</p> : null}
      </Box>
    </Card>
  );
}

type RevisionChanges = NonNullable<EndpointInput<Contract['admin-problem-revision']>['body']['changes']>;

/** Revision requests and a side-by-side diff between any two of them (or the current problem). */
export function RevisionsPanel({ problem, draft }: { problem: Problem; draft: RevisionChanges }) {
  const revisions = useApi('admin-problem-list-for-revision', { path: { id: problem.id } });
  const request = useApiMutation('admin-problem-revision');
  const queue = useApiMutation('admin-problem-queue-revision-request');
  const [note, setNote] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const rows = revisions.data?.results ?? [];
  const [left, setLeft] = useState('');
  const [right, setRight] = useState('current');

  const current: Record<string, string> = {
    title: problem.title,
    slug: problem.slug,
    difficulty: problem.difficulty,
    statement: problem.statement,
    input_format: problem.input_format,
    output_format: problem.output_format,
    constraints: problem.constraints,
    tags: problem.tags.join(', '),
    company_tags: problem.company_tags.join(', '),
    languages: problem.languages.join(', '),
    ...Object.fromEntries(
      Object.entries(problem.reference_solutions).map(([language, code]) => [
        `reference_solution.${language}`,
        code,
      ]),
    ),
  };
  const options = [
    { value: 'current', label: 'Current problem' },
    ...rows.map((row) => ({
      value: String(row.id),
      label: `Revision #${row.id} by ${row.requested_by} (${formatDateTime(row.created_at)})`,
    })),
  ];
  const snapshotOf = (value: string) =>
    value === 'current' ? current : rows.find((row) => String(row.id) === value)?.snapshot;
  const before = snapshotOf(left || (rows[0] ? String(rows[0].id) : 'current'));
  const after = snapshotOf(right);

  return (
    <Card as="section" title="Revisions" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="medium">
        <p>
          A revision proposes your edits in the form above (title, difficulty, statement, formats,
          constraints, tags and companies) without the edit lock. Another setter or a super admin approves it
          in the{' '}
          <Link as={RouterLink} to="/problem/revisions">
            revision queue
          </Link>
          , and only then does it go live.
        </p>
        <form
          aria-label="Request a revision"
          onSubmit={async (event) => {
            event.preventDefault();
            try {
              const created = await request.trigger({
                path: { id: problem.id },
                body: { note, changes: draft },
              });
              setNote('');
              setMessage(
                created.changed_fields.length > 0
                  ? `Revision #${created.id} requested: it changes ${created.changed_fields.join(', ')}. Queue it for review.`
                  : `Revision #${created.id} requested with your note only: the form has no changes to the text.`,
              );
            } catch (error) {
              setMessage(errorText(error));
            }
          }}
        >
          <Box display="flex" flexDirection="column" gap="small">
            <TextArea
              label="What should be revised?"
              value={note}
              onChange={(event) => setNote(event.currentTarget.value)}
            />
            <Box>
              <Button type="submit" disabled={note.trim() === ''} loading={request.isMutating}>
                Request revision
              </Button>
            </Box>
          </Box>
        </form>
        {message ? <p role="status">{message}</p> : null}
        {rows.length > 0 ? (
          <ul aria-label="Revision requests">
            {rows.map((row) => (
              <li key={row.id}>
                #{row.id} {row.status}: {row.note} ({row.requested_by}
                {row.changed_fields.length > 0 ? `; changes ${row.changed_fields.join(', ')}` : ''})
                {row.reviewed_by
                  ? ` — ${row.status} by ${row.reviewed_by}${row.review_comment ? `: ${row.review_comment}` : ''}`
                  : ''}{' '}
                {row.status === 'requested' ? (
                  <Button
                    size="small"
                    variant="outline"
                    onClick={async () => {
                      try {
                        await queue.trigger({ path: { id: problem.id }, body: { revision_id: row.id } });
                      } catch (error) {
                        setMessage(errorText(error));
                      }
                    }}
                  >
                    Queue #{row.id}
                  </Button>
                ) : null}
              </li>
            ))}
          </ul>
        ) : (
          <p>No revision requests yet.</p>
        )}
        {rows.length > 0 ? (
          <>
            <Box display="flex" gap="small" flexWrap="wrap">
              <Select
                label="Compare"
                options={options}
                value={left || String(rows[0]!.id)}
                onChange={(event) => setLeft(event.currentTarget.value)}
              />
              <Select
                label="With"
                options={options}
                value={right}
                onChange={(event) => setRight(event.currentTarget.value)}
              />
            </Box>
            <DiffView
              before={snapshotText(before)}
              after={snapshotText(after)}
              beforeLabel="Compared"
              afterLabel="With"
            />
          </>
        ) : null}
      </Box>
    </Card>
  );
}

/** The AI helpers; when the server has no provider, they say so instead of pretending. */
export function AiTools({
  problem,
  canEdit,
  onStatement,
}: {
  problem: Problem;
  canEdit: boolean;
  onStatement: (statement: string) => void;
}) {
  const rephrase = useApiMutation('admin-problem-statement-rephrase');
  const generateCode = useApiMutation('admin-problem-generate-code');
  const comment = useApiMutation('admin-problem-generate-comment');
  const [language, setLanguage] = useState<Language>(problem.languages[0] ?? 'python3');
  const [output, setOutput] = useState<string | null>(null);
  const [message, setMessage] = useState<string | null>(null);
  const unavailableId = useId();
  // Without a provider every AI call would answer 503: the buttons say why they are off instead.
  const unavailable = !problem.ai_available;
  const off = (disabled: boolean) =>
    unavailable || disabled
      ? { disabled: true, ...(unavailable ? { 'aria-describedby': unavailableId } : {}) }
      : {};

  const run = async (work: () => Promise<void>) => {
    setMessage(null);
    try {
      await work();
    } catch (error) {
      if (isApiError(error) && error.code === 'ai_unavailable')
        setMessage('AI assistance is not configured on this server.');
      else setMessage(errorText(error));
    }
  };

  return (
    <Card as="section" title="AI assistance" headingLevel={2}>
      <Box display="flex" flexDirection="column" gap="small">
        {unavailable ? (
          <p id={unavailableId}>
            AI assistance is not configured on this server, so these tools are off. An administrator sets
            AI_BASE_URL and AI_MODEL to turn them on.
          </p>
        ) : null}
        <Select
          label="Language for code"
          options={problem.languages.map((value) => ({ value, label: JUDGE_LANGUAGE_INFO[value].label }))}
          value={language}
          onChange={(event) => setLanguage(event.currentTarget.value as Language)}
        />
        <Box display="flex" gap="small" flexWrap="wrap">
          <Button
            variant="soft"
            {...off(!canEdit)}
            onClick={() =>
              run(async () => {
                const answer = await rephrase.trigger({ path: { id: problem.id } });
                onStatement(answer.statement);
                setMessage('The rephrased statement is in the editor; save to keep it.');
              })
            }
          >
            Rephrase statement
          </Button>
          <Button
            variant="soft"
            {...off(false)}
            onClick={() =>
              run(async () => {
                const answer = await generateCode.trigger({ body: { problem_id: problem.id, language } });
                setOutput(answer.code);
              })
            }
          >
            Generate code
          </Button>
          <Button
            variant="soft"
            {...off(!problem.reference_solutions[language])}
            onClick={() =>
              run(async () => {
                const answer = await comment.trigger({
                  body: { language, code: problem.reference_solutions[language] ?? '' },
                });
                setOutput(answer.comment);
              })
            }
          >
            Comment the reference solution
          </Button>
        </Box>
        {message ? <p role="status">{message}</p> : null}
        {output !== null ? <TextArea label="AI answer" value={output} readOnly rows={10} /> : null}
      </Box>
    </Card>
  );
}
