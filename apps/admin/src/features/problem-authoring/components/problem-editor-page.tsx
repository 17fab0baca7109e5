import { isApiError } from '@learnforge/api-client';
import { useApi, useApiMutation } from '@learnforge/api-client/react';
import {
  type FormErrors,
  formErrorsOf,
  QueryView,
  RequireRole,
  UnsavedChangesGuard,
} from '@learnforge/app-shell';
import { AREA_ROLES, JUDGE_LANGUAGE_INFO, JUDGE_LANGUAGES } from '@learnforge/domain';
import {
  Box,
  Button,
  Card,
  Checkbox,
  HtmlView,
  Link,
  MarkdownView,
  Select,
  Switch,
  Tabs,
  TextArea,
  TextField,
} from '@learnforge/ui';
import { type FormEvent, useCallback, useEffect, useRef, useState } from 'react';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { useStaffTitle } from '../../../shared/staff-title';
import { LockBanner } from './lock-banner';
import { AiTools, RevisionsPanel, TimeLimitsPanel, ValidationPanel } from './side-panels';
import { TestFilesPanel } from './test-files-panel';
import { formOf, type Problem, type ProblemForm, splitList } from './types';
import { useEditLock } from './use-edit-lock';

/**
 * `fresh`, with the fields the editor changed since the form was loaded from `loaded` kept as the editor has them:
 * another editor's saved work arrives without dropping what was typed here.
 */
function keepEdits(current: ProblemForm, loaded: Record<string, unknown>, fresh: ProblemForm): ProblemForm {
  const kept: Record<string, unknown> = { ...fresh };
  // Tags and company tags are edited as text beside the form, and kept there.
  for (const key of Object.keys(fresh) as (keyof ProblemForm)[])
    if (
      key !== 'tags' &&
      key !== 'company_tags' &&
      JSON.stringify(current[key]) !== JSON.stringify(loaded[key])
    )
      kept[key] = current[key];
  return kept as ProblemForm;
}

/** The fields of the problem form a refusal can name; each shows its message beside it. */
const PROBLEM_FIELDS = [
  'title',
  'slug',
  'statement',
  'input_format',
  'output_format',
  'constraints',
] as const;
type ProblemField = (typeof PROBLEM_FIELDS)[number];

const DIFFICULTIES = ['basic', 'easy', 'medium', 'hard'].map((value) => ({ value, label: value }));

function StatementPreview({ text, format }: { text: string; format: 'markdown' | 'html' }) {
  return format === 'html' ? <HtmlView html={text} /> : <MarkdownView markdown={text} />;
}

function ProblemEditor({
  problem,
  onSaved,
}: {
  problem: Problem;
  onSaved: () => Promise<Problem | undefined>;
}) {
  const lock = useEditLock(problem.id);
  // A refusal is said on the screen (beside its field, or under the form): no toast repeats it.
  const save = useApiMutation('admin-problem-edit-put', { notify: false });
  const copy = useApiMutation('admin-problem-copy');
  const library = useApiMutation('admin-problem-private-library-update', { notify: false });
  const used = useApi('admin-problem-tracks-n-batches', { path: { id: problem.id } });
  const navigate = useNavigate();
  const [form, setForm] = useState<ProblemForm>(() => formOf(problem));
  // What the form was last loaded from or saved as: a revision proposes only what the setter changed since.
  const [base, setBase] = useState(() => ({
    ...formOf(problem),
    tags: problem.tags.join(', '),
    company_tags: problem.company_tags.join(', '),
  }));
  const [tags, setTags] = useState(problem.tags.join(', '));
  const [companies, setCompanies] = useState(problem.company_tags.join(', '));
  const [previewFormat, setPreviewFormat] = useState<'markdown' | 'html'>('markdown');
  const [message, setMessage] = useState<{ tone: 'status' | 'alert'; text: string } | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FormErrors<ProblemField>['fields']>({});
  const [version, setVersion] = useState(0);
  const changed = () => {
    setVersion((value) => value + 1);
    void onSaved();
  };
  // Taking the lock after someone else held it: start from what they saved, not from a stale copy. What was typed
  // here meanwhile (the fields stay editable while the fresh copy loads) is kept on top of it, never overwritten.
  const lockKind = lock.state.kind;
  const previousLockKind = useRef(lockKind);
  const loadedFrom = useRef(base);
  loadedFrom.current = base;
  useEffect(() => {
    const before = previousLockKind.current;
    previousLockKind.current = lockKind;
    if (lockKind !== 'mine' || before === 'loading' || before === 'mine') return;
    void onSaved().then((fresh) => {
      if (!fresh) return;
      const loaded = loadedFrom.current;
      const freshBase = {
        ...formOf(fresh),
        tags: fresh.tags.join(', '),
        company_tags: fresh.company_tags.join(', '),
      };
      setForm((current) => keepEdits(current, loaded, formOf(fresh)));
      setTags((current) => (current === loaded.tags ? freshBase.tags : current));
      setCompanies((current) => (current === loaded.company_tags ? freshBase.company_tags : current));
      setBase(freshBase);
      setVersion((value) => value + 1);
    });
  }, [lockKind, onSaved]);
  const set = <K extends keyof ProblemForm>(key: K, value: ProblemForm[K]) =>
    setForm({ ...form, [key]: value });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setMessage(null);
    setFieldErrors({});
    try {
      await save.trigger({
        path: { id: problem.id },
        body: { ...form, tags: splitList(tags), company_tags: splitList(companies) },
      });
      setBase({ ...form, tags, company_tags: companies });
      setMessage({ tone: 'status', text: 'Saved.' });
      changed();
    } catch (error) {
      if (isApiError(error) && error.status === 409) lock.lost(error.fields.holder, error.message);
      const refused = formErrorsOf(error, PROBLEM_FIELDS);
      setFieldErrors(refused.fields);
      setMessage({
        tone: 'alert',
        text: refused.form ?? 'The problem was not saved: see the field marked below.',
      });
    }
  };

  return (
    <Box display="flex" flexDirection="column" gap="large">
      <Box display="flex" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap="small">
        <h1>{problem.title}</h1>
        <Box display="flex" gap="small" flexWrap="wrap">
          <Link as={RouterLink} to={`/edit-history/problem/${problem.id}`}>
            Edit history
          </Link>
          <Link as={RouterLink} to="/problem">
            All problems
          </Link>
        </Box>
      </Box>
      <LockBanner
        state={lock.state}
        onAcquire={() => void lock.acquire()}
        onRelease={() => void lock.release()}
      />

      <Card as="section" title="Problem" headingLevel={2}>
        <form onSubmit={submit} aria-label="Problem details">
          <Box display="flex" flexDirection="column" gap="medium">
            <TextField
              label="Title"
              value={form.title}
              error={fieldErrors.title}
              onChange={(e) => set('title', e.currentTarget.value)}
            />
            <TextField
              label="Slug"
              value={form.slug}
              error={fieldErrors.slug}
              onChange={(e) => set('slug', e.currentTarget.value)}
            />
            <Select
              label="Difficulty"
              options={DIFFICULTIES}
              value={form.difficulty}
              onChange={(e) => set('difficulty', e.currentTarget.value as ProblemForm['difficulty'])}
            />
            <Tabs.Root defaultValue="write">
              <Tabs.List aria-label="Statement">
                <Tabs.Trigger value="write">Write</Tabs.Trigger>
                <Tabs.Trigger value="preview">Preview</Tabs.Trigger>
              </Tabs.List>
              <Tabs.Content value="write">
                <TextArea
                  label="Statement"
                  rows={12}
                  value={form.statement}
                  error={fieldErrors.statement}
                  onChange={(e) => set('statement', e.currentTarget.value)}
                />
              </Tabs.Content>
              <Tabs.Content value="preview">
                <Select
                  label="Preview as"
                  size="small"
                  options={[
                    { value: 'markdown', label: 'Markdown' },
                    { value: 'html', label: 'HTML' },
                  ]}
                  value={previewFormat}
                  onChange={(e) => setPreviewFormat(e.currentTarget.value as 'markdown' | 'html')}
                />
                <section aria-label="Statement preview">
                  <StatementPreview text={form.statement} format={previewFormat} />
                </section>
              </Tabs.Content>
            </Tabs.Root>
            <TextArea
              label="Input format"
              error={fieldErrors.input_format}
              value={form.input_format}
              onChange={(e) => set('input_format', e.currentTarget.value)}
            />
            <TextArea
              label="Output format"
              error={fieldErrors.output_format}
              value={form.output_format}
              onChange={(e) => set('output_format', e.currentTarget.value)}
            />
            <TextArea
              label="Constraints"
              error={fieldErrors.constraints}
              value={form.constraints}
              onChange={(e) => set('constraints', e.currentTarget.value)}
            />
            <TextField
              label="Tags (comma-separated)"
              value={tags}
              onChange={(e) => setTags(e.currentTarget.value)}
            />
            <TextField
              label="Companies (comma-separated)"
              value={companies}
              onChange={(e) => setCompanies(e.currentTarget.value)}
            />
            <fieldset>
              <legend>Languages</legend>
              <Box display="flex" gap="medium" flexWrap="wrap">
                {JUDGE_LANGUAGES.map((language) => (
                  <Checkbox
                    key={language}
                    label={JUDGE_LANGUAGE_INFO[language].label}
                    checked={form.languages.includes(language)}
                    onChange={(e) =>
                      set(
                        'languages',
                        e.currentTarget.checked
                          ? JUDGE_LANGUAGES.filter((l) => l === language || form.languages.includes(l))
                          : form.languages.filter((l) => l !== language),
                      )
                    }
                  />
                ))}
              </Box>
            </fieldset>
            {form.languages.map((language) => (
              <TextArea
                key={language}
                label={`Reference solution (${JUDGE_LANGUAGE_INFO[language].label})`}
                rows={6}
                value={form.reference_solutions?.[language] ?? ''}
                onChange={(e) =>
                  set('reference_solutions', {
                    ...form.reference_solutions,
                    [language]: e.currentTarget.value,
                  })
                }
              />
            ))}
            <TextField
              label="Memory limit (MB)"
              type="number"
              min={16}
              max={1024}
              value={String(form.memory_limit_mb)}
              onChange={(e) => set('memory_limit_mb', Number(e.currentTarget.value))}
            />
            <Checkbox
              label="Public (readable without signing in)"
              checked={form.is_public}
              onChange={(e) => set('is_public', e.currentTarget.checked)}
            />
            <Box display="flex" gap="small" alignItems="center">
              <Button type="submit" disabled={!lock.canEdit} loading={save.isMutating}>
                Save
              </Button>
              {!lock.canEdit ? <span>Saving needs the edit lock.</span> : null}
            </Box>
            {message ? <p role={message.tone}>{message.text}</p> : null}
          </Box>
        </form>
      </Card>
      <UnsavedChangesGuard
        unsaved={JSON.stringify({ ...form, tags, company_tags: companies }) !== JSON.stringify(base)}
        what={`the problem ${problem.title}`}
      />

      <TestFilesPanel problemId={problem.id} canEdit={lock.canEdit} onChanged={changed} version={version} />
      <TimeLimitsPanel problem={problem} canEdit={lock.canEdit} onChanged={changed} />
      <ValidationPanel problem={problem} canEdit={lock.canEdit} onChanged={changed} version={version} />

      <Card as="section" title="Library and use" headingLevel={2}>
        <Box display="flex" flexDirection="column" gap="small">
          <Switch
            label="In the private question library"
            checked={problem.in_private_question_library}
            disabled={!lock.canEdit}
            onCheckedChange={async (checked) => {
              try {
                await library.trigger({
                  path: { id: problem.id },
                  body: { in_private_question_library: checked },
                });
                changed();
              } catch (error) {
                setMessage({ tone: 'alert', text: error instanceof Error ? error.message : 'Not saved.' });
              }
            }}
          />
          <p>
            Used in tracks:{' '}
            {used.data ? used.data.tracks.map((track) => track.name).join(', ') || 'none' : '…'}; batches:{' '}
            {used.data ? used.data.batches.map((batch) => batch.name).join(', ') || 'none' : '…'}
          </p>
          <Box>
            <Button
              variant="outline"
              onClick={async () => {
                const created = await copy.trigger({ path: { id: problem.id } });
                navigate(`/problem/${created.id}/`);
              }}
            >
              Make a draft copy
            </Button>
          </Box>
        </Box>
      </Card>

      <RevisionsPanel
        problem={problem}
        draft={{
          ...(form.title !== base.title ? { title: form.title } : {}),
          ...(form.statement !== base.statement ? { statement: form.statement } : {}),
          ...(form.input_format !== base.input_format ? { input_format: form.input_format } : {}),
          ...(form.output_format !== base.output_format ? { output_format: form.output_format } : {}),
          ...(form.constraints !== base.constraints ? { constraints: form.constraints } : {}),
          ...(form.difficulty !== base.difficulty ? { difficulty: form.difficulty } : {}),
          ...(tags !== base.tags ? { tags: splitList(tags) } : {}),
          ...(companies !== base.company_tags ? { company_tags: splitList(companies) } : {}),
        }}
      />
      <AiTools
        problem={problem}
        canEdit={lock.canEdit}
        onStatement={(statement) => set('statement', statement)}
      />
    </Box>
  );
}

export function ProblemEditorPage({ id }: { id: number }) {
  const problem = useApi('admin-problem-edit-get', Number.isInteger(id) && id > 0 ? { path: { id } } : null);
  useStaffTitle(problem.data?.title);
  const { mutate } = problem;
  const refetch = useCallback(() => mutate(), [mutate]);
  if (!Number.isInteger(id) || id <= 0) return <p role="alert">This is not a problem address.</p>;
  return (
    <QueryView query={problem} what="the problem">
      {(data) => <ProblemEditor key={data.id} problem={data} onSaved={refetch} />}
    </QueryView>
  );
}

export function ProblemEditorRoute() {
  return (
    <RequireRole roles={AREA_ROLES.problemAuthoring}>
      <ProblemEditorPage id={Number(useParams().id)} />
    </RequireRole>
  );
}
