import { useApi } from '@learnforge/api-client/react';
import { QueryView, usePageTitle } from '@learnforge/app-shell';
import { formatDateTime, JUDGE_LANGUAGE_INFO } from '@learnforge/domain';
import { Box, Button, CodeEditor, Link } from '@learnforge/ui';
import { vars } from '@learnforge/ui/css';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import type { ForkedSnippet } from './ide-page';
import { RunOutput } from './run-output';

/** `/ide/{id}`: a shared run, read-only with its input and output; "Fork to edit" copies it into the editor. */
export function SharedSnippetPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const snippet = useApi(
    'ide-get-status',
    { path: { id } },
    {
      // A link opened while the run is still on the judge fills in when it finishes.
      refreshInterval: (data) => (data && (data.status === 'queued' || data.status === 'running') ? 1000 : 0),
    },
  );
  usePageTitle(
    snippet.data
      ? `${JUDGE_LANGUAGE_INFO[snippet.data.language].label} snippet by ${snippet.data.author}`
      : 'Shared snippet',
  );
  return (
    <QueryView query={snippet} what="the shared snippet">
      {(data) => {
        const fork: ForkedSnippet = { language: data.language, source: data.source, stdin: data.stdin };
        return (
          <Box display="flex" flexDirection="column" gap="medium">
            <header>
              <h1>
                {JUDGE_LANGUAGE_INFO[data.language].label} snippet by {data.author}
              </h1>
              <p>
                Shared on {formatDateTime(data.created_at)}; read-only.{' '}
                <Link as={RouterLink} to="/ide">
                  Open an empty editor
                </Link>
              </p>
            </header>
            <Box display="flex" gap="small">
              <Button onClick={() => navigate('/ide', { state: { fork } })}>Fork to edit</Button>
            </Box>
            <Box display="flex" flexDirection={{ mobile: 'column', desktop: 'row' }} gap="large">
              <Box display="flex" flexDirection="column" gap="small" flexGrow={1} minWidth={0}>
                <CodeEditor
                  label="Code (read-only)"
                  language={JUDGE_LANGUAGE_INFO[data.language].editorMode}
                  value={data.source}
                  readOnly
                  height="360px"
                />
              </Box>
              <Box display="flex" flexDirection="column" gap="small" flexGrow={1} minWidth={0}>
                <h2>Input (stdin)</h2>
                <pre style={{ fontFamily: vars.font.family.mono, whiteSpace: 'pre-wrap', margin: 0 }}>
                  {data.stdin || '(no input)'}
                </pre>
                <h2>Result</h2>
                {data.status === 'queued' || data.status === 'running' ? (
                  <p role="status">Still running on the judge…</p>
                ) : (
                  <RunOutput snippet={data} />
                )}
              </Box>
            </Box>
          </Box>
        );
      }}
    </QueryView>
  );
}
