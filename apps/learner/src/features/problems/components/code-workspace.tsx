import { signInHref, useSession } from '@learnforge/app-shell';
import { Box, Button, Link } from '@learnforge/ui';
import { useId, useState } from 'react';
import { type JudgeLanguage, useJudgeRun } from '../hooks/use-judge-run';
import { useSavedCode } from '../hooks/use-saved-code';
import { languageLabels } from '../utils/labels';
import { VerdictPanel } from './verdict-panel';

const saveLabels = { saved: 'Saved', saving: 'Saving…', unsaved: 'Not saved on this device' } as const;

export interface CodeWorkspaceProps {
  slug: string;
  languages: JudgeLanguage[];
  templates: Partial<Record<JudgeLanguage, string>>;
  /** The first example's input, offered as the starting custom input. */
  sampleInput: string;
}

/**
 * Language choice, the editor, custom input, Run and Submit, and the verdict. The editor is a plain
 * labelled text area until the design system's code editor is available.
 */
export function CodeWorkspace({ slug, languages, templates, sampleInput }: CodeWorkspaceProps) {
  const { user, isLoading } = useSession();
  const [language, setLanguage] = useState<JudgeLanguage>(
    languages.includes('cpp') ? 'cpp' : (languages[0] ?? 'cpp'),
  );
  const { code, setCode, saveState } = useSavedCode(slug, language, templates[language] ?? '');
  const [customInput, setCustomInput] = useState(sampleInput);
  const { state, resultCalls, start } = useJudgeRun(slug);
  const ids = { language: useId(), editor: useId(), input: useId(), save: useId() };
  const judging = state.phase === 'judging';
  const canSend = Boolean(user) && code.trim() !== '' && !judging;

  return (
    <section aria-labelledby="workspace-heading">
      <Box display="flex" flexDirection="column" gap="small">
        <Box display="flex" justifyContent="space-between" alignItems="center" gap="small" flexWrap="wrap">
          <h2 id="workspace-heading">Your solution</h2>
          <Box display="flex" gap="small" alignItems="center">
            <label htmlFor={ids.language}>Language</label>
            <select
              id={ids.language}
              value={language}
              onChange={(event) => setLanguage(event.target.value as JudgeLanguage)}
            >
              {languages.map((option) => (
                <option key={option} value={option}>
                  {languageLabels[option]}
                </option>
              ))}
            </select>
          </Box>
        </Box>
        <label htmlFor={ids.editor}>Code editor</label>
        <textarea
          id={ids.editor}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          spellCheck={false}
          autoCapitalize="off"
          autoComplete="off"
          rows={18}
          aria-describedby={ids.save}
          style={{ fontFamily: 'ui-monospace, monospace', width: '100%', tabSize: 4 }}
          onKeyDown={(event) => {
            // Tab indents in the editor; Escape then Tab leaves it, so keyboard users are never trapped.
            if (event.key !== 'Tab' || event.shiftKey || event.currentTarget.dataset.escaped === 'true') {
              event.currentTarget.dataset.escaped = 'false';
              return;
            }
            event.preventDefault();
            const target = event.currentTarget;
            const { selectionStart, selectionEnd } = target;
            const next = `${code.slice(0, selectionStart)}    ${code.slice(selectionEnd)}`;
            setCode(next);
            requestAnimationFrame(() => target.setSelectionRange(selectionStart + 4, selectionStart + 4));
          }}
          onKeyUp={(event) => {
            if (event.key === 'Escape') event.currentTarget.dataset.escaped = 'true';
          }}
        />
        <p id={ids.save} role="status">
          {saveLabels[saveState]}
        </p>
        <label htmlFor={ids.input}>Custom input</label>
        <textarea
          id={ids.input}
          value={customInput}
          onChange={(event) => setCustomInput(event.target.value)}
          rows={4}
          spellCheck={false}
          style={{ fontFamily: 'ui-monospace, monospace', width: '100%' }}
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
      </Box>
    </section>
  );
}
