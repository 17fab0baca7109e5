import { useApi } from '@learnforge/api-client/react';
import { signInHref, useSession } from '@learnforge/app-shell';
import { JUDGE_LANGUAGE_INFO, type JudgeLanguage } from '@learnforge/domain';
import { Box, Button, CodeEditor, Link, Select, TextArea } from '@learnforge/ui';
import { vars } from '@learnforge/ui/css';
import { useEffect, useId, useRef, useState } from 'react';
import { useJudgeRun } from '../hooks/use-judge-run';
import { readSavedLanguage, type ServerDrafts, saveLanguage, useSavedCode } from '../hooks/use-saved-code';
import { AiSuggestion } from './ai-suggestion';
import { type JudgeLimitsShown, VerdictPanel } from './verdict-panel';

const saveLabels = { saved: 'Saved', saving: 'Saving…', unsaved: 'Not saved on this device' } as const;

export interface CodeWorkspaceProps {
  slug: string;
  problemId: number;
  limits: JudgeLimitsShown;
  /** Whether the server has an AI provider; without one the AI hint is not offered at all. */
  aiAvailable: boolean;
  languages: JudgeLanguage[];
  templates: Partial<Record<JudgeLanguage, string>>;
  /** The first example's input, offered as the starting custom input. */
  sampleInput: string;
  /** The learner's drafts on the server and the entity they are saved under. */
  server?: ServerDrafts;
}

/**
 * Language choice, the editor (CodeMirror, loaded lazily by the design system's CodeEditor), custom input,
 * Run and Submit, and the verdict.
 */
export function CodeWorkspace({
  slug,
  problemId,
  limits,
  aiAvailable,
  languages,
  templates,
  sampleInput,
  server,
}: CodeWorkspaceProps) {
  const { user, isLoading } = useSession();
  const [language, setLanguageState] = useState<JudgeLanguage>(
    () => readSavedLanguage(slug, languages) ?? (languages.includes('cpp') ? 'cpp' : (languages[0] ?? 'cpp')),
  );
  const setLanguage = (next: JudgeLanguage) => {
    setLanguageState(next);
    saveLanguage(slug, next);
  };
  const { code, setCode, saveState, serverProblem } = useSavedCode(
    slug,
    language,
    templates[language] ?? '',
    server,
  );
  const [customInput, setCustomInput] = useState(sampleInput);
  const { state, resultCalls, start } = useJudgeRun(slug);
  const saveStatusId = useId();
  const judging = state.phase === 'judging';
  const canSend = Boolean(user) && code.trim() !== '' && !judging;
  // After a reload the newest submission's verdict is still there until the learner runs or submits again.
  const latest = useApi('problem-latest-submission', user ? { path: { id: problemId } } : null);
  const verdictHeading = useRef<HTMLHeadingElement>(null);
  const finished = state.phase === 'done' || state.phase === 'error';
  useEffect(() => {
    if (finished) verdictHeading.current?.focus();
  }, [finished]);
  const run = () => {
    if (canSend) void start('run', { language, code, input: customInput });
  };
  const submit = () => {
    if (canSend) void start('submit', { language, code });
  };
  // The shortcuts of the editors learners know: Ctrl+' runs, Ctrl+Enter submits (⌘ on a Mac). Caught
  // before the editor sees them, so Ctrl+Enter does not also insert a blank line.
  const onShortcut = (event: React.KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey) return;
    if (event.key !== 'Enter' && event.key !== "'") return;
    event.preventDefault();
    event.stopPropagation();
    if (event.key === 'Enter') submit();
    else run();
  };

  return (
    <section aria-labelledby="workspace-heading" onKeyDownCapture={onShortcut}>
      <Box display="flex" flexDirection="column" gap="small">
        <Box display="flex" justifyContent="space-between" alignItems="center" gap="small" flexWrap="wrap">
          <h2 id="workspace-heading">Your solution</h2>
          <Select
            label="Language"
            size="small"
            value={language}
            onChange={(event) => setLanguage(event.target.value as JudgeLanguage)}
            options={languages.map((option) => ({
              value: option,
              label: JUDGE_LANGUAGE_INFO[option].versionLabel,
            }))}
          />
        </Box>
        <CodeEditor
          label="Code editor"
          language={JUDGE_LANGUAGE_INFO[language].editorMode}
          value={code}
          onChange={setCode}
          height="360px"
          aria-describedby={saveStatusId}
        />
        <p id={saveStatusId} role="status">
          {saveLabels[saveState]}
          {serverProblem ? ` on this device only: ${serverProblem}` : null}
        </p>
        <TextArea
          label="Custom input"
          value={customInput}
          onChange={(event) => setCustomInput(event.target.value)}
          rows={4}
          spellCheck={false}
          style={{ fontFamily: vars.font.family.mono }}
        />
        {!isLoading && !user ? (
          <p>
            <Link href={signInHref()}>Sign in</Link> to run and submit your code. Your code is kept on this
            device meanwhile.
          </p>
        ) : null}
        <Box display="flex" gap="small">
          <Button
            variant="outline"
            disabled={!canSend}
            loading={judging && state.mode === 'run'}
            onClick={run}
            aria-keyshortcuts="Control+'"
            title="Run (Ctrl+')"
          >
            Run
          </Button>
          <Button
            disabled={!canSend}
            loading={judging && state.mode === 'submit'}
            onClick={submit}
            aria-keyshortcuts="Control+Enter"
            title="Submit (Ctrl+Enter)"
          >
            Submit
          </Button>
        </Box>
        <VerdictPanel
          ref={verdictHeading}
          state={state}
          resultCalls={resultCalls}
          language={language}
          limits={limits}
          lastSubmission={latest.data?.submission}
        />
        {user && aiAvailable ? (
          <AiSuggestion
            slug={slug}
            language={language}
            code={code}
            submissionId={
              state.phase === 'done' && state.mode === 'submit' ? state.result.submission_id : undefined
            }
          />
        ) : null}
      </Box>
    </section>
  );
}
