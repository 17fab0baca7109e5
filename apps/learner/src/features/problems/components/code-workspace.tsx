import { signInHref, useSession } from '@learnforge/app-shell';
import { Box, Button, CodeEditor, type CodeEditorLanguage, Link, Select, TextArea } from '@learnforge/ui';
import { vars } from '@learnforge/ui/css';
import { useId, useState } from 'react';
import { type JudgeLanguage, useJudgeRun } from '../hooks/use-judge-run';
import { readSavedLanguage, saveLanguage, useSavedCode } from '../hooks/use-saved-code';
import { languageLabels } from '../utils/labels';
import { AiSuggestion } from './ai-suggestion';
import { VerdictPanel } from './verdict-panel';

const editorLanguages: Record<JudgeLanguage, CodeEditorLanguage> = {
  cpp: 'cpp',
  python3: 'python',
  javascript: 'javascript',
  java: 'java',
};

const saveLabels = { saved: 'Saved', saving: 'Saving…', unsaved: 'Not saved on this device' } as const;

export interface CodeWorkspaceProps {
  slug: string;
  languages: JudgeLanguage[];
  templates: Partial<Record<JudgeLanguage, string>>;
  /** The first example's input, offered as the starting custom input. */
  sampleInput: string;
}

/**
 * Language choice, the editor (CodeMirror, loaded lazily by the design system's CodeEditor), custom input,
 * Run and Submit, and the verdict.
 */
export function CodeWorkspace({ slug, languages, templates, sampleInput }: CodeWorkspaceProps) {
  const { user, isLoading } = useSession();
  const [language, setLanguageState] = useState<JudgeLanguage>(
    () => readSavedLanguage(slug, languages) ?? (languages.includes('cpp') ? 'cpp' : (languages[0] ?? 'cpp')),
  );
  const setLanguage = (next: JudgeLanguage) => {
    setLanguageState(next);
    saveLanguage(slug, next);
  };
  const { code, setCode, saveState } = useSavedCode(slug, language, templates[language] ?? '');
  const [customInput, setCustomInput] = useState(sampleInput);
  const { state, resultCalls, start } = useJudgeRun(slug);
  const saveStatusId = useId();
  const judging = state.phase === 'judging';
  const canSend = Boolean(user) && code.trim() !== '' && !judging;

  return (
    <section aria-labelledby="workspace-heading">
      <Box display="flex" flexDirection="column" gap="small">
        <Box display="flex" justifyContent="space-between" alignItems="center" gap="small" flexWrap="wrap">
          <h2 id="workspace-heading">Your solution</h2>
          <Select
            label="Language"
            size="small"
            value={language}
            onChange={(event) => setLanguage(event.target.value as JudgeLanguage)}
            options={languages.map((option) => ({ value: option, label: languageLabels[option] }))}
          />
        </Box>
        <CodeEditor
          label="Code editor"
          language={editorLanguages[language]}
          value={code}
          onChange={setCode}
          height="360px"
          aria-describedby={saveStatusId}
        />
        <p id={saveStatusId} role="status">
          {saveLabels[saveState]}
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
            onClick={() => start('run', { language, code, input: customInput })}
          >
            Run
          </Button>
          <Button
            disabled={!canSend}
            loading={judging && state.mode === 'submit'}
            onClick={() => start('submit', { language, code })}
          >
            Submit
          </Button>
        </Box>
        <VerdictPanel state={state} resultCalls={resultCalls} />
        {user ? (
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
