import { Badge, Box } from '@learnforge/ui';
import { vars } from '@learnforge/ui/css';
import type { Snippet } from '../hooks/use-ide-run';

const outcomeLabels: Record<NonNullable<Snippet['outcome']>, string> = {
  ok: 'Finished',
  time_limit: 'Time limit exceeded',
  memory_limit: 'Memory limit exceeded',
  runtime_error: 'Runtime error',
  compile_error: 'Compilation error',
  output_limit: 'Output limit exceeded',
};

const preStyle = {
  fontFamily: vars.font.family.mono,
  whiteSpace: 'pre-wrap',
  overflowWrap: 'anywhere',
  maxHeight: '20rem',
  overflowY: 'auto',
  margin: 0,
  padding: vars.space.small,
  background: vars.color.surface.sunken,
  borderRadius: vars.radius.small,
} as const;

function Stream({ title, text }: { title: string; text: string }) {
  return (
    <Box display="flex" flexDirection="column" gap="xsmall">
      <h3>{title}</h3>
      <section
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard to scroll it.
        tabIndex={0}
        aria-label={title}
        style={preStyle}
      >
        <pre style={{ margin: 0, fontFamily: 'inherit', whiteSpace: 'inherit' }}>{text}</pre>
      </section>
    </Box>
  );
}

/** What a run printed, how it ended, and how long it took. */
export function RunOutput({ snippet }: { snippet: Snippet }) {
  if (snippet.status === 'error')
    return <p role="alert">The judge could not run this code: {snippet.failure ?? 'no reason was given.'}</p>;
  const outcome = snippet.outcome ?? 'ok';
  return (
    <Box display="flex" flexDirection="column" gap="small">
      <Box display="flex" gap="small" flexWrap="wrap" alignItems="center">
        <Badge tone={outcome === 'ok' ? 'positive' : 'critical'}>{outcomeLabels[outcome]}</Badge>
        {snippet.time_ms !== null ? <span>{snippet.time_ms} ms</span> : null}
        {snippet.memory_kb !== null ? <span>{Math.round(snippet.memory_kb / 1024)} MB</span> : null}
        {snippet.exit_code !== null && snippet.exit_code !== 0 ? (
          <span>exit code {snippet.exit_code}</span>
        ) : null}
      </Box>
      {snippet.compile_output ? <Stream title="Compiler output" text={snippet.compile_output} /> : null}
      {outcome !== 'compile_error' ? <Stream title="Output" text={snippet.stdout || '(no output)'} /> : null}
      {snippet.stderr ? <Stream title="Errors" text={snippet.stderr} /> : null}
      {snippet.truncated ? <p>The output was cut at 64 KiB.</p> : null}
    </Box>
  );
}
