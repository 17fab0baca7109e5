import { formErrorsOf, signInHref, usePageTitle, useSession } from '@learnforge/app-shell';
import {
  formatLongDate,
  isJudgeLanguage,
  JUDGE_LANGUAGE_INFO,
  JUDGE_LANGUAGES,
  type JudgeLanguage,
} from '@learnforge/domain';
import { Box, Button, CodeEditor, Link, Select, TextArea, TextField } from '@learnforge/ui';
import { vars } from '@learnforge/ui/css';
import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { useIdeRun } from '../hooks/use-ide-run';
import { RunOutput } from './run-output';

/** What a fork carries from a shared snippet into the editor (router state, never the address). */
export interface ForkedSnippet {
  language: JudgeLanguage;
  source: string;
  stdin: string;
}

const starters: Record<JudgeLanguage, string> = {
  cpp: '#include <iostream>\nusing namespace std;\n\nint main() {\n  string name;\n  getline(cin, name);\n  cout << "Hello, " << name << "!" << endl;\n}\n',
  python3: 'name = input()\nprint(f"Hello, {name}!")\n',
  javascript:
    "const name = require('fs').readFileSync(0, 'utf8').trim();\nconsole.log('Hello, ' + name + '!');\n",
  java: 'import java.util.Scanner;\n\npublic class Main {\n  public static void main(String[] args) {\n    Scanner in = new Scanner(System.in);\n    System.out.println("Hello, " + in.nextLine() + "!");\n  }\n}\n',
};

function forkedFrom(state: unknown): ForkedSnippet | null {
  const fork = (state as { fork?: Partial<ForkedSnippet> } | null)?.fork;
  if (!fork || !isJudgeLanguage(fork.language) || typeof fork.source !== 'string') return null;
  return {
    language: fork.language,
    source: fork.source,
    stdin: typeof fork.stdin === 'string' ? fork.stdin : '',
  };
}

const formFields = ['language', 'source', 'stdin'] as const;

/** `/ide`: write code in any judge language, run it on stdin on the real judge, share the run by link. */
export function IdePage() {
  usePageTitle('Code editor');
  const { user, isLoading } = useSession();
  const location = useLocation();
  const [fork] = useState(() => forkedFrom(location.state));
  const [language, setLanguage] = useState<JudgeLanguage>(fork?.language ?? 'python3');
  const [sources, setSources] = useState<Partial<Record<JudgeLanguage, string>>>(
    fork ? { [fork.language]: fork.source } : {},
  );
  const source = sources[language] ?? starters[language];
  const [stdin, setStdin] = useState(fork?.stdin ?? 'World');
  const { state, run } = useIdeRun();
  const running = state.phase === 'running';
  const canRun = Boolean(user) && source.trim() !== '' && !running;
  const errors = state.phase === 'error' ? formErrorsOf(state.error, formFields) : { fields: {}, form: null };
  const sourceErrorId = useId();
  const outputHeading = useRef<HTMLHeadingElement>(null);
  const finished = state.phase === 'done';
  useEffect(() => {
    if (finished) outputHeading.current?.focus();
  }, [finished]);
  const start = () => {
    if (canRun) void run({ language, source, stdin });
  };
  const onShortcut = (event: React.KeyboardEvent) => {
    if (!(event.ctrlKey || event.metaKey) || event.altKey || event.shiftKey || event.key !== "'") return;
    event.preventDefault();
    start();
  };
  const shareUrl = state.phase === 'done' ? `${window.location.origin}/ide/${state.snippet.id}` : null;

  return (
    <Box display="flex" flexDirection="column" gap="medium" onKeyDownCapture={onShortcut}>
      <header>
        <h1>Code editor</h1>
        <p>
          Run code in {JUDGE_LANGUAGES.map((id) => JUDGE_LANGUAGE_INFO[id].label).join(', ')} on your own
          input, then share the run by link.
        </p>
      </header>
      {fork ? <p role="status">A copy of a shared snippet: your changes are yours alone.</p> : null}
      <Box display="flex" flexDirection={{ mobile: 'column', desktop: 'row' }} gap="large">
        <Box display="flex" flexDirection="column" gap="small" flexGrow={1} minWidth={0}>
          <Select
            label="Language"
            value={language}
            onChange={(event) => setLanguage(event.target.value as JudgeLanguage)}
            options={JUDGE_LANGUAGES.map((id) => ({
              value: id,
              label: JUDGE_LANGUAGE_INFO[id].versionLabel,
            }))}
            error={errors.fields.language}
          />
          <CodeEditor
            label="Code"
            language={JUDGE_LANGUAGE_INFO[language].editorMode}
            value={source}
            onChange={(next) => setSources((all) => ({ ...all, [language]: next }))}
            height="360px"
            aria-describedby={errors.fields.source ? sourceErrorId : undefined}
          />
          {errors.fields.source ? (
            <p id={sourceErrorId} role="alert" style={{ color: vars.color.toneText.critical }}>
              {errors.fields.source}
            </p>
          ) : null}
        </Box>
        <Box display="flex" flexDirection="column" gap="small" flexGrow={1} minWidth={0}>
          <TextArea
            label="Input (stdin)"
            value={stdin}
            onChange={(event) => setStdin(event.target.value)}
            rows={5}
            spellCheck={false}
            error={errors.fields.stdin}
            style={{ fontFamily: vars.font.family.mono }}
          />
          {!isLoading && !user ? (
            <p>
              <Link href={signInHref()}>Sign in</Link> to run your code.
            </p>
          ) : null}
          <Box display="flex" gap="small">
            <Button
              disabled={!canRun}
              loading={running}
              onClick={start}
              aria-keyshortcuts="Control+'"
              title="Run (Ctrl+')"
            >
              Run
            </Button>
          </Box>
          {errors.form ? <p role="alert">{errors.form}</p> : null}
          <section aria-labelledby="ide-output-heading" aria-busy={running}>
            <h2 id="ide-output-heading" ref={outputHeading} tabIndex={-1}>
              Result
            </h2>
            {running ? <p role="status">Running on the judge…</p> : null}
            {state.phase === 'idle' ? <p>Run the code to see its output here.</p> : null}
            {state.phase === 'done' ? (
              <Box display="flex" flexDirection="column" gap="small">
                <RunOutput snippet={state.snippet} />
                {shareUrl ? <ShareLink url={shareUrl} expiresAt={state.snippet.expires_at} /> : null}
              </Box>
            ) : null}
          </section>
        </Box>
      </Box>
    </Box>
  );
}

function ShareLink({ url, expiresAt }: { url: string; expiresAt: string }) {
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <Box display="flex" flexDirection="column" gap="xsmall">
      <TextField label="Share link" value={url} readOnly onFocus={(event) => event.currentTarget.select()} />
      <Box display="flex" gap="small" alignItems="center" flexWrap="wrap">
        <Button variant="outline" size="small" onClick={() => void copy()}>
          Copy link
        </Button>
        <span role="status">{copied ? 'Link copied.' : ''}</span>
      </Box>
      <p>Anyone with the link sees this code, its input and its output until {formatLongDate(expiresAt)}.</p>
    </Box>
  );
}
